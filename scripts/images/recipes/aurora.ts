import { between, seededRandom } from "../random";
import type { Recipe } from "./types";

/** Soft overlapping fields of light over a deep gradient, crossed by fine contour lines. */
export const aurora: Recipe = ({ width, height, seed, palette }) => {
  const random = seededRandom(seed);
  const [from, to] = palette.background;
  const glows = Array.from({ length: 6 }, (_, i) => {
    const color = palette.glow[i % palette.glow.length];
    const r = between(random, 0.25, 0.5) * Math.max(width, height);
    return `<circle cx="${between(random, 0, width).toFixed(0)}" cy="${between(random, 0, height).toFixed(0)}" r="${r.toFixed(0)}" fill="${color}" opacity="${between(random, 0.35, 0.7).toFixed(2)}"/>`;
  }).join("");
  const lines = Array.from({ length: 14 }, (_, i) => {
    const y = (height / 14) * i + between(random, -20, 20);
    const amp = between(random, 20, 90);
    const d = `M0 ${y.toFixed(0)} C ${(width * 0.3).toFixed(0)} ${(y - amp).toFixed(0)}, ${(width * 0.6).toFixed(0)} ${(y + amp).toFixed(0)}, ${width} ${(y - amp / 2).toFixed(0)}`;
    return `<path d="${d}" fill="none" stroke="${palette.line}" stroke-width="1.2" opacity="0.18"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(Math.min(width, height) / 7).toFixed(0)}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g filter="url(#soft)">${glows}</g>
  ${lines}
</svg>`;
};
