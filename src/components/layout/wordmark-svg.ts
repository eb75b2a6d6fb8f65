import { wordmark } from "./wordmark";

export type WordmarkTone = "dark" | "light";

/** Brand colours as in src/app.css: the first word, then the rest, on light (dark tone) or dark (light tone) bands. */
const FILLS: Record<WordmarkTone, [string, string]> = {
  dark: ["#0b1f33", "#0f6f66"],
  light: ["#ffffff", "#fcd27a"],
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
