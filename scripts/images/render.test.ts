// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { CatalogImage } from "~/content/images";
import { drawSvg } from "../build-images";
import { AVIF_BUDGET, formatsFor, noStageTimes, outputsOf, renderImage, renderKey } from "./render";

const art: CatalogImage = {
  id: "art",
  alt: "",
  width: 1000,
  height: 625,
  art: { recipe: "editorial", seed: 4, palette: "dusk", options: { motif: "climate" } },
};

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

describe("rendering an image", () => {
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

  it("gives the bytes the former pipeline did, which resized from a PNG master for every encode", async () => {
    const svg = drawSvg(art);
    const files = await renderImage(art, svg, noStageTimes());
    const master = await sharp(Buffer.from(svg), { density: 72 }).resize(art.width, art.height).png().toBuffer();
    const { avif, webp } = formatsFor(art);

    expect(files.get("art-1000.avif")).toEqual(await sharp(master).resize(1000).avif(avif).toBuffer());
    expect(files.get("art-1000.webp")).toEqual(await sharp(master).resize(1000).webp(webp).toBuffer());
  });
});
