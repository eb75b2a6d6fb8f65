import { brandColors as color } from "~/lib/brand-colors";
import { wordmark } from "./wordmark";

export type WordmarkTone = "dark" | "light";

/** The first word, then the rest, on light bands (dark tone) or dark ones (light tone), as the header and footer. */
const FILLS: Record<WordmarkTone, [string, string]> = {
  dark: [color.navy900, color.teal700],
  light: [color.white, color.saffron300],
};

/** The wordmark's size on the page: that of the 18 px name it draws (scripts/build-wordmark.ts: 100 units to the em). */
export const wordmarkSize = {
  width: Math.round((wordmark.width * 18) / 100),
  height: Math.round((wordmark.height * 18) / 100),
};

export const wordmarkPath = (tone: WordmarkTone) => `/images/wordmark-${tone}.svg`;

export function wordmarkSvg(tone: WordmarkTone): string {
  const [first, rest] = FILLS[tone];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${wordmark.width} ${wordmark.height}" width="${wordmarkSize.width}" height="${wordmarkSize.height}"><title>${wordmark.name}</title><path fill="${first}" d="${wordmark.first}"/><path fill="${rest}" d="${wordmark.rest}"/></svg>\n`;
}
