import type { CatalogImage } from "~/content/images.schema";
import { slugify } from "~/lib/slug";

type PortraitLook = {
  /** Index into the portrait recipe's skin tones, light (0) to deep (6). */
  skin: number;
  hair: "crop" | "buzz" | "wave" | "long" | "bob" | "bun" | "curls" | "afro" | "wrap" | "scarf" | "bald";
  /** Index into the recipe's hair colours: black, dark brown, brown, auburn, blonde, grey, silver. */
  hairColor: number;
  garment: "navy" | "teal" | "saffron" | "terracotta" | "sand" | "charcoal" | "plum" | "ivory";
  neckline?: "crew" | "v" | "collar" | "turtleneck";
  glasses?: boolean;
  beard?: boolean;
  wrapColor?: "navy" | "teal" | "saffron" | "terracotta" | "plum";
};

/**
 * How each illustrated portrait of the sample team looks, by member name. The portrait's id is
 * `team-<slug>`: a member without a portrait file of their own shows it (images.ts `teamArt`). (This module stays free of the team and case-study copy: every page
 * that shows an image loads the catalog.)
 */
const portraitLooks: Record<string, PortraitLook> = {
  "Amara Okafor": { skin: 5, hair: "wrap", hairColor: 0, garment: "navy", neckline: "v", wrapColor: "saffron" },
  "Daniel Whitfield": { skin: 1, hair: "crop", hairColor: 5, garment: "charcoal", neckline: "collar", glasses: true },
  "Zoë Lindqvist": { skin: 0, hair: "bob", hairColor: 4, garment: "charcoal", neckline: "turtleneck" },
  "Rajiv Menon": { skin: 3, hair: "crop", hairColor: 0, garment: "teal", neckline: "collar", beard: true },
  "Patricia O'Neil": { skin: 0, hair: "long", hairColor: 3, garment: "navy", neckline: "v" },
  "José Hernández": { skin: 2, hair: "wave", hairColor: 0, garment: "terracotta", neckline: "collar" },
  "Mei-Ling Zhou": { skin: 1, hair: "long", hairColor: 0, garment: "saffron", neckline: "crew", glasses: true },
  "Kwame Asante": { skin: 5, hair: "buzz", hairColor: 0, garment: "teal", neckline: "collar", beard: true },
  "Hannah Goldberg": { skin: 1, hair: "curls", hairColor: 1, garment: "teal", neckline: "crew" },
  "Samuel Baptiste": { skin: 4, hair: "buzz", hairColor: 0, garment: "navy", neckline: "crew" },
  "Leila Haddad": { skin: 2, hair: "bun", hairColor: 1, garment: "plum", neckline: "v" },
  "Marcus Bell": { skin: 4, hair: "bald", hairColor: 5, garment: "charcoal", neckline: "turtleneck", beard: true },
  "Priya Raman": { skin: 3, hair: "long", hairColor: 0, garment: "saffron", neckline: "v" },
  "Luca Moretti": { skin: 1, hair: "wave", hairColor: 2, garment: "sand", neckline: "crew", beard: true },
  "Elena Petrova": { skin: 0, hair: "bun", hairColor: 2, garment: "charcoal", neckline: "collar", glasses: true },
  "Noah Kaplan": { skin: 1, hair: "curls", hairColor: 2, garment: "navy", neckline: "crew", glasses: true },
  "Chioma Eze": { skin: 6, hair: "afro", hairColor: 0, garment: "saffron", neckline: "v" },
  "Kenji Watanabe": { skin: 1, hair: "crop", hairColor: 0, garment: "navy", neckline: "turtleneck", glasses: true },
  "Fatima Al-Sayed": { skin: 2, hair: "scarf", hairColor: 0, garment: "teal", neckline: "crew", wrapColor: "navy" },
  "Oliver Brandt": { skin: 0, hair: "crop", hairColor: 4, garment: "charcoal", neckline: "crew" },
  "Grace Mwangi": { skin: 5, hair: "curls", hairColor: 0, garment: "terracotta", neckline: "collar" },
};

const PORTRAIT_PALETTES = ["linen", "mist", "dawn"] as const;

/** A stable number from a name, so each portrait's composition is its own and never changes. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

const portraits: CatalogImage[] = Object.entries(portraitLooks).map(([name, look], index) => {
  return {
    id: `team-${slugify(name)}`,
    alt: `Illustrated portrait of ${name}.`,
    width: 800,
    height: 1000,
    art: {
      recipe: "portrait",
      seed: seedOf(name),
      palette: PORTRAIT_PALETTES[index % PORTRAIT_PALETTES.length] ?? "linen",
      options: look,
    },
  };
});

type CaseArt = { motif: string; palette: string; alt: string };

/** The editorial art for each case study with an image, by the image id the study names. */
const caseArt: Record<string, CaseArt> = {
  "case-un-women": {
    motif: "equality",
    palette: "dusk",
    alt: "Abstract art: rings of small circles gathering around a saffron equals sign on deep navy.",
  },
  "case-polio-eradication": {
    motif: "immunisation",
    palette: "lagoon",
    alt: "Abstract art: a globe of fine meridians linked by dotted routes, with a large vaccine droplet.",
  },
  "case-climate-summit": {
    motif: "climate",
    palette: "dusk",
    alt: "Abstract art: warming stripes from teal to ember beneath a rising globe and a single leaf.",
  },
  "case-gilead-medical": {
    motif: "evidence",
    palette: "mist",
    alt: "Abstract art: a molecular lattice above stacked research documents and a capsule.",
  },
  "case-levi-strauss": {
    motif: "consolidation",
    palette: "denim",
    alt: "Abstract art: eight indigo blocks stitched together into one, over a denim twill pattern.",
  },
  "case-sky-high-relief": {
    motif: "airlift",
    palette: "ember",
    alt: "Abstract art: dashed flight arcs over a horizon, an aircraft and parachuted relief crates.",
  },
  "case-hack-a-sat": {
    motif: "orbit",
    palette: "dusk",
    alt: "Abstract art: a satellite with solar panels crossing orbital rings above the curve of the Earth.",
  },
  "case-state-health": {
    motif: "regions",
    palette: "lagoon",
    alt: "Abstract art: a mosaic of regional tiles joined by a network around a medical cross.",
  },
  "case-childrens-hospital": {
    motif: "journey",
    palette: "linen",
    alt: "Abstract art: soft stacked blocks and a winding dotted path that ends at a heart.",
  },
  "case-innovation-sprint": {
    motif: "clusters",
    palette: "dusk",
    alt: "Abstract art: scattered idea points drawn together into glowing clusters and a rising arrow.",
  },
};

const caseImages: CatalogImage[] = Object.entries(caseArt).map(([id, art]) => ({
  id,
  alt: art.alt,
  width: 1600,
  height: 1000,
  art: { recipe: "editorial", seed: seedOf(id), palette: art.palette, options: { motif: art.motif } },
}));

/** Team portraits and case-study art; spread into the site catalog (src/content/images.ts). */
export const peopleImages: CatalogImage[] = [...portraits, ...caseImages];
