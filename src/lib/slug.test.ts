import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";

describe("slugify", () => {
  it("lowercases a full name and joins the words with hyphens", () => {
    expect(slugify("Amara Okafor")).toBe("amara-okafor");
  });

  it("folds accents", () => {
    expect(slugify("Zoë Lindqvist")).toBe("zoe-lindqvist");
    expect(slugify("José Hernández")).toBe("jose-hernandez");
  });

  it("drops straight and curly apostrophes", () => {
    expect(slugify("Patricia O'Neil")).toBe("patricia-oneil");
    expect(slugify("Patricia O’Neil")).toBe("patricia-oneil");
  });

  it("collapses runs of spaces and hyphens", () => {
    expect(slugify("Amara  Okafor")).toBe("amara-okafor");
    expect(slugify("Mei-Ling  Zhou")).toBe("mei-ling-zhou");
    expect(slugify("Fatima Al - Sayed")).toBe("fatima-al-sayed");
  });

  it("trims leading and trailing spaces", () => {
    expect(slugify("  Amara Okafor  ")).toBe("amara-okafor");
  });

  it("removes other punctuation", () => {
    expect(slugify("Dr. Amara Okafor, PhD")).toBe("dr-amara-okafor-phd");
  });
});
