import type { CaseStudy, CaseStudyPage } from "~/content/case-studies.schema";

export type { CaseStudy, CaseStudyPage } from "~/content/case-studies.schema";

/** lucide-react icon names a case study may use; the UI maps each to its component. */
export const CASE_STUDY_ICONS = [
  "Baby",
  "Bus",
  "Globe",
  "HandHeart",
  "HeartPulse",
  "Landmark",
  "Leaf",
  "Lightbulb",
  "Plane",
  "Rocket",
  "Satellite",
  "Shield",
  "Shirt",
  "Sparkles",
  "Users",
] as const;

export type CaseStudyIcon = (typeof CASE_STUDY_ICONS)[number];

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
