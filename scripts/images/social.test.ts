// @vitest-environment node
import { mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadFace, loadFaces, measure, renderSocialImages, shareCardSvg, textPath, wrap, type Faces } from "./social";

let faces: Faces;
beforeAll(async () => {
  faces = await loadFaces();
});

describe("text as outlines", () => {
  it("draws each character from the brand font", () => {
    const d = textPath(faces.display, "Northbridge", { x: 0, y: 100, size: 80 });
    expect(d.match(/M/g)?.length).toBeGreaterThanOrEqual(11);
  });

  it("fails loudly on a character the font lacks instead of drawing a blank", () => {
    expect(() => textPath(faces.text, "Northbridge 北桥", { x: 0, y: 0, size: 20 })).toThrow(/no glyph for "北"/);
  });

  it("sets the display face at its semibold weight, not the file's default black", async () => {
    const black = await loadFace("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", 900);
    expect(measure(faces.display, "Northbridge", 80)).toBeLessThan(measure(black, "Northbridge", 80) - 20);
  });

  it("wraps words to the width", () => {
    const lines = wrap(faces.text, "one two three four five six seven eight nine ten", 30, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(faces.text, line, 30)).toBeLessThanOrEqual(200);
    expect(lines.join(" ")).toBe("one two three four five six seven eight nine ten");
  });
});

describe("the share card", () => {
  it("carries its words as paths, with no <text> that depends on the machine's fonts", () => {
    const svg = shareCardSvg(faces);
    expect(svg).not.toContain("<text");
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });

  it("leaves both files as they are when a second run draws the same bytes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "social-"));
    try {
      await renderSocialImages(dir);
      const past = new Date("2026-01-01T00:00:00Z");
      const files = [path.join(dir, "social", "share.png"), path.join(dir, "logo.png")];
      for (const file of files) utimesSync(file, past, past);
      await renderSocialImages(dir);
      for (const file of files) expect(statSync(file).mtime).toEqual(past);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renders a 1200×630 PNG and a square logo", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "social-"));
    try {
      await renderSocialImages(dir);
      expect(await sharp(path.join(dir, "social", "share.png")).metadata()).toMatchObject({
        format: "png",
        width: 1200,
        height: 630,
      });
      expect(await sharp(path.join(dir, "logo.png")).metadata()).toMatchObject({
        format: "png",
        width: 512,
        height: 512,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
