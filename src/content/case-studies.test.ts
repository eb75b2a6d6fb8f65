import { describe, expect, it } from "vitest";
import {
  CASE_STUDY_PAGE_SLUGS,
  caseStudies,
  caseStudiesByShortName,
  caseStudyPages,
  findCaseStudyBySlug,
  type CaseStudy,
} from "~/content/case-studies";
import { validateCaseStudies } from "~/content/case-studies.schema";
import { ContentError } from "~/lib/content";
import { paragraphs } from "~/lib/paragraphs";

/** The case-study figures quoted in SPEC §9, as they must read in the copy. */
const SPEC_FIGURES = [
  "2,500 guidelines",
  "100 studies",
  "153 ideas",
  "12,000+ votes",
  "1,500 evaluations",
  "450 people",
  "56 solutions",
  "24 were taken forward",
  "2,200 experts",
  "127 countries",
  "65 leaders",
  "8 ERP systems",
  "down to 1",
  "7 workshops",
  "more than 100 stakeholders",
  "19 projects",
];

function copies(): CaseStudy[] {
  return caseStudies.map((study) => ({ ...study, results: [...study.results] }));
}

function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

describe("case-study content", () => {
  it("has 12 entries with unique titles", () => {
    expect(caseStudies).toHaveLength(12);
    expect(new Set(caseStudies.map((study) => study.title)).size).toBe(12);
  });

  it("has exactly two entries without a quote, and an author exactly where there is a quote", () => {
    expect(caseStudies.filter((study) => study.quote === "")).toHaveLength(2);
    for (const study of caseStudies) expect(study.quoteAuthor === "").toBe(study.quote === "");
  });

  it("has pages for exactly the seven fixed slugs", () => {
    const slugs = caseStudyPages().map((study) => study.slug);
    expect([...slugs].sort()).toEqual([...CASE_STUDY_PAGE_SLUGS].sort());
    expect(caseStudies.filter((study) => study.slug !== undefined)).toHaveLength(7);
    for (const slug of CASE_STUDY_PAGE_SLUGS) expect(findCaseStudyBySlug(slug)?.slug).toBe(slug);
    expect(findCaseStudyBySlug("not-found")).toBeUndefined();
  });

  it("quotes every SPEC §9 figure in the results or solution", () => {
    const copy = caseStudies
      .flatMap((study) => [study.solution, ...study.results])
      .join("\n")
      .toLowerCase();
    for (const figure of SPEC_FIGURES) expect(copy, figure).toContain(figure.toLowerCase());
  });

  it("splits challenge into 1–2 and solution into 2–3 paragraphs, with 3–5 results", () => {
    for (const study of caseStudies) {
      expect(paragraphs(study.challenge).length).toBeGreaterThanOrEqual(1);
      expect(paragraphs(study.challenge).length).toBeLessThanOrEqual(2);
      expect(paragraphs(study.solution).length).toBeGreaterThanOrEqual(2);
      expect(paragraphs(study.solution).length).toBeLessThanOrEqual(3);
      expect(study.results.length).toBeGreaterThanOrEqual(3);
      expect(study.results.length).toBeLessThanOrEqual(5);
    }
  });

  it("leaves at least two studies without an image so the placeholder shows", () => {
    expect(caseStudies.filter((study) => study.image === undefined).length).toBeGreaterThanOrEqual(2);
  });

  it("orders snapshots by short name", () => {
    const names = caseStudiesByShortName().map((study) => study.shortName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });
});

describe("validateCaseStudies", () => {
  it("accepts the shipped data", () => {
    expect(validateCaseStudies(copies())).toHaveLength(12);
  });

  it("rejects an entry without a title, naming the module, entry and field", () => {
    const data = copies();
    const broken = { ...data[0], title: undefined };
    // @ts-expect-error: a missing title is the point of the test
    const message = errorOf(() => validateCaseStudies([broken, ...data.slice(1)])).message;
    expect(message).toContain('case-studies.ts: entry "un-women" field "title"');
  });

  it("rejects a quote without an author and an author without a quote", () => {
    const data = copies();
    data[0] = { ...data[0]!, quoteAuthor: "" };
    data[2] = { ...data[2]!, quoteAuthor: "Someone, Somewhere" };
    const message = errorOf(() => validateCaseStudies(data)).message;
    expect(message).toContain('entry "Mobilising a Global Movement for Gender Equality" field "quoteAuthor"');
    expect(message).toContain('entry "Convening the World on Climate Resilience" field "quote"');
  });

  it("rejects duplicate titles, duplicate slugs and a missing page slug", () => {
    const data = copies();
    data[1] = { ...data[1]!, title: data[0]!.title, slug: "un-women" };
    const message = errorOf(() => validateCaseStudies(data)).message;
    expect(message).toContain("is used twice");
    expect(message).toContain('slug "un-women" is used twice');
    expect(message).toContain("polio-eradication");
  });

  it("rejects a solution in a single paragraph", () => {
    const data = copies();
    data[3] = { ...data[3]!, solution: "One paragraph only." };
    expect(errorOf(() => validateCaseStudies(data)).message).toContain('field "solution": must have 2–3 paragraphs');
  });
});
