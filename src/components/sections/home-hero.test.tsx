import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { imageById } from "~/content/images";
import { readPage } from "~/content/content-files";
import { homeBands } from "~/test/page-bands";
import { HomeHero, homeHeroPreload } from "./home-hero";

const home = homeBands(readPage("home"));

const slides = home.hero.slides.map((slide) => ({ ...slide, image: imageById(slide.image) }));

/** The content's slides, or `count` slides made from them. */
function renderHero(count = slides.length, intervalMs = home.hero.intervalMs) {
  const chosen =
    count === slides.length
      ? slides
      : Array.from({ length: count }, (_, index) => slides[index % slides.length]!).map((slide, index) => ({
          ...slide,
          image: { ...slide.image, id: `${slide.image.id}-${index}` },
        }));
  return render(
    <HomeHero
      page={readPage("home")}
      slides={chosen}
      intervalMs={intervalMs}
      actions={home.hero.actions}
      trustLine={home.hero.trustLine}
    />,
  );
}

describe("HomeHero", () => {
  it("rotates the content's slides and offers the pause control", () => {
    renderHero(slides.length);
    expect(screen.getAllByRole("img")).toHaveLength(slides.length);
    expect(screen.getByRole("checkbox", { name: "Pause background slideshow" })).not.toBeChecked();
    expect(screen.getAllByRole("img")[0]!.parentElement!.parentElement).toHaveAttribute(
      "data-count",
      String(slides.length),
    );
  });

  it("never rotates one image, so offers nothing to pause (SPEC §4)", () => {
    renderHero(1);
    expect(screen.getByRole("img").parentElement!.parentElement).not.toHaveAttribute("data-count");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("keeps each slide's focal point below 768 px as a class, since the CSP allows no style attribute", () => {
    renderHero(slides.length);
    for (const [index, image] of screen.getAllByRole("img").entries()) {
      expect(image).not.toHaveAttribute("style");
      expect(image).toHaveClass(`max-md:object-[${slides[index]!.mobilePosition.replace(" ", "_")}]`);
    }
  });

  it("fails the build when the content asks for what home-hero.css does not do", () => {
    expect(() => renderHero(7)).toThrow(/up to 6 slides/);
    expect(() => renderHero(4, 4000)).toThrow(/every 5000 ms/);
    expect(() =>
      render(
        <HomeHero
          page={readPage("home")}
          slides={[{ ...slides[0]!, mobilePosition: "13% 50%" }]}
          intervalMs={home.hero.intervalMs}
          actions={home.hero.actions}
          trustLine={home.hero.trustLine}
        />,
      ),
    ).toThrow(/"13% 50%"/);
  });

  it("preloads the first slide only, as the image will ask for it", () => {
    const [preload, ...more] = homeHeroPreload(slides);
    expect(more).toEqual([]);
    expect(preload).toMatchObject({ type: "image/avif", imagesizes: "100vw" });
    expect(preload?.imagesrcset).toContain(`/${slides[0]!.image.id}-`);
    renderHero();
    const source = screen.getAllByRole("img")[0]!.parentElement!.querySelector('source[type="image/avif"]');
    expect(source).toHaveAttribute("srcset", preload?.imagesrcset);
    expect(source).toHaveAttribute("sizes", preload?.imagesizes);
  });
});
