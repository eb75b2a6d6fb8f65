/**
 * The link-preview card (`/social/share.png`, 1200×630) and the logo (`/logo.png`) that
 * Open Graph, Twitter cards and the Organization JSON-LD point at.
 *
 * The card's text is drawn as outlines from the site's own fonts (the self-hosted
 * @fontsource files), not with SVG `<text>`: librsvg renders text only with fonts that
 * fontconfig knows, and a build machine without them would silently ship a card in a
 * fallback face or with no words at all. A glyph missing from the font fails the build.
 */
import * as fontkit from "fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { decompress } from "wawoff2";
import { site } from "~/content/site";
import { brandColors as color } from "~/lib/brand-colors";
import { SHARE_IMAGE } from "~/lib/meta";
import { writeIfChanged } from "../write-if-changed";

const require = createRequire(import.meta.url);

type Face = { font: fontkit.Font; name: string };

export async function loadFace(file: string, weight: number): Promise<Face> {
  const woff2 = readFileSync(require.resolve(file));
  // fontkit can only apply a weight to a variable font read from TrueType, so unpack the WOFF2 first.
  const font = fontkit.create(Buffer.from(await decompress(woff2)));
  if (!("getVariation" in font)) throw new Error(`social.ts: ${file} is not a single font`);
  return { font: font.getVariation({ wght: weight }), name: `${path.basename(file)} @ ${weight}` };
}

/** Social cards are pictures, so they may use a face the pages do not load: Inter for their text. */
export async function loadFaces() {
  return {
    display: await loadFace("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", 600),
    text: await loadFace("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", 400),
    strong: await loadFace("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", 600),
  };
}

export type Faces = Awaited<ReturnType<typeof loadFaces>>;

/** The width of `text` set at `size` pixels. */
export function measure(face: Face, text: string, size: number): number {
  return (face.font.layout(text).advanceWidth * size) / face.font.unitsPerEm;
}

/** One line of text as SVG path data with its baseline at (x, y); throws if the font lacks a character. */
export function textPath(face: Face, text: string, { x, y, size }: { x: number; y: number; size: number }): string {
  const run = face.font.layout(text);
  const scale = size / face.font.unitsPerEm;
  let penX = 0;
  const parts = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const char = String.fromCodePoint(...glyph.codePoints);
    if (glyph.id === 0) throw new Error(`social.ts: ${face.name} has no glyph for "${char}" in "${text}"`);
    if (!position) throw new Error(`social.ts: no position for "${char}" in "${text}"`);
    const d = glyph.path
      .scale(scale, -scale)
      .translate(x + (penX + position.xOffset) * scale, y - position.yOffset * scale)
      .toSVG();
    penX += position.xAdvance;
    if (!d && char.trim()) throw new Error(`social.ts: ${face.name} drew nothing for "${char}" in "${text}"`);
    return d;
  });
  return parts.join("");
}

/** Greedy word wrap to `maxWidth`; a word wider than the line fails the build rather than overflowing. */
export function wrap(face: Face, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (measure(face, word, size) > maxWidth) throw new Error(`social.ts: "${word}" is wider than the card allows`);
    const current = lines.at(-1);
    const candidate = current === undefined ? word : `${current} ${word}`;
    if (current !== undefined && measure(face, candidate, size) <= maxWidth) lines[lines.length - 1] = candidate;
    else lines.push(word);
  }
  return lines;
}

