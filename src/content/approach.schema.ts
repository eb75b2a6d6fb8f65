import { z } from "zod";
import { actionSchema, ctaBandSchema, featureSchema, headingSchema, pageHeroSchema } from "~/content/story.schema";

export const approachSchema = z.object({
  hero: pageHeroSchema,
  keyElements: headingSchema.extend({ cards: z.array(featureSchema).length(4) }),
  benefits: headingSchema.extend({ items: z.array(featureSchema).length(5) }),
  /** Buttons to the three service pages. */
  services: headingSchema.extend({ actions: z.array(actionSchema).length(3) }),
  closing: ctaBandSchema,
});

export type ApproachContent = z.infer<typeof approachSchema>;
