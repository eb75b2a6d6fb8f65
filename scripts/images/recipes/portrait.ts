import { between, seededRandom } from "../random";
import type { Recipe } from "./types";

/** Skin tones, light to deep; `options.skin` picks one by index. */
const SKIN = ["#f6d9c6", "#ecc3a2", "#d9a67f", "#bd8159", "#925f3f", "#6e432c", "#4d2d1e"] as const;
/** Hair colours; `options.hairColor` picks one by index. */
const HAIR = ["#1d1917", "#3a2a21", "#654630", "#9a5a32", "#d4ad68", "#8f8f8f", "#cfc9c0"] as const;
/** Clothing colours by name, close to the brand. */
const GARMENT: Record<string, string> = {
  navy: "#1b4266",
  teal: "#0f6f66",
  saffron: "#f4a51c",
  terracotta: "#b4532a",
  sand: "#e4d6bf",
  charcoal: "#2f3a45",
  plum: "#5b3a5e",
  ivory: "#f7f2e8",
};

const HEAD = { cx: 200, cy: 222, rx: 60, ry: 74 } as const;

type Look = {
  skin: string;
  hair: string;
  hairColor: string;
  garment: string;
  neckline: string;
  glasses: boolean;
  beard: boolean;
  accent: string;
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function option(
  options: Record<string, string | number | boolean>,
  key: string,
): string | number | boolean | undefined {
  return options[key];
}

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Hair drawn behind the head and neck (length, volume). */
function backHair(style: string, color: string): string {
  switch (style) {
    case "long":
      return `<path d="M134 214 C 124 150 166 132 200 132 C 236 132 278 150 268 214 L 276 372 C 276 392 250 398 236 386 L 164 386 C 150 398 124 392 124 372 Z" fill="${color}"/>`;
    case "bob":
      return `<path d="M130 226 C 120 150 166 134 200 134 C 238 134 282 150 270 226 L 274 292 C 274 306 262 312 248 306 L 152 306 C 138 312 126 306 126 292 Z" fill="${color}"/>`;
    case "curls": {
      const puffs = Array.from({ length: 13 }, (_, i) => {
        const angle = Math.PI * (0.9 + (i / 12) * 1.2);
        const x = HEAD.cx + Math.cos(angle) * 74;
        const y = HEAD.cy - 10 + Math.sin(angle) * 82;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 2 ? 30 : 26}" fill="${color}"/>`;
      }).join("");
      return `<g>${puffs}</g>`;
    }
    case "afro": {
      const puffs = Array.from({ length: 16 }, (_, i) => {
        const angle = Math.PI * (0.8 + (i / 15) * 1.4);
        const x = HEAD.cx + Math.cos(angle) * 88;
        const y = HEAD.cy - 18 + Math.sin(angle) * 94;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 2 ? 40 : 34}" fill="${color}"/>`;
      }).join("");
      return `<g><ellipse cx="200" cy="196" rx="104" ry="104" fill="${color}"/>${puffs}</g>`;
    }
    case "bun":
      return `<circle cx="200" cy="136" r="34" fill="${color}"/>`;
    default:
      return "";
  }
}

/** Hair drawn over the head (hairline, fringe, crown). */
function frontHair(style: string, color: string): string {
  switch (style) {
    case "crop":
      return `<path d="M139 226 C 130 168 160 140 204 140 C 246 142 272 168 262 226 C 258 196 246 184 226 180 C 204 188 170 186 152 192 C 144 202 140 214 139 226 Z" fill="${color}"/>`;
    case "buzz":
      return `<path d="M141 214 C 138 166 166 146 200 146 C 236 146 264 166 260 214 C 252 190 232 176 200 175 C 168 176 148 190 141 214 Z" fill="${color}" opacity="0.92"/>`;
    case "wave":
      return `<path d="M138 236 C 124 170 158 136 206 138 C 254 140 280 176 262 232 C 258 204 250 192 236 184 C 214 196 178 178 160 196 C 148 208 142 222 138 236 Z" fill="${color}"/><path d="M160 196 C 184 170 222 168 244 182" fill="none" stroke="${shade(color, 0.18)}" stroke-width="5" stroke-linecap="round"/>`;
    case "long":
    case "bob":
      return `<path d="M140 230 C 132 166 164 144 202 144 C 240 144 272 168 262 230 C 256 196 236 176 210 170 C 196 186 168 196 148 198 C 143 208 141 218 140 230 Z" fill="${color}"/>`;
    case "bun":
      return `<path d="M140 222 C 136 168 166 148 200 148 C 236 148 266 168 260 222 C 254 194 232 178 200 177 C 168 178 146 194 140 222 Z" fill="${color}"/>`;
    case "curls":
      return `<path d="M140 222 C 136 168 166 146 200 146 C 236 146 266 168 260 222 C 252 196 228 180 200 180 C 172 180 148 196 140 222 Z" fill="${color}"/>`;
    case "afro":
      return "";
    default:
      return "";
  }
}

