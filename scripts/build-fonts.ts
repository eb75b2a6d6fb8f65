/**
 * The web fonts, cut to what the site sets (docs/decisions/0003-javascript-budget.md, "Fonts").
 *
 * @fontsource-variable ships Inter (47 KB) and Fraunces (36 KB) as whole Latin
 * variable fonts: every weight from 100 to 900, every Latin glyph. On a slow
 * phone those bytes share the line with the HTML and the hero image. This step
 * subsets each one with harfbuzz (subset-font) to the characters of the site's
 * source (all the copy lives in app/) plus all of Basic Latin and Latin-1 (what a
 * visitor may type into the form), and narrows the weight axis to the weights
 * the styles use. It writes the fonts and their @font-face rules (with the
 * subset's `unicode-range`; anything outside it is set in the metric-matched
 * fallback face) to app/fonts/generated/; the Vite plugin of
 * scripts/font-fallbacks.ts runs this at the start of every build and dev server
 * and appends the rules to app/app.css, and Vite fingerprints the files like any
 * asset. Unchanged inputs are skipped.
 *
 *   npx tsx scripts/build-fonts.ts
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

type WeightAxis = number | { min: number; max: number };

export type WebFont = {
  /** The CSS family name app/app.css uses. */
  family: string;
  /** The Latin variable font of the npm package. */
  source: string;
  /** The generated file, in app/fonts/generated/. */
  file: string;
  /** The weights the styles use: one weight pins the axis, a range keeps that part of it. */
  weight: WeightAxis;
  /** The local font sized to stand in until it loads (scripts/font-fallbacks.ts), and its generic family. */
  fallback: { like: string; generic: "sans-serif" | "serif" };
};

export const WEB_FONTS: WebFont[] = [
  {
    family: "Inter Variable",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter.woff2",
    // font-normal, font-medium and font-semibold.
    weight: { min: 400, max: 600 },
    fallback: { like: "Arial", generic: "sans-serif" },
  },
  {
    family: "Fraunces Variable",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    file: "fraunces.woff2",
    // Headings, figures and quotes are all set semibold.
    weight: 600,
    fallback: { like: "Times New Roman", generic: "serif" },
  },
];

export const GENERATED_DIR = path.resolve("app/fonts/generated");

/** Basic Latin and Latin-1 Supplement: whatever the copy says, a visitor's name or message is likely in here. */
const TYPABLE = [
  [0x20, 0x7e],
  [0xa0, 0xff],
] as const;

/** Every character of the files under `dir` with the given extensions, plus the typable ranges; sorted code points. */
export function siteCodePoints(dir: string, extensions = /\.(?:tsx?|css)$/): number[] {
  const points = new Set<number>();
  for (const [from, to] of TYPABLE) for (let point = from; point <= to; point += 1) points.add(point);
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!extensions.test(file)) continue;
    for (const char of readFileSync(path.join(dir, file), "utf8")) points.add(char.codePointAt(0) ?? 0);
  }
  // Control characters (line breaks, tabs) are never drawn.
  return [...points].filter((point) => point >= 0x20 && !(point >= 0x7f && point < 0xa0)).sort((a, b) => a - b);
}

/** Sorted code points as a CSS `unicode-range`: `U+20-7E, U+A0-FF, U+2013-2014, …` */
export function unicodeRange(points: readonly number[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  const ranges: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j += 1;
    const from = points[i] ?? 0;
    const to = points[j] ?? 0;
    ranges.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
    i = j + 1;
  }
  return ranges.join(", ");
}

const cssWeight = (weight: WeightAxis) => (typeof weight === "number" ? `${weight}` : `${weight.min} ${weight.max}`);

export function fontFaceRule(font: WebFont, points: readonly number[]): string {
  return [
    "@font-face {",
    `  font-family: "${font.family}";`,
    "  font-style: normal;",
    "  font-display: swap;",
    `  font-weight: ${cssWeight(font.weight)};`,
    // Relative to app/app.css, which scripts/font-fallbacks.ts appends these rules to.
    `  src: url("./fonts/generated/${font.file}") format("woff2");`,
    `  unicode-range: ${unicodeRange(points)};`,
    "}",
  ].join("\n");
}

export async function buildFonts(outDir = GENERATED_DIR, sourceDir = path.resolve("app")) {
  mkdirSync(outDir, { recursive: true });
  const points = siteCodePoints(sourceDir);
  const text = String.fromCodePoint(...points);
  const manifestFile = path.join(outDir, ".manifest.json");
  const manifest: Record<string, string> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>)
    : {};
  const results = [];
  for (const font of WEB_FONTS) {
    const source = readFileSync(require.resolve(font.source));
    const key = createHash("sha256").update(source).update(text).update(JSON.stringify(font.weight)).digest("hex");
    const target = path.join(outDir, font.file);
    if (manifest[font.file] !== key || !existsSync(target)) {
      const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: font.weight } });
      writeFileSync(target, subset);
      manifest[font.file] = key;
    }
    results.push({ family: font.family, from: source.length, to: statSync(target).size });
  }
  const css = `/* Generated by scripts/build-fonts.ts: do not edit. */\n${WEB_FONTS.map((font) => fontFaceRule(font, points)).join("\n")}\n`;
  writeFileSync(path.join(outDir, "fonts.css"), css);
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { glyphs: points.length, results, css };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { glyphs, results } = await buildFonts();
  for (const { family, from, to } of results)
    console.log(
      `Fonts: ${family} ${(from / 1024).toFixed(1)} KB → ${(to / 1024).toFixed(1)} KB (${glyphs} characters)`,
    );
}
