import { describe, expect, it } from "vitest";
import { stillGrowing } from "./load-test";

// Memory after the warm-up, then after each of six rounds, in MB.
describe("stillGrowing", () => {
  it("passes a flat series and one with small noise", () => {
    expect(stillGrowing([230, 230, 230, 230, 230, 230, 230])).toBe(false);
    expect(stillGrowing([230.1, 257.2, 231.3, 230.2, 230.6, 230.7, 230.4])).toBe(false);
    expect(stillGrowing([42.4, 43.6, 42.5, 42.3, 42.4, 42.4, 42.4])).toBe(false);
  });

  it("passes a high-water mark: one jump, early or late, then level", () => {
    expect(stillGrowing([288, 341.7, 342, 341.5, 342.1, 342, 342])).toBe(false);
    expect(stillGrowing([262, 262.7, 319.1, 320.1, 320.8, 321.4, 321.7])).toBe(false);
    expect(stillGrowing([262, 262.7, 262.9, 263, 263.1, 263.2, 319.2])).toBe(false);
  });

  it("passes growth that stops before the last rounds", () => {
    expect(stillGrowing([230, 240, 250, 260, 265, 265.5, 265.8])).toBe(false);
  });

  it("fails a steady leak, however small the first rounds' share", () => {
    expect(stillGrowing([230, 234, 238, 242, 246, 250, 254])).toBe(true);
    expect(stillGrowing([42, 43.5, 45, 46.5, 48, 49.5, 51])).toBe(true);
  });

  it("fails a leak behind a high-water jump", () => {
    expect(stillGrowing([288, 341.7, 344, 346.5, 349, 351.2, 353.6])).toBe(true);
  });

  it("passes a leak slower than the threshold per round, and a series one round short", () => {
    expect(stillGrowing([230, 230.8, 231.6, 232.4, 233.2, 234, 234.8])).toBe(false);
    expect(stillGrowing([230, 240, 250])).toBe(false);
  });

  it("takes the number of rounds and the threshold", () => {
    expect(stillGrowing([230, 230.8, 231.6, 232.4], { minGrowthMb: 0.5 })).toBe(true);
    expect(stillGrowing([230, 240, 250], { rounds: 2 })).toBe(true);
    expect(stillGrowing([230, 240, 240.5, 250, 260], { rounds: 3 })).toBe(false);
  });
});
