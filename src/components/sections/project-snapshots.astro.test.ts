import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { caseStudiesByShortName } from "~/content/case-studies";
import { readCaseStudies } from "~/content/content-files";
import { slugify } from "~/lib/slug";
import { renderAstro } from "~/test/astro";
import { pageWith } from "~/test/widget-script";
import ProjectSnapshots, { type SnapshotStudy } from "./project-snapshots.astro";

const studies: SnapshotStudy[] = caseStudiesByShortName(readCaseStudies()).map((study) => ({
  ...study,
  id: slugify(study.shortName),
}));
const { document } = pageWith(await renderAstro(ProjectSnapshots, { props: { label: "Case studies", studies } }));
const screen = within(document.body);
const panel = (study: SnapshotStudy) => document.getElementById(study.id) as HTMLElement;

describe("ProjectSnapshots", () => {
  it("lists every study by short name as a link to its panel, which gives its category, title and headline", () => {
    const links = within(screen.getByRole("list", { name: "Case studies" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(studies.map((study) => study.shortName));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(studies.map((study) => `#${study.id}`));
    for (const study of studies) {
      for (const text of [study.sector, study.title, study.headline]) expect(panel(study)).toHaveTextContent(text);
    }
  });

  it("gives a study with a page of its own in brief, with a link to it for the whole story", () => {
    const withPage = studies.filter((study) => study.slug);
    expect(withPage.length).toBeGreaterThan(0);
    for (const study of withPage) {
      const shown = within(panel(study));
      expect(shown.getByRole("link", { name: `Read the full case study: ${study.title}` })).toHaveAttribute(
        "href",
        `/impact/${study.slug}`,
      );
      for (const heading of ["Challenge", "Our Solution", "Breakthrough Results"])
        expect(shown.queryByText(heading)).toBeNull();
      expect(panel(study).querySelector("blockquote")).toBeNull();
    }
  });

  it("tells the story of a study without a page: challenge, solution, results, and its quote when it has one", () => {
    const withoutPage = studies.filter((study) => !study.slug);
    expect(withoutPage.length).toBeGreaterThan(0);
    for (const study of withoutPage) {
      const shown = within(panel(study));
      expect(shown.getByText("Challenge")).toBeInTheDocument();
      expect(shown.getByText("Our Solution")).toBeInTheDocument();
      expect(shown.getAllByRole("listitem")).toHaveLength(study.results.length);
      expect(shown.queryByRole("link")).toBeNull();
      expect(panel(study).querySelectorAll("blockquote")).toHaveLength(study.quote ? 1 : 0);
    }
  });
});
