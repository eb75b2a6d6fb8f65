/**
 * Metric-matched fallback faces for the web fonts: until a font arrives
 * (`font-display: swap`), text is set in a local font resized to take the same
 * space, so the swap moves nothing (no layout shift). The maths are fontaine's,
 * from the fonts' capsize metrics; the local fonts cover Windows and macOS
 * (Arial, Times New Roman) and Linux (Liberation, metric twins of those).
 * app/app.css names each "<family> fallback" right after its web font.
 */
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** Each web font, the file to read its metrics from if capsize lacks it, and the local font it falls back to. */
const FALLBACKS = [
  {
    family: "Inter Variable",
    metricsOf: "Inter",
    file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    like: "Arial",
    generic: "sans-serif",
  },
  {
    family: "Fraunces Variable",
    metricsOf: "Fraunces",
    file: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    like: "Times New Roman",
    generic: "serif",
  },
] as const;

export async function fallbackFontFaces(): Promise<string> {
  const faces = await Promise.all(
    FALLBACKS.map(async ({ family, metricsOf, file, like, generic }) => {
      const metrics =
        (await getMetricsForFamily(metricsOf)) ?? (await readMetrics(pathToFileURL(require.resolve(file))));
      const fallbackMetrics = await getMetricsForFamily(like);
      if (!metrics || !fallbackMetrics) throw new Error(`font-fallbacks: no metrics for ${metricsOf} or ${like}`);
      // The generic name makes fontaine list every local font with these metrics (Arial, Arimo, Liberation Sans…).
      return generateFontFace(metrics, { name: `${family} fallback`, font: generic, metrics: fallbackMetrics });
    }),
  );
  return faces.join("\n");
}

/** Appends the fallback faces to the site stylesheet. */
export function fontFallbacks(stylesheet = "/app/app.css"): Plugin {
  return {
    name: "northbridge-font-fallbacks",
    enforce: "pre",
    async transform(code, id) {
      const [file, query = ""] = id.split("?");
      // The stylesheet itself, not the JavaScript module of its `?url` import.
      if (!file?.endsWith(stylesheet) || /(?:^|&)(?:url|raw|inline)(?:&|$)/.test(query)) return undefined;
      return { code: `${code}\n${await fallbackFontFaces()}`, map: null };
    },
  };
}
