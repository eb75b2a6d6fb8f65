import { z } from "zod";
import { testimonialSchema } from "~/content/story.schema";

export type { Testimonial } from "~/content/story.schema";

export const testimonialsSchema = z.array(testimonialSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    if (seen.has(entry.id))
      ctx.addIssue({ code: "custom", message: `id "${entry.id}" is used twice`, path: [index, "id"] });
    seen.add(entry.id);
  });
});
