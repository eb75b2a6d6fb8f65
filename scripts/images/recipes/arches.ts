import { between, seededRandom } from "../random";
import { glowGradient, linearGradient, luminance, mix, n, option, svgDocument } from "./svg-kit";
import type { Recipe } from "./types";

/**
 * Architectural light: a colonnade of arches receding toward a bright opening,
 * each arch a little lighter than the one before, with light falling across
 * the floor. `vanish` (0–1) is where across the picture the opening sits.
 */
export const arches: Recipe = ({ width, height, seed, palette, options }) => {
  const random = seededRandom(seed);
  const unit = width / 1600;
  const vanishX = width * option(options, "vanish", between(random, 0.55, 0.68));
  const vanishY = height * 0.6;
  const [bgFrom, bgTo] = palette.background;
  const [, cool, warm] = palette.glow;
  const dark = luminance(bgFrom) < 0.2;
  const count = 11;

  // The nearest arch fills more than the frame; each next one shrinks toward the vanishing point.
  const front = { cx: width * 0.5, bottom: height * 1.08, halfWidth: width * 0.46, height: height * 1.25 };
  const archPaths: string[] = [];
  const outlines: string[] = [];
  const corners: { left: number; right: number; bottom: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const depth = i / (count - 1);
    const scale = (1 - depth) ** 1.7 * 0.94 + 0.06;
    const cx = vanishX + (front.cx - vanishX) * scale;
    const bottom = vanishY + (front.bottom - vanishY) * scale;
    const halfWidth = front.halfWidth * scale;
    const top = bottom - front.height * scale;
    const left = cx - halfWidth;
    const right = cx + halfWidth;
    corners.push({ left, right, bottom });
    const outline = `M${n(left)} ${n(bottom)}L${n(left)} ${n(top + halfWidth)}A${n(halfWidth)} ${n(halfWidth)} 0 0 1 ${n(right)} ${n(top + halfWidth)}L${n(right)} ${n(bottom)}`;
    const d = `${outline}Z`;
    const fill = mix(mix(bgFrom, bgTo, 0.5), warm, depth ** 1.8 * 0.8);
    archPaths.push(`<path d="${d}" fill="${fill}"/>`);
    outlines.push(
      `<path d="${outline}" stroke-opacity="${(0.12 + depth * 0.5).toFixed(2)}" stroke-width="${n((1 + (1 - depth) * 2.2) * unit)}"/>`,
    );
  }

  const first = corners[0]!;
  const last = corners.at(-1)!;
  // Floor joints run toward the vanishing point, between the colonnade's feet.
  const floorLines = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    const x = first.left + (first.right - first.left) * t;
    const xBack = last.left + (last.right - last.left) * t;
    return `<line x1="${n(x)}" y1="${n(first.bottom)}" x2="${n(xBack)}" y2="${n(last.bottom)}"/>`;
  });
  const floorBands = corners
    .slice(1, -1)
    .map(({ left, right, bottom }) => `<line x1="${n(left)}" y1="${n(bottom)}" x2="${n(right)}" y2="${n(bottom)}"/>`);
  const rays = Array.from({ length: 7 }, (_, i) => {
    const spreadAngle = ((i - 3) / 3) * 0.55 + between(random, -0.05, 0.05);
    const length = height * 1.4;
    const angle = Math.PI / 2 + spreadAngle;
    const tip = [vanishX + Math.cos(angle) * length, vanishY + Math.sin(angle) * length] as const;
    const spread = between(random, 0.025, 0.06);
    const side = [vanishX + Math.cos(angle + spread) * length, vanishY + Math.sin(angle + spread) * length] as const;
    return `<path d="M${n(vanishX)} ${n(vanishY - height * 0.02)}L${n(tip[0])} ${n(tip[1])}L${n(side[0])} ${n(side[1])}Z" opacity="${between(random, 0.05, 0.12).toFixed(2)}"/>`;
  });

  const motes = Array.from({ length: 140 }, () => {
    const x = vanishX + (random() - 0.5) * width * 0.7;
    const y = vanishY + (random() - 0.75) * height * 0.9;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(random, 0.6, 1.8) * unit)}" opacity="${between(random, 0.15, 0.6).toFixed(2)}"/>`;
  });

  return svgDocument(
    width,
    height,
    [
      linearGradient("bg", [
        [0, bgFrom],
        [1, bgTo],
      ]),
      glowGradient("light", warm, 0.95),
      glowGradient("cool", cool, 0.35),
      linearGradient(
        "floor",
        [
          [0, warm, 0.55],
          [0.35, mix(bgTo, warm, 0.25), 0.5],
          [1, bgFrom, 0.9],
        ],
        [0, 0, 0, 1],
      ),
      linearGradient(
        "ray",
        [
          [0, "#ffffff", 0.9],
          [1, "#ffffff", 0],
        ],
        [0, 0, 0, 1],
      ),
    ].join(""),
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      archPaths.join("") +
      `<path d="M${n(first.left)} ${n(first.bottom)}L${n(last.left)} ${n(last.bottom)}L${n(last.right)} ${n(last.bottom)}L${n(first.right)} ${n(first.bottom)}Z" fill="url(#floor)"/>` +
      `<circle cx="${n(vanishX)}" cy="${n(vanishY - height * 0.06)}" r="${n(height * 0.34)}" fill="url(#light)"/>` +
      `<circle cx="${n(width * 0.1)}" cy="${n(height * 0.1)}" r="${n(height * 0.7)}" fill="url(#cool)"/>` +
      `<g stroke="${palette.line}" stroke-width="${n(1 * unit)}" opacity="${dark ? 0.16 : 0.24}">${floorLines.join("")}${floorBands.join("")}</g>` +
      `<g fill="url(#ray)">${rays.join("")}</g>` +
      `<g fill="none" stroke="${palette.line}">${outlines.join("")}</g>` +
      `<g fill="#ffffff">${motes.join("")}</g>`,
  );
};
