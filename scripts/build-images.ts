/**
 * The image pipeline: draws every catalog image (src/content/images.ts) with its recipe and renders its files
 * (scripts/images/render.ts) into public/images/, where the build picks them up. An image whose files are there from
 * the same inputs is skipped (the folder's manifest); one the project holds rendered (rendered-art/, decision 0029)
 * or an earlier build on this machine rendered (the image cache, scripts/images/cache.ts) is restored; the rest are
 * rendered, as many at once as the machine has cores. No file is rewritten with the bytes it holds. Prints the time
 * each stage took, so a slow step shows where it goes.
 *
 *   npm run images              brings public/images/ up to date
 *   npm run images -- --save    also writes the art into rendered-art/, to commit after changing a recipe or sharp
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { availableParallelism } from "node:os";
import path from "node:path";
import { catalog, type CatalogImage } from "~/content/images";
import { imageCacheDir, prune, restore, store } from "./images/cache";
import { palette } from "./images/palettes";
import { recipes } from "./images/recipes";
import { noStageTimes, outputsOf, renderImage, renderKey, type StageTimes } from "./images/render";
import { renderSocialImages } from "./images/social";
import { writeIfChanged } from "./write-if-changed";

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

/** The art the project holds, rendered: a fresh clone starts without rendering any (decision 0029). */
export const RENDERED_ART_DIR = path.resolve("rendered-art");

export type ImagesBuilt = {
  upToDate: number;
  /** Restored from rendered-art/. */
  fromProject: number;
  fromCache: number;
  rendered: number;
  files: number;
  /** How many images were rendered at once. */
  parallel: number;
  /** Milliseconds per stage, added up over the images (so over the renders running at once). */
  times: StageTimes & { draw: number; cache: number };
  /** Why the image cache could not be used, if it could not. */
  cacheProblem?: string;
};

/** Brings `outDir` to the files of `images`, and removes any other file there. */
export async function buildImages({
  images = catalog,
  outDir,
  cacheDir,
  projectDir,
  parallel = availableParallelism(),
}: {
  images?: CatalogImage[];
  outDir: string;
  cacheDir: string;
  /** The project's rendered art (RENDERED_ART_DIR), read first and never written. */
  projectDir?: string;
  parallel?: number;
}): Promise<ImagesBuilt> {
  const manifestFile = path.join(outDir, ".manifest.json");
  mkdirSync(outDir, { recursive: true });
  const previous: Record<string, string> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>)
    : {};
  const manifest: Record<string, string> = {};
  const times = { ...noStageTimes(), draw: 0, cache: 0 };
  const built: ImagesBuilt = { upToDate: 0, fromProject: 0, fromCache: 0, rendered: 0, files: 0, parallel, times };
  const write = (files: Map<string, Buffer>) => {
    for (const [name, bytes] of files) writeIfChanged(path.join(outDir, name), bytes);
  };
  // A cache that cannot be written (a read-only home, a full disk) costs time, never the build.
  const withCache = <T>(work: () => T): T | undefined => {
    if (built.cacheProblem) return undefined;
    const start = performance.now();
    try {
      return work();
    } catch (error) {
      built.cacheProblem = error instanceof Error ? error.message : String(error);
      return undefined;
    } finally {
      times.cache += performance.now() - start;
    }
  };

  const toRender: { entry: CatalogImage; svg: string; key: string }[] = [];
  for (const entry of images) {
    const start = performance.now();
    const svg = drawSvg(entry);
    const key = renderKey(entry, svg);
    times.draw += performance.now() - start;
    manifest[entry.id] = key;
    if (previous[entry.id] === key && outputsOf(entry).every((file) => existsSync(path.join(outDir, file)))) {
      built.upToDate += 1;
      continue;
    }
    const committed = projectDir ? restore(projectDir, key, outputsOf(entry), { touch: false }) : null;
    if (committed) {
      write(committed);
      built.fromProject += 1;
      continue;
    }
    const cached = withCache(() => restore(cacheDir, key, outputsOf(entry)));
    if (cached) {
      write(cached);
      built.fromCache += 1;
    } else toRender.push({ entry, svg, key });
  }

  // The largest first, so the small ones fill the end evenly. sharp works off the main thread (one libvips
  // thread each, render.ts), so `parallel` renders at once keep that many cores busy.
  toRender.sort((a, b) => b.entry.width * b.entry.height - a.entry.width * a.entry.height);
  const renderNext = async () => {
    for (let job = toRender.shift(); job; job = toRender.shift()) {
      const files = await renderImage(job.entry, job.svg, times);
      write(files);
      const { key } = job;
      withCache(() => store(cacheDir, key, files));
      built.rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, renderNext));

  const wanted = new Set(images.flatMap(outputsOf));
  for (const file of readdirSync(outDir)) {
    if (!file.startsWith(".") && !wanted.has(file)) rmSync(path.join(outDir, file));
  }
  writeIfChanged(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  if (existsSync(cacheDir)) withCache(() => prune(cacheDir));
  built.files = wanted.size;
  return built;
}

