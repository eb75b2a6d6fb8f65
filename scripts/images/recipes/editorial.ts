import type { Palette } from "../palettes";
import { between, seededRandom } from "../random";
import type { Recipe } from "./types";

/** The composition is drawn on this canvas and scaled to the image's size. */
const W = 1600;
const H = 1000;

type Draw = (random: () => number, palette: Palette) => string;

const f = (value: number) => value.toFixed(1);

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((pa >> shift) & 0xff) * (1 - t) + ((pb >> shift) & 0xff) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function glow(palette: Palette, index: number): string {
  return palette.glow[index % palette.glow.length] ?? palette.line;
}

/** Rings of small circles, a crowd gathering round an equals sign. */
const equality: Draw = (random, palette) => {
  const cx = 1010;
  const cy = 500;
  const rings = [150, 225, 300, 375, 450]
    .map((radius, ring) => {
      const count = Math.round((2 * Math.PI * radius) / 46);
      return Array.from({ length: count }, (_, i) => {
        const angle = (i / count) * Math.PI * 2 + ring * 0.3;
        if (ring >= 3 && random() < 0.25) return "";
        const r = between(random, 8, 14);
        return `<circle cx="${f(cx + Math.cos(angle) * radius)}" cy="${f(cy + Math.sin(angle) * radius)}" r="${f(r)}" fill="${glow(palette, i + ring)}" opacity="${f(1 - ring * 0.16)}"/>`;
      }).join("");
    })
    .join("");
  const partners = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${330 + i * 70}" cy="${430 + (i % 2) * 120}" r="160" fill="none" stroke="${palette.line}" stroke-width="3" opacity="0.35"/>`,
    )
    .join("");
  return `${partners}${rings}
    <circle cx="${cx}" cy="${cy}" r="112" fill="${glow(palette, 2)}"/>
    <rect x="${cx - 58}" y="${cy - 34}" width="116" height="24" rx="12" fill="${palette.background[0]}"/>
    <rect x="${cx - 58}" y="${cy + 10}" width="116" height="24" rx="12" fill="${palette.background[0]}"/>`;
};

