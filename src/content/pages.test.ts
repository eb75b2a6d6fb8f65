import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPages, readPages } from "~/content/content-files";
import { formatProblem } from "~/lib/content-problems";
import { contentCopy } from "~/test/content-copy";

const shownProblems = (root: string) => loadPages(root).problems.map(formatProblem);

describe("content/pages", () => {
  it("gives every page its heading, intro and a description search results can show", () => {
    const pages = Object.entries(readPages());
    expect(pages.map(([name]) => name)).toContain("home");
    for (const [name, page] of pages) {
      expect(page.heading.length, name).toBeGreaterThan(0);
      expect(page.description.length, name).toBeGreaterThanOrEqual(50);
    }
  });

  it("reports each mistake in plain words, naming the file and the field, all at once", () => {
    const root = contentCopy();
    const dir = path.join(root, "pages");
    writeFileSync(path.join(dir, "team.yaml"), 'description: Too short.\nheading: ""\nintro: The people.\n');
    writeFileSync(path.join(dir, "teams.yaml"), "heading: Our Team\n");
    const problems = shownProblems(root);
    expect(problems).toContain(
      "content/pages/team.yaml: Description (description): is short for search results; write at least 50 characters",
    );
    expect(problems).toContain("content/pages/team.yaml: Heading (heading): is empty; write the page's main heading");
    // A new file is a new page's: it is checked like the others.
    expect(problems).toContain(
      "content/pages/teams.yaml: Description (description): is missing; add a sentence or two on what the page offers, as search results show it",
    );
  });

  it("names a mistake inside a band by the band's number and the editor's words", () => {
    const root = contentCopy();
    const file = path.join(root, "pages", "events.yaml");
    const text = readFileSync(file, "utf8");
    const broken = text.replace(/^( {10}source: ).*2018–2024$/m, '$1""');
    if (broken === text) throw new Error("test data: the events page's second figure has its source");
    writeFileSync(file, broken);
    expect(shownProblems(root)).toEqual([
      "content/pages/events.yaml: Bands, number 2, Figures, number 2, Source (source): is empty; write the words this part shows",
    ]);
  });

  it("names a missing or broken word of the contact page's form and side cards by the editor's words", () => {
    const root = contentCopy();
    const file = path.join(root, "pages", "contact.yaml");
    const text = readFileSync(file, "utf8");
    const broken = text
      .replace(/^ {2}submit: .*\n/m, "")
      .replace(/^( {6}label: )Service Interest$/m, '$1""')
      .replace(/^( {6}- title: )We propose an approach if we are aligned$/m, '$1""');
    if (broken === text || broken.includes("Service Interest") || broken.includes("We propose")) {
      throw new Error("test data: the contact page's Send button, Service Interest label and third step");
    }
    writeFileSync(file, broken);
    expect(shownProblems(root)).toEqual([
      "content/pages/contact.yaml: Form, Fields, Service interest, Label (label): is empty; write the words this part shows",
      "content/pages/contact.yaml: Form, Send button (submit): is missing; add the words this part shows",
      "content/pages/contact.yaml: Side cards, What happens next, Steps, number 3, Title (title): is empty; write the words this part shows",
    ]);
  });

  it("requires the contact page's form and side cards, and only of the contact page", () => {
    const root = contentCopy();
    const file = path.join(root, "pages", "contact.yaml");
    const head = readFileSync(file, "utf8").split(/^form:$/m)[0] ?? "";
    writeFileSync(file, head);
    expect(shownProblems(root)).toEqual([
      "content/pages/contact.yaml: Form (form): is missing; restore it from git, or fill it in with the editor",
      "content/pages/contact.yaml: Side cards (sideCards): is missing; restore it from git, or fill it in with the editor",
    ]);
  });

  it("finds nothing wrong with the shipped files", () => {
    expect(loadPages().problems).toEqual([]);
  });
});
