import { describe, expect, it } from "vitest";
import { loadTestimonials, readPage, readPages } from "~/content/content-files";
import { pageFileSchema } from "~/content/pages.schema";
import { bandedPage, bandOf, homeBands } from "~/test/page-bands";
import { storyImages } from "~/content/story-images";

/** A deep copy to break, so the shipped content stays intact. */
function copy<T>(value: T): T {
  return structuredClone(value);
}


const pages = readPages();
const home = homeBands(readPage("home"));

describe("story page content", () => {
  it("quotes four clients on the home page: a UN agency, a children's hospital, a technology company, an air force", () => {
    const { entries } = loadTestimonials();
    const titles = home.testimonials.items.map((id) => entries.find((entry) => entry.id === id)?.title.toLowerCase());
    expect(titles).toHaveLength(4);
    for (const who of ["united nations agency", "children's hospital", "technology company", "air force"]) {
      expect(
        titles.some((title) => title?.includes(who)),
        who,
      ).toBe(true);
    }
  });

  it("rotates four hero images every 5000 ms (SPEC §9)", () => {
    expect(home.hero.slides).toHaveLength(4);
    expect(home.hero.intervalMs).toBe(5000);
    expect(home.hero.trustLine).toContain("Trusted since 2007");
  });

  it("cites the SPEC §9 statistics, each with a source", () => {
    const figures = [...bandOf(readPage("events"), "figures").stats, ...bandOf(readPage("communications"), "figures").stats];
    const text = figures.map((stat) => `${stat.figure} ${stat.label}`).join("\n");
    for (const figure of ["$101M", "5,000", "70%", "$1,600+", "3x", "40%", "38%", "80%"]) {
      expect(text).toContain(figure);
    }
    for (const stat of figures) expect(stat.source.length).toBeGreaterThan(10);
  });

  it("sends every closing call to action to /contact, each with its own label", () => {
    const closings = [
      home,
      ...[readPage("capabilities"), readPage("events"), readPage("experiences"), readPage("communications"), readPage("approach"), readPage("impact")].map(
        bandedPage,
      ),
    ].map((page) => page.closing.action);
    for (const action of closings) expect(action.href).toBe("/contact");
    expect(new Set(closings.map((action) => action.label)).size).toBeGreaterThanOrEqual(6);
  });

  it("names an image in the catalog for every story image, each drawn by a recipe", () => {
    expect(new Set(storyImages.map((image) => image.id)).size).toBe(storyImages.length);
    expect(storyImages.length).toBeGreaterThanOrEqual(16);
  });
});

describe("a page's bands", () => {
  /** Zod's complaints about a page's file, each as "path: message". */
  function complaints(data: unknown): string[] {
    const parsed = pageFileSchema.safeParse(data);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  }

  it("accepts the shipped files", () => {
    for (const page of Object.values(pages)) expect(complaints(page)).toEqual([]);
  });

  it("rejects a statistic without a source", () => {
    const data = copy(readPage("events"));
    bandOf(data, "figures").stats[1]!.source = "";
    expect(complaints(data)).toEqual([expect.stringMatching(/^sections\.1\.value\.stats\.1\.source: /)]);
  });

  it("rejects an image the catalog does not have, an icon lucide does not have and a band of no kind", () => {
    const data = copy(readPage("capabilities"));
    data.hero!.image = "no-such-art";
    bandOf(data, "cards").cards[0]!.icon = "NoSuchIcon";
    (data.sections as unknown[]).push({ discriminant: "carousel", value: {} });
    expect(complaints(data)).toEqual([
      'hero.image: no image "no-such-art" in the catalog (images.ts)',
      'sections.2.value.cards.0.icon: "NoSuchIcon" is not a lucide-react icon',
      "sections.3.discriminant: must be one of the kinds of band: steps, figures, cards, pictures, audiences, services, points, links, caseStudies, pictureLinks, testimonials, quote",
    ]);
  });

  it("rejects a slideshow without its trust line, naming the field", () => {
    const data = copy(readPage("home"));
    data.slideshow!.trustLine = " ";
    expect(complaints(data)).toEqual([expect.stringMatching(/^slideshow\.trustLine: /)]);
  });

  it("rejects a closing call to action that does not lead to /contact", () => {
    const data = copy(readPage("approach"));
    data.closing!.action.href = "/approach" as "/contact";
    expect(complaints(data)).toEqual(['closing.action.href: a call to action must link to "/contact"']);
  });

  it("rejects a service block that does not land on the service page's #top", () => {
    const data = copy(readPage("capabilities"));
    bandOf(data, "services").blocks[0]!.action.href = "/events";
    expect(complaints(data)).toEqual(['sections.0.value.blocks.0.action.href: must end in "#top"']);
  });
});
