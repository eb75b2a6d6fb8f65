import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logPhotoAvailability, portraitUrls } from "./member-photo-checks";
import { watchPhotoFailures } from "./member-photo-script";

/** A page as the team pages send it: portraits named for the script, and the "Photo Coming Soon" template. */
function page() {
  document.body.innerHTML = `
    <picture><img data-member-photo="Amara Okafor" src="/images/team-amara-okafor-800.webp" alt=""></picture>
    <picture><img data-member-photo="Kenji Watanabe" src="/images/team-kenji-watanabe-800.webp" alt=""></picture>
    <picture><img data-member-photo="Amara Okafor" src="/images/team-amara-okafor-800.webp" alt=""></picture>
    <picture><img src="/images/art-hero-800.webp" alt="Not a portrait"></picture>
    <template data-photo-fallback=""><div>Photo Coming Soon</div></template>`;
  return [...document.querySelectorAll<HTMLImageElement>("img")];
}

/** How the browser reports an image's state; jsdom loads no images. */
function loadState(img: HTMLImageElement, state: { complete: boolean; naturalWidth: number; currentSrc: string }) {
  for (const [key, value] of Object.entries(state)) Object.defineProperty(img, key, { value, configurable: true });
}

describe("portraits that fail (SPEC §8)", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it('give way to "Photo Coming Soon" when they fail, and are logged', () => {
    const [amara, kenji] = page();
    watchPhotoFailures();
    kenji?.dispatchEvent(new Event("error"));
    expect(document.body.textContent).toContain("Photo Coming Soon");
    expect(document.querySelectorAll("img")).toHaveLength(3);
    expect(kenji?.isConnected).toBe(false);
    expect(amara?.isConnected).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Photo Coming Soon: the photo of Kenji Watanabe"));
  });

  it("catch those that failed before the script ran, and leave lazy ones that have not started alone", () => {
    const [amara, kenji] = page();
    if (!amara || !kenji) throw new Error("no portraits");
    loadState(amara, { complete: true, naturalWidth: 0, currentSrc: amara.src });
    loadState(kenji, { complete: false, naturalWidth: 0, currentSrc: "" });
    watchPhotoFailures();
    expect(amara.isConnected).toBe(false);
    expect(kenji.isConnected).toBe(true);
    expect(document.querySelectorAll("div")).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("leave other images to their own handling", () => {
    const images = page();
    watchPhotoFailures();
    images.at(-1)?.dispatchEvent(new Event("error"));
    expect(images.at(-1)?.isConnected).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("portrait checks (SPEC §7)", () => {
  /** Idle callbacks the test runs by hand, each with a deadline that has `remaining` ms left. */
  function idleSlices(remaining: number) {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => callbacks.push(callback));
    return {
      pending: () => callbacks.length,
      runNext: () => callbacks.shift()?.({ didTimeout: false, timeRemaining: () => remaining }),
    };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("checks each portrait of the page once", () => {
    page();
    expect(portraitUrls()).toEqual(["/images/team-amara-okafor-800.webp", "/images/team-kenji-watanabe-800.webp"]);
  });

  it("sends a busy page's checks one idle slice at a time, then logs the available photos on one line", async () => {
    const idle = idleSlices(0);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetcher = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    const urls = ["/images/a-800.webp", "/images/b-800.webp", "/images/c-800.webp"];
    const logged = logPhotoAvailability(urls, fetcher);

    expect(fetcher).not.toHaveBeenCalled();
    for (const sentSoFar of [1, 2, 3]) {
      idle.runNext();
      expect(fetcher).toHaveBeenCalledTimes(sentSoFar);
    }
    expect(idle.pending()).toBe(0);
    await logged;
    expect(fetcher).toHaveBeenCalledWith("/images/a-800.webp", expect.objectContaining({ method: "HEAD" }));
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(`Team photos available (3): ${urls.join(", ")}`);
  });

  it("sends several in one slice when the browser has time, and warns once per missing photo", async () => {
    const idle = idleSlices(50);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetcher = vi.fn((url: string | URL | Request) =>
      Promise.resolve(new Response(null, { status: String(url).includes("gone") ? 404 : 200 })),
    );
    const logged = logPhotoAvailability(["/images/d-800.webp", "/images/gone-800.webp"], fetcher);

    idle.runNext();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await logged;
    expect(info).toHaveBeenCalledWith("Team photos available (1): /images/d-800.webp");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Team photo unavailable (HTTP 404): /images/gone-800.webp");
  });
});
