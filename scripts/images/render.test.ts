// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { CatalogImage } from "~/content/images";
import { drawSvg } from "../build-images";
import { AVIF_BUDGET, firstFit, formatsFor, noStageTimes, outputsOf, renderImage, renderKey } from "./render";

const art: CatalogImage = {
  id: "art",
  alt: "",
  width: 1000,
  height: 625,
  art: { recipe: "editorial", seed: 4, palette: "dusk", options: { motif: "climate" } },
};

const contour: CatalogImage["art"] = { recipe: "contour", seed: 3, palette: "ember", options: {} };

describe("the render key", () => {
  const svg = drawSvg(art);

  it("is the same for the same image, and changes with its drawing, its sizes and its encoder settings", () => {
    expect(renderKey(art, svg)).toBe(renderKey({ ...art }, drawSvg(art)));
    const others = [
      renderKey(art, drawSvg({ ...art, art: { ...art.art, seed: 5 } })),
      renderKey({ ...art, width: 1200 }, svg),
      renderKey({ ...art, height: 700 }, svg),
      renderKey({ ...art, id: "other" }, svg),
      // Portraits are encoded at a lower quality (formatsFor).
      renderKey({ ...art, art: { ...art.art, recipe: "portrait" } }, svg),
    ];
    expect(new Set([renderKey(art, svg), ...others]).size).toBe(others.length + 1);
  });
});

/** The former pipeline: a PNG master, resized for every encode; quality stepped down by 5 from the top until it fits. */
async function formerAvif(
  master: Buffer,
  width: number,
  { quality, ...options }: ReturnType<typeof formatsFor>["avif"],
) {
  const encode = (step: number, effort = options.effort) =>
    sharp(master)
      .resize(width)
      .avif({ ...options, effort, quality: step })
      .toBuffer();
  for (let step = quality; ; step -= 5) {
    const avif = await encode(step);
    if (width > AVIF_BUDGET.upToWidth || avif.length <= width * AVIF_BUDGET.bytesPerWidth) return avif;
    if (step - 5 < AVIF_BUDGET.minQuality) return encode(step, AVIF_BUDGET.floorEffort);
  }
}

// Encoding takes seconds on a busy two-core machine.
describe("rendering an image", { timeout: 30_000 }, () => {
  it("makes each file outputsOf names at its width, AVIF within the byte budget up to 800 px", async () => {
    const times = noStageTimes();
    const files = await renderImage(art, drawSvg(art), times);

    expect([...files.keys()].sort()).toEqual(outputsOf(art).sort());
    for (const [name, bytes] of files) {
      const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(name) ?? [];
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(Number(width));
    }
    expect(files.get("art-800.avif")?.length).toBeLessThanOrEqual(800 * AVIF_BUDGET.bytesPerWidth);
    expect(times.rasterise).toBeGreaterThan(0);
    expect(times.avif).toBeGreaterThan(0);
  });

  it.each([
    ["", art, false],
    // Contour lines step down from the top quality to fit AVIF_BUDGET at 800 px.
    ["stepping down to the byte budget", { ...art, width: 800, height: 500, art: contour }, true],
  ])("gives the bytes the former pipeline did %s", async (_, image, stepsDown) => {
    const svg = drawSvg(image);
    const times = noStageTimes();
    const files = await renderImage(image, svg, times);
    const master = await sharp(Buffer.from(svg), { density: 72 }).resize(image.width, image.height).png().toBuffer();
    const { avif, webp } = formatsFor(image);

    expect(times.avifOverBudget > 0).toBe(stepsDown);
    for (const [name, bytes] of files) {
      const [, width, format] = /-(\d+)\.(avif|webp)$/.exec(name) ?? [];
      const resized = sharp(master).resize(Number(width));
      const former =
        format === "avif" ? await formerAvif(master, Number(width), avif) : await resized.webp(webp).toBuffer();
      expect(bytes, name).toEqual(former);
    }
  });
});

describe("finding the first quality step within the budget", () => {
  it("finds the step a search from the top finds, wherever it starts", async () => {
    for (let count = 1; count <= 6; count += 1)
      for (let boundary = 0; boundary <= count; boundary += 1)
        for (let guess = -1; guess <= count; guess += 1) {
          const fits = async (step: number) => step >= boundary;
          expect(await firstFit(count, guess, fits)).toBe(boundary);
        }
  });

  it("tries two steps when it starts on the first that fits", async () => {
    const tried: number[] = [];
    const step = await firstFit(5, 3, async (index) => (tried.push(index), index >= 3));
    expect(step).toBe(3);
    expect(tried).toEqual([3, 2]);
  });
});
