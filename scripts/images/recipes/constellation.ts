import { between, seededRandom } from "../random";
import { clamp, gaussian, glowGradient, linearGradient, n, option, svgDocument } from "./svg-kit";
import type { Recipe } from "./types";

type Point = { x: number; y: number };
type Table = Point & { radius: number; depth: number; seats: Point[] };

/**
 * People convening: round tables of points of light seen in perspective,
 * each a ring of seats around a hub, joined to neighbouring tables by bright
 * bridges, with ripples spreading from the centre of the gathering. `focus`
 * (0–1) is where across the picture the tables gather, so a headline can sit
 * on the calmer side; `clusters` is how many tables.
 */
export const constellation: Recipe = ({ width, height, seed, palette, options }) => {
  const random = seededRandom(seed);
  const unit = width / 1600;
  const focus = option(options, "focus", 0.6);
  const tableCount = option(options, "clusters", 6);
  const [bgFrom, bgTo] = palette.background;
  const [glowA, glowB, glowC] = palette.glow;
  const centre = { x: width * focus, y: height * 0.52 };
  const spread = Math.min(width * 0.34, height * 0.62);

  const tables: Table[] = [];
  for (let attempt = 0; tables.length < tableCount && attempt < 500; attempt += 1) {
    const x = clamp(centre.x + gaussian(random) * spread * 0.55, width * 0.06, width * 0.96);
    const y = clamp(centre.y + gaussian(random) * spread * 0.42, height * 0.12, height * 0.9);
    const depth = y / height;
    const radius = Math.min(width, height) * (0.045 + 0.075 * depth) * between(random, 0.85, 1.2);
    if (tables.some((t) => Math.hypot(t.x - x, (t.y - y) * 1.6) < (t.radius + radius) * 1.5)) continue;
    const seatCount = Math.round(between(random, 7, 12));
    const turn = random() * Math.PI * 2;
    const seats = Array.from({ length: seatCount }, (_, i) => {
      const angle = turn + (i / seatCount) * Math.PI * 2 + between(random, -0.12, 0.12);
      return { x: x + Math.cos(angle) * radius, y: y + Math.sin(angle) * radius * 0.5 };
    });
    tables.push({ x, y, radius, depth, seats });
  }
  tables.sort((a, b) => a.depth - b.depth);

  const ripples = [0.5, 0.8, 1.15, 1.55, 2].map(
    (scale, i) =>
      `<ellipse cx="${n(centre.x)}" cy="${n(centre.y)}" rx="${n(spread * scale)}" ry="${n(spread * scale * 0.5)}" opacity="${(0.16 - i * 0.025).toFixed(3)}"${i % 2 ? ` stroke-dasharray="${n(3 * unit)} ${n(9 * unit)}"` : ""}/>`,
  );

  const glows = tables.map((table, i) => {
    const id = ["ga", "gb", "gc"][i % 3];
    return `<circle cx="${n(table.x)}" cy="${n(table.y)}" r="${n(table.radius * between(random, 2.6, 3.4))}" fill="url(#${id})"/>`;
  });

  const tableLines: string[] = [];
  const spokes: string[] = [];
  const seatDots: string[] = [];
  const halos: string[] = [];
  for (const table of tables) {
    const size = (0.7 + table.depth) * unit;
    tableLines.push(
      `<path d="M${table.seats.map((s) => `${n(s.x)} ${n(s.y)}`).join("L")}Z"/>`,
      `<ellipse cx="${n(table.x)}" cy="${n(table.y)}" rx="${n(table.radius * 0.42)}" ry="${n(table.radius * 0.21)}"/>`,
    );
    table.seats.forEach((seat, i) => {
      if (i % 2 === 0) spokes.push(`<line x1="${n(seat.x)}" y1="${n(seat.y)}" x2="${n(table.x)}" y2="${n(table.y)}"/>`);
      const r = between(random, 2.2, 3.6) * size;
      halos.push(`<circle cx="${n(seat.x)}" cy="${n(seat.y)}" r="${n(r * 4)}"/>`);
      seatDots.push(`<circle cx="${n(seat.x)}" cy="${n(seat.y)}" r="${n(r)}"/>`);
    });
    halos.push(`<circle cx="${n(table.x)}" cy="${n(table.y)}" r="${n(18 * size)}"/>`);
    seatDots.push(`<circle cx="${n(table.x)}" cy="${n(table.y)}" r="${n(4.5 * size)}" fill="${palette.line}"/>`);
  }

  // Each table reaches out to its nearest neighbours, seat to seat.
  const bridges: string[] = [];
  const pulses: string[] = [];
  const linked = new Set<string>();
  tables.forEach((table, i) => {
    tables
      .map((other, j) => ({ j, d: Math.hypot(other.x - table.x, other.y - table.y) }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
      .forEach(({ j }) => {
        const key = i < j ? `${i}-${j}` : `${j}-${i}`;
        if (linked.has(key)) return;
        linked.add(key);
        const other = tables[j]!;
        const nearest = (from: Table, to: Point) =>
          from.seats.reduce((best, seat) =>
            Math.hypot(seat.x - to.x, seat.y - to.y) < Math.hypot(best.x - to.x, best.y - to.y) ? seat : best,
          );
        const a = nearest(table, other);
        const b = nearest(other, table);
        const lift = Math.hypot(b.x - a.x, b.y - a.y) * between(random, 0.15, 0.3);
        const mx = (a.x + b.x) / 2;
        const my = (a.y + b.y) / 2 - lift;
        bridges.push(`<path d="M${n(a.x)} ${n(a.y)}Q${n(mx)} ${n(my)} ${n(b.x)} ${n(b.y)}"/>`);
        const t = between(random, 0.3, 0.7);
        const px = (1 - t) ** 2 * a.x + 2 * (1 - t) * t * mx + t ** 2 * b.x;
        const py = (1 - t) ** 2 * a.y + 2 * (1 - t) * t * my + t ** 2 * b.y;
        pulses.push(
          `<circle cx="${n(px)}" cy="${n(py)}" r="${n(14 * unit)}" fill="url(#pulse)"/><circle cx="${n(px)}" cy="${n(py)}" r="${n(2.6 * unit)}" fill="${glowC}"/>`,
        );
      });
  });

  const dust = Array.from({ length: 420 }, () => {
    const x = clamp(centre.x + gaussian(random) * spread * 1.1, 0, width);
    const y = height * random();
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(random, 0.5, 1.5) * unit)}" opacity="${between(random, 0.1, 0.45).toFixed(2)}"/>`;
  });

  const defs = [
    linearGradient("bg", [
      [0, bgFrom],
      [1, bgTo],
    ]),
    glowGradient("ga", glowA, 0.45),
    glowGradient("gb", glowB, 0.3),
    glowGradient("gc", glowC, 0.26),
    glowGradient("halo", "#ffffff", 0.22),
    glowGradient("pulse", glowC, 0.8),
    linearGradient(
      "bridge",
      [
        [0, glowB],
        [0.5, palette.line],
        [1, glowC],
      ],
      [centre.x - spread, 0, centre.x + spread, 0],
      true,
    ),
  ].join("");

  return svgDocument(
    width,
    height,
    defs,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      glows.join("") +
      `<g fill="none" stroke="${palette.line}" stroke-width="${n(1.1 * unit)}">${ripples.join("")}</g>` +
      `<g fill="#ffffff">${dust.join("")}</g>` +
      `<g fill="none" stroke="url(#bridge)" stroke-width="${n(1.5 * unit)}" stroke-linecap="round" opacity="0.8">${bridges.join("")}</g>` +
      `<g fill="none" stroke="#e6fbf7" stroke-width="${n(1.1 * unit)}" opacity="0.55">${tableLines.join("")}</g>` +
      `<g stroke="#e6fbf7" stroke-width="${n(0.8 * unit)}" opacity="0.22">${spokes.join("")}</g>` +
      `<g fill="url(#halo)">${halos.join("")}</g>` +
      pulses.join("") +
      `<g fill="#ffffff">${seatDots.join("")}</g>`,
  );
};
