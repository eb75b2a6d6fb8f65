import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-calibration";

describe("cpuSlowdownFor", () => {
  it("gives Lighthouse's default 4x on the host the default assumes, and scales with the host's speed", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it("never speeds the host up: a host too slow or unmeasured runs unthrottled", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(1);
  });
});
