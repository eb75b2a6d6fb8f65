import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "~/lib/images";
import { AfterHydration } from "./after-hydration";
import { ResponsiveImage } from "./responsive-image";

const art: ImageAsset = { id: "art-events", width: 1600, height: 1200, alt: "Constellation" };

describe("AfterHydration", () => {
  it("leaves the image out of the pre-rendered HTML, but for readers without scripts, and shows it once hydrated", async () => {
    const image = (
      <AfterHydration boxClassName="aspect-[16/10]">
        <ResponsiveImage image={art} sizes="100vw" alt="Events art" />
      </AfterHydration>
    );
    const html = renderToString(image);
    expect(html).toMatch(
      /^<span class="block aspect-\[16\/10\]"><noscript><picture>.*art-events.*<\/picture><\/noscript><\/span>$/s,
    );

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    render(image, { container, hydrate: true });
    const img = await screen.findByRole("img", { name: "Events art" });
    expect(img).toHaveAttribute("src", expect.stringContaining("art-events"));
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("shows the image on a page rendered in the browser (reached by client-side navigation)", () => {
    render(
      <AfterHydration boxClassName="aspect-[4/3]">
        <ResponsiveImage image={art} sizes="100vw" />
      </AfterHydration>,
    );
    expect(screen.getByRole("img", { name: "Constellation" })).toBeInTheDocument();
  });
});
