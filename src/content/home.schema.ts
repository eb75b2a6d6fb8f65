import { z } from "zod";
import {
  actionSchema,
  contactActionSchema,
  ctaBandSchema,
  featureSchema,
  headingSchema,
  imageIdSchema,
  pathSchema,
  stepSchema,
  text,
} from "~/content/story.schema";
import { testimonialIdSchema } from "~/content/testimonials.schema";

/** A CSS object-position, e.g. "65% 40%" or "center". */
const objectPosition = z.string().regex(/^(center|(\d{1,3}%|left|right|center) (\d{1,3}%|top|bottom|center))$/, {
  error: 'must be an object-position like "65% 40%"',
});

export const heroSlideSchema = z.object({
  image: imageIdSchema,
  /** Focal point kept in view below 768 px, where the wide image is cropped to a tall screen (SPEC §2). */
  mobilePosition: objectPosition,
});

export const homeSchema = z.object({
  hero: z.object({
    slides: z.array(heroSlideSchema).min(1),
    /** SPEC §9: 5000 ms. */
    intervalMs: z.number().int().min(3000),
    actions: z.tuple([contactActionSchema, actionSchema]),
    trustLine: text,
  }),
  capabilities: headingSchema.extend({
    cards: z
      .array(z.object({ title: text, body: text, href: pathSchema, linkLabel: text, image: imageIdSchema }))
      .length(3),
  }),
  testimonials: headingSchema.extend({ items: z.array(testimonialIdSchema).length(4) }),
  painPoints: headingSchema.extend({ items: z.array(stepSchema).length(5) }),
  collaborativeIntelligence: headingSchema.extend({
    pillars: z.array(featureSchema).length(3),
    action: actionSchema,
  }),
  mission: z.object({
    eyebrow: text,
    heading: text,
    statement: text,
    /** The three service pages. */
    links: z.array(actionSchema).length(3),
  }),
  closing: ctaBandSchema,
});

export type HomeContent = z.infer<typeof homeSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
