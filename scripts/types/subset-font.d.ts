/** subset-font 2 ships no types; the part of its API scripts/build-fonts.ts uses. */
declare module "subset-font" {
  type AxisSetting = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      preserveNameIds?: number[];
      variationAxes?: Record<string, AxisSetting>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
