import type { Page } from "@playwright/test";
import sharp from "sharp";
import { home } from "~/content/home";
import { imageById } from "~/content/images";
import { pages } from "~/content/pages";
import { expect, test } from "./fixtures";

const slides = home.hero.slides.map((slide) => ({ ...slide, alt: imageById(slide.image).alt }));
const INTERVAL = home.hero.intervalMs;

function hero(page: Page) {
  return page.getByRole("region", { name: pages.home.heading });
}

/** The slide a visitor (and a screen reader) sees: the others are hidden from the accessibility tree. */
function slide(page: Page, index: number) {
  return hero(page).getByRole("img", { name: slides[index]!.alt });
}

/**
 * Opens the home page with time stopped, so the slideshow advances only when
 * the test moves the clock. (Like gotoHydrated, but its wait does not rely on
 * animation frames, which the stopped clock holds back.)
 */
async function openHome(page: Page) {
  const start = new Date("2025-03-03T09:00:00Z");
  await page.clock.install({ time: start });
  // A little ahead of the start, so the pause never lands in the past however slow the machine.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test.describe("home hero", () => {
  test("the first image is in the pre-rendered HTML, preloaded at high priority; the others are not", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(html)?.[0] ?? "";
    expect(preload).toContain(`${slides[0]!.image}-`);
    expect(preload).toMatch(/fetchpriority="high"/i);
    const imageTag = (alt: string) => new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0];
    const firstImage = imageTag(slides[0]!.alt) ?? "";
    expect(firstImage).toMatch(/fetchpriority="high"/i);
    expect(firstImage).toMatch(/width="\d+"/);
    expect(firstImage).toMatch(/height="\d+"/);
    for (const later of slides.slice(1)) expect(imageTag(later.alt)).toBeUndefined();
  });

  test("changes image every 5 s, wraps from the last to the first, and stops when paused", async ({ page }) => {
    await openHome(page);
    await expect(slide(page, 0)).toBeVisible();

    await page.clock.runFor(INTERVAL - 100);
    await expect(slide(page, 0)).toBeVisible();
    await page.clock.runFor(100);
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 0)).toBeHidden();
    await expect(slide(page, 1)).toHaveCSS("opacity", "1");

    await page.clock.runFor(INTERVAL * 2);
    await expect(slide(page, 3)).toBeVisible();
    await page.clock.runFor(INTERVAL);
    await expect(slide(page, 0)).toBeVisible();
    await expect(slide(page, 3)).toBeHidden();

    const pause = hero(page).getByRole("button", { name: "Pause background slideshow" });
    await pause.click();
    const play = hero(page).getByRole("button", { name: "Play background slideshow" });
    await expect(play).toBeVisible();
    await expect(play).toBeFocused();
    await page.clock.runFor(INTERVAL * 3);
    await expect(slide(page, 0)).toBeVisible();

    await play.click();
    await expect(hero(page).getByRole("button", { name: "Pause background slideshow" })).toBeVisible();
    await page.clock.runFor(INTERVAL);
    await expect(slide(page, 1)).toBeVisible();
  });

  test("does not rotate or fade, and offers no pause control, when the visitor prefers reduced motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await page.clock.runFor(INTERVAL * 4);
    await expect(slide(page, 0)).toBeVisible();
    await expect(slide(page, 0)).toHaveCSS("transition-property", "none");
    await expect(hero(page).getByRole("img")).toHaveCount(1);
    await expect(hero(page).getByRole("button", { name: /background slideshow/ })).toHaveCount(0);
  });

  test("below 768 px each image keeps its own focal point in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    for (const [index, { mobilePosition }] of slides.entries()) {
      await expect(slide(page, index)).toHaveCSS("object-position", mobilePosition);
      await page.clock.runFor(INTERVAL);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(slide(page, 0)).toHaveCSS("object-position", "50% 50%");
  });

  test("shows the headline, both calls to action and the trust line", async ({ page }) => {
    await openHome(page);
    const region = hero(page);
    await expect(region.getByRole("heading", { level: 1 })).toHaveText(pages.home.heading);
    await expect(region.getByRole("link", { name: "Book a Discovery Call" })).toHaveAttribute("href", "/contact");
    await expect(region.getByRole("link", { name: "View Client Roster" })).toHaveAttribute("href", "/client-roster");
    await expect(region.getByText(/Trusted since 2007/)).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`white text keeps at least 4.5:1 over every slide at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openHome(page);
      const region = hero(page);
      const texts = [
        region.getByRole("heading", { level: 1 }),
        region.getByText(pages.home.intro),
        region.getByText(/Trusted since 2007/),
        region.getByRole("link", { name: "View Client Roster" }),
      ];
      const boxes = [];
      for (const text of texts) {
        const box = await text.boundingBox();
        if (!box) throw new Error("a hero text has no box");
        boxes.push({ name: await text.evaluate((node) => node.textContent?.slice(0, 24)), box });
      }
      // Hide the words and measure what is behind them: the art under its scrim.
      await page.addStyleTag({ content: "main h1, main p, main a { visibility: hidden !important }" });
      for (const [index] of slides.entries()) {
        await expect(slide(page, index)).toHaveCSS("opacity", "1");
        await expect
          .poll(() => slide(page, index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
          .toBeGreaterThan(0);
        for (const { name, box } of boxes) {
          const background = await page.screenshot({ clip: box, animations: "disabled" });
          const contrast = whiteTextContrast(await lightestLuminance(background));
          expect(contrast, `slide ${index + 1}, "${name}…"`).toBeGreaterThanOrEqual(4.5);
        }
        await page.clock.runFor(INTERVAL);
      }
    });
  }
});

/** The luminance (WCAG) of the lightest pixels in a picture, ignoring the brightest 0.5% (single specks of light). */
async function lightestLuminance(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const values: number[] = [];
  for (let i = 0; i < data.length; i += info.channels) {
    values.push(0.2126 * linear(data[i]!) + 0.7152 * linear(data[i + 1]!) + 0.0722 * linear(data[i + 2]!));
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.995)] ?? 1;
}

function whiteTextContrast(backgroundLuminance: number): number {
  return 1.05 / (backgroundLuminance + 0.05);
}
