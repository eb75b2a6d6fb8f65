import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { caseStudiesByShortName } from "~/content/case-studies";
import { slugify } from "~/lib/slug";
import { panelSlot, ProjectSnapshots, type SnapshotEntry, type SnapshotPanels } from "./project-snapshots";
import { readCaseStudies } from "~/content/content-files";

const entries: SnapshotEntry[] = caseStudiesByShortName(readCaseStudies()).map((study) => ({
  id: slugify(study.shortName),
  label: study.shortName,
}));
const panels: SnapshotPanels = Object.fromEntries(
  entries.map((entry, index) => [panelSlot(index), <h2 key={entry.id}>Panel of {entry.label}</h2>]),
);
const [first, second] = entries as [SnapshotEntry, SnapshotEntry];
const last = entries.at(-1) as SnapshotEntry;

const snapshots = () => <ProjectSnapshots label="Case studies" entries={entries} {...panels} />;

let wide = false;
beforeEach(() => {
  wide = false;
  window.history.replaceState(null, "", "/project-snapshots");
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: query.includes("min-width") && wide,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => vi.unstubAllGlobals());

const panelOf = (entry: SnapshotEntry) => document.getElementById(entry.id) as HTMLElement;
const selectedTab = () => screen.getByRole("tab", { selected: true });

function navigateTo(hash: string) {
  const oldURL = window.location.href;
  window.history.pushState(null, "", hash);
  window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: window.location.href }));
}

describe("ProjectSnapshots as pre-rendered", () => {
  it("is a list of links to the panels' ids, with no tab roles, every panel in the HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(snapshots());
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(entries.map((entry) => `#${entry.id}`));
    expect(links.map((link) => link.textContent)).toEqual(entries.map((entry) => entry.label));
    expect(container.querySelector("[role]")).toBeNull();
    expect(container.querySelector("[hidden]")).toBeNull();
    for (const entry of entries) expect(container.querySelector(`[id="${entry.id}"]`)).toHaveTextContent(entry.label);
    // The CSS that shows the first study while none is targeted finds it by these.
    expect(container.querySelector("[data-links]")).not.toBeNull();
    expect(container.querySelector(`[id="${first.id}"]`)).toHaveAttribute("data-initial");
    expect(container.querySelector(`a[href="#${first.id}"]`)).toHaveAttribute("data-initial");
    expect(container.querySelectorAll("[data-initial]")).toHaveLength(2);
  });
});

