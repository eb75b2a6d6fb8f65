import type { Tone } from "~/components/sections/section";
import type { Band, BandKind } from "~/content/pages.schema";

/** What each band's component is given: its fields as the file writes them, and its background. */
export type BandProps<Kind extends BandKind> = { value: Band<Kind>["value"]; tone: Tone };

/** A band's heading, its id kept from its anchor (how-we-work: "how-we-work-heading") for links and landmarks. */
export const headingOf = (value: { anchor: string; eyebrow?: string; heading: string; intro?: string }) => ({
  id: `${value.anchor}-heading`,
  eyebrow: value.eyebrow,
  heading: value.heading,
  intro: value.intro,
});
