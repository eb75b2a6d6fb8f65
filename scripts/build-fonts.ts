/**
 * The web font, cut to what the site sets (docs/decisions/0018-the-brand-serif-on-every-page.md).
 *
 * @fontsource-variable ships Fraunces as a whole Latin variable font:
 * every weight from 100 to 900, every Latin glyph. On a slow
 * phone those bytes share the line with the HTML and the hero image. This step
 * subsets it with harfbuzz (subset-font) and narrows the weight axis to the
 * weights the styles use. The font becomes two files, split by `unicode-range`
 * the way Google Fonts splits scripts: the site's characters (the copy lives in
 * src/ and content/) plus Basic Latin, which every page loads, and the rest of Latin-1
 * (what a visitor may type into the form: ß, ø, ü…), which the browser fetches
 * only when a page shows one of those. Anything outside both is set in the
 * metric-matched fallback face. The files and their @font-face rules go to a
 * folder of their own under node_modules/.cache/ named by what they are made of
 * (never into src/: a build changes no source), which the site's code reads as
 * `~fonts/`; the Vite plugin of scripts/font-fallbacks.ts runs this as every
 * build and dev server starts and appends the rules to the site's stylesheet,
 * and Vite fingerprints the files like any asset. A set made before is reused.
 *
 *   npx tsx scripts/build-fonts.ts
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

type WeightAxis = number | { min: number; max: number };

export type WebFont = {
  /** The CSS family name src/app.css uses. */
  family: string;
  /** The Latin variable font of the npm package. */
  source: string;
  /** The generated file of the site's characters (`~fonts/<file>`); the rest of Latin-1 goes to `<name>-extended.woff2`. */
  file: string;
  /** The weights the styles use: one weight pins the axis, a range keeps that part of it. */
  weight: WeightAxis;
  /** The local font sized to stand in until it loads (scripts/font-fallbacks.ts), and its generic family. */
  fallback: { like: string; generic: "sans-serif" | "serif" };
};

/**
 * Only the display face is a web font: text is set in the platform's own sans (src/app.css), which costs no bytes
 * before the first paint (docs/decisions/0018-the-brand-serif-on-every-page.md).
 */
export const WEB_FONTS: WebFont[] = [
  {
    family: "Fraunces Variable",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    file: "fraunces.woff2",
    // Headings, figures and quotes are all set semibold.
    weight: 600,
    fallback: { like: "Times New Roman", generic: "serif" },
  },
];

/** Where each set of generated files is kept, in a folder named by the hash of what it is made of. */
export const FONTS_CACHE = path.resolve("node_modules/.cache/northbridge-fonts");

/** How the site's code and stylesheet name the generated files: `~fonts/fraunces.woff2` (a Vite alias). */
export const FONTS_ALIAS = "~fonts";

const codePointRange = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Basic Latin: always in the main file, whatever the copy says. */
const BASIC_LATIN = codePointRange(0x20, 0x7e);
/** Latin-1 Supplement: a visitor's name or message is likely in here. */
const LATIN_1 = codePointRange(0xa0, 0xff);

/** Every character of the files under `dirs` with the given extensions, plus Basic Latin; sorted code points. */
export function siteCodePoints(dirs: readonly string[], extensions = /\.(?:tsx?|css|md|ya?ml|json)$/): number[] {
  const points = new Set<number>(BASIC_LATIN);
  for (const dir of dirs.filter((dir) => existsSync(dir)))
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      if (!extensions.test(file)) continue;
      for (const char of readFileSync(path.join(dir, file), "utf8")) points.add(char.codePointAt(0) ?? 0);
    }
  // Control characters (line breaks, tabs) are never drawn.
  return [...points].filter((point) => point >= 0x20 && !(point >= 0x7f && point < 0xa0)).sort((a, b) => a - b);
}

/** The rest of Latin-1: what a visitor may type that the site's own copy does not use. */
export function extendedCodePoints(site: readonly number[]): number[] {
  const used = new Set(site);
  return LATIN_1.filter((point) => !used.has(point));
}