/** A head wrap or scarf, in the accent colour, drawn over the head. */
function wrap(style: string, color: string, skin: string): string {
  const fold = shade(color, -0.18);
  if (style === "wrap") {
    return `<path d="M134 214 C 122 120 176 86 206 92 C 250 98 286 128 268 214 C 262 190 246 176 200 174 C 156 176 140 190 134 214 Z" fill="${color}"/><path d="M160 118 C 186 142 222 146 252 128 M150 150 C 180 170 228 170 262 152" fill="none" stroke="${fold}" stroke-width="6" stroke-linecap="round"/>`;
  }
  if (style === "scarf") {
    // Frames the face and falls over the shoulders; the face oval is drawn on top.
    return `<path d="M124 236 C 116 150 160 128 200 128 C 240 128 284 150 276 236 C 282 300 300 330 318 374 L 82 374 C 100 330 118 300 124 236 Z" fill="${color}"/><ellipse cx="200" cy="228" rx="52" ry="66" fill="${skin}"/><path d="M150 300 C 178 330 222 330 250 300" fill="none" stroke="${fold}" stroke-width="6" stroke-linecap="round"/>`;
  }
  return "";
}

function neckline(kind: string, garment: string, skin: string): string {
  const edge = shade(garment, -0.22);
  switch (kind) {
    case "v":
      return `<path d="M170 360 L 200 412 L 230 360 Z" fill="${skin}"/><path d="M166 358 L 200 416 L 234 358" fill="none" stroke="${edge}" stroke-width="5" stroke-linejoin="round"/>`;
    case "collar":
      return `<path d="M172 360 L 200 400 L 228 360 Z" fill="${skin}"/><path d="M166 354 L 200 400 L 186 418 Z M234 354 L 200 400 L 214 418 Z" fill="#f7f2e8"/><path d="M200 400 L 200 500" stroke="${edge}" stroke-width="3"/>`;
    case "turtleneck":
      return `<path d="M168 318 C 176 308 224 308 232 318 L 238 364 C 222 378 178 378 162 364 Z" fill="${garment}"/><path d="M170 334 C 186 342 214 342 230 334 M168 350 C 186 358 214 358 232 350" fill="none" stroke="${edge}" stroke-width="3" opacity="0.6"/>`;
    default:
      return `<path d="M168 360 C 176 382 224 382 232 360 Z" fill="${skin}"/><path d="M164 358 C 174 388 226 388 236 358" fill="none" stroke="${edge}" stroke-width="5"/>`;
  }
}

function subtleShapes(random: () => number, color: string): string {
  const shapes: string[] = [];
  const corner = random() < 0.5 ? 30 : 282;
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      shapes.push(`<circle cx="${corner + col * 24}" cy="${40 + row * 24}" r="3" fill="${color}"/>`);
    }
  }
  const ringX = corner < 100 ? between(random, 300, 360) : between(random, 40, 100);
  shapes.push(
    `<circle cx="${ringX.toFixed(0)}" cy="${between(random, 60, 130).toFixed(0)}" r="${between(random, 18, 30).toFixed(0)}" fill="none" stroke="${color}" stroke-width="3"/>`,
  );
  const arcY = between(random, 250, 320);
  const side = random() < 0.5 ? 0 : 400;
  shapes.push(
    `<path d="M${side} ${arcY.toFixed(0)} a 60 60 0 0 ${side ? 0 : 1} ${side ? -60 : 60} 60" fill="none" stroke="${color}" stroke-width="3"/>`,
  );
  return `<g opacity="0.35">${shapes.join("")}</g>`;
}

function accentShape(random: () => number, color: string): string {
  const kind = pick(random, ["disc", "arch", "offset"] as const);
  if (kind === "arch") return `<path d="M72 500 V 230 A 128 128 0 0 1 328 230 V 500 Z" fill="${color}"/>`;
  if (kind === "offset") return `<circle cx="${random() < 0.5 ? 172 : 228}" cy="214" r="146" fill="${color}"/>`;
  return `<circle cx="200" cy="222" r="150" fill="${color}"/>`;
}

