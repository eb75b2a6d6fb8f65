import { z } from "zod";
import { requiredText } from "~/lib/content-problems";
import { hasImage } from "~/content/images";
import { isLucideIcon } from "~/lib/icons.server";

/**
 * Building blocks shared by the story pages' content (home, services,
 * approach, impact): each section component renders one of these shapes.
 */
export const text = requiredText("the words this part shows");

export const pathSchema = z
  .string()
  .regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/, { error: "must be a path on this site, like /contact or /events#top" });

export const actionSchema = z.object({ label: text, href: pathSchema });

/** Every call to action on the site leads to the discovery-call form (SPEC §1). */
export const contactActionSchema = z.object({
  label: text,
  href: z.literal("/contact", { error: 'a call to action must link to "/contact"' }),
});

/** A lucide-react icon by component name, e.g. "BrainCircuit"; pages receive its drawing from their loader. */
export const iconSchema = z
  .string()
  .refine(isLucideIcon, { error: (issue) => `"${String(issue.input)}" is not a lucide-react icon` });

export const imageIdSchema = z
  .string()
  .refine(hasImage, { error: (issue) => `no image "${String(issue.input)}" in the catalog (images.ts)` });

export const headingSchema = z.object({ eyebrow: text.optional(), heading: text, intro: text.optional() });

export const featureSchema = z.object({ icon: iconSchema, title: text, body: text });

export const stepSchema = z.object({ title: text, body: text });

export const statSchema = z.object({
  /** The figure as it reads on the card, e.g. "$101M" or "70%". */
  figure: text,
  /** What the figure measures, one sentence. */
  label: text,
  /** Always shown on the card. */
  source: text,
  /** How the figure was measured; shown in a tooltip on the source. */
  method: text,
});

export const ctaBandSchema = headingSchema.extend({
  action: contactActionSchema,
  secondary: z.array(actionSchema).max(2).optional(),
});

/** A page's opening: its heading and intro come from content/pages/, its art and calls to action from here. */
export const pageHeroSchema = z.object({
  image: imageIdSchema,
  action: contactActionSchema,
  secondary: z.array(actionSchema).max(2).optional(),
});

export type Action = z.infer<typeof actionSchema>;
export type Feature = z.infer<typeof featureSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Stat = z.infer<typeof statSchema>;
export type SectionHeadingCopy = z.infer<typeof headingSchema>;
export type PageHeroCopy = z.infer<typeof pageHeroSchema>;
export type CtaBand = z.infer<typeof ctaBandSchema>;