describe("ProjectSnapshots in the browser", () => {
  it("becomes tabs with the first study selected", () => {
    render(snapshots());
    const tablist = screen.getByRole("tablist", { name: "Case studies" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(entries.map((e) => e.label));
    expect(selectedTab()).toHaveTextContent(first.label);
    expect(screen.getByRole("tabpanel")).toBe(panelOf(first));
    expect(panelOf(first)).toHaveAccessibleName(first.label);
    expect(panelOf(second)).not.toBeVisible();
    expect(document.querySelector("[data-links]")).toBeNull();
  });

  it("starts from the study the URL targets (an entry tapped before the script arrived)", () => {
    window.history.replaceState(null, "", `#${last.id}`);
    render(snapshots());
    expect(selectedTab()).toHaveTextContent(last.label);
    expect(screen.getByRole("tabpanel")).toBe(panelOf(last));
  });

  it("hydrates the pre-rendered links without a mismatch, then selects what the URL targets", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(snapshots());
    document.body.append(container);
    const tappedEarly = container.querySelector<HTMLAnchorElement>(`a[href="#${second.id}"]`);
    window.history.replaceState(null, "", `#${second.id}`);
    const root = await act(async () => hydrateRoot(container, snapshots()));
    // The same element, now a tab: focus or a press on it is not lost.
    expect(selectedTab()).toBe(tappedEarly);
    expect(screen.getByRole("tabpanel")).toBe(panelOf(second));
    act(() => root.unmount());
    container.remove();
  });

  describe("on a phone's sideways-scrolling bar", () => {
    const scrolledTo = vi.fn();
    beforeEach(() => {
      scrolledTo.mockReset();
      // jsdom lays nothing out: a bar wider than the screen, scrolled past its first entries.
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

    it("stays where the visitor scrolled it when the island starts with no study named", () => {
      render(snapshots());
      expect(selectedTab()).toHaveTextContent(first.label);
      expect(scrolledTo).not.toHaveBeenCalled();
    });

    it("brings a study the URL names into view", () => {
      window.history.replaceState(null, "", `#${last.id}`);
      render(snapshots());
      expect(selectedTab()).toHaveTextContent(last.label);
      expect(scrolledTo).toHaveBeenCalled();
    });
  });

  it("selects a clicked study and names it in the URL without a history entry", () => {
    render(snapshots());
    const length = window.history.length;
    fireEvent.click(screen.getByRole("tab", { name: second.label }));
    expect(selectedTab()).toHaveTextContent(second.label);
    expect(screen.getByRole("tabpanel")).toBe(panelOf(second));
    expect(window.location.hash).toBe(`#${second.id}`);
    expect(window.history.length).toBe(length);
  });

  it("leaves a modified click to the browser", () => {
    render(snapshots());
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole("tab", { name: second.label }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(selectedTab()).toHaveTextContent(first.label);
  });

  it("moves with the arrow keys of its orientation, Home and End, and Space selects", () => {
    render(snapshots());
    const tablist = screen.getByRole("tablist");
    expect(tablist).toHaveAttribute("aria-orientation", "horizontal");
    fireEvent.keyDown(selectedTab(), { key: "ArrowRight" });
    expect(selectedTab()).toHaveTextContent(second.label);
    expect(selectedTab()).toHaveFocus();
    fireEvent.keyDown(selectedTab(), { key: "ArrowDown" });
    expect(selectedTab()).toHaveTextContent(second.label);
    fireEvent.keyDown(selectedTab(), { key: "End" });
    expect(selectedTab()).toHaveTextContent(last.label);
    fireEvent.keyDown(selectedTab(), { key: "ArrowRight" });
    expect(selectedTab()).toHaveTextContent(first.label);
    fireEvent.keyDown(selectedTab(), { key: "ArrowLeft" });
    expect(selectedTab()).toHaveTextContent(last.label);
    fireEvent.keyDown(selectedTab(), { key: "Home" });
    expect(selectedTab()).toHaveTextContent(first.label);
    const space = fireEvent.keyDown(selectedTab(), { key: " " });
    expect(space, "Space does not scroll the page").toBe(false);
    expect(window.location.hash).toBe(`#${first.id}`);
  });

  it("is a vertical list from lg, moved with Up and Down", () => {
    wide = true;
    render(snapshots());
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    fireEvent.keyDown(selectedTab(), { key: "ArrowDown" });
    expect(selectedTab()).toHaveTextContent(second.label);
    fireEvent.keyDown(selectedTab(), { key: "ArrowUp" });
    expect(selectedTab()).toHaveTextContent(first.label);
  });

  it("gives only the selected tab a place in the Tab order", () => {
    render(snapshots());
    const tabs = screen.getAllByRole("tab");
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([selectedTab()]);
    expect(panelOf(first).tabIndex).toBe(0);
  });

  it("follows Back and links to a study, and keeps its choice for a fragment that names none", () => {
    render(snapshots());
    fireEvent.click(screen.getByRole("tab", { name: second.label }));
    act(() => navigateTo(`#${last.id}`));
    expect(selectedTab()).toHaveTextContent(last.label);
    act(() => navigateTo("#main"));
    expect(selectedTab()).toHaveTextContent(last.label);
  });

  it("keeps a study chosen before the script ran when the skip link's fragment replaces it", () => {
    window.history.replaceState(null, "", `#${second.id}`);
    render(snapshots());
    act(() => navigateTo("#main"));
    expect(selectedTab()).toHaveTextContent(second.label);
  });
});
