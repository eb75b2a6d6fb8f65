import { z } from "zod";
import type { CaseStudy } from "~/content/case-studies.schema";
import { parseContent } from "~/lib/content";

/** Every portrait named by `team.images` must exist in the catalog, and every team portrait must belong to someone. */
export function memberImagesInCatalogSchema(catalogIds: readonly string[]) {
  const known = new Set(catalogIds);
  return z.record(z.string(), z.string()).superRefine((images, ctx) => {
    for (const [name, id] of Object.entries(images)) {
      if (!known.has(id)) {
        ctx.addIssue({ code: "custom", message: `no image "${id}" in the catalog (people-images.ts)`, path: [name] });
      }
    }
    const used = new Set(Object.values(images));
    for (const id of catalogIds) {
      if (id.startsWith("team-") && !used.has(id)) {
        ctx.addIssue({ code: "custom", message: `portrait "${id}" belongs to no team member`, path: [] });
      }
    }
  });
}

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

/** Checks that the team and case-study content and the image catalog agree; throws a ContentError naming the entry. */
export function validatePeopleImages(
  memberImages: Record<string, string>,
  studies: readonly Pick<CaseStudy, "title" | "image">[],
  catalog: readonly { id: string }[],
): void {
  const catalogIds = catalog.map((image) => image.id);
  parseContent("team.ts", memberImagesInCatalogSchema(catalogIds), memberImages);
  parseContent("case-studies.ts", caseImagesInCatalogSchema(catalogIds), [...studies]);
}
