import type { CatalogImage } from "~/content/images.schema";
import { peopleImages } from "~/content/people-images";
import { storyImages } from "~/content/story-images";
import type { ImageAsset } from "~/lib/images";

export type { CatalogImage } from "~/content/images.schema";

/** Every image on the site is original art drawn at build (scripts/build-images.ts); checked by `validateContent`. */
export const catalog: CatalogImage[] = [
  {
    id: "pattern-convening",
    alt: "Abstract art of overlapping circles of light in teal and saffron on deep navy.",
    width: 1600,
    height: 1000,
    art: { recipe: "aurora", seed: 7, palette: "dusk" },
  },
  ...peopleImages,
  ...storyImages,
];

const byId = new Map(catalog.map((entry) => [entry.id, entry]));

/** The catalog entry for an image id; a missing id is a content bug and fails loudly. */
export function imageById(id: string): ImageAsset {
  const entry = byId.get(id);
  if (!entry) throw new Error(`images.ts: no image "${id}"`);
  return { id: entry.id, alt: entry.alt, width: entry.width, height: entry.height };
}

export function hasImage(id: string): boolean {
  return byId.has(id);
}

/** The generated illustration of a member of the sample team (people-images.ts), if they have one. */
export function teamArt(slug: string): ImageAsset | undefined {
  const id = `team-${slug}`;
  return hasImage(id) ? imageById(id) : undefined;
}
