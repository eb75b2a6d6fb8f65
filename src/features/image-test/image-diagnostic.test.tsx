import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImageDiagnostic, type DiagnosticImage } from "./image-diagnostic";

const images: DiagnosticImage[] = [
  { label: "Present", url: "/images/present-800.webp", width: 800, height: 500 },
  { label: "Missing", url: "/images/missing-800.webp", width: 800, height: 500 },
  { label: "Offline", url: "https://images.example/offline-800.webp", width: 800, height: 500 },
];

afterEach(() => vi.unstubAllGlobals());

describe("ImageDiagnostic", () => {
  it("checks each image with a HEAD request and says whether it is reachable", async () => {
    const fetchMock = vi.fn((url: string) => {
      if (url.includes("offline")) return Promise.reject(new TypeError("Failed to fetch"));
      return Promise.resolve(new Response(null, { status: url.includes("missing") ? 404 : 200 }));
    });
    vi.stubGlobal("fetch", fetchMock);
    render(<ImageDiagnostic images={images} />);

    const card = (label: string) => screen.getByRole("heading", { name: label }).closest("li")!;
    expect(await within(card("Present")).findByText("Reachable · HTTP 200")).toBeInTheDocument();
    expect(await within(card("Missing")).findByText("Unreachable · HTTP 404")).toBeInTheDocument();
    expect(await within(card("Offline")).findByText("Unreachable · Failed to fetch")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) expect(init.method).toBe("HEAD");
    expect(screen.getAllByRole("img")).toHaveLength(3);
  });

  it("shows every image as checking until the answers arrive", () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    render(<ImageDiagnostic images={images} />);
    expect(screen.getAllByText("Checking…")).toHaveLength(3);
  });
});
