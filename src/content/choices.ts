import { notFoundSlug } from "~/content/routing";
import { slugify } from "~/lib/slug";

/**
 * The fixed lists a content file chooses from. The schemas check the files against them, the pages order by them
 * and the editor offers them as choices; they import nothing of the content, so every side imports them one way.
 */

/** The team groups a member can be in, in tab order (SPEC §3); how many people each has is free. */
export const TEAM_GROUP_NAMES = [
  "Leadership",
  "Convening Solutions",
  "Creative Solutions",
  "Digital Solutions",
  "Shared Services",
] as const;

export type TeamGroupName = (typeof TEAM_GROUP_NAMES)[number];

/** Slugs a member cannot have: the member route pre-renders its "not found" page there. */
export const RESERVED_MEMBER_SLUGS: readonly string[] = [notFoundSlug];

/** The client-roster industries, spelled and ordered as in SPEC §3. */
export const ROSTER_INDUSTRY_NAMES = [
  "Communications & Entertainment",
  "Education",
  "Energy",
  "Financial Services & Insurance",
  "Food & Beverage",
  "Government - Federal",
  "Government - State & Local",
  "Healthcare Products & Distribution",
  "Healthcare Providers & Systems",
  "Hospitality",
  "Manufacturing, Retail, & Distribution",
  "Non-Governmental Organizations",
  "Pharmaceuticals",
  "Philanthropic Organizations",
  "Professional Services",
  "Technology",
  "Transportation",
] as const;

export type RosterIndustryName = (typeof ROSTER_INDUSTRY_NAMES)[number];

/** The industry shown department by department instead of as a flat list. */
export const FEDERAL: RosterIndustryName = "Government - Federal";

/**
 * The name of an industry's file in content/clients/ (without ".yaml"): the industry in lowercase words, "&" as
 * "and" (Food & Beverage: food-and-beverage.yaml). The file name says which industry it lists, so the files hold
 * only the clients.
 */
export function industryFileName(name: RosterIndustryName): string {
  return slugify(name.replace(/&/g, " and "));
}

/** The industry a file in content/clients/ lists, from its name without the extension; none for another name. */
export function industryOfFile(fileName: string): RosterIndustryName | undefined {
  return ROSTER_INDUSTRY_NAMES.find((name) => industryFileName(name) === fileName);
}

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

/** The figures a case study's page shows at a glance under its title, at most: one row on a wide screen. */
export const MAX_AT_A_GLANCE = 3;
