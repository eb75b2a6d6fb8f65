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
  /** The part of `avif` spent on encodes the search for AVIF_BUDGET threw away. */
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

/**
 * The first of `count` steps at which `fits` holds, the one a search from step 0 finds, provided it holds at every step
 * after that one too; `count` when it holds at none. Starts at `guess` and walks up or down from there.
 */
export async function firstFit(count: number, guess: number, fits: (step: number) => Promise<boolean>) {
  let step = Math.min(Math.max(guess, 0), count - 1);
  if (await fits(step)) {
    while (step > 0 && (await fits(step - 1))) step -= 1;
    return step;
  }
  do step += 1;
  while (step < count && !(await fits(step)));
  return step;
}

/** Each step of 5 takes about this share off an AVIF of this art (0.75-0.91 measured): where a search starts. */
const SHRINK_PER_STEP = 0.85;

async function avifWithinBudget(
  resized: () => Sharp,
  width: number,
  { quality, ...options }: Formats["avif"],
  times: StageTimes,
) {
  const encode = (step: number, effort = options.effort) =>
    timed(
      times,
      "avif",
      resized()
        .avif({ ...options, effort, quality: step })
        .toBuffer(),
    );
  const encoded = new Map<number, { avif: Buffer; ms: number }>();
  const tryStep = async (step: number) => {
    const start = performance.now();
    const avif = await encode(step);
    encoded.set(step, { avif, ms: performance.now() - start });
    return avif;
  };
  const budget = width * AVIF_BUDGET.bytesPerWidth;
  const top = await tryStep(quality);
  if (width > AVIF_BUDGET.upToWidth || top.length <= budget) return top;

  // The qualities a search from the top tries, by steps of 5, keeping the first that fits. Sizes fall as quality
  // does, so the search starts where the top's size predicts the budget is met, and finds that same quality in
  // about three encodes instead of up to five.
  const steps: number[] = [];
  for (let step = quality; step >= AVIF_BUDGET.minQuality; step -= 5) steps.push(step);
  const guess = Math.ceil(Math.log(budget / top.length) / Math.log(SHRINK_PER_STEP));
  const first = await firstFit(steps.length, guess, async (index) => {
    const step = steps[index]!;
    return (encoded.get(step)?.avif ?? (await tryStep(step))).length <= budget;
  });
  const chosen =
    first < steps.length
      ? encoded.get(steps[first]!)!.avif
      : // Still over at the floor (the denim twill's fine lines): a slower encode saves a tenth at the same quality.
        await encode(steps.at(-1)!, AVIF_BUDGET.floorEffort);
  for (const { avif, ms } of encoded.values()) if (avif !== chosen) times.avifOverBudget += ms;
  return chosen;
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
