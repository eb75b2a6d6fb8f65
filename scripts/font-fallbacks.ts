/**
 * Metric-matched fallback faces for the web font: until it arrives (`font-display: swap`), headings are set in a
 * local serif resized to take the same space, so the swap moves nothing (docs/decisions/0018). Headings are
 * semibold, so each stand-in is a platform's own bold serif, used as it is (no synthetic bold, whose widths differ),
 * and each gets its own size from its own metrics: Times New Roman on Windows, macOS and iOS (Tinos and Liberation
 * Serif are its metric twins on Linux and ChromeOS), Noto Serif on Android, DejaVu Serif on other Linux desktops.
 * The maths are fontaine's (the average character width sets size-adjust; ascent, descent and gap are overridden);
 * the numbers are the fonts' own, read from their files with fontaine's readMetrics (Liberation Serif Bold 2.1,
 * Noto Serif Bold 2.013, DejaVu Serif Bold 2.37). src/app.css lists the faces, in this order, after the web font.
 */
import { generateFontFace, readMetrics } from "fontaine";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { buildFonts, FONTS_ALIAS, WEB_FONTS } from "./build-fonts";

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

export const LOCAL_BOLD_SERIFS: { suffix: string; locals: string[]; metrics: Metrics }[] = [
  {
    suffix: "fallback",
    locals: [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Tinos Bold",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
    ],
    metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 886 },
  },
  {
    suffix: "fallback Noto",
    locals: ["Noto Serif Bold", "NotoSerif-Bold"],
    metrics: { ascent: 1069, descent: -293, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 512 },
  },
  {
    suffix: "fallback DejaVu",
    locals: ["DejaVu Serif Bold", "DejaVuSerif-Bold"],
    metrics: { ascent: 1923, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1168 },
  },
];

/** "Fraunces Variable fallback", "Fraunces Variable fallback Noto", …: the names src/app.css lists. */
export const fallbackFamilies = (family: string) => LOCAL_BOLD_SERIFS.map(({ suffix }) => `${family} ${suffix}`);

/** The fallback faces for the web fonts subset into `fontsDir`. */
export async function fallbackFontFaces(fontsDir: string): Promise<string> {
  const faces = await Promise.all(
    WEB_FONTS.map(async ({ family, file, weight }) => {
      // Read from the generated subset, so the widths are those of the weight the site sets (Fraunces: 600).
      const metrics = await readMetrics(pathToFileURL(path.join(fontsDir, file)));
      if (!metrics) throw new Error(`font-fallbacks: no metrics for ${family}`);
      return LOCAL_BOLD_SERIFS.map(({ suffix, locals, metrics: localMetrics }) =>
        generateFontFace(metrics, {
          name: `${family} ${suffix}`,
          font: locals[0] ?? "",
          metrics: localMetrics,
          src: locals.map((name) => `local(${JSON.stringify(name)})`).join(", "),
          "font-weight": typeof weight === "number" ? String(weight) : `${weight.min} ${weight.max}`,
        }),
      ).join("\n");
    }),
  );
  return faces.join("\n");
}

/**
 * Subsets the web fonts as a build or dev server is configured (scripts/build-fonts.ts), points `~fonts/` at the
 * folder of that subset, and appends their faces and the fallback faces to the site's stylesheet
 * (src/styles/site.css), which the layouts import.
 */
export function fontFallbacks(stylesheets = /\/src\/styles\/[^/]+\.css$/): Plugin {
  let faces = "";
  return {
    name: "northbridge-font-fallbacks",
    enforce: "pre",
    async config() {
      const { dir, css } = await buildFonts();
      faces = `${css}\n${await fallbackFontFaces(dir)}`;
      return { resolve: { alias: { [FONTS_ALIAS]: dir } } };
    },
    async transform(code, id) {
      const [file, query = ""] = id.split("?");
      // The stylesheet itself, not the JavaScript module of its `?url` import.
      if (!file || !stylesheets.test(file) || /(?:^|&)(?:url|raw|inline)(?:&|$)/.test(query)) return undefined;
      return { code: `${code}\n${faces}`, map: null };
    },
  };
}
