/**
 * The `tel:` link of a phone number as written for people ("+1 (202) 555-0148" → "tel:+12025550148"), so the
 * number is stored once and the site can never show one number and dial another.
 */
export function telHref(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}
