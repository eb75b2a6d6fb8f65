import type { CatalogImage } from "~/content/images.schema";

const HERO = { width: 2400, height: 1350 } as const;
const PAGE = { width: 1600, height: 1200 } as const;
const SCENE = { width: 1200, height: 900 } as const;

/** Art for the story pages (home, capabilities, services, approach, impact), drawn at build by scripts/images/recipes. */
export const storyImages: CatalogImage[] = [
  {
    id: "hero-convening",
    alt: "Abstract art of a constellation of connected points of light gathering into clusters over deep navy.",
    ...HERO,
    art: { recipe: "constellation", seed: 11, palette: "dusk", options: { clusters: 8, focus: 0.68 } },
  },
  {
    id: "hero-stage",
    alt: "Abstract art of an isometric stage lit in teal and saffron, with glowing panels rising from a dark floor.",
    ...HERO,
    art: { recipe: "isometric", seed: 21, palette: "lagoon", options: { scene: "stage", focus: 0.7 } },
  },
  {
    id: "hero-ribbons",
    alt: "Abstract art of flowing ribbons of teal and saffron light sweeping across a navy field.",
    ...HERO,
    art: { recipe: "ribbons", seed: 5, palette: "dusk", options: { ribbons: 4 } },
  },
  {
    id: "hero-horizon",
    alt: "Abstract art of topographic contour lines rising toward a warm saffron horizon.",
    ...HERO,
    art: { recipe: "contour", seed: 3, palette: "ember", options: { focus: 0.72 } },
  },
  {
    id: "art-capabilities",
    alt: "Abstract art of a luminous colonnade of arches receding into warm light.",
    ...PAGE,
    art: { recipe: "arches", seed: 8, palette: "dusk" },
  },
  {
    id: "art-events",
    alt: "Abstract art of many points of light joined by fine lines into one network.",
    ...PAGE,
    art: { recipe: "constellation", seed: 41, palette: "lagoon", options: { clusters: 6, focus: 0.5 } },
  },
  {
    id: "art-experiences",
    alt: "Abstract art of an isometric gallery room with glowing screens and light falling across the floor.",
    ...PAGE,
    art: { recipe: "isometric", seed: 33, palette: "dusk", options: { scene: "gallery", focus: 0.5 } },
  },
  {
    id: "art-communications",
    alt: "Abstract art of ribbons of light converging and fanning out across a navy field.",
    ...PAGE,
    art: { recipe: "ribbons", seed: 17, palette: "lagoon", options: { ribbons: 3 } },
  },
  {
    id: "art-approach",
    alt: "Abstract art of contour lines around a bright centre, crossed by a fine network of connected points.",
    ...PAGE,
    art: { recipe: "contour", seed: 19, palette: "dusk", options: { focus: 0.55, network: true } },
  },
  {
    id: "art-impact",
    alt: "Abstract art of rising arches of light opening onto a saffron sky.",
    ...PAGE,
    art: { recipe: "arches", seed: 27, palette: "ember" },
  },
  {
    id: "experience-exhibit",
    alt: "Isometric illustration of a walk-through exhibit: freestanding panels and pools of light on a gallery floor.",
    ...SCENE,
    art: { recipe: "isometric", seed: 101, palette: "dawn", options: { scene: "gallery" } },
  },
  {
    id: "experience-simulation",
    alt: "Isometric illustration of a simulation room: a round table under a glowing ring of screens.",
    ...SCENE,
    art: { recipe: "isometric", seed: 102, palette: "dusk", options: { scene: "simulation" } },
  },
  {
    id: "experience-data-wall",
    alt: "Isometric illustration of an interactive data wall: a large screen of bars and lines facing a small audience.",
    ...SCENE,
    art: { recipe: "isometric", seed: 103, palette: "lagoon", options: { scene: "datawall" } },
  },
  {
    id: "experience-pop-up",
    alt: "Isometric illustration of a pop-up experience lab: modular cubes and an open canopy in saffron and teal.",
    ...SCENE,
    art: { recipe: "isometric", seed: 104, palette: "dawn", options: { scene: "popup" } },
  },
  {
    id: "experience-virtual",
    alt: "Isometric illustration of a hybrid studio: a stage framed by floating screens with remote participants.",
    ...SCENE,
    art: { recipe: "isometric", seed: 105, palette: "ember", options: { scene: "studio" } },
  },
  {
    id: "experience-journey",
    alt: "Isometric illustration of a journey room: a winding path of stations across the floor, each lit from above.",
    ...SCENE,
    art: { recipe: "isometric", seed: 106, palette: "lagoon", options: { scene: "journey" } },
  },
];
