import { z } from "zod";
import {
  actionSchema,
  ctaBandSchema,
  featureSchema,
  headingSchema,
  pageHeroSchema,
  imageIdSchema,
  pathSchema,
  statSchema,
  stepSchema,
  text,
} from "~/content/story.schema";
import { testimonialIdSchema } from "~/content/testimonials.schema";

const howWeWork = headingSchema.extend({ steps: z.array(stepSchema).length(4) });
const statistics = headingSchema.extend({ stats: z.array(statSchema).length(3) });

export const capabilitiesSchema = z.object({
  hero: pageHeroSchema,
  services: headingSchema.extend({
    blocks: z
      .array(
        z.object({
          eyebrow: text,
          title: text,
          body: text,
          points: z.array(text).min(3).max(5),
          image: imageIdSchema,
          /** The service page's hero, e.g. "/events#top" (SPEC §2). */
          action: actionSchema.extend({ href: pathSchema.regex(/#top$/, { error: 'must end in "#top"' }) }),
        }),
      )
      .length(3),
  }),
  testimonial: testimonialIdSchema,
  whyChoose: headingSchema.extend({ pillars: z.array(featureSchema).length(3) }),
  closing: ctaBandSchema,
});

export const eventsSchema = z.object({
  hero: pageHeroSchema,
  howWeWork,
  roiLosses: statistics,
  offerings: headingSchema.extend({ cards: z.array(featureSchema).length(4) }),
  closing: ctaBandSchema,
});

export const experiencesSchema = z.object({
  hero: pageHeroSchema,
  howWeWork,
  deliverables: headingSchema.extend({
    items: z.array(z.object({ image: imageIdSchema, title: text, caption: text })).length(6),
  }),
  closing: ctaBandSchema,
});

const channel = z.object({
  icon: featureSchema.shape.icon,
  title: text,
  body: text,
  points: z.array(text).min(3).max(5),
});

export const communicationsSchema = z.object({
  hero: pageHeroSchema,
  howWeWork,
  statistics,
  channels: headingSchema.extend({ internal: channel, external: channel }),
  deliverables: headingSchema.extend({ cards: z.array(featureSchema).length(6) }),
  workWithUs: headingSchema.extend({ points: z.array(featureSchema).min(3).max(4) }),
  closing: ctaBandSchema,
});

export type CapabilitiesContent = z.infer<typeof capabilitiesSchema>;
export type EventsContent = z.infer<typeof eventsSchema>;
export type ExperiencesContent = z.infer<typeof experiencesSchema>;
export type CommunicationsContent = z.infer<typeof communicationsSchema>;
