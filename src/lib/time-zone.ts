/*
 * The firm's time zone (content/site.yaml's timeZone): the staff area, the lead email and the CSV show every time in
 * it, with its name, while the server keeps every time in UTC.
 */

/** The zones a firm can name: the IANA names this Node knows (Intl.supportedValuesOf), and UTC itself. */
export const TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];

const known = new Set(TIME_ZONES);

export const isTimeZone = (value: string): boolean => known.has(value);

/** The zone of the machine the server runs on: the firm's when its details name none. */
export const serverTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** A zone after a time, as people read it: "UTC", or the zone's name in brackets, "(America/Chicago)". */
export const zoneSuffix = (timeZone: string) => (timeZone === "UTC" ? "UTC" : `(${timeZone})`);

/** The parts of `date` on the clock and calendar of `timeZone`. */
function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((one) => one.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-11-28 10:05": a time as a spreadsheet reads it, to the minute, on the zone's clock. */
export function spreadsheetTime(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { year, month, day, hour, minute } = partsIn(date, timeZone);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

/** How far the zone's clock is ahead of UTC at `date`, in milliseconds. */
function offsetAt(date: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = partsIn(date, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The moment a day (2026-11-28) begins on the zone's clock, as an ISO time in UTC; null for no such day. A day that
 * begins in a clock change's gap begins when the clock does.
 */
export function dayStart(day: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // The offset at the UTC midnight, then at the moment it gives: the two agree unless a clock change falls between.
  let guess = midnight - offsetAt(new Date(midnight), timeZone);
  guess = midnight - offsetAt(new Date(guess), timeZone);
  // In a gap (a clock that jumps from 23:59 to 01:00) the guess lands before the day: its first minute on the clock.
  while (partsIn(new Date(guess), timeZone).day !== date) guess += 15 * 60_000;
  return new Date(guess).toISOString();
}

/** The day after `day` (2026-11-28 → 2026-11-29), for a range that ends with the day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
