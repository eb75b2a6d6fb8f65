import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { caseStudiesByShortName } from "~/content/case-studies";
import { readCaseStudies } from "~/content/content-files";
import { imageById } from "~/content/images";
import { slugify } from "~/lib/slug";
import { ProjectSnapshots, type SnapshotStudy } from "./project-snapshots";
import { markShownPanelLinks } from "./panel-links-script";

const studies: SnapshotStudy[] = caseStudiesByShortName(readCaseStudies()).map((study) => ({
  ...study,
  id: slugify(study.shortName),
  image: study.image ? imageById(study.image) : undefined,
}));
const [first, second] = studies as [SnapshotStudy, SnapshotStudy];
const last = studies.at(-1) as SnapshotStudy;

const entry = (study: SnapshotStudy) => screen.getByRole("link", { name: study.shortName });
const current = () => screen.getAllByRole("link", { current: true });

function navigateTo(hash: string) {
  const oldURL = window.location.href;
  window.history.pushState(null, "", hash);
  window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: window.location.href }));
}

beforeEach(() => window.history.replaceState(null, "", "/project-snapshots"));

describe("ProjectSnapshots", () => {
  it("lists every study by short name as a link to its panel, with every panel in the HTML", () => {
    render(<ProjectSnapshots label="Case studies" studies={studies} />);
    const list = screen.getByRole("list", { name: "Case studies" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(studies.map((study) => study.shortName));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(studies.map((study) => `#${study.id}`));
    for (const study of studies) {
      const panel = document.getElementById(study.id);
      expect(panel).toHaveTextContent(study.title);
      expect(panel).toHaveTextContent(study.headline);
    }
    // The CSS that shows the first study while none is targeted finds it by these; nothing is a tab.
    expect(document.querySelectorAll("[data-initial]")).toHaveLength(2);
    expect(document.getElementById(first.id)).toHaveAttribute("data-initial");
    expect(entry(first)).toHaveAttribute("data-initial");
    expect(document.querySelector("[role]")).toBeNull();
  });
});

describe("the page's script", () => {
  it("marks the first study's entry while the URL names none", () => {
    render(<ProjectSnapshots label="Case studies" studies={studies} />);
    markShownPanelLinks();
    expect(current()).toEqual([entry(first)]);
  });

  it("marks the entry of a study chosen before it ran, and follows every later choice, Back included", () => {
    render(<ProjectSnapshots label="Case studies" studies={studies} />);
    window.history.replaceState(null, "", `#${last.id}`);
    markShownPanelLinks();
    expect(current()).toEqual([entry(last)]);
    navigateTo(`#${second.id}`);
    expect(current()).toEqual([entry(second)]);
    // The skip link's #main names no study: the CSS shows the first, and the mark agrees.
    navigateTo("#main");
    expect(current()).toEqual([entry(first)]);
  });

  describe("on a phone's sideways-scrolling bar", () => {
    const scrolledTo = vi.fn();
    beforeEach(() => {
      scrolledTo.mockReset();
      // jsdom lays nothing out: a bar wider than the screen, scrolled to its start.
      const geometry = { scrollWidth: 2000, clientWidth: 390, offsetLeft: 1500, offsetWidth: 120 };
      for (const [name, value] of Object.entries(geometry))
        Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
      Object.defineProperty(HTMLElement.prototype, "scrollLeft", { configurable: true, get: () => 0, set: scrolledTo });
    });
    afterEach(() => {
      for (const name of ["scrollWidth", "clientWidth", "offsetLeft", "offsetWidth", "scrollLeft"])
        Reflect.deleteProperty(HTMLElement.prototype, name);
    });

    it("stays where it is when the URL names no study", () => {
      render(<ProjectSnapshots label="Case studies" studies={studies} />);
      markShownPanelLinks();
      expect(scrolledTo).not.toHaveBeenCalled();
    });

    it("brings a study the URL names into view", () => {
      render(<ProjectSnapshots label="Case studies" studies={studies} />);
      window.history.replaceState(null, "", `#${last.id}`);
      markShownPanelLinks();
      expect(scrolledTo).toHaveBeenCalledWith(1500 - (390 - 120) / 2);
    });
  });
});
