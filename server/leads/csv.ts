/*
 * Leads as CSV for a spreadsheet (RFC 4180: every field quoted, quotes doubled, CRLF between records; UTF-8 with a
 * byte-order mark, which Excel needs to read it as UTF-8). A value that a spreadsheet would run as a formula (it
 * starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so it opens as text (OWASP's
 * advice on CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
