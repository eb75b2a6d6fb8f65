import { between, seededRandom } from "../random";
import { glowGradient, linearGradient, n, option, svgDocument } from "./svg-kit";
import type { Recipe } from "./types";

type Vec = [number, number];

function bezier([p0, p1, p2, p3]: [Vec, Vec, Vec, Vec], t: number): Vec {
  const u = 1 - t;
  return [
    u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1],
  ];
}

/**
 * A message travelling: silk ribbons of fine parallel threads sweep across
 * the picture, twisting as they go and catching the light at their edges.
 * `ribbons` is how many.
 */
export const ribbons: Recipe = ({ width, height, seed, palette, options }) => {
  const random = seededRandom(seed);
  const unit = width / 1600;
  const count = option(options, "ribbons", 3);
  const [bgFrom, bgTo] = palette.background;
  const colours = palette.glow;
  const threads = 44;
  const samples = 110;

  const defs: string[] = [
    linearGradient("bg", [
      [0, bgFrom],
      [1, bgTo],
    ]),
    glowGradient("ga", colours[0], 0.4),
    glowGradient("gc", colours[2], 0.22),
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(height / 28)}"/></filter>`,
  ];
  const glowPaths: string[] = [];
  const ribbonGroups: string[] = [];

  for (let r = 0; r < count; r += 1) {
    const y0 = height * between(random, 0.55, 1.05);
    const y3 = height * between(random, -0.05, 0.45);
    const curve: [Vec, Vec, Vec, Vec] = [
      [-width * 0.08, y0],
      [width * between(random, 0.2, 0.4), height * between(random, 0.1, 0.5) + (r - count / 2) * height * 0.12],
      [width * between(random, 0.55, 0.8), height * between(random, 0.5, 0.95) - (r - count / 2) * height * 0.1],
      [width * 1.08, y3],
    ];
    const ribbonWidth = height * between(random, 0.1, 0.2);
    const phase = random() * Math.PI;
    const turns = between(random, 0.9, 1.8);
    const centre = Array.from({ length: samples }, (_, i) => bezier(curve, i / (samples - 1)));
    const normals = centre.map((_, i) => {
      const next = centre[Math.min(i + 1, samples - 1)]!;
      const prev = centre[Math.max(i - 1, 0)]!;
      const dx = next[0] - prev[0];
      const dy = next[1] - prev[1];
      const length = Math.hypot(dx, dy) || 1;
      return [-dy / length, dx / length] as Vec;
    });
    const id = `rb${r}`;
    const from = colours[r % colours.length]!;
    const to = colours[(r + 2) % colours.length]!;
    defs.push(
      linearGradient(
        id,
        [
          [0, from, 0.2],
          [0.35, from],
          [0.75, to],
          [1, to, 0.3],
        ],
        [0, 0, width, 0],
        true,
      ),
    );
    glowPaths.push(
      `<path d="M${centre.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}" stroke="${from}" stroke-width="${n(ribbonWidth * 0.9)}"/>`,
    );
    const lines = Array.from({ length: threads }, (_, k) => {
      const u = k / (threads - 1) - 0.5;
      const path = centre.map(([x, y], i) => {
        const t = i / (samples - 1);
        const twist = Math.cos(phase + t * turns * Math.PI) * 0.92 + 0.08;
        const swell = 0.55 + 0.45 * Math.sin(t * Math.PI);
        const offset = ribbonWidth * u * twist * swell;
        const normal = normals[i]!;
        return `${n(x + normal[0] * offset)} ${n(y + normal[1] * offset)}`;
      });
      const edge = Math.abs(u * 2) ** 3;
      return `<path d="M${path.join("L")}" stroke-opacity="${(0.14 + 0.5 * edge).toFixed(2)}"/>`;
    });
    ribbonGroups.push(
      `<g fill="none" stroke="url(#${id})" stroke-width="${n(1.1 * unit)}" stroke-linecap="round">${lines.join("")}</g>`,
    );
  }

  const sparks = Array.from({ length: 90 }, () => {
    return `<circle cx="${n(width * random())}" cy="${n(height * random())}" r="${n(between(random, 0.6, 1.8) * unit)}" opacity="${between(random, 0.15, 0.6).toFixed(2)}"/>`;
  });

  return svgDocument(
    width,
    height,
    defs.join(""),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<circle cx="${n(width * 0.72)}" cy="${n(height * 0.3)}" r="${n(height * 0.75)}" fill="url(#ga)"/>` +
      `<circle cx="${n(width * 0.35)}" cy="${n(height * 0.95)}" r="${n(height * 0.6)}" fill="url(#gc)"/>` +
      `<g fill="none" opacity="0.22" filter="url(#soft)">${glowPaths.join("")}</g>` +
      ribbonGroups.join("") +
      `<g fill="#ffffff">${sparks.join("")}</g>`,
  );
};
