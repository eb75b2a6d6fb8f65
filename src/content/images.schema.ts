import { z } from "zod";

/**
 * Every image on the site is original art generated at build time
 * (scripts/build-images.ts): `art` names the recipe and its inputs.
 */
export const imageSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  alt: z.string(),
  width: z.number().int().min(200).max(2400),
  height: z.number().int().min(200).max(2400),
  art: z.object({
    recipe: z.string().min(1),
    seed: z.number().int().nonnegative(),
    palette: z.string().min(1),
    options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  }),
});

export type CatalogImage = z.infer<typeof imageSchema>;

export const catalogSchema = z.array(imageSchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id))
      ctx.addIssue({ code: "custom", message: `duplicate id "${entry.id}"`, path: [index, "id"] });
    seen.add(entry.id);
  });
});
