import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { catalog } from "~/content/images";
import { peopleImages } from "~/content/people-images";
import { validatePeopleImages } from "~/content/people-images.schema";
import { ContentError } from "~/lib/content";

const ids = catalog.map((image) => image.id);
const asCatalog = (list: string[]) => list.map((id) => ({ id }));

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error("expected a ContentError");
}

describe("people images", () => {
  it("draws art for every case study with an image", () => {
    expect(() => validatePeopleImages(caseStudies, catalog)).not.toThrow();
    const studyImages = caseStudies.flatMap((study) => (study.image ? [study.image] : []));
    expect(peopleImages.filter((image) => image.art.recipe === "editorial").map((image) => image.id)).toEqual(
      studyImages,
    );
  });

  it("gives each portrait its own seed and an alt text naming the person", () => {
    const seeds = new Set(peopleImages.map((image) => image.art.seed));
    expect(seeds.size).toBe(peopleImages.length);
    const amara = peopleImages.find((image) => image.id === "team-amara-okafor");
    expect(amara?.alt).toBe("Illustrated portrait of Amara Okafor.");
  });

  it("rejects a case-study image missing from the catalog, naming the entry", () => {
    const withoutUnWomen = ids.filter((id) => id !== "case-un-women");
    expect(messageOf(() => validatePeopleImages(caseStudies, asCatalog(withoutUnWomen)))).toContain(
      'case-studies.ts: entry "Mobilising a Global Movement for Gender Equality" field "image"',
    );
  });
});