export const extendedFile = (font: Pick<WebFont, "file">) => font.file.replace(/\.woff2$/, "-extended.woff2");

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

export function fontFaceRule(font: WebFont, points: readonly number[], file = font.file): string {
  return [
    "@font-face {",
    `  font-family: "${font.family}";`,
    "  font-style: normal;",
    // Drawn in its size-matched fallback until it arrives, then swapped in: the brand's serif on every page, the
    // first included, without a shift (docs/decisions/0018-the-brand-serif-on-every-page.md).
    "  font-display: swap;",
    `  font-weight: ${cssWeight(font.weight)};`,
    // Vite resolves the alias (scripts/font-fallbacks.ts) and fingerprints the file.
    `  src: url("${FONTS_ALIAS}/${file}") format("woff2");`,
    `  unicode-range: ${unicodeRange(points)};`,
    "}",
  ].join("\n");
}

/**
 * Where the site's copy lives: the code, and the content being built (CONTENT_DIR: a release's snapshot when the staff
 * area publishes, content/ otherwise).
 */
const copyDirs = () => [path.resolve("src"), path.resolve(process.env.CONTENT_DIR ?? "content")];

/**
 * Subsets the web fonts to the characters of `dirs`, into a folder of the cache named by the fonts, the characters
 * and the weights: made once (in a folder of its own, renamed into place whole), then reused by every build of the
 * same copy. Returns that folder, the @font-face rules, and the sizes.
 */
export async function buildFonts(dirs = copyDirs(), cache = FONTS_CACHE) {
  const site = siteCodePoints(dirs);
  const parts = [
    { points: site, fileOf: (font: WebFont) => font.file },
    { points: extendedCodePoints(site), fileOf: extendedFile },
  ].filter(({ points }) => points.length > 0);
  const sources = WEB_FONTS.map((font) => readFileSync(require.resolve(font.source)));
  const key = createHash("sha256")
    .update(JSON.stringify({ fonts: WEB_FONTS, parts: parts.map(({ points }) => points) }))
    .update(Buffer.concat(sources))
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(cache, key);
  const rules = WEB_FONTS.flatMap((font) =>
    parts.map(({ points, fileOf }) => fontFaceRule(font, points, fileOf(font))),
  );
  const css = `/* Generated by scripts/build-fonts.ts: do not edit. */\n${rules.join("\n")}\n`;
  if (!existsSync(path.join(dir, "fonts.css"))) {
    const making = `${dir}.${process.pid}.tmp`;
    mkdirSync(making, { recursive: true });
    for (const [index, font] of WEB_FONTS.entries()) {
      for (const { points, fileOf } of parts) {
        const subset = await subsetFont(sources[index] ?? Buffer.alloc(0), String.fromCodePoint(...points), {
          targetFormat: "woff2",
          variationAxes: { wght: font.weight },
        });
        writeFileSync(path.join(making, fileOf(font)), subset);
      }
    }
    writeFileSync(path.join(making, "fonts.css"), css);
    try {
      renameSync(making, dir);
    } catch {
      // Another build made the same set meanwhile: theirs is the same.
      rmSync(making, { recursive: true, force: true });
    }
  }
  const results = WEB_FONTS.map((font, index) => ({
    family: font.family,
    from: sources[index]?.length ?? 0,
    to: parts.map(({ fileOf }) => statSync(path.join(dir, fileOf(font))).size),
  }));
  return { dir, glyphs: site.length, results, css };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { glyphs, results } = await buildFonts();
  // Not page-weight's kb: this file is loaded by vite.config.ts, which cannot resolve that module's imports.
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const {
    family,
    from,
    to: [main = 0, extended = 0],
  } of results)
    console.log(`Fonts: ${family} ${kb(from)} → ${kb(main)} (${glyphs} characters), rest of Latin-1 ${kb(extended)}`);
}