/** A globe of meridians joined by dotted routes, and a vaccine droplet. */
const immunisation: Draw = (random, palette) => {
  const cx = 1060;
  const cy = 520;
  const r = 340;
  const meridians = [0.2, 0.45, 0.7, 0.9]
    .map((k) => `<ellipse cx="${cx}" cy="${cy}" rx="${f(r * k)}" ry="${r}" fill="none"/>`)
    .join("");
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => {
      const y = cy + r * k;
      const half = Math.sqrt(1 - k * k) * r;
      return `<ellipse cx="${cx}" cy="${f(y)}" rx="${f(half)}" ry="${f(half * 0.18)}" fill="none"/>`;
    })
    .join("");
  const points = Array.from({ length: 9 }, () => {
    const angle = between(random, 0, Math.PI * 2);
    const distance = Math.sqrt(random()) * r * 0.85;
    return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance] as const;
  });
  const routes = points
    .slice(1)
    .map(([x, y], i) => {
      const [px, py] = points[i] ?? [cx, cy];
      const mx = (x + px) / 2;
      const my = Math.min(y, py) - 70;
      return `<path d="M${f(px)} ${f(py)} Q ${f(mx)} ${f(my)} ${f(x)} ${f(y)}" fill="none" stroke="${glow(palette, 2)}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`;
    })
    .join("");
  const nodes = points
    .map(
      ([x, y], i) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${i % 3 ? 9 : 14}" fill="${i % 3 ? palette.line : glow(palette, 2)}"/>`,
    )
    .join("");
  const drop = (x: number, y: number, s: number, fill: string, opacity = 1) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -100 C 34 -52 64 -14 64 28 C 64 68 35 100 0 100 C -35 100 -64 68 -64 28 C -64 -14 -34 -52 0 -100 Z" fill="${fill}" opacity="${opacity}"/>`;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${glow(palette, 1)}" opacity="0.55"/>
    <g stroke="${palette.line}" stroke-width="2" opacity="0.4">${meridians}${parallels}<circle cx="${cx}" cy="${cy}" r="${r}" fill="none"/></g>
    ${routes}${nodes}
    ${drop(400, 500, 2.4, glow(palette, 2))}
    <path d="M372 410 C 352 450 346 490 352 530" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.55"/>
    ${drop(590, 300, 0.7, glow(palette, 0), 0.9)}${drop(250, 770, 0.5, palette.line, 0.7)}`;
};

/** Warming stripes under a rising globe, with one leaf. */
const climate: Draw = (random, palette) => {
  const stops = ["#0f6f66", "#3fc1b0", "#d3f1ec", "#fcd27a", "#f4a51c", "#c2410c"];
  const count = 40;
  const stripes = Array.from({ length: count }, (_, i) => {
    const t = Math.min(0.999, Math.max(0, i / (count - 1) + between(random, -0.05, 0.05)));
    const segment = t * (stops.length - 1);
    const low = Math.floor(segment);
    const color = mix(stops[low] ?? "#0f6f66", stops[low + 1] ?? "#c2410c", segment - low);
    return `<rect x="${f((W / count) * i)}" y="640" width="${f(W / count + 1)}" height="360" fill="${color}"/>`;
  }).join("");
  const latitudes = [0.25, 0.5, 0.75]
    .map(
      (k) =>
        `<ellipse cx="800" cy="640" rx="${f(310 * Math.sqrt(1 - k * k))}" ry="${f(300 * k)}" fill="none" stroke="${palette.line}" stroke-width="2" opacity="0.35"/>`,
    )
    .join("");
  const waves = Array.from({ length: 4 }, (_, i) => {
    const y = 600 - i * 26;
    return `<path d="M0 ${y} C 300 ${y - 30} 500 ${y + 30} 800 ${y} S 1300 ${y - 30} 1600 ${y}" fill="none" stroke="${palette.line}" stroke-width="2" opacity="${f(0.3 - i * 0.06)}"/>`;
  }).join("");
  return `<circle cx="800" cy="640" r="310" fill="${glow(palette, 0)}"/>
    <circle cx="800" cy="640" r="310" fill="none" stroke="${glow(palette, 1)}" stroke-width="6" opacity="0.7"/>
    ${latitudes}${waves}${stripes}
    <g transform="translate(1230 330) rotate(-30)">
      <path d="M0 -150 C 90 -90 100 40 0 150 C -100 40 -90 -90 0 -150 Z" fill="${glow(palette, 1)}"/>
      <path d="M0 -120 L 0 190 M0 -40 L 40 -80 M0 20 L -46 -24 M0 80 L 44 40" fill="none" stroke="${palette.background[0]}" stroke-width="7" stroke-linecap="round"/>
    </g>
    <circle cx="330" cy="250" r="70" fill="${glow(palette, 2)}" opacity="0.9"/>`;
};

/** A molecular lattice over stacked research documents and a capsule. */
const evidence: Draw = (random, palette) => {
  const hex = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const angle = (Math.PI / 3) * i + Math.PI / 6;
      return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
    });
  const centres = [
    [1040, 380],
    [1040 + 156, 380 + 90],
    [1040, 380 + 180],
    [1040 + 156, 380 + 270],
    [1040 - 156, 380 + 270],
  ] as const;
  const lattice = centres
    .map(([cx, cy], ring) => {
      const corners = hex(cx, cy, 90);
      const bonds = `<path d="M${corners.map(([x, y]) => `${f(x)} ${f(y)}`).join(" L ")} Z" fill="none" stroke="${palette.line}" stroke-width="6" stroke-linejoin="round"/>`;
      const atoms = corners
        .map(
          ([x, y], i) =>
            `<circle cx="${f(x)}" cy="${f(y)}" r="${(i + ring) % 4 ? 13 : 20}" fill="${(i + ring) % 4 ? glow(palette, 0) : glow(palette, 1)}" stroke="${palette.line}" stroke-width="4"/>`,
        )
        .join("");
      return bonds + atoms;
    })
    .join("");
  const docs = [0, 1, 2, 3]
    .map((i) => {
      const rotate = -8 + i * 5 + between(random, -1.5, 1.5);
      const lines = Array.from(
        { length: 7 },
        (_, l) =>
          `<rect x="36" y="${120 + l * 34}" width="${f(between(random, 140, 230))}" height="10" rx="5" fill="${palette.line}" opacity="0.25"/>`,
      ).join("");
      const bars = [0, 1, 2, 3]
        .map(
          (b) =>
            `<rect x="${36 + b * 44}" y="${f(450 - between(random, 40, 110))}" width="28" height="${f(between(random, 40, 110))}" fill="${glow(palette, b)}"/>`,
        )
        .join("");
      return `<g transform="translate(${190 + i * 34} ${170 + i * 30}) rotate(${f(rotate)})"><rect width="300" height="520" rx="18" fill="#ffffff" stroke="${palette.line}" stroke-opacity="0.2" stroke-width="2"/><rect x="36" y="46" width="150" height="22" rx="11" fill="${palette.line}" opacity="0.7"/>${lines}${i === 3 ? bars : ""}</g>`;
    })
    .join("");
  return `<g opacity="0.9">${docs}</g>${lattice}
    <g transform="translate(1380 220) rotate(35)">
      <rect x="-110" y="-44" width="220" height="88" rx="44" fill="${glow(palette, 0)}"/>
      <path d="M0 -44 H 66 A 44 44 0 0 1 66 44 H 0 Z" fill="${glow(palette, 1)}"/>
    </g>`;
};

/** Eight indigo blocks stitched into one, over denim twill. */
const consolidation: Draw = (random, palette) => {
  const twill = Array.from({ length: 120 }, (_, i) => {
    const x = -H + i * 22;
    return `<path d="M${x} ${H} L ${x + H} 0" stroke="${palette.line}" stroke-width="2"/>`;
  }).join("");
  const target = { x: 1020, y: 300, size: 400 };
  const blocks = Array.from({ length: 8 }, (_, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const x = 180 + col * 170 + between(random, -10, 10);
    const y = 150 + row * 190 + between(random, -10, 10);
    const fill = mix(glow(palette, 0), palette.background[1], 0.15 * (i % 3));
    const thread = `<path d="M${f(x + 130)} ${f(y + 65)} C ${f(x + 420)} ${f(y + 65)} ${f(target.x - 240)} ${f(target.y + target.size / 2)} ${target.x} ${f(target.y + 60 + i * 40)}" fill="none" stroke="${glow(palette, 1)}" stroke-width="4" stroke-dasharray="14 10" opacity="0.85"/>`;
    return `${thread}<rect x="${f(x)}" y="${f(y)}" width="130" height="130" rx="16" fill="${fill}"/><rect x="${f(x + 12)}" y="${f(y + 12)}" width="106" height="106" rx="10" fill="none" stroke="${glow(palette, 1)}" stroke-width="3" stroke-dasharray="8 7"/>`;
  }).join("");
  const rivets = [
    [target.x + 40, target.y + 40],
    [target.x + target.size - 40, target.y + 40],
    [target.x + 40, target.y + target.size - 40],
    [target.x + target.size - 40, target.y + target.size - 40],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="16" fill="#c98a3a"/><circle cx="${x}" cy="${y}" r="7" fill="#8a5a22"/>`,
    )
    .join("");
  return `<g opacity="0.1">${twill}</g>${blocks}
    <rect x="${target.x}" y="${target.y}" width="${target.size}" height="${target.size}" rx="28" fill="${glow(palette, 0)}"/>
    <rect x="${target.x + 20}" y="${target.y + 20}" width="${target.size - 40}" height="${target.size - 40}" rx="18" fill="none" stroke="${glow(palette, 1)}" stroke-width="5" stroke-dasharray="16 10"/>
    <path d="M${target.x + 100} ${target.y + 100} H ${target.x + 300} V ${target.y + 250} L ${target.x + 200} ${target.y + 310} L ${target.x + 100} ${target.y + 250} Z" fill="${mix(glow(palette, 0), palette.background[1], 0.2)}" stroke="${glow(palette, 1)}" stroke-width="5" stroke-dasharray="14 10" stroke-linejoin="round"/>
    <path d="M${target.x + 140} ${target.y + 170} C ${target.x + 180} ${target.y + 210} ${target.x + 220} ${target.y + 210} ${target.x + 260} ${target.y + 170}" fill="none" stroke="${glow(palette, 1)}" stroke-width="5" stroke-dasharray="12 9"/>
    ${rivets}`;
};

