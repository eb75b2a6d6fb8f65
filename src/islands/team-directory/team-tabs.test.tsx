import { act, fireEvent, render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readTeam } from "~/content/content-files";
import { teamTabs } from "~/content/team";
import { type TeamTabLink, TeamTabs } from "./team-tabs";

const tabs: TeamTabLink[] = teamTabs(readTeam()).map(({ name, slug, members }) => ({
  name,
  slug,
  count: members.length,
}));
const [first, second] = tabs;
const last = tabs.at(-1);
if (!first || !second || !last) throw new Error("too few tabs");
const LABEL = "Team groups";
// Read as text: the test runner does not load stylesheets.
const css = readFileSync("src/islands/team-directory/team-tabs.css", "utf8").replace(/\s+/g, " ");

/** Whether the page is as wide as the lg breakpoint (the sidebar) or narrower (the phone's bar). */
function screenWidth(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The tabs and, beside them, the static panels they show, as the team page has them. */
function mountPage(hash = "") {
  history.replaceState(null, "", `/team${hash}`);
  document.body.innerHTML = `<div id="tabs"></div>${tabs.map((tab) => `<section id="${tab.slug}"></section>`).join("")}`;
  const container = document.getElementById("tabs");
  if (!container) throw new Error("no container");
  return container;
}

const panel = (slug: string) => document.getElementById(slug);
const shownPanels = () => tabs.filter((tab) => panel(tab.slug)?.hidden === false).map((tab) => tab.slug);

beforeEach(() => screenWidth(true));
afterEach(() => vi.unstubAllGlobals());

describe("TeamTabs", () => {
  it("are plain links to the panels in the pre-rendered HTML, so they work before and without script", () => {
    const container = mountPage();
    container.innerHTML = renderToString(<TeamTabs label={LABEL} tabs={tabs} />);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(tabs.map((tab) => `#${tab.slug}`));
    expect(screen.getByRole("list", { name: LABEL })).toBeInTheDocument();
  });

  it("become WAI-ARIA tabs once hydrated, starting from the group the URL names (a tap made before the script)", async () => {
    const container = mountPage(`#${second.slug}`);
    container.innerHTML = renderToString(<TeamTabs label={LABEL} tabs={tabs} />);
    await act(async () => {
      render(<TeamTabs label={LABEL} tabs={tabs} />, { container, hydrate: true });
    });
    const tablist = screen.getByRole("tablist", { name: LABEL });
    expect(tablist).toHaveAttribute("aria-orientation", "vertical");
    const selected = screen.getByRole("tab", { selected: true });
    expect(selected).toHaveAccessibleName(second.name);
    expect(selected).toHaveAttribute("tabindex", "0");
    expect(selected).toHaveAttribute("aria-controls", second.slug);
    expect(screen.getAllByRole("tab", { selected: false }).every((tab) => tab.tabIndex === -1)).toBe(true);
    expect(shownPanels()).toEqual([second.slug]);
    expect(panel(second.slug)).toHaveAttribute("role", "tabpanel");
    expect(panel(second.slug)).toHaveAccessibleName(second.name);
  });

  describe("on a phone's sideways-scrolling bar", () => {
    const scrolledTo = vi.fn();
    beforeEach(() => {
      screenWidth(false);
      scrolledTo.mockReset();
      // jsdom lays nothing out: a bar wider than the screen, scrolled past its first groups.
      const geometry = { scrollWidth: 2000, clientWidth: 390 };
      for (const [name, value] of Object.entries(geometry))
        Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
      Object.defineProperty(HTMLElement.prototype, "scrollLeft", {
        configurable: true,
        get: () => 800,
        set: scrolledTo,
      });
    });
    afterEach(() => {
      for (const name of ["scrollWidth", "clientWidth", "scrollLeft"])
        Reflect.deleteProperty(HTMLElement.prototype, name);
    });

    it("stays where the visitor scrolled it when the island starts with no group named", () => {
      render(<TeamTabs label={LABEL} tabs={tabs} />, { container: mountPage() });
      expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName(first.name);
      expect(scrolledTo).not.toHaveBeenCalled();
    });

    it("brings a group the URL names into view", () => {
      render(<TeamTabs label={LABEL} tabs={tabs} />, { container: mountPage(`#${last.slug}`) });
      expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName(last.name);
      expect(scrolledTo).toHaveBeenCalled();
    });
  });

  it("start on the first group when the URL names none", () => {
    render(<TeamTabs label={LABEL} tabs={tabs} />, { container: mountPage("#main") });
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName(first.name);
    expect(shownPanels()).toEqual([first.slug]);
  });

  it("select on click without leaving the page, keeping the URL in step", () => {
    render(<TeamTabs label={LABEL} tabs={tabs} />, { container: mountPage() });
    const target = screen.getByRole("tab", { name: last.name });
    expect(fireEvent.click(target)).toBe(false);
    expect(target).toHaveAttribute("aria-selected", "true");
    expect(shownPanels()).toEqual([last.slug]);
    expect(location.hash).toBe(`#${last.slug}`);
  });

  it("move and select with the arrow keys of their orientation, Home and End, wrapping at the ends", () => {
    render(<TeamTabs label={LABEL} tabs={tabs} />, { container: mountPage() });
    const tab = (name: string) => screen.getByRole("tab", { name });
    fireEvent.keyDown(tab(first.name), { key: "ArrowDown" });
    expect(tab(second.name)).toHaveFocus();
    expect(tab(second.name)).toHaveAttribute("aria-selected", "true");
    expect(shownPanels()).toEqual([second.slug]);
    fireEvent.keyDown(tab(second.name), { key: "End" });
    expect(tab(last.name)).toHaveFocus();
    fireEvent.keyDown(tab(last.name), { key: "ArrowDown" });
    expect(tab(first.name)).toHaveFocus();
    fireEvent.keyDown(tab(first.name), { key: "ArrowUp" });
    expect(tab(last.name)).toHaveFocus();
    fireEvent.keyDown(tab(last.name), { key: "Home" });
    expect(tab(first.name)).toHaveAttribute("aria-selected", "true");
    // Left and right belong to the phone's horizontal bar.
    fireEvent.keyDown(tab(first.name), { key: "ArrowRight" });
    expect(tab(first.name)).toHaveAttribute("aria-selected", "true");
  });

  it("use left and right on the phone's bar", () => {
    screenWidth(false);
    render(<TeamTabs label={LABEL} tabs={tabs} />, { container: mountPage() });
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "horizontal");
    fireEvent.keyDown(screen.getByRole("tab", { name: first.name }), { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: last.name })).toHaveFocus();
    expect(shownPanels()).toEqual([last.slug]);
  });

  it("follow the URL when it names another group (back and forward)", () => {
    render(<TeamTabs label={LABEL} tabs={tabs} />, { container: mountPage() });
    act(() => {
      history.replaceState(null, "", `#${second.slug}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByRole("tab", { selected: true })).toHaveAccessibleName(second.name);
  });

  it("look selected before the script runs, for every tab: team-tabs.css has a rule for each position", () => {
    for (const position of tabs.keys()) {
      expect(css).toContain(
        `:has(.team-panel:nth-child(${position + 1} of .team-panel):target) .team-tabs > li:nth-child(${position + 1}) > .team-tab`,
      );
    }
  });
});
