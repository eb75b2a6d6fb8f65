import type { Palette } from "../palettes";

export type ArtInput = {
  width: number;
  height: number;
  seed: number;
  palette: Palette;
  options: Record<string, string | number | boolean>;
};

/** Draws one picture as an SVG document; the pipeline rasterises it. */
export type Recipe = (input: ArtInput) => string;
