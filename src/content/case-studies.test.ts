import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseStudiesByShortName, caseStudyPages } from "~/content/case-studies";
import { loadCaseStudies, readCaseStudies } from "~/content/content-files";
import { formatProblem } from "~/lib/content-problems";
import { paragraphs } from "~/lib/paragraphs";
import { contentCopy } from "~/test/content-copy";

const caseStudies = readCaseStudies();

const studyFile = (root: string, name: string) => path.join(root, "case-studies", name);
const shownProblems = (root: string) => loadCaseStudies(root).problems.map(formatProblem);

describe("case-study content", () => {
  it("gives every study a unique title and short name, and an author exactly where there is a quote", () => {
    expect(new Set(caseStudies.map((study) => study.title)).size).toBe(caseStudies.length);
    expect(new Set(caseStudies.map((study) => study.shortName)).size).toBe(caseStudies.length);
    for (const study of caseStudies) expect(study.quoteAuthor === "").toBe(study.quote === "");
  });

  it("reads the challenge and solution from their sections, paragraphs kept", () => {
    for (const study of caseStudies) {
      expect(paragraphs(study.challenge).length).toBeGreaterThan(0);
      expect(paragraphs(study.solution).length).toBeGreaterThan(0);
      expect(study.results.length).toBeGreaterThan(0);
    }
  });

  it("gives the studies with a page their own addresses, and orders snapshots by short name", () => {
    const slugs = caseStudyPages(caseStudies).map((study) => study.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = caseStudiesByShortName(caseStudies).map((study) => study.shortName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("takes an updated results line as written", () => {
    const root = contentCopy();
    const [study] = caseStudyPages(caseStudies);
    if (!study) throw new Error("no case study with a page");
    const file = studyFile(root, `${study.slug}.md`);
    // The first line under results:, on one line or folded over several as the editor writes a long one.
    const firstResult = /^(results:\n) {2}- (?:>-\n(?: {4}.*\n)+|.*\n)/m;
    const text = readFileSync(file, "utf8");
    if (!firstResult.test(text)) throw new Error(`test data: ${file} lists no results`);
    writeFileSync(file, text.replace(firstResult, "$1  - 14,000 votes cast, a record for the campaign\n"));
    expect(readCaseStudies(root).find((candidate) => candidate.slug === study.slug)?.results[0]).toBe(
      "14,000 votes cast, a record for the campaign",
    );
  });
});

describe("mistakes in a case study's file", () => {
  it("reports each in plain words, naming the file and the field, all at once", () => {
    const root = contentCopy();
    const [first, second] = caseStudyPages(caseStudies);
    if (!first || !second) throw new Error("the test needs two studies with pages");
    const firstFile = studyFile(root, `${first.slug}.md`);
    // An empty title, a results line that is not a list, an unknown icon.
    writeFileSync(
      firstFile,
      readFileSync(firstFile, "utf8")
        .replace(/^title: .*$/m, 'title: ""')
        .replace(/^icon: .*$/m, "icon: Star"),
    );
    const secondFile = studyFile(root, `${second.slug}.md`);
    // No "## Solution" section; a quote without its author; the first study's page address.
    writeFileSync(
      secondFile,
      readFileSync(secondFile, "utf8")
        .replace("## Solution", "Solution")
        .replace(/^quoteAuthor: .*$/m, "")
        .replace(/^page: .*$/m, `page: ${first.slug}`),
    );
    const problems = shownProblems(root);
    expect(problems).toContain(`content/case-studies/${first.slug}.md: Title (title): is empty; write the study's title`);
    expect(
      problems.find((problem) => problem.startsWith(`content/case-studies/${first.slug}.md: Icon (icon): "Star"`)),
    ).toContain("is not one of the icons; choose one of");
    expect(problems).toContain(
      `content/case-studies/${second.slug}.md: Solution (the "## Solution" section below the details): is missing; below the details, write a line "## Solution" and the text under it`,
    );
    if (second.quote) {
      expect(problems).toContain(
        `content/case-studies/${second.slug}.md: Quote author (quoteAuthor): is missing; a quote needs the name of who said it`,
      );
    }
  });

  it("reports results that are not a list, unknown art and two studies with one page address", () => {
    const root = contentCopy();
    const [first, second] = caseStudyPages(caseStudies);
    if (!first || !second) throw new Error("the test needs two studies with pages");
    const firstFile = studyFile(root, `${first.slug}.md`);
    writeFileSync(
      firstFile,
      readFileSync(firstFile, "utf8")
        .replace(/^results:\n( {2}- .*\n)+/m, "results: 153 ideas\n")
        .replace(/^image: .*$/m, "image: case-nothing-here"),
    );
    const secondFile = studyFile(root, `${second.slug}.md`);
    writeFileSync(secondFile, readFileSync(secondFile, "utf8").replace(/^page: .*$/m, `page: ${first.slug}`));
    const problems = shownProblems(root);
    expect(problems).toContain(
      `content/case-studies/${first.slug}.md: Results (results): must be a list, one per line, each starting with "- "`,
    );
    expect(problems).toContain(
      `content/case-studies/${first.slug}.md: Art (image): there is no art "case-nothing-here" (src/content/people-images.ts); correct it or leave it out`,
    );
  });

  it("shows the first results at a glance, each split into its figure and words", () => {
    const studies = caseStudyPages(caseStudies);
    expect(studies.some((study) => study.atAGlance.length > 0)).toBe(true);
    for (const study of studies) {
      study.atAGlance.forEach(({ figure, text }, index) => {
        expect(study.results[index]).toContain(text);
        expect(figure.length).toBeGreaterThan(0);
      });
    }
  });

  it("reports figures at a glance beyond the results, or a result at a glance that does not start with a figure", () => {
    const root = contentCopy();
    const [first, second] = caseStudyPages(caseStudies);
    if (!first || !second) throw new Error("the test needs two studies with pages");
    const setAtAGlance = (slug: string, shown: number, results?: string) => {
      const file = studyFile(root, `${slug}.md`);
      let text = readFileSync(file, "utf8").replace(/^atAGlance: .*\n/m, "");
      if (results) text = text.replace(/^results:\n( {2}- .*\n( {4}.*\n)*)+/m, results);
      writeFileSync(file, text.replace(/^icon: /m, `atAGlance: ${shown}\nicon: `));
    };
    setAtAGlance(first.slug, 3, "results:\n  - 153 ideas submitted\n  - 12,000+ votes cast\n");
    setAtAGlance(second.slug, 2, "results:\n  - 450 people engaged\n  - A shared plan adopted\n  - 7 workshops held\n");
    expect(shownProblems(root)).toEqual([
      `content/case-studies/${first.slug}.md: Results at a glance (atAGlance): is 3, but the study lists 2 results; show at most that many at a glance`,
      `content/case-studies/${second.slug}.md: Results at a glance (atAGlance): takes the first 2 results, but result 2 ("A shared plan adopted") does not start with a figure such as "153 ideas"; list the results that start with a number first, or show fewer at a glance`,
    ]);
  });

  it("takes a photo from its folder in place of the art, and asks for its description and for a missing file", () => {
    const root = contentCopy();
    const [first, second] = caseStudyPages(caseStudies);
    if (!first || !second) throw new Error("the test needs two studies with pages");
    const withPhoto = (name: string, lines: string) => {
      const file = studyFile(root, `${name}.md`);
      writeFileSync(file, readFileSync(file, "utf8").replace(/^---\n/, `---\n${lines}\n`));
    };
    mkdirSync(studyFile(root, `photos/${first.slug}`), { recursive: true });
    writeFileSync(studyFile(root, `photos/${first.slug}/photo.jpg`), "");
    withPhoto(first.slug, `photo: ./photos/${first.slug}/photo.jpg\nphotoAlt: Delegates mapping evidence on a long wall.`);
    withPhoto(second.slug, `photo: ./photos/${second.slug}/photo.jpg`);
    const { entries, problems } = loadCaseStudies(root);
    expect(problems.map(formatProblem)).toEqual([
      `content/case-studies/${second.slug}.md: Photo description (photoAlt): is missing; describe the photo in a sentence for visitors who cannot see it`,
      `content/case-studies/${second.slug}.md: Photo (photo): there is no photo content/case-studies/photos/${second.slug}/photo.jpg: put the photo in content/case-studies/photos/${second.slug}/ under that name, or choose it again in the editor`,
    ]);
    expect(entries.find((study) => study.slug === first.slug)?.image).toMatchObject({
      id: `case-photo-${first.slug}`,
      alt: "Delegates mapping evidence on a long wall.",
      width: 1600,
      height: 1000,
    });
  });

  it("finds nothing wrong with the shipped files", () => {
    expect(loadCaseStudies().problems).toEqual([]);
  });
});
