import { within } from "@testing-library/dom";
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import PanelLinksFixture from "~/test/panel-links-fixture.astro";
import { renderAstro } from "~/test/astro";
import { pageWith, scriptOf } from "~/test/widget-script";
import type { PanelLinkEntry } from "./panel-links.astro";

const LABEL = "Seasons";
const entries: PanelLinkEntry[] = ["Spring", "Summer", "Autumn", "Winter"].map((name, index) => ({
  id: name.toLowerCase(),
  label: name,
  count: index + 1,
}));
const [first, second] = entries as [PanelLinkEntry, PanelLinkEntry];
const last = entries.at(-1) as PanelLinkEntry;

const FILE = "src/components/widgets/panel-links.astro";
const script = await scriptOf(FILE);
// Read as text: the test runner does not load stylesheets.
const css = (/<style is:global>([\s\S]*?)<\/style>/.exec(readFileSync(FILE, "utf8"))?.[1] ?? "").replace(/\s+/g, " ");

/** The widget in a page at `url`; its script runs when `withScript`. */
async function setup({ url = "https://northbridge.test/panels", withScript = false, shown = entries } = {}) {
  const window = pageWith(await renderAstro(PanelLinksFixture, { props: { label: LABEL, entries: shown } }), url);
  if (withScript) window.eval(script);
  const screen = within(window.document.body);
  const entry = (of: PanelLinkEntry) => screen.getByRole("link", { name: of.label });
  const current = () => screen.getAllByRole("link", { current: true });
  const navigateTo = (hash: string) => {
    const oldURL = window.location.href;
    window.history.pushState(null, "", hash);
    window.dispatchEvent(new window.HashChangeEvent("hashchange", { oldURL, newURL: window.location.href }));
  };
  return { window, screen, entry, current, navigateTo };
}

describe("PanelLinks", () => {
  it("lists the entries in a named list, each a link to its panel with its count; every panel is in the HTML", async () => {
    const { window, screen } = await setup();
    const links = within(screen.getByRole("list", { name: LABEL })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(entries.map((shown) => `#${shown.id}`));
    expect(links.map((link) => link.textContent?.replace(/\s+/g, ""))).toEqual(
      entries.map((shown) => `${shown.label}${shown.count}`),
    );
    for (const shown of entries)
      expect(window.document.getElementById(shown.id)?.textContent).toContain(`${shown.label} panel`);
    // Links, not tabs: nothing claims a role the platform does not give it.
    expect(window.document.querySelector("[role]")).toBeNull();
  });

  it("shows no count for an entry without one", async () => {
    const { screen } = await setup({ shown: [{ id: "plain", label: "Plain" }] });
    expect(screen.getByRole("link", { name: "Plain" }).textContent?.trim()).toBe("Plain");
  });

  it("has CSS that shows the targeted panel, the first while none is, and marks the shown entry", () => {
    expect(css).toContain("[data-panel-links] [data-panel]:not(:target) { display: none; }");
    expect(css).toContain(
      "[data-panel-links]:not(:has([data-panel]:target)) [data-panel]:first-child { display: block; }",
    );
    expect(css).toContain(
      '.panel-link[aria-current="true"], [data-panel-links]:not(:has([data-panel]:target)) li:first-child > .panel-link,',
    );
  });
});

describe("its script", () => {
  it("marks the first entry while the URL names no panel", async () => {
    const { entry, current } = await setup({ withScript: true });
    expect(current()).toEqual([entry(first)]);
  });

  it("marks the entry of a panel chosen before it ran, and follows every later choice, Back included", async () => {
    const { entry, current, navigateTo } = await setup({
      url: `https://northbridge.test/panels#${last.id}`,
      withScript: true,
    });
    expect(current()).toEqual([entry(last)]);
    navigateTo(`#${second.id}`);
    expect(current()).toEqual([entry(second)]);
    // The skip link's #main names no panel: the CSS shows the first, and the mark agrees.
    navigateTo("#main");
    expect(current()).toEqual([entry(first)]);
  });

  describe("on a phone's sideways-scrolling bar", () => {
    const scrolledTo = vi.fn();
    /** The page, laid out as jsdom cannot: a bar wider than the screen, scrolled to its start. */
    async function laidOut(url: string) {
      const { window } = await setup({ url });
      const geometry = { scrollWidth: 2000, clientWidth: 390, offsetLeft: 1500, offsetWidth: 120 };
      for (const [name, value] of Object.entries(geometry))
        Object.defineProperty(window.HTMLElement.prototype, name, { configurable: true, get: () => value });
      Object.defineProperty(window.HTMLElement.prototype, "scrollLeft", {
        configurable: true,
        get: () => 0,
        set: scrolledTo,
      });
      window.eval(script);
    }
    beforeEach(() => scrolledTo.mockReset());

    it("stays where it is when the URL names no panel", async () => {
      await laidOut("https://northbridge.test/panels");
      expect(scrolledTo).not.toHaveBeenCalled();
    });

    it("brings an entry the URL names into view", async () => {
      await laidOut(`https://northbridge.test/panels#${last.id}`);
      expect(scrolledTo).toHaveBeenCalledWith(1500 - (390 - 120) / 2);
    });
  });
});
