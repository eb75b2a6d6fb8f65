import { between, seededRandom } from "../random";
import { clamp, gaussian, glowGradient, linearGradient, mix, n, option, svgDocument } from "./svg-kit";
import type { Recipe } from "./types";

type Hill = { x: number; y: number; spread: number; height: number };

/** Where the level `level` crosses the edge between corner values a and b, as a 0–1 fraction. */
function crossing(a: number, b: number, level: number): number {
  return a === b ? 0.5 : (level - a) / (b - a);
}

/**
 * Rising ground: topographic contour lines over a few hills, drawn with
 * marching squares, warming in colour toward the summits, with a glow on the
 * horizon. `focus` (0–1) is where across the picture the highest ground
 * stands; `network` adds a few connected points along the ridges.
 */
export const contour: Recipe = ({ width, height, seed, palette, options }) => {
  const random = seededRandom(seed);
  const unit = width / 1600;
  const focus = option(options, "focus", 0.65);
  const withNetwork = option(options, "network", false);
  const [bgFrom, bgTo] = palette.background;
  const [low, mid, high] = palette.glow;

  const size = Math.min(width, height);
  const hills: Hill[] = Array.from({ length: 6 }, (_, i) => ({
    x: width * clamp(focus + gaussian(random) * 0.18, 0.1, 1),
    y: height * between(random, 0.2, 0.85),
    spread: size * between(random, 0.12, 0.3),
    height: i === 0 ? 1 : between(random, 0.45, 0.9),
  }));
  // A few long waves at random angles make the ground irregular, like real terrain.
  const waves = Array.from({ length: 4 }, () => {
    const angle = random() * Math.PI;
    return {
      dx: Math.cos(angle),
      dy: Math.sin(angle),
      frequency: between(random, 1.5, 4.5) / size,
      phase: random() * Math.PI * 2,
      amplitude: between(random, 0.04, 0.1),
    };
  });
  const field = (x: number, y: number) =>
    hills.reduce(
      (sum, hill) => sum + hill.height * Math.exp(-((x - hill.x) ** 2 + (y - hill.y) ** 2) / (2 * hill.spread ** 2)),
      0,
    ) +
    waves.reduce(
      (sum, wave) =>
        sum + wave.amplitude * Math.sin((x * wave.dx + y * wave.dy) * wave.frequency * Math.PI + wave.phase),
      0,
    ) +
    0.1 * (y / height);

  const cell = Math.max(4, Math.round(5 * unit));
  const cols = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const values = new Float64Array(cols * rows);
  let max = -Infinity;
  let min = Infinity;
  const peak = { x: 0, y: 0 };
  for (let j = 0; j < rows; j += 1) {
    for (let i = 0; i < cols; i += 1) {
      const value = field(i * cell, j * cell);
      values[j * cols + i] = value;
      if (value > max) Object.assign(peak, { x: i * cell, y: j * cell });
      max = Math.max(max, value);
      min = Math.min(min, value);
    }
  }

  const levelCount = 26;
  const paths: string[] = [];
  for (let l = 1; l < levelCount; l += 1) {
    const level = min + ((max - min) * l) / levelCount;
    const segments: string[] = [];
    for (let j = 0; j < rows - 1; j += 1) {
      for (let i = 0; i < cols - 1; i += 1) {
        const a = values[j * cols + i]!;
        const b = values[j * cols + i + 1]!;
        const c = values[(j + 1) * cols + i + 1]!;
        const d = values[(j + 1) * cols + i]!;
        const index = (a > level ? 8 : 0) | (b > level ? 4 : 0) | (c > level ? 2 : 0) | (d > level ? 1 : 0);
        if (index === 0 || index === 15) continue;
        const x = i * cell;
        const y = j * cell;
        const top: [number, number] = [x + cell * crossing(a, b, level), y];
        const right: [number, number] = [x + cell, y + cell * crossing(b, c, level)];
        const bottom: [number, number] = [x + cell * crossing(d, c, level), y + cell];
        const left: [number, number] = [x, y + cell * crossing(a, d, level)];
        const pairs: [number, number][][] = {
          1: [[left, bottom]],
          2: [[bottom, right]],
          3: [[left, right]],
          4: [[top, right]],
          5: [
            [left, top],
            [bottom, right],
          ],
          6: [[top, bottom]],
          7: [[left, top]],
          8: [[left, top]],
          9: [[top, bottom]],
          10: [
            [left, bottom],
            [top, right],
          ],
          11: [[top, right]],
          12: [[left, right]],
          13: [[bottom, right]],
          14: [[left, bottom]],
        }[index] as [number, number][][];
        for (const [from, to] of pairs) {
          segments.push(`M${n(from![0])} ${n(from![1])}L${n(to![0])} ${n(to![1])}`);
        }
      }
    }
    const t = l / levelCount;
    const colour = t < 0.5 ? mix(low, mid, t * 2) : mix(mid, high, (t - 0.5) * 2);
    const index = l % 5 === 0;
    paths.push(
      `<path d="${segments.join("")}" stroke="${colour}" stroke-width="${n((index ? 2 : 1.1) * unit)}" stroke-opacity="${(0.22 + 0.6 * t).toFixed(2)}"/>`,
    );
  }

  let network = "";
  if (withNetwork) {
    const nodes = Array.from({ length: 16 }, (_, i) => {
      const angle = (i / 16) * Math.PI * 2 + between(random, -0.15, 0.15);
      const radius = size * between(random, 0.14, 0.34);
      return { x: peak.x + Math.cos(angle) * radius, y: peak.y + Math.sin(angle) * radius * 0.8 };
    });
    const reach = size * 0.2;
    const links = nodes.flatMap((node, i) => {
      const nearest = nodes
        .map((other, j) => ({ j, d: Math.hypot(other.x - node.x, other.y - node.y) }))
        .filter(({ j, d }) => j > i && d < reach)
        .sort((p, q) => p.d - q.d)
        .slice(0, 2);
      return nearest.map(({ j }) => `M${n(node.x)} ${n(node.y)}L${n(nodes[j]!.x)} ${n(nodes[j]!.y)}`);
    });
    network =
      `<path d="${links.join("")}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(1.2 * unit)}" fill="none"/>` +
      nodes
        .map(
          (node) =>
            `<circle cx="${n(node.x)}" cy="${n(node.y)}" r="${n(16 * unit)}" fill="url(#halo)"/><circle cx="${n(node.x)}" cy="${n(node.y)}" r="${n(3.4 * unit)}" fill="#ffffff"/>`,
        )
        .join("");
  }

  return svgDocument(
    width,
    height,
    [
      linearGradient(
        "bg",
        [
          [0, bgFrom],
          [1, bgTo],
        ],
        [0, 0, 0.4, 1],
      ),
      glowGradient("sun", high, 0.55),
      glowGradient("sea", low, 0.35),
      glowGradient("halo", "#ffffff", 0.3),
    ].join(""),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<circle cx="${n(peak.x)}" cy="${n(peak.y)}" r="${n(size * 0.6)}" fill="url(#sun)"/>` +
      `<circle cx="${n(width * (1 - focus))}" cy="${n(height)}" r="${n(height * 0.7)}" fill="url(#sea)"/>` +
      `<g fill="none" stroke-linecap="round">${paths.join("")}</g>${network}`,
  );
};
