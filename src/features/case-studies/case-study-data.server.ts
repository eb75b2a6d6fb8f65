import {
  caseStudiesByShortName,
  findCaseStudyBySlug,
  type CaseStudy,
  type CaseStudyView,
} from "~/content/case-studies";
import { imageById } from "~/content/images";
import type { SnapshotView } from "~/features/snapshots/project-snapshots";
import { slugify } from "~/lib/slug";

function view(study: CaseStudy): CaseStudyView {
  const { image, ...rest } = study;
  return { ...rest, image: image ? imageById(image) : undefined };
}

/** One case study's page, or null for an unknown slug (the page then says "Oops! Page not found"). */
export function caseStudyPageData(slug: string): CaseStudyView | null {
  const study = findCaseStudyBySlug(slug);
  return study ? view(study) : null;
}

/** Project Snapshots: every case study, first by short name first. */
export function snapshotsData(): SnapshotView[] {
  return caseStudiesByShortName().map((study) => ({ ...view(study), value: slugify(study.shortName) }));
}
