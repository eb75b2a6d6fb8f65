import { describe, expect, it } from "vitest";
import { calendarDate } from "~/lib/calendar-date";

describe("calendarDate", () => {
  it("writes a day as a visitor reads it, the same day in every time zone", () => {
    expect(calendarDate("2026-11-27")).toBe("November 27, 2026");
    expect(calendarDate("2027-01-01")).toBe("January 1, 2027");
  });
});
