/** Small helpers the art recipes share: number formatting, colour mixing, gradients and the document shell. */

/** Rounds to one decimal place, keeping the SVG short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** A polyline as path data. */
export function pathOf(list: readonly (readonly [number, number])[], close = false): string {
  const [first, ...rest] = list;
  if (!first) return "";
  return `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join("")}${close ? "Z" : ""}`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((channel, i) => Math.round(channel + ((cb[i] ?? 0) - channel) * Math.min(1, Math.max(0, t))))
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** Relative luminance (WCAG), to tell light palettes from dark ones. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [offset: number, color: string, opacity?: number])[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 1, 1],
  userSpace = false,
): string {
  const units = userSpace ? ` gradientUnits="userSpaceOnUse"` : "";
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join("")}</linearGradient>`;
}

/** A soft round glow: full colour at the centre fading to nothing. */
export function glowGradient(id: string, color: string, strength = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${strength * 0.35}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Two standard normal samples' worth of randomness folded into one (Box–Muller). */
export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function option<T extends string | number | boolean>(
  options: Record<string, string | number | boolean>,
  name: string,
  fallback: T,
): T {
  const value = options[name];
  return (typeof value === typeof fallback ? value : fallback) as T;
}
