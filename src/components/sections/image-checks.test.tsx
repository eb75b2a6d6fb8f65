import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiagnosticImage } from "~/content/image-test";
import { ImageChecks } from "./image-checks";
import { runImageChecks } from "./image-checks-script";

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
  render(<ImageChecks images={images} copy={copy} />);
  for (const img of screen.getAllByRole("img") as HTMLImageElement[]) {
    Object.defineProperty(img, "complete", { value: true });
    Object.defineProperty(img, "naturalWidth", { value: loadedWidth(img.getAttribute("src") ?? "") });
  }
  return (label: string) => screen.getByRole("heading", { name: label }).closest("li") as HTMLElement;
}

afterEach(() => vi.restoreAllMocks());

describe("ImageChecks and its script", () => {
  it("shows every image as checking in the HTML", () => {
    setup();
    for (const checking of screen.getAllByText("Checking…")) expect(checking).toBeVisible();
    for (const answer of screen.getAllByText(/^(Reachable|Unreachable)$/)) expect(answer).not.toBeVisible();
    expect(screen.getAllByRole("img")).toHaveLength(images.length);
  });

  it("checks each image with a HEAD request, then says and logs whether it is reachable", async () => {
    const card = setup();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetcher = vi.fn((url: string | URL | Request) => {
      const href = String(url);
      if (href.includes("offline")) return Promise.reject(new TypeError("Failed to fetch"));
      return Promise.resolve(new Response(null, { status: href.includes("missing") ? 404 : 200 }));
    });
    await runImageChecks(document, fetcher as typeof fetch);

    expect(within(card("Present")).getByText("Reachable · HTTP 200")).toBeVisible();
    expect(within(card("Missing")).getByText("Unreachable · HTTP 404")).toBeVisible();
    expect(within(card("Offline")).getByText("Unreachable · Failed to fetch")).toBeVisible();
    for (const label of ["Present", "Missing", "Offline"]) {
      expect(within(card(label)).queryByText("Checking…")).not.toBeVisible();
    }
    expect(fetcher).toHaveBeenCalledTimes(images.length);
    for (const [, init] of fetcher.mock.calls as unknown as [string, RequestInit][]) expect(init.method).toBe("HEAD");
    expect(info).toHaveBeenCalledTimes(images.length);
  });

  it("puts a note in place of a preview that failed before the script ran, and of one that fails after", async () => {
    const card = setup((url) => (url.includes("missing") ? 0 : 800));
    vi.spyOn(console, "info").mockImplementation(() => {});
    await runImageChecks(document, () => Promise.resolve(new Response(null, { status: 200 })));
    expect(within(card("Missing")).getByText(copy.notDisplayed)).toBeVisible();
    expect(within(card("Missing")).queryByRole("img")).not.toBeInTheDocument();
    expect(within(card("Present")).queryByText(copy.notDisplayed)).not.toBeVisible();

    within(card("Offline")).getByRole("img").dispatchEvent(new Event("error"));
    expect(within(card("Offline")).getByText(copy.notDisplayed)).toBeVisible();
  });
});
