/**
 * Splits long-form copy into paragraphs: blank lines separate paragraphs,
 * each paragraph is trimmed and empty ones are dropped.
 */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
