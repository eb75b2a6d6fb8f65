import { getImage } from "astro:assets";
import { getCollection } from "astro:content";
import { teamArt } from "~/content/images";
import { toTeamMember, type TeamMember } from "~/content/team.schema";
import type { ImageAsset } from "~/lib/images";
import { slugify } from "~/lib/slug";

/** Widths an uploaded portrait is resized to, cropped to the cards' 4:5. */
const PORTRAIT = { width: 800, height: 1000, widths: [400, 800] } as const;

async function uploadedPortrait(src: ImageMetadata, name: string): Promise<ImageAsset> {
  const size = { src, width: PORTRAIT.width, height: PORTRAIT.height, fit: "cover" };
  const [avif, webp] = await Promise.all([
    getImage({ ...size, widths: [...PORTRAIT.widths], format: "avif" }),
    // One WebP, for the browsers without AVIF (src/components/ui/responsive-image.tsx).
    getImage({ ...size, format: "webp" }),
  ]);
  return {
    id: `portrait-${slugify(name)}`,
    alt: `Portrait of ${name}.`,
    width: PORTRAIT.width,
    height: PORTRAIT.height,
    sources: { avif: avif.srcSet.attribute, fallback: webp.src, preload: avif.src },
  };
}

/** The team, from the team collection (content/team/*.md), for the pages to hand to their components. */
export async function getTeam(): Promise<TeamMember[]> {
  const entries = await getCollection("team");
  return Promise.all(
    entries.map(async ({ data, body }) => {
      const photo = data.portrait ? await uploadedPortrait(data.portrait, data.name) : teamArt(slugify(data.name));
      return toTeamMember(data, body ?? "", photo);
    }),
  );
}
