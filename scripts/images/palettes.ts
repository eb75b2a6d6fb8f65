/** Brand colour sets for generated art (see src/app.css for the same brand colours). */
export const palettes = {
  dusk: { background: ["#0b1f33", "#12304d"], glow: ["#0f8577", "#3fc1b0", "#f4a51c"], line: "#fcd27a" },
  lagoon: { background: ["#0d5a53", "#0b1f33"], glow: ["#3fc1b0", "#1b4266", "#f7b943"], line: "#d3f1ec" },
  dawn: { background: ["#f5f0e7", "#e9e0d0"], glow: ["#f7b943", "#3fc1b0", "#f4a51c"], line: "#0f6f66" },
  ember: { background: ["#12304d", "#0b1f33"], glow: ["#f4a51c", "#c2410c", "#fcd27a"], line: "#fcd27a" },
  mist: { background: ["#eef7f5", "#cfe9e3"], glow: ["#3fc1b0", "#f7b943", "#9fd8ce"], line: "#0f6f66" },
  linen: { background: ["#fbf6ec", "#eadcc4"], glow: ["#f7b943", "#3fc1b0", "#f0a27a"], line: "#b4532a" },
  denim: { background: ["#1b3a66", "#0e2242"], glow: ["#4f7cb8", "#f4a51c", "#9bb8de"], line: "#f7b943" },
} as const;

export type PaletteName = keyof typeof palettes;
export type Palette = (typeof palettes)[PaletteName];

export function palette(name: string): Palette {
  if (!(name in palettes)) throw new Error(`unknown palette "${name}" (known: ${Object.keys(palettes).join(", ")})`);
  return palettes[name as PaletteName];
}
