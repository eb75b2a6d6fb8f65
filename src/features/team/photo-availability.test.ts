import { afterEach, describe, expect, it, vi } from "vitest";
import { logPhotoAvailability } from "./photo-availability";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Idle callbacks the test runs by hand, each with a deadline that has `remaining` ms left. */
function idleSlices(remaining: number) {
  const callbacks: IdleRequestCallback[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => callbacks.push(callback));
  return {
    pending: () => callbacks.length,
    runNext: () => callbacks.shift()?.({ didTimeout: false, timeRemaining: () => remaining }),
  };
}

describe("team photo checks (SPEC §7)", () => {
  it("sends a busy page's checks one idle slice at a time, then logs the available photos on one line", async () => {
    const idle = idleSlices(0);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetcher = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    const urls = ["/images/a-800.webp", "/images/b-800.webp", "/images/c-800.webp"];
    const logged = urls.map((url) => logPhotoAvailability(url, fetcher));

    expect(fetcher).not.toHaveBeenCalled();
    for (const sentSoFar of [1, 2, 3]) {
      idle.runNext();
      expect(fetcher).toHaveBeenCalledTimes(sentSoFar);
    }
    expect(idle.pending()).toBe(0);
    await Promise.all(logged);
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
    const logged = ["/images/d-800.webp", "/images/gone-800.webp"].map((url) => logPhotoAvailability(url, fetcher));

    idle.runNext();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await Promise.all(logged);
    expect(info).toHaveBeenCalledWith("Team photos available (1): /images/d-800.webp");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Team photo unavailable (HTTP 404): /images/gone-800.webp");
  });

  it("checks each photo once per page session", () => {
    idleSlices(50);
    expect(logPhotoAvailability("/images/e-800.webp", vi.fn())).toBeInstanceOf(Promise);
    expect(logPhotoAvailability("/images/e-800.webp", vi.fn())).toBeUndefined();
  });
});
