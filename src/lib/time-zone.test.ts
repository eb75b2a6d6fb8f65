import { describe, expect, it } from "vitest";
import { staffTime } from "~/staff/staff-pages";
import { dayStart, isTimeZone, nextDay, serverTimeZone, spreadsheetTime, TIME_ZONES } from "./time-zone";

describe("the firm's time zone", () => {
  it("is one of the IANA names this Node knows, or UTC", () => {
    expect(TIME_ZONES).toContain("UTC");
    expect(TIME_ZONES).toContain("America/Chicago");
    expect(isTimeZone("Europe/London")).toBe(true);
    for (const wrong of ["Chicago", "america/chicago", "Mars/Olympus_Mons", "GMT+1", ""]) {
      expect(isTimeZone(wrong), wrong).toBe(false);
    }
    expect(serverTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("shows a time on the zone's clock with the zone's name: on staff pages and in the CSV", () => {
    const at = "2026-11-28T16:05:00.000Z";
    expect(staffTime(at, "America/Chicago")).toBe("28 Nov 2026, 10:05 (America/Chicago)");
    expect(staffTime(at, "Asia/Kolkata")).toBe("28 Nov 2026, 21:35 (Asia/Kolkata)");
    expect(staffTime(at, "UTC")).toBe("28 Nov 2026, 16:05 UTC");
    // Summer time: the zone's own clock, not a fixed offset.
    expect(staffTime("2026-07-28T16:05:00.000Z", "America/Chicago")).toBe("28 Jul 2026, 11:05 (America/Chicago)");
    expect(staffTime("2026-11-28T00:30:00.000Z", "Europe/London")).toBe("28 Nov 2026, 00:30 (Europe/London)");
    expect(spreadsheetTime(at, "America/Chicago")).toBe("2026-11-28 10:05");
    expect(spreadsheetTime("2026-11-28T03:00:00.000Z", "America/Chicago")).toBe("2026-11-27 21:00");
    expect(spreadsheetTime(null, "UTC")).toBeNull();
  });

  it("finds when a day begins on the zone's clock, across its clock changes", () => {
    expect(dayStart("2026-11-28", "America/Chicago")).toBe("2026-11-28T06:00:00.000Z");
    expect(dayStart("2026-07-01", "America/Chicago")).toBe("2026-07-01T05:00:00.000Z");
    // The clocks go forward at 02:00 that day: midnight is still on winter time.
    expect(dayStart("2026-03-08", "America/Chicago")).toBe("2026-03-08T06:00:00.000Z");
    expect(dayStart("2026-11-28", "Asia/Kolkata")).toBe("2026-11-27T18:30:00.000Z");
    expect(dayStart("2026-11-28", "UTC")).toBe("2026-11-28T00:00:00.000Z");
    // Cuba's clocks jump from 00:00 to 01:00: that day begins at 01:00.
    expect(dayStart("2026-03-08", "America/Havana")).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStart("2026-02-30", "UTC")).toBeNull();
    expect(dayStart("28/11/2026", "UTC")).toBeNull();
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
  });
});
