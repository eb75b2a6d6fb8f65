import { describe, expect, it } from "vitest";
import { peopleImages } from "~/content/people-images";
import { drawSvg } from "../../build-images";

describe("portrait and editorial recipes", () => {
  const drawn = peopleImages.map((image) => ({ id: image.id, svg: drawSvg(image) }));

  it("draw every people image as an SVG without text (the rasteriser may lack fonts)", () => {
    for (const { id, svg } of drawn) {
      expect(svg, id).toMatch(/^<svg [^>]*viewBox=/);
      expect(svg, id).not.toContain("<text");
      expect(svg, id).not.toMatch(/NaN|undefined/);
    }
  });

  it("draw the same picture from the same entry, and a different one for each person", () => {
    const first = peopleImages[0];
    if (!first) throw new Error("no images");
    expect(drawSvg(first)).toBe(drawn[0]?.svg);
    expect(new Set(drawn.map(({ svg }) => svg)).size).toBe(drawn.length);
  });
});
