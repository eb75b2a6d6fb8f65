import { z } from "zod";
import type { CaseStudy } from "~/content/case-studies.schema";
import { parseContent } from "~/lib/content";

/** Every image a case study names must exist in the catalog. */
export function caseImagesInCatalogSchema(catalogIds: readonly string[]) {
  const known = new Set(catalogIds);
  return z.array(z.object({ title: z.string(), image: z.string().optional() })).superRefine((studies, ctx) => {
    studies.forEach((study, index) => {
      if (study.image !== undefined && !known.has(study.image)) {
        ctx.addIssue({
          code: "custom",
          message: `no image "${study.image}" in the catalog (people-images.ts)`,
          path: [index, "image"],
        });
      }
    });
  });
}

/** Checks that the case studies and the image catalog agree; throws a ContentError naming the entry. */
export function validatePeopleImages(
  studies: readonly Pick<CaseStudy, "title" | "image">[],
  catalog: readonly { id: string }[],
): void {
  const catalogIds = catalog.map((image) => image.id);
  parseContent("case-studies.ts", caseImagesInCatalogSchema(catalogIds), [...studies]);
}
