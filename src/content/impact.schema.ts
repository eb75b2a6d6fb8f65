import { z } from "zod";
import {
  actionSchema,
  ctaBandSchema,
  featureSchema,
  headingSchema,
  pageHeroSchema,
  text,
} from "~/content/story.schema";
import { testimonialIdSchema } from "~/content/testimonials.schema";

export const impactSchema = z.object({
  hero: pageHeroSchema,
  testimonial: z.object({
    quote: testimonialIdSchema,
    link: actionSchema.extend({ href: z.literal("/client-roster") }),
  }),
  caseStudies: headingSchema.extend({
    linkLabel: text,
    /** A last card after the studies, leading to Project Snapshots. */
    more: z.object({ title: text, body: text, link: actionSchema.extend({ href: z.literal("/project-snapshots") }) }),
  }),
  different: headingSchema.extend({ cards: z.array(featureSchema).length(4) }),
  closing: ctaBandSchema,
});

export type ImpactContent = z.infer<typeof impactSchema>;
