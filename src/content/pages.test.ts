import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPages, readPages } from "~/content/content-files";
import { pageFileName, pageIds, pageOfFile } from "~/content/pages.schema";
import { formatProblem } from "~/lib/content-problems";
import { contentCopy } from "~/test/content-copy";

const shownProblems = (root: string) => loadPages(root).problems.map(formatProblem);

describe("content/pages", () => {
  it("gives every page its heading, intro and a description search results can show", () => {
    const pages = readPages();
    for (const id of pageIds) {
      expect(pages[id].heading.length, id).toBeGreaterThan(0);
      expect(pages[id].description.length, id).toBeGreaterThanOrEqual(50);
    }
  });

  it("names each page's file after it", () => {
    expect(pageFileName("projectSnapshots")).toBe("project-snapshots");
    expect(pageFileName("fortune500")).toBe("fortune-500");
    for (const id of pageIds) expect(pageOfFile(pageFileName(id))).toBe(id);
  });

  it("reports each mistake in plain words, naming the file and the field, all at once", () => {
    const root = contentCopy();
    const dir = path.join(root, "pages");
    writeFileSync(path.join(dir, "team.yaml"), 'description: Too short.\nheading: ""\nintro: The people.\n');
    writeFileSync(path.join(dir, "teams.yaml"), "heading: Our Team\n");
    rmSync(path.join(dir, "contact.yaml"));
    const problems = shownProblems(root);
    expect(problems).toContain(
      "content/pages/team.yaml: Description (description): is short for search results; write at least 50 characters",
    );
    expect(problems).toContain("content/pages/team.yaml: Heading (heading): is empty; write the page's main heading");
    expect(
      problems.find((problem) => problem.startsWith("content/pages/teams.yaml: names no page of the site")),
    ).toContain("team.yaml");
    expect(problems).toContain("content/pages/contact.yaml: is missing; restore it from git");
  });

  it("finds nothing wrong with the shipped files", () => {
    expect(loadPages().problems).toEqual([]);
  });
});
