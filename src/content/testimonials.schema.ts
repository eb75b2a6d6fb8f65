import { z } from "zod";
import { requiredText } from "~/lib/content-problems";

/** A testimonial's id, which the pages' copy uses to quote it. */
export const testimonialIdSchema = z
  .string({ error: "is missing; add a short name for the quote, e.g. childrens-hospital" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens, e.g. childrens-hospital");

/** One testimonial: a quote named by an id the pages use (an entry of the testimonials collection). */
export const testimonialEntrySchema = z.object({
  id: testimonialIdSchema,
  quote: requiredText("what the client said"),
  author: requiredText("who said it"),
  /** Role and organisation, e.g. "Chief Nursing Officer, a children's hospital". */
  title: requiredText("their role and organisation, e.g. Chief Nursing Officer, a children's hospital"),
});

/** content/testimonials.yaml: what clients say, each quote named by an id the pages use. */
export const testimonialsFileSchema = z.object({
  testimonials: z
    .array(testimonialEntrySchema, { error: 'must be a list of testimonials, each starting with "- id: ..."' })
    .superRefine((list, ctx) => {
      list.forEach((entry, index) => {
        if (list.findIndex((other) => other.id === entry.id) !== index) {
          ctx.addIssue({ code: "custom", message: `"${entry.id}" is used twice; choose another`, path: [index, "id"] });
        }
      });
    }),
});

export type Testimonial = z.output<typeof testimonialEntrySchema>;
export type TestimonialsFile = z.output<typeof testimonialsFileSchema>;
