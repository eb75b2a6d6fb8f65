import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR, loadTestimonials } from "~/content/content-files";
import { quotedTestimonialIds, unquotable } from "~/content/validate";
import { formatProblem } from "~/lib/content-problems";

let copies: string[] = [];
function withTestimonials(text: string): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "content-")), "content");
  cpSync(CONTENT_DIR, root, { recursive: true });
  copies.push(path.dirname(root));
  writeFileSync(path.join(root, "testimonials.yaml"), text);
  return root;
}
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe("content/testimonials.yaml", () => {
  it("has every testimonial the pages quote", () => {
    const { entries } = loadTestimonials();
    expect(quotedTestimonialIds().length).toBeGreaterThan(0);
    expect(unquotable(entries, quotedTestimonialIds())).toEqual([]);
  });

  it("says plainly when a page quotes a testimonial the file no longer has", () => {
    const { entries } = loadTestimonials();
    const [quoted] = quotedTestimonialIds();
    expect(
      unquotable(
        entries.filter((entry) => entry.id !== quoted),
        [quoted ?? ""],
      ).map(formatProblem),
    ).toEqual([
      `content/testimonials.yaml: has no testimonial "${quoted}", which a page quotes; restore it (or ask a developer to quote another)`,
    ]);
  });

  it("reports an empty quote and an id used twice, naming the entry by its number", () => {
    const root = withTestimonials(
      'testimonials:\n  - id: a\n    quote: ""\n    author: Ada\n    title: Chair\n  - id: a\n    quote: Yes.\n    author: Ben\n    title: Chair\n',
    );
    expect(loadTestimonials(root).problems.map(formatProblem)).toEqual([
      "content/testimonials.yaml: Testimonials, number 1, Quote (quote): is empty; write what the client said",
      'content/testimonials.yaml: Testimonials, number 2, Id (id): "a" is used twice; choose another',
    ]);
  });

  it("finds nothing wrong with the shipped file", () => {
    expect(loadTestimonials().problems).toEqual([]);
  });
});