/** Flight arcs over a horizon, an aircraft and parachuted relief crates. */
const airlift: Draw = (random, palette) => {
  const arcs = [0, 1, 2]
    .map((i) => {
      const startY = 880 - i * 60;
      const endY = 200 + i * 90;
      return `<path d="M-40 ${startY} Q 700 ${-80 + i * 120} 1640 ${endY}" fill="none" stroke="${palette.line}" stroke-width="4" stroke-dasharray="4 16" stroke-linecap="round" opacity="${f(0.75 - i * 0.2)}"/>`;
    })
    .join("");
  const plane = `<g transform="translate(860 250) rotate(12) scale(1.5)">
      <path d="M-110 0 C -110 -10 -90 -14 -60 -14 L 80 -14 C 110 -14 130 -6 130 0 C 130 6 110 14 80 14 L -60 14 C -90 14 -110 10 -110 0 Z" fill="#ffffff"/>
      <path d="M10 -12 L -30 -120 L 0 -120 L 60 -12 Z M10 12 L -30 120 L 0 120 L 60 12 Z" fill="#ffffff"/>
      <path d="M-90 -10 L -120 -54 L -100 -54 L -70 -10 Z M-90 10 L -120 54 L -100 54 L -70 10 Z" fill="#ffffff"/>
      <circle cx="30" cy="-60" r="7" fill="${glow(palette, 0)}"/><circle cx="30" cy="60" r="7" fill="${glow(palette, 0)}"/>
    </g>`;
  const chute = (x: number, y: number, s: number, fill: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-80 0 A 80 64 0 0 1 80 0 Q 60 -12 40 0 Q 20 -12 0 0 Q -20 -12 -40 0 Q -60 -12 -80 0 Z" fill="${fill}"/><path d="M-80 0 L -20 110 M80 0 L 20 110 M0 0 L 0 110 M-40 0 L -10 110 M40 0 L 10 110" stroke="${palette.line}" stroke-width="2" opacity="0.8"/><rect x="-30" y="108" width="60" height="48" rx="6" fill="#c98a3a"/><path d="M-30 132 H 30 M0 108 V 156" stroke="#8a5a22" stroke-width="4"/></g>`;
  const hills = `<path d="M0 860 C 240 800 420 830 640 860 S 1120 800 1600 850 L 1600 1000 L 0 1000 Z" fill="${palette.background[0]}" opacity="0.9"/><path d="M0 920 C 300 880 600 900 900 930 S 1400 900 1600 920 L 1600 1000 L 0 1000 Z" fill="#071524"/>`;
  return `<circle cx="1250" cy="760" r="230" fill="${glow(palette, 0)}" opacity="0.9"/>
    <circle cx="1250" cy="760" r="300" fill="none" stroke="${glow(palette, 2)}" stroke-width="3" opacity="0.4"/>
    ${arcs}${plane}${hills}
    ${chute(330, 300, 1.3, glow(palette, 1))}${chute(540, 520, 0.9, glow(palette, 0))}${chute(200, 640, 0.7, glow(palette, 2))}
    <g opacity="0.5">${Array.from({ length: 30 }, () => `<circle cx="${f(between(random, 0, W))}" cy="${f(between(random, 0, 500))}" r="${f(between(random, 1, 2.5))}" fill="${palette.line}"/>`).join("")}</g>`;
};

/** A satellite on orbital rings above the curve of the Earth. */
const orbit: Draw = (random, palette) => {
  const stars = Array.from(
    { length: 140 },
    () =>
      `<circle cx="${f(between(random, 0, W))}" cy="${f(between(random, 0, 760))}" r="${f(between(random, 0.8, 2.6))}" fill="#ffffff" opacity="${f(between(random, 0.25, 0.9))}"/>`,
  ).join("");
  const orbits = [
    [620, 190, -12],
    [720, 250, 8],
    [540, 150, 24],
  ]
    .map(
      ([rx, ry, rotate]) =>
        `<ellipse cx="800" cy="480" rx="${rx}" ry="${ry}" transform="rotate(${rotate} 800 480)" fill="none" stroke="${palette.line}" stroke-width="2.5" opacity="0.45"/>`,
    )
    .join("");
  const panel = (x: number) =>
    `<g transform="translate(${x} -30)"><rect width="150" height="60" rx="4" fill="${glow(palette, 0)}" stroke="${palette.line}" stroke-width="3"/><path d="M37.5 0 V 60 M75 0 V 60 M112.5 0 V 60 M0 30 H 150" stroke="${palette.line}" stroke-width="2" opacity="0.7"/></g>`;
  const satellite = `<g transform="translate(1010 330) rotate(-18) scale(1.35)">
      <path d="M-160 0 H 160" stroke="${palette.line}" stroke-width="5"/>
      ${panel(-250)}${panel(100)}
      <rect x="-48" y="-58" width="96" height="116" rx="10" fill="${glow(palette, 2)}"/>
      <path d="M-48 -20 H 48 M-48 20 H 48" stroke="${palette.background[0]}" stroke-width="3" opacity="0.4"/>
      <path d="M0 -58 V -100" stroke="${palette.line}" stroke-width="4"/>
      <path d="M-34 -100 A 34 22 0 0 0 34 -100 Z" fill="${palette.line}"/>
    </g>`;
  const earth = `<circle cx="800" cy="2050" r="1260" fill="${glow(palette, 0)}"/><circle cx="800" cy="2050" r="1280" fill="none" stroke="${glow(palette, 1)}" stroke-width="14" opacity="0.45"/><circle cx="800" cy="2050" r="1300" fill="none" stroke="${glow(palette, 1)}" stroke-width="8" opacity="0.2"/>`;
  const companions = [
    [260, 420],
    [1360, 560],
    [520, 640],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${palette.line}"/>`)
    .join("");
  return `${stars}${earth}${orbits}${companions}${satellite}`;
};

/** A mosaic of regional tiles joined by a network, around a medical cross. */
const regions: Draw = (random, palette) => {
  const radius = 40;
  const tiles: string[] = [];
  const highlighted: (readonly [number, number])[] = [];
  for (let col = 0; col < 16; col += 1) {
    for (let row = 0; row < 14; row += 1) {
      const x = 760 + col * radius * 1.5;
      const y = 90 + row * radius * Math.sqrt(3) + (col % 2 ? (radius * Math.sqrt(3)) / 2 : 0);
      if (Math.hypot(x - 1160, y - 500) > 380 || random() < 0.1) continue;
      const hot = random() < 0.14;
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i;
        return `${f(x + Math.cos(angle) * radius * 0.9)},${f(y + Math.sin(angle) * radius * 0.9)}`;
      }).join(" ");
      const shadeT = between(random, 0, 0.6);
      tiles.push(
        `<polygon points="${points}" fill="${hot ? glow(palette, 2) : mix(glow(palette, 0), palette.background[1], shadeT)}" opacity="${hot ? 1 : 0.85}"/>`,
      );
      if (hot) highlighted.push([x, y]);
    }
  }
  // A nearest-neighbour tour, so the network reads as routes between neighbours.
  const tour = highlighted.slice(0, 1);
  const rest = highlighted.slice(1);
  while (rest.length) {
    const [lx, ly] = tour[tour.length - 1] ?? [0, 0];
    let nearest = 0;
    rest.forEach(([x, y], i) => {
      const [nx, ny] = rest[nearest] ?? [x, y];
      if (Math.hypot(x - lx, y - ly) < Math.hypot(nx - lx, ny - ly)) nearest = i;
    });
    tour.push(...rest.splice(nearest, 1));
  }
  const links = `<path d="M${tour.map(([x, y]) => `${f(x)} ${f(y)}`).join(" L ")}" fill="none" stroke="${palette.line}" stroke-width="3" stroke-linejoin="round" opacity="0.8"/>`;
  const hubs = highlighted.map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="${palette.line}"/>`).join("");
  return `${tiles.join("")}${links}${hubs}
    <circle cx="400" cy="500" r="230" fill="none" stroke="${palette.line}" stroke-width="3" opacity="0.4"/>
    <circle cx="400" cy="500" r="180" fill="${glow(palette, 1)}" opacity="0.6"/>
    <path d="M360 380 H 440 V 460 H 520 V 540 H 440 V 620 H 360 V 540 H 280 V 460 H 360 Z" fill="${glow(palette, 2)}" stroke="${glow(palette, 2)}" stroke-width="16" stroke-linejoin="round"/>`;
};

/** Soft stacked blocks and a winding path of appointments that ends at a heart. */
const journey: Draw = (random, palette) => {
  const blocks = [
    [170, 690, -6, 0],
    [330, 700, 5, 1],
    [250, 560, -3, 2],
  ]
    .map(
      ([x, y, rotate, colour]) =>
        `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-75" y="-75" width="150" height="150" rx="28" fill="${glow(palette, colour ?? 0)}"/><circle r="30" fill="#ffffff" opacity="0.55"/></g>`,
    )
    .join("");
  const path = "M160 360 C 420 180 560 520 800 420 S 1080 180 1220 430";
  const stops = [0.08, 0.24, 0.4, 0.55, 0.7, 0.85]
    .map((t, i) => {
      const x = 160 + t * 1060;
      const y = 390 + Math.sin(t * Math.PI * 2.2) * 90 + between(random, -10, 10);
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${i % 2 ? 12 : 18}" fill="${i % 2 ? palette.line : glow(palette, 1)}" stroke="#ffffff" stroke-width="5"/>`;
    })
    .join("");
  return `<path d="${path}" fill="none" stroke="${palette.line}" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round" opacity="0.8"/>
    ${stops}${blocks}
    <path transform="translate(1290 470) scale(2.6)" d="M0 30 C -40 0 -60 -20 -60 -42 C -60 -62 -44 -76 -26 -76 C -14 -76 -4 -70 0 -60 C 4 -70 14 -76 26 -76 C 44 -76 60 -62 60 -42 C 60 -20 40 0 0 30 Z" fill="${glow(palette, 2)}"/>
    <circle cx="1290" cy="380" r="260" fill="none" stroke="${palette.line}" stroke-width="3" opacity="0.25"/>
    <g opacity="0.35">${Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => `<circle cx="${1080 + c * 26}" cy="${760 + r * 26}" r="4" fill="${palette.line}"/>`).join("")).join("")}</g>`;
};

