/** A day written year-month-day (2026-11-27) as a visitor reads it: "November 27, 2026", whatever the time zone. */
export function calendarDate(isoDay: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
