import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { catalog } from "~/content/images";
import { peopleImages } from "~/content/people-images";
import { validatePeopleImages } from "~/content/people-images.schema";
import { memberImages } from "~/content/team";
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
  it("draws a portrait for every member with an image, and art for every case study with one", () => {
    expect(() => validatePeopleImages(memberImages, caseStudies, catalog)).not.toThrow();
    const portraits = peopleImages.filter((image) => image.art.recipe === "portrait");
    expect(portraits).toHaveLength(Object.keys(memberImages).length);
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

  it("rejects a member image or case-study image missing from the catalog, naming the entry", () => {
    const withoutAmara = ids.filter((id) => id !== "team-amara-okafor");
    expect(messageOf(() => validatePeopleImages(memberImages, caseStudies, asCatalog(withoutAmara)))).toContain(
      'team.ts: entry "Amara Okafor": no image "team-amara-okafor" in the catalog',
    );
    const withoutUnWomen = ids.filter((id) => id !== "case-un-women");
    expect(messageOf(() => validatePeopleImages(memberImages, caseStudies, asCatalog(withoutUnWomen)))).toContain(
      'case-studies.ts: entry "Mobilising a Global Movement for Gender Equality" field "image"',
    );
  });

  it("rejects a portrait that belongs to nobody", () => {
    expect(
      messageOf(() => validatePeopleImages(memberImages, caseStudies, asCatalog([...ids, "team-jordan-example"]))),
    ).toContain('portrait "team-jordan-example" belongs to no team member');
  });
});