/**
 * Writes the art of `images`, as built in `outDir`, into `projectDir` under each image's key, and removes every other
 * entry there: the folder then holds exactly the catalog's art, to commit. Returns the images whose entry is new.
 */
export function saveRenderedArt({
  images = catalog,
  outDir,
  projectDir,
}: {
  images?: CatalogImage[];
  outDir: string;
  projectDir: string;
}): string[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".manifest.json"), "utf8")) as Record<string, string>;
  const keys = new Set<string>();
  const added: string[] = [];
  for (const entry of images) {
    const key = manifest[entry.id];
    if (!key) throw new Error(`images: ${entry.id} is not built in ${outDir}; run npm run images first`);
    keys.add(key);
    if (existsSync(path.join(projectDir, key))) continue;
    const files = new Map(outputsOf(entry).map((file) => [file, readFileSync(path.join(outDir, file))]));
    store(projectDir, key, files);
    added.push(entry.id);
  }
  for (const folder of readdirSync(projectDir)) {
    if (!keys.has(folder)) rmSync(path.join(projectDir, folder), { recursive: true, force: true });
  }
  return added;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

async function main() {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const { values } = parseArgs({ options: { save: { type: "boolean" } } });
  const cacheDir = imageCacheDir();
  const outDir = path.resolve(process.env.IMAGES_OUT_DIR ?? "public/images");
  const built = await buildImages({ outDir, cacheDir, projectDir: RENDERED_ART_DIR });
  const social = performance.now();
  await renderSocialImages();
  const { times } = built;
  const done = performance.now();
  // CPU time is the figure that holds on a shared machine, where the wall clock waits for other work.
  const cpu = process.cpuUsage(cpuAtStart);
  console.log(
    `images: ${catalog.length} in catalog, ${built.upToDate} up to date, ${built.fromCache} from the cache, ` +
      `${built.fromProject} from rendered-art/, ${built.rendered} rendered (${built.parallel} at a time), ${built.files} files (${seconds(done - started)}, CPU ${seconds((cpu.user + cpu.system) / 1000)})`,
  );
  if (built.rendered > 0) {
    console.log(
      `images: time per stage, added up over the renders running at once: rasterise ${seconds(times.rasterise)}, ` +
        `resize ${seconds(times.resize)}, AVIF ${seconds(times.avif)} (${seconds(times.avifOverBudget)} of it ` +
        `over budget), WebP ${seconds(times.webp)}; draw ${seconds(times.draw)}, cache ${seconds(times.cache)}, ` +
        `social cards ${seconds(done - social)}`,
    );
  }
  if (built.cacheProblem) console.warn(`images: the image cache in ${cacheDir} was not used: ${built.cacheProblem}`);
  if (values.save) {
    const added = saveRenderedArt({ outDir, projectDir: RENDERED_ART_DIR });
    console.log(`images: rendered-art/ holds the catalog's art, ${added.length} new; commit it`);
  } else if (built.rendered > 0) {
    console.log(
      `images: ${built.rendered} not in rendered-art/ (a recipe, render.ts or sharp changed): ` +
        "npm run images -- --save, then commit rendered-art/, so a fresh clone starts without rendering",
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
