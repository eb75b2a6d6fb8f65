import { z } from "zod";
import {
  actionSchema,
  ctaBandSchema,
  featureSchema,
  headingSchema,
  pageHeroSchema,
  testimonialSchema,
  text,
} from "~/content/story.schema";

export const impactSchema = z.object({
  hero: pageHeroSchema,
  testimonial: z.object({ quote: testimonialSchema, link: actionSchema.extend({ href: z.literal("/client-roster") }) }),
  caseStudies: headingSchema.extend({ linkLabel: text }),
  different: headingSchema.extend({ cards: z.array(featureSchema).length(4) }),
  closing: ctaBandSchema,
});

export type ImpactContent = z.infer<typeof impactSchema>;
