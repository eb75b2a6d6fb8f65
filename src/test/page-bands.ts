import type { PageFile, PageSection } from "~/content/pages.schema";

type Kind = PageSection["discriminant"];
type Band<K extends Kind> = Extract<PageSection, { discriminant: K }>;

/** The band of a kind that a page's file lists, by its anchor (the first of the kind without one); throws when none. */
export function bandOf<K extends Kind>(page: PageFile, kind: K, anchor?: string): Band<K>["value"] {
  const found = (page.sections ?? []).find(
    (section): section is Band<K> =>
      section.discriminant === kind &&
      (anchor === undefined || ("anchor" in section.value && section.value.anchor === anchor)),
  );
  if (!found) throw new Error(`the page "${page.heading}" has no ${kind} band${anchor ? ` "${anchor}"` : ""}`);
  return found.value as Band<K>["value"];
}

/** A page's opening call to action and closing, which a page built from bands must have. */
export function bandedPage(page: PageFile) {
  const { hero, closing } = page;
  if (!hero || !closing) throw new Error(`the page "${page.heading}" has no hero or closing`);
  return { hero, closing };
}

/** The home page's file in the shape its tests speak of: the slideshow, then each band by what it is for. */
export function homeBands(page: PageFile) {
  const { slideshow, closing } = page;
  if (!slideshow || !closing) throw new Error("content/pages/home.yaml has no slideshow or closing");
  const testimonials = bandOf(page, "testimonials");
  const painPoints = bandOf(page, "points", "pain-points");
  const ci = bandOf(page, "points", "collaborative-intelligence");
  const [action] = ci.buttons ?? [];
  if (!action) throw new Error("content/pages/home.yaml: Collaborative Intelligence has no button");
  const mission = bandOf(page, "links", "mission");
  return {
    hero: slideshow,
    capabilities: bandOf(page, "pictureLinks"),
    testimonials: { ...testimonials, items: testimonials.testimonials },
    painPoints: { ...painPoints, items: painPoints.points },
    collaborativeIntelligence: { ...ci, pillars: ci.points, action },
    mission: { ...mission, statement: mission.intro ?? "", links: mission.links },
    closing,
  };
}