/** Scattered idea points drawn into glowing clusters, and a rising arrow. */
const clusters: Draw = (random, palette) => {
  const centres = [
    [420, 360, 0],
    [760, 600, 1],
    [1080, 330, 2],
    [1250, 680, 0],
  ] as const;
  const halos = centres
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="130" fill="${glow(palette, c)}" opacity="0.22"/><circle cx="${x}" cy="${y}" r="150" fill="none" stroke="${glow(palette, c)}" stroke-width="2" opacity="0.6"/>`,
    )
    .join("");
  const points = centres
    .map(([x, y, c]) =>
      Array.from({ length: 22 }, () => {
        const angle = between(random, 0, Math.PI * 2);
        const distance = Math.sqrt(random()) * 115;
        return `<circle cx="${f(x + Math.cos(angle) * distance)}" cy="${f(y + Math.sin(angle) * distance)}" r="${f(between(random, 5, 10))}" fill="${glow(palette, c)}"/>`;
      }).join(""),
    )
    .join("");
  const loose = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${f(between(random, 40, W - 40))}" cy="${f(between(random, 40, H - 40))}" r="${f(between(random, 2, 5))}" fill="${palette.line}" opacity="0.35"/>`,
  ).join("");
  return `${loose}${halos}${points}
    <path d="M120 900 L 520 760 L 820 820 L 1260 520 L 1470 180" fill="none" stroke="${palette.line}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M1400 190 L 1480 160 L 1490 245" fill="none" stroke="${palette.line}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
};

const motifs: Record<string, Draw> = {
  equality,
  immunisation,
  climate,
  evidence,
  consolidation,
  airlift,
  orbit,
  regions,
  journey,
  clusters,
};

/**
 * Editorial abstract art for case studies: a deep brand gradient, soft light and
 * a fine grid, with one motif (`options.motif`) that hints at the study's theme.
 */
export const editorial: Recipe = ({ width, height, seed, palette, options }) => {
  const random = seededRandom(seed);
  const motif = motifs[String(options.motif)];
  if (!motif)
    throw new Error(`editorial: unknown motif "${String(options.motif)}" (known: ${Object.keys(motifs).join(", ")})`);
  const [from, to] = palette.background;
  const grid =
    Array.from({ length: 17 }, (_, i) => `<path d="M${i * 100} 0 V ${H}" />`).join("") +
    Array.from({ length: 11 }, (_, i) => `<path d="M0 ${i * 100} H ${W}" />`).join("");
  const lights = [0, 1]
    .map(
      (i) =>
        `<circle cx="${f(between(random, 0, W))}" cy="${f(between(random, 0, H))}" r="${f(between(random, 300, 480))}" fill="${glow(palette, i)}" opacity="0.35"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="140"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g filter="url(#soft)">${lights}</g>
  <g stroke="${palette.line}" stroke-width="1" opacity="0.08">${grid}</g>
  ${motif(random, palette)}
</svg>`;
};
