/**
 * URL slug of a person's full name, per SPEC §2: lowercased, spaces turned
 * into hyphens. Beyond the spec (docs/decisions/0002-member-slugs.md):
 * accents are folded ("Núñez" → "nunez"), apostrophes dropped ("O'Neil" →
 * "oneil"), runs of whitespace or hyphens collapse to one hyphen, and any other
 * character outside a–z and 0–9 is removed.
 */
export function slugify(fullName: string): string {
  return fullName
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}
