/**
 * Metric-matched fallback faces for the web font: where it does not arrive in
 * time for the first paint (`font-display: optional`), headings are set in a
 * local font resized to take about the same space, so a page looks the same
 * whichever face it got. The maths are fontaine's,
 * from the fonts' capsize metrics; the local fonts cover Windows and macOS
 * (Arial, Times New Roman) and Linux (Liberation, metric twins of those).
 * src/app.css names each "<family> fallback" right after its web font.
 */
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { buildFonts, GENERATED_DIR, WEB_FONTS } from "./build-fonts";

export async function fallbackFontFaces(): Promise<string> {
  const faces = await Promise.all(
    WEB_FONTS.map(async ({ family, file, fallback: { like, generic } }) => {
      // Read from the generated subset, so the widths are those of the weight the site sets (Fraunces: 600).
      const metrics = await readMetrics(pathToFileURL(path.join(GENERATED_DIR, file)));
      const fallbackMetrics = await getMetricsForFamily(like);
      if (!metrics || !fallbackMetrics) throw new Error(`font-fallbacks: no metrics for ${family} or ${like}`);
      // The generic name makes fontaine list every local font with these metrics (Arial, Arimo, Liberation Sans…).
      return generateFontFace(metrics, { name: `${family} fallback`, font: generic, metrics: fallbackMetrics });
    }),
  );
  return faces.join("\n");
}

/**
 * Subsets the web fonts when a build or dev server starts (scripts/build-fonts.ts) and appends their faces and the
 * fallback faces to each page family's stylesheet (src/styles/*.css), the files pages import.
 */
export function fontFallbacks(stylesheets = /\/src\/styles\/[^/]+\.css$/): Plugin {
  let faces = "";
  return {
    name: "northbridge-font-fallbacks",
    enforce: "pre",
    async buildStart() {
      const { css } = await buildFonts();
      faces = `${css}\n${await fallbackFontFaces()}`;
    },
    async transform(code, id) {
      const [file, query = ""] = id.split("?");
      // The stylesheet itself, not the JavaScript module of its `?url` import.
      if (!file || !stylesheets.test(file) || /(?:^|&)(?:url|raw|inline)(?:&|$)/.test(query)) return undefined;
      return { code: `${code}\n${faces}`, map: null };
    },
  };
}