/** The logo mark's SVG (the favicon is its one source), placed in a box. */
function logoMark(x: number, y: number, size: number): string {
  const svg = readFileSync(path.resolve("public/favicon.svg"), "utf8");
  return svg.replace("<svg ", `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

/** Nested arches, the logo's motif, with its crossbar: the card's geometric art on the right. */
function arches(): string {
  const cx = 1012;
  const base = 630;
  const rings = [320, 256, 192, 128, 64].map((r, i) => {
    const stroke = i % 2 === 0 ? color.saffron400 : color.teal;
    const opacity = [0.95, 0.55, 0.9, 0.6, 1][i];
    const top = 330;
    return `<path d="M${cx - r} ${base}V${top}a${r} ${r} 0 0 1 ${2 * r} 0V${base}" fill="none" stroke="${stroke}" stroke-width="26" stroke-linecap="round" opacity="${opacity}"/>`;
  });
  const dots = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 6 }, (_, col) => {
      const x = 770 + col * 30;
      const y = 56 + row * 30;
      return `<circle cx="${x}" cy="${y}" r="3.5" fill="${color.white}" opacity="0.22"/>`;
    }).join(""),
  ).join("");
  return `${dots}
  ${rings.join("\n  ")}
  <circle cx="1118" cy="118" r="46" fill="${color.saffron400}"/>
  <circle cx="1118" cy="118" r="46" fill="none" stroke="${color.navy900}" stroke-width="10" stroke-dasharray="2 14" opacity="0.4"/>
  <path d="M690 480H1200" stroke="${color.teal}" stroke-width="30" stroke-linecap="round"/>`;
}

/** The share card as SVG: brand navy, the logo mark, the firm's name and tagline, the site's address. */
export function shareCardSvg(faces: Faces): string {
  const { width, height } = SHARE_IMAGE;
  const left = 80;
  const textWidth = 560;
  const [first = "", ...rest] = site.name.split(" ");
  const nameSize = 84;
  const taglineSize = 29;
  const tagline = wrap(faces.text, site.tagline, taglineSize, textWidth);
  const host = new URL(site.baseUrl).host.replace(/^www\./, "");
  for (const line of [first, rest.join(" ")]) {
    if (measure(faces.display, line, nameSize) > textWidth) throw new Error(`social.ts: "${line}" overflows the card`);
  }
  if (tagline.length > 3)
    throw new Error(`social.ts: the tagline needs ${tagline.length} lines; the card has room for 3`);

  const text = [
    `<path d="${textPath(faces.strong, `Since ${site.foundedYear}`.toUpperCase(), { x: left + 112, y: 137, size: 22 })}" fill="${color.teal}"/>`,
    `<path d="${textPath(faces.display, first, { x: left, y: 290, size: nameSize })}" fill="${color.white}"/>`,
    `<path d="${textPath(faces.display, rest.join(" "), { x: left, y: 382, size: nameSize })}" fill="${color.saffron300}"/>`,
    ...tagline.map(
      (line, i) =>
        `<path d="${textPath(faces.text, line, { x: left, y: 452 + i * 41, size: taglineSize })}" fill="${color.white}" fill-opacity="0.88"/>`,
    ),
    `<path d="${textPath(faces.strong, host, { x: left, y: 590, size: 22 })}" fill="${color.saffron300}"/>`,
  ];

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.navy900}"/><stop offset="1" stop-color="${color.navy800}"/></linearGradient>
    <radialGradient id="glow" cx="0.82" cy="0.78" r="0.5"><stop offset="0" stop-color="${color.teal600}" stop-opacity="0.45"/><stop offset="1" stop-color="${color.teal600}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${arches()}
  <rect x="${left - 1.5}" y="82.5" width="91" height="91" rx="25" fill="none" stroke="${color.white}" stroke-opacity="0.22" stroke-width="3"/>
  ${logoMark(left, 84, 88)}
  ${text.join("\n  ")}
</svg>`;
}

/** Writes public/social/share.png and public/logo.png, each only when its bytes change. */
export async function renderSocialImages(publicDir = path.resolve("public")): Promise<void> {
  const faces = await loadFaces();
  const card = await sharp(Buffer.from(shareCardSvg(faces)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  const { width, height } = await sharp(card).metadata();
  if (width !== SHARE_IMAGE.width || height !== SHARE_IMAGE.height) {
    throw new Error(`social.ts: the share card came out ${width}×${height}`);
  }
  writeIfChanged(path.join(publicDir, SHARE_IMAGE.path), card);

  const logo = await sharp(readFileSync(path.resolve("public/favicon.svg")), { density: 72 * (512 / 40) })
    .resize(512, 512)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeIfChanged(path.join(publicDir, "logo.png"), logo);
}
