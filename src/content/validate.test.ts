import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFileProblems, contentProblems, validateContent } from "~/content/validate";
import { contentCopy } from "~/test/content-copy";

/** Rewrites a file of a content copy; throws when the edit changes nothing, so a test never checks an unbroken file. */
function breakFile(root: string, relative: string, edit: (text: string) => string) {
  const file = path.join(root, relative);
  const text = readFileSync(file, "utf8");
  const broken = edit(text);
  if (broken === text) throw new Error(`test data: ${relative} has nothing to break`);
  writeFileSync(file, broken);
}

describe("contentProblems", () => {
  it("finds nothing wrong with the shipped content", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("returns every problem as a line in plain words, without throwing, for the server to show before it builds", () => {
    const root = contentCopy();
    breakFile(root, "site.yaml", (text) => text.replace(/^phone:.*$/m, "phone: Call us: weekdays"));
    breakFile(root, "case-studies/un-women.md", (text) => text.replace(/^---\n/, "---\nphoto: ./photos/un-women/photo.jpg\n"));
    const problems = contentProblems(root);
    expect(problems).toEqual([
      expect.stringMatching(/^content\/site\.yaml: line \d+ \("phone: Call us: weekdays"\) cannot be read: /),
      'content/case-studies/un-women.md: Photo description (photoAlt): is missing; describe the photo in a sentence for visitors who cannot see it',
      "content/case-studies/un-women.md: Photo (photo): there is no photo content/case-studies/photos/un-women/photo.jpg: put the photo in content/case-studies/photos/un-women/ under that name, or choose it again in the editor",
    ]);
    // validateContent, which Astro's config hook runs, throws the same list under one heading.
    expect(() => validateContent(root)).toThrow(`The site's content has 3 problems to fix`);
  });
});

describe("contentFileProblems", () => {
  /** The line (from 1) of a file's copy that starts with `start`. */
  const lineOf = (root: string, relative: string, start: string) =>
    readFileSync(path.join(root, relative), "utf8")
      .split("\n")
      .findIndex((line) => line.startsWith(start)) + 1;

  it("gives each problem the line it is on: a field's, an item's in a list, the text's below the details", () => {
    const root = contentCopy();
    breakFile(root, "testimonials.yaml", (text) => text.replace("    author: Karen Ellison\n", "    author: 12\n"));
    breakFile(root, "case-studies/un-women.md", (text) => text.replace(/^## Solution$/m, "## Approach"));
    breakFile(root, "site.yaml", (text) => text.replace(/^phone:.*\n/m, ""));
    const problems = contentFileProblems(root);
    expect(problems).toEqual([
      expect.objectContaining({ file: "content/site.yaml", field: "phone", line: 1 }),
      expect.objectContaining({
        file: "content/case-studies/un-women.md",
        field: "solution",
        // No "## Solution" to point at: the text's first line.
        line: lineOf(root, "case-studies/un-women.md", "## Challenge"),
      }),
      expect.objectContaining({
        file: "content/testimonials.yaml",
        field: "testimonials, number 2, author",
        line: lineOf(root, "testimonials.yaml", "    author: 12"),
      }),
    ]);
  });
});
