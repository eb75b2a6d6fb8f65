import { render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PanelLinks, type PanelLinkEntry } from "./panel-links";
import { markShownPanelLinks } from "./panel-links-script";

const LABEL = "Seasons";
const entries: PanelLinkEntry[] = ["Spring", "Summer", "Autumn", "Winter"].map((name, index) => ({
  id: name.toLowerCase(),
  label: name,
  count: index + 1,
  panel: <h2>{`${name} panel`}</h2>,
}));
const [first, second] = entries as [PanelLinkEntry, PanelLinkEntry];
const last = entries.at(-1) as PanelLinkEntry;

const entry = (shown: PanelLinkEntry) => screen.getByRole("link", { name: shown.label });
const current = () => screen.getAllByRole("link", { current: true });
// Read as text: the test runner does not load stylesheets.
const css = readFileSync("src/components/sections/panel-links.css", "utf8").replace(/\s+/g, " ");

function navigateTo(hash: string) {
  const oldURL = window.location.href;
  window.history.pushState(null, "", hash);
  window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: window.location.href }));
}

beforeEach(() => window.history.replaceState(null, "", "/panels"));

describe("PanelLinks", () => {
  it("lists the entries in a named list, each a link to its panel with its count; every panel is in the HTML", () => {
    render(<PanelLinks label={LABEL} entries={entries} />);
    const links = within(screen.getByRole("list", { name: LABEL })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(entries.map((shown) => `#${shown.id}`));
    expect(links.map((link) => link.textContent)).toEqual(entries.map((shown) => `${shown.label}${shown.count}`));
    for (const shown of entries) expect(document.getElementById(shown.id)).toHaveTextContent(`${shown.label} panel`);
    // Links, not tabs: nothing claims a role the platform does not give it.
    expect(document.querySelector("[role]")).toBeNull();
  });

  it("shows no count for an entry without one", () => {
    render(<PanelLinks label={LABEL} entries={[{ id: "plain", label: "Plain", panel: "text" }]} />);
    expect(screen.getByRole("link", { name: "Plain" })).toHaveTextContent(/^Plain$/);
  });

  it("has CSS that shows the targeted panel, the first while none is, and marks the shown entry", () => {
    expect(css).toContain("[data-panel-links] [data-panel]:not(:target) { display: none; }");
    expect(css).toContain(
      "[data-panel-links]:not(:has([data-panel]:target)) [data-panel]:first-child { display: block; }",
    );
    expect(css).toContain(
      '.panel-link[aria-current="true"], [data-panel-links]:not(:has([data-panel]:target)) li:first-child > .panel-link { @apply panel-link-shown; }',
    );
  });
});

describe("the pages' script", () => {
  it("marks the first entry while the URL names no panel", () => {
    render(<PanelLinks label={LABEL} entries={entries} />);
    markShownPanelLinks();
    expect(current()).toEqual([entry(first)]);
  });

  it("marks the entry of a panel chosen before it ran, and follows every later choice, Back included", () => {
    render(<PanelLinks label={LABEL} entries={entries} />);
    window.history.replaceState(null, "", `#${last.id}`);
    markShownPanelLinks();
    expect(current()).toEqual([entry(last)]);
    navigateTo(`#${second.id}`);
    expect(current()).toEqual([entry(second)]);
    // The skip link's #main names no panel: the CSS shows the first, and the mark agrees.
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

    it("stays where it is when the URL names no panel", () => {
      render(<PanelLinks label={LABEL} entries={entries} />);
      markShownPanelLinks();
      expect(scrolledTo).not.toHaveBeenCalled();
    });

    it("brings an entry the URL names into view", () => {
      render(<PanelLinks label={LABEL} entries={entries} />);
      window.history.replaceState(null, "", `#${last.id}`);
      markShownPanelLinks();
      expect(scrolledTo).toHaveBeenCalledWith(1500 - (390 - 120) / 2);
    });
  });
});
