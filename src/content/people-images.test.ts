import { describe, expect, it } from "vitest";
import { readCaseStudies } from "~/content/content-files";
import { hasImage } from "~/content/images";
import { peopleImages } from "~/content/people-images";

describe("people images", () => {
  it("has the art every case study names", () => {
    for (const study of readCaseStudies()) if (study.image) expect(hasImage(study.image)).toBe(true);
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
