import { afterEach, describe, expect, it, vi } from "vitest";
import { keepClicksToThePointer } from "./commercial-explorer-script";

function setup(mediaMatches: boolean) {
  document.body.innerHTML = `<a href="#clients-energy" data-industry-link><span>Energy</span></a><a href="#elsewhere">Other</a>`;
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: mediaMatches, media: query }));
  keepClicksToThePointer(document);
  const click = (element: Element, detail: number) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, detail });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { industry: document.querySelector("span")!, other: document.querySelector('a[href="#elsewhere"]')!, click };
}

afterEach(() => vi.unstubAllGlobals());

describe("keepClicksToThePointer", () => {
  it("keeps a mouse click on an industry from choosing it where pointing shows the clients beside the list", () => {
    const { industry, other, click } = setup(true);
    expect(click(industry, 1)).toBe(true);
    expect(click(other, 1), "other links are left alone").toBe(false);
  });

  it("lets Enter (a click with no pointer) follow the link", () => {
    const { industry, click } = setup(true);
    expect(click(industry, 0)).toBe(false);
  });

  it("lets a click choose on touch screens and where the clients show under the list", () => {
    const { industry, click } = setup(false);
    expect(click(industry, 1)).toBe(false);
  });
});
