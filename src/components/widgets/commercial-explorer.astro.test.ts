import { within } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import { renderAstro } from "~/test/astro";
import { pageWith, scriptOf } from "~/test/widget-script";
import CommercialExplorer from "./commercial-explorer.astro";

const industries = [
  { name: "Energy", clients: ["BP", "Shell"] },
  { name: "Hospitality", clients: [] },
];
const html = await renderAstro(CommercialExplorer, {
  props: {
    label: "Clients by industry",
    industries,
    listLabel: "Industries",
    prompt: "Point to an industry.",
    emptyText: "Coming soon...",
  },
});
const script = await scriptOf("src/components/widgets/commercial-explorer.astro");

/** The widget in a page of its own; the browser's script runs in it when `withScript`. */
function setup({ withScript = false, mediaMatches = false } = {}) {
  const window = pageWith(html);
  window.matchMedia = vi.fn((query: string) => ({ matches: mediaMatches, media: query }) as MediaQueryList);
  if (withScript) window.eval(script);
  return { window, document: window.document, screen: within(window.document.body) };
}

// jsdom applies no stylesheet: which panel shows is CSS (the widget's <style>), checked in a browser.
// Here: the HTML that CSS and the browser act on, with no script.
describe("CommercialExplorer", () => {
  it("lists each industry as a link to, and controlling, its clients' panel, which follows it in reading order", () => {
    const { document, screen } = setup();
    const links = within(screen.getAllByRole("list")[0]!).getAllByRole("link");
    expect(links.map((link) => link.textContent?.trim())).toEqual(["Energy", "Hospitality"]);
    for (const link of links) {
      const panel = screen.getByRole("region", { name: link.textContent?.trim() ?? "" });
      expect(link.getAttribute("aria-controls")).toBe(panel.id);
      const target = document.querySelector(link.getAttribute("href") ?? "#none");
      expect(panel.contains(target)).toBe(true);
      expect(link.compareDocumentPosition(panel) & document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("names each industry's clients region after it, and lists its clients", () => {
    const { screen } = setup();
    const energy = screen.getByRole("region", { name: "Energy" });
    expect(
      within(energy)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["BP", "Shell"]);
  });

  it('says "Coming soon..." for an industry without clients', () => {
    const { screen } = setup();
    const hospitality = screen.getByRole("region", { name: "Hospitality" });
    expect(hospitality.textContent).toContain("Coming soon...");
    expect(within(hospitality).queryByRole("list")).toBeNull();
  });

  it("shows the prompt for when no industry is chosen", () => {
    const { screen } = setup();
    expect(screen.getByText("Point to an industry.")).toBeTruthy();
  });
});

describe("its script", () => {
  function click(window: Window & typeof globalThis, element: Element, detail: number) {
    const event = new window.MouseEvent("click", { bubbles: true, cancelable: true, detail });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it("keeps a mouse click on an industry from choosing it where pointing shows the clients beside the list", () => {
    const { window, document, screen } = setup({ withScript: true, mediaMatches: true });
    document.body.insertAdjacentHTML("beforeend", `<a href="#elsewhere">Other</a>`);
    expect(click(window, screen.getByRole("link", { name: "Energy" }), 1)).toBe(true);
    expect(click(window, screen.getByRole("link", { name: "Other" }), 1), "other links are left alone").toBe(false);
  });

  it("lets Enter (a click with no pointer) follow the link", () => {
    const { window, screen } = setup({ withScript: true, mediaMatches: true });
    expect(click(window, screen.getByRole("link", { name: "Energy" }), 0)).toBe(false);
  });

  it("lets a click choose on touch screens and where the clients show under the list", () => {
    const { window, screen } = setup({ withScript: true, mediaMatches: false });
    expect(click(window, screen.getByRole("link", { name: "Energy" }), 1)).toBe(false);
  });
});
