import { describe, expect, it } from "vitest";
import { peopleImages } from "~/content/people-images";

describe("people images", () => {
  it("has editorial art for the case studies", () => {
    const editorial = peopleImages.filter((image) => image.art.recipe === "editorial");
    expect(editorial.length).toBeGreaterThan(0);
  });

  it("gives each portrait its own seed and an alt text naming the person", () => {
    const seeds = new Set(peopleImages.map((image) => image.art.seed));
    expect(seeds.size).toBe(peopleImages.length);
    const amara = peopleImages.find((image) => image.id === "team-amara-okafor");
    expect(amara?.alt).toBe("Illustrated portrait of Amara Okafor.");
  });
});
