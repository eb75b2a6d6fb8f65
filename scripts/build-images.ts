/**
 * The image pipeline: draws every catalog image (src/content/images.ts) with
 * its recipe, then renders AVIF at each rendition width, and WebP at the
 * widths pages name (src/lib/images.ts webpWidths), with sharp into
 * public/images/, where the build picks them up. Unchanged images are skipped,
 * so repeated builds are quick, and no file is rewritten with the bytes it holds.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { catalog, type CatalogImage } from "~/content/images";
import { renditionWidths, webpWidths } from "~/lib/images";
import { palette } from "./images/palettes";
import { recipes } from "./images/recipes";
import { renderSocialImages } from "./images/social";
import { writeIfChanged } from "./write-if-changed";

const outDir = path.resolve(process.env.IMAGES_OUT_DIR ?? "public/images");
const manifestFile = path.join(outDir, ".manifest.json");
// AVIF's colour at half resolution (4:2:0, as in JPEG): a sixth smaller for art drawn in colour fields and lines.
const FORMATS = {
  avif: { quality: 55, effort: 3, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 4 },
} as const;
type Formats = {
  avif: { quality: number; effort: number; chromaSubsampling: "4:2:0" | "4:4:4" };
  webp: { quality: number; effort: number };
};
/**
 * Recipes drawn in flat shapes keep their edges at a lower quality: a team
 * portrait's AVIF is about a third smaller at 38 than at 55, with
 * no difference to the eye, and /team asks for ten as it opens.
 */
const FORMATS_BY_RECIPE: Record<string, Formats> = {
  portrait: { avif: { quality: 38, effort: 3, chromaSubsampling: "4:2:0" }, webp: { quality: 70, effort: 4 } },
};

/**
 * An AVIF rendition may weigh about this many bytes per pixel of width, so the 800 px one a phone asks for first
 * stays small: art drawn in fine lines steps its quality down (by 5, to no less than the floor) until it fits.
 * Wider renditions keep their quality: each step is another encode, and AVIF encodes of wide art are the slow part.
 * The largest paint of a page is often its art: on a phone it shares the round trip after the HTML with the web
 * font, and heavier art needed a third (`npm run bench`).
 */
export const AVIF_BUDGET = { bytesPerWidth: 11, minQuality: 35, upToWidth: 800, floorEffort: 5 } as const;

export function formatsFor(entry: CatalogImage): Formats {
  return FORMATS_BY_RECIPE[entry.art.recipe] ?? FORMATS;
}

export function drawSvg(entry: CatalogImage): string {
  const recipe = recipes[entry.art.recipe];
  if (!recipe) {
    throw new Error(`images.ts: entry "${entry.id}" field "art.recipe": unknown recipe "${entry.art.recipe}"`);
  }
  return recipe({
    width: entry.width,
    height: entry.height,
    seed: entry.art.seed,
    palette: palette(entry.art.palette),
    options: entry.art.options ?? {},
  });
}

/** Every width in AVIF; in WebP only the widths pages name (webpWidths). */
function outputsOf(entry: CatalogImage): string[] {
  return [
    ...renditionWidths(entry).map((width) => `${entry.id}-${width}.avif`),
    ...webpWidths(entry).map((width) => `${entry.id}-${width}.webp`),
  ];
}

async function avifWithinBudget(image: Sharp, width: number, { quality, ...options }: Formats["avif"]) {
  const encode = (step: number, effort = options.effort) =>
    image
      .clone()
      .avif({ ...options, effort, quality: step })
      .toBuffer();
  const fits = (avif: Buffer) => width > AVIF_BUDGET.upToWidth || avif.length <= width * AVIF_BUDGET.bytesPerWidth;
  for (let step = quality; ; step -= 5) {
    const avif = await encode(step);
    if (fits(avif)) return avif;
    // Still over at the floor (the denim twill's fine lines): a slower encode saves a tenth at the same quality.
    if (step - 5 < AVIF_BUDGET.minQuality) return encode(step, AVIF_BUDGET.floorEffort);
  }
}

async function render(entry: CatalogImage, svg: string) {
  const formats = formatsFor(entry);
  const master = await sharp(Buffer.from(svg), { density: 72 }).resize(entry.width, entry.height).png().toBuffer();
  const webp = new Set(webpWidths(entry));
  await Promise.all(
    renditionWidths(entry).flatMap((width) => {
      const resized = sharp(master).resize(width);
      const avif = avifWithinBudget(resized, width, formats.avif).then((image) =>
        writeIfChanged(path.join(outDir, `${entry.id}-${width}.avif`), image),
      );
      if (!webp.has(width)) return [avif];
      return [
        avif,
        resized
          .clone()
          .webp(formats.webp)
          .toBuffer()
          .then((image) => writeIfChanged(path.join(outDir, `${entry.id}-${width}.webp`), image)),
      ];
    }),
  );
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const previous: Record<string, string> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>)
    : {};
  const manifest: Record<string, string> = {};
  let rendered = 0;
  const started = Date.now();

  for (const entry of catalog) {
    const svg = drawSvg(entry);
    const hash = createHash("sha256")
      .update(svg)
      .update(JSON.stringify([formatsFor(entry), AVIF_BUDGET]))
      .digest("hex")
      .slice(0, 16);
    manifest[entry.id] = hash;
    const upToDate =
      previous[entry.id] === hash && outputsOf(entry).every((file) => existsSync(path.join(outDir, file)));
    if (upToDate) continue;
    await render(entry, svg);
    rendered += 1;
  }

  const wanted = new Set(catalog.flatMap(outputsOf));
  for (const file of readdirSync(outDir)) {
    if (!file.startsWith(".") && !wanted.has(file)) rmSync(path.join(outDir, file));
  }
  writeIfChanged(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  await renderSocialImages();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`images: ${catalog.length} in catalog, ${rendered} rendered, ${wanted.size} files (${seconds}s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
