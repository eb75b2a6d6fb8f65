import { describe, expect, it } from "vitest";
import { storyImages } from "~/content/story-images";
import { drawSvg } from "../../build-images";
import { palette } from "../palettes";
import { isometric } from "./isometric";

describe("story art recipes", () => {
  it.each(storyImages.map((image) => [image.id, image] as const))(
    "%s draws an SVG of its catalog size, the same every time",
    (_id, image) => {
      const svg = drawSvg(image);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(svg).not.toContain("NaN");
      // No <text>: the rasteriser may lack fonts.
      expect(svg).not.toContain("<text");
      expect(drawSvg(image)).toBe(svg);
    },
  );

  it("draws something different for another seed", () => {
    const [first] = storyImages;
    expect(drawSvg({ ...first!, art: { ...first!.art, seed: first!.art.seed + 1 } })).not.toBe(drawSvg(first!));
  });

  it("rejects an isometric scene it does not know", () => {
    expect(() =>
      isometric({ width: 400, height: 300, seed: 1, palette: palette("dusk"), options: { scene: "ballroom" } }),
    ).toThrow('unknown scene "ballroom"');
  });
});