/**
 * An illustrated, faceless head-and-shoulders portrait in the brand palette:
 * a geometric bust over an accent shape and quiet background marks. The seed
 * varies the composition; `options` fix the person's look (skin, hair, clothes).
 */
export const portrait: Recipe = ({ width, height, seed, palette, options }) => {
  const random = seededRandom(seed);
  const [from, to] = palette.background;
  const look: Look = {
    skin: SKIN[Number(option(options, "skin") ?? Math.floor(random() * SKIN.length)) % SKIN.length] ?? SKIN[2],
    hair: String(option(options, "hair") ?? pick(random, ["crop", "long", "bob", "bun", "curls", "wave", "buzz"])),
    hairColor:
      HAIR[Number(option(options, "hairColor") ?? Math.floor(random() * HAIR.length)) % HAIR.length] ?? HAIR[0],
    garment: GARMENT[String(option(options, "garment") ?? "navy")] ?? "#1b4266",
    neckline: String(option(options, "neckline") ?? pick(random, ["crew", "v", "collar"])),
    glasses: option(options, "glasses") === true,
    beard: option(options, "beard") === true,
    accent:
      palette.glow[
        Number(option(options, "accent") ?? Math.floor(random() * palette.glow.length)) % palette.glow.length
      ] ?? palette.glow[0],
  };
  const wrapColor = GARMENT[String(option(options, "wrapColor") ?? "saffron")] ?? "#f4a51c";
  const isWrapped = look.hair === "wrap" || look.hair === "scarf";
  const shoulder = between(random, -12, 12);
  const skinShadow = shade(look.skin, -0.16);
  const garmentLight = shade(look.garment, 0.12);

  const body = `<path d="M${44 - shoulder} 500 C ${46 - shoulder} 418 ${92 - shoulder / 2} 372 164 358 L 236 358 C ${308 + shoulder / 2} 372 ${354 + shoulder} 418 ${356 + shoulder} 500 Z" fill="${look.garment}"/><path d="M${44 - shoulder} 500 C ${46 - shoulder} 430 ${80 - shoulder / 2} 392 128 372 C 104 410 100 460 104 500 Z" fill="${garmentLight}" opacity="0.5"/>`;
  const neck = `<path d="M174 270 L 174 352 C 174 372 226 372 226 352 L 226 270 Z" fill="${look.skin}"/><path d="M174 286 C 186 306 214 306 226 286 L 226 312 C 212 322 188 322 174 312 Z" fill="${skinShadow}" opacity="0.7"/>`;
  const ears = `<ellipse cx="${HEAD.cx - HEAD.rx + 2}" cy="232" rx="11" ry="17" fill="${look.skin}"/><ellipse cx="${HEAD.cx + HEAD.rx - 2}" cy="232" rx="11" ry="17" fill="${look.skin}"/>`;
  const head = `<ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${look.skin}"/>`;
  // Light from the upper left: the right side of the face falls into shade.
  const faceShade = `<ellipse clip-path="url(#face)" cx="${HEAD.cx + 66}" cy="${HEAD.cy + 8}" rx="${HEAD.rx}" ry="${HEAD.ry + 12}" fill="${skinShadow}" opacity="0.32"/>`;
  const beard = look.beard
    ? `<path d="M146 238 C 150 292 176 306 200 306 C 224 306 250 292 254 238 C 244 262 226 270 200 270 C 174 270 156 262 146 238 Z" fill="${look.hairColor}" opacity="0.95"/>`
    : "";
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1d1917" stroke-width="4"><rect x="160" y="214" width="34" height="26" rx="9"/><rect x="206" y="214" width="34" height="26" rx="9"/><path d="M194 224 C 198 220 202 220 206 224 M160 222 L 142 218 M240 222 L 258 218"/></g>`
    : "";

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <clipPath id="face"><ellipse cx="${HEAD.cx}" cy="${HEAD.cy}" rx="${HEAD.rx}" ry="${HEAD.ry}"/></clipPath>
  </defs>
  <rect width="400" height="500" fill="url(#bg)"/>
  ${subtleShapes(random, palette.line)}
  ${accentShape(random, look.accent)}
  ${isWrapped ? "" : backHair(look.hair, look.hairColor)}
  ${body}
  ${neck}
  ${neckline(look.neckline, look.garment, look.skin)}
  ${look.hair === "scarf" ? "" : ears}
  ${head}
  ${faceShade}
  ${beard}
  ${isWrapped ? wrap(look.hair, wrapColor, look.skin) : frontHair(look.hair, look.hairColor)}
  ${glasses}
</svg>`;
};
