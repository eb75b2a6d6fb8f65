import { render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageChecks } from "~/components/sections/image-checks";
import type { DiagnosticImage } from "~/content/image-test";
import { scriptOf } from "~/test/widget-script";

const script = await scriptOf("src/components/widgets/photo-checks.astro");
/** The script, run as the browser runs it once the page is parsed, against `fetcher`'s answers. */
function runPhotoChecks(fetcher: (url: string) => Promise<Response>) {
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    expect(init?.method).toBe("HEAD");
    return fetcher(String(url));
  });
  vi.stubGlobal("fetch", fetch);
  new Function(script)();
  return fetch;
}
const answer = (status: number) => Promise.resolve(new Response(null, { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("portrait checks (SPEC §7)", () => {
  /** A page with three portraits, two of them the same photo, and one image that is not a portrait. */
  function page(urls = ["/images/a-800.webp", "/images/b-800.webp", "/images/a-800.webp"]) {
    document.body.innerHTML = `${urls.map((url) => `<picture><img data-member-photo="x" src="${url}" alt=""></picture>`).join("")}
      <picture><img src="/images/art-hero-800.webp" alt="Not a portrait"></picture>`;
  }

  /** Idle callbacks the test runs by hand, each with a deadline that has `remaining` ms left. */
  function idleSlices(remaining: number) {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => callbacks.push(callback));
    return {
      pending: () => callbacks.length,
      runNext: () => callbacks.shift()?.({ didTimeout: false, timeRemaining: () => remaining }),
    };
  }

  it("checks each portrait of the page once, and no other image", async () => {
    page();
    const idle = idleSlices(50);
    vi.spyOn(console, "info").mockImplementation(() => {});
    const fetch = runPhotoChecks(() => answer(200));
    while (idle.pending() > 0) idle.runNext();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/images/a-800.webp", "/images/b-800.webp"]);
  });

  it("sends a busy page's checks one idle slice at a time, then logs the available photos on one line", async () => {
    const urls = ["/images/a-800.webp", "/images/b-800.webp", "/images/c-800.webp"];
    page(urls);
    const idle = idleSlices(0);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetch = runPhotoChecks(() => answer(200));

    expect(fetch).not.toHaveBeenCalled();
    for (const sentSoFar of [1, 2, 3]) {
      idle.runNext();
      expect(fetch).toHaveBeenCalledTimes(sentSoFar);
    }
    expect(idle.pending()).toBe(0);
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    expect(info).toHaveBeenCalledWith(`Team photos available (3): ${urls.join(", ")}`);
  });

  it("sends several in one slice when the browser has time, and warns once per missing photo", async () => {
    page(["/images/d-800.webp", "/images/gone-800.webp"]);
    const idle = idleSlices(50);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetch = runPhotoChecks((url) => answer(url.includes("gone") ? 404 : 200));

    idle.runNext();
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith("Team photos available (1): /images/d-800.webp"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Team photo unavailable (HTTP 404): /images/gone-800.webp");
  });
});

describe("the /image-test page's checks (SPEC §7)", () => {
  const images: DiagnosticImage[] = [
    { label: "Present", url: "/images/present-800.webp", width: 800, height: 500 },
    { label: "Missing", url: "/images/missing-800.webp", width: 800, height: 500 },
    { label: "Offline", url: "https://images.example/offline-800.webp", width: 800, height: 500 },
  ];
  const copy = {
    checking: "Checking…",
    reachable: "Reachable",
    unreachable: "Unreachable",
    notDisplayed: "The browser could not display this image.",
  };

  /** jsdom loads no images: each preview is made to look loaded (`width` > 0) or broken (0). */
  function setup(loadedWidth: (url: string) => number = () => 800) {
    render(createElement(ImageChecks, { images, copy }));
    for (const img of screen.getAllByRole("img") as HTMLImageElement[]) {
      Object.defineProperty(img, "complete", { value: true });
      Object.defineProperty(img, "naturalWidth", { value: loadedWidth(img.getAttribute("src") ?? "") });
    }
    return (label: string) => screen.getByRole("heading", { name: label }).closest("li") as HTMLElement;
  }

  it("shows every image as checking in the HTML", () => {
    setup();
    for (const checking of screen.getAllByText("Checking…")) expect(checking).toBeVisible();
    for (const answer of screen.getAllByText(/^(Reachable|Unreachable)$/)) expect(answer).not.toBeVisible();
    expect(screen.getAllByRole("img")).toHaveLength(images.length);
  });

  it("checks each image with a HEAD request, then says and logs whether it is reachable", async () => {
    const card = setup();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetch = runPhotoChecks((url) =>
      url.includes("offline")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : answer(url.includes("missing") ? 404 : 200),
    );
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(images.length));

    expect(within(card("Present")).getByText("Reachable · HTTP 200")).toBeVisible();
    expect(within(card("Missing")).getByText("Unreachable · HTTP 404")).toBeVisible();
    expect(within(card("Offline")).getByText("Unreachable · Failed to fetch")).toBeVisible();
    for (const label of ["Present", "Missing", "Offline"]) {
      expect(within(card(label)).queryByText("Checking…")).not.toBeVisible();
    }
    expect(fetch).toHaveBeenCalledTimes(images.length);
  });

  it("puts a note in place of a preview that failed before the script ran, and of one that fails after", async () => {
    const card = setup((url) => (url.includes("missing") ? 0 : 800));
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    runPhotoChecks(() => answer(200));
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(images.length));
    expect(within(card("Missing")).getByText(copy.notDisplayed)).toBeVisible();
    expect(within(card("Missing")).queryByRole("img")).not.toBeInTheDocument();
    expect(within(card("Present")).queryByText(copy.notDisplayed)).not.toBeVisible();

    within(card("Offline")).getByRole("img").dispatchEvent(new Event("error"));
    expect(within(card("Offline")).getByText(copy.notDisplayed)).toBeVisible();
  });
});
