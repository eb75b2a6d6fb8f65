import type { CaseStudy, CaseStudyPage } from "~/content/case-studies.schema";

export type { CaseStudy, CaseStudyPage } from "~/content/case-studies.schema";

function hasPage(study: CaseStudy): study is CaseStudyPage {
  return study.slug !== undefined;
}

/** The case studies with their own page, in file order. */
export function caseStudyPages(studies: readonly CaseStudy[]): CaseStudyPage[] {
  return studies.filter(hasPage);
}

/** Project Snapshots order: alphabetical by short name; the first is selected initially. */
export function caseStudiesByShortName(studies: readonly CaseStudy[]): CaseStudy[] {
  return [...studies].sort((a, b) => a.shortName.localeCompare(b.shortName, "en", { sensitivity: "base" }));
}
