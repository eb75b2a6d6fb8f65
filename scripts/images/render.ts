/**
 * How one catalog image becomes its files: its SVG rasterised once, each rendition width resized once from those
 * pixels, then encoded in AVIF at every width and in WebP at the widths pages name (src/lib/images.ts webpWidths).
 * The bytes depend only on the SVG, the settings and code in this file and sharp's libraries: `renderKey` hashes
 * exactly those, for the build's manifest and the machine's image cache (build-images.ts, cache.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import type { CatalogImage } from "~/content/images";
import { renditionWidths, webpWidths } from "~/lib/images";

// One libvips thread per operation (sharp's default on glibc Linux, not on macOS): aom's AVIF bytes depend on its
// thread count (two threads made a 1600 px one 2% larger), so every machine makes the same files. The build runs
// several images at once instead (build-images.ts).
sharp.concurrency(1);

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

/** Every width in AVIF; in WebP only the widths pages name (webpWidths). */
export function outputsOf(entry: CatalogImage): string[] {
  return [
    ...renditionWidths(entry).map((width) => `${entry.id}-${width}.avif`),
    ...webpWidths(entry).map((width) => `${entry.id}-${width}.webp`),
  ];
}

const pipelineCode = readFileSync(fileURLToPath(import.meta.url), "utf8");

/** Names everything that shapes an image's files: a change to any of them gives another key. */
export function renderKey(entry: CatalogImage, svg: string): string {
  return createHash("sha256")
    .update(JSON.stringify([outputsOf(entry), entry.width, entry.height, formatsFor(entry), AVIF_BUDGET]))
    .update(JSON.stringify(sharp.versions))
    .update(pipelineCode)
    .update(svg)
    .digest("hex")
    .slice(0, 32);
}

/** Time spent in each stage of rendering, in milliseconds, added up over the images rendered. */
export type StageTimes = {
  rasterise: number;
  resize: number;
  avif: number;
  /** AVIF encodes thrown away because they missed AVIF_BUDGET. */
  avifOverBudget: number;
  webp: number;
};

export function noStageTimes(): StageTimes {
  return { rasterise: 0, resize: 0, avif: 0, avifOverBudget: 0, webp: 0 };
}

async function timed<T>(times: StageTimes, stage: keyof StageTimes, work: Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work;
  } finally {
    times[stage] += performance.now() - start;
  }
}

async function avifWithinBudget(
  resized: () => Sharp,
  width: number,
  { quality, ...options }: Formats["avif"],
  times: StageTimes,
) {
  const encode = (step: number, effort = options.effort) =>
    resized()
      .avif({ ...options, effort, quality: step })
      .toBuffer();
  const fits = (avif: Buffer) => width > AVIF_BUDGET.upToWidth || avif.length <= width * AVIF_BUDGET.bytesPerWidth;
  for (let step = quality; ; step -= 5) {
    const start = performance.now();
    const avif = await timed(times, "avif", encode(step));
    if (fits(avif)) return avif;
    times.avifOverBudget += performance.now() - start;
    // Still over at the floor (the denim twill's fine lines): a slower encode saves a tenth at the same quality.
    if (step - 5 < AVIF_BUDGET.minQuality) return timed(times, "avif", encode(step, AVIF_BUDGET.floorEffort));
  }
}

/** The files of one catalog image, by file name (outputsOf), drawn from its SVG. */
export async function renderImage(entry: CatalogImage, svg: string, times: StageTimes): Promise<Map<string, Buffer>> {
  const formats = formatsFor(entry);
  const webp = new Set(webpWidths(entry));
  // Raw pixels between the steps: a PNG master was compressed once and decoded again for every encode.
  const master = await timed(
    times,
    "rasterise",
    sharp(Buffer.from(svg), { density: 72 })
      .resize(entry.width, entry.height)
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const files = new Map<string, Buffer>();
  for (const width of renditionWidths(entry)) {
    const { data, info } = await timed(
      times,
      "resize",
      sharp(master.data, { raw: master.info }).resize(width).raw().toBuffer({ resolveWithObject: true }),
    );
    const resized = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    files.set(`${entry.id}-${width}.avif`, await avifWithinBudget(resized, width, formats.avif, times));
    if (webp.has(width)) {
      files.set(`${entry.id}-${width}.webp`, await timed(times, "webp", resized().webp(formats.webp).toBuffer()));
    }
  }
  return files;
}
