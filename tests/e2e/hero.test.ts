import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { imageById } from "~/content/images";
import { readPage } from "~/content/content-files";
import { homeBands } from "~/test/page-bands";
import { expect, test, visit } from "./fixtures";

const home = homeBands(readPage("home"));

const slides = home.hero.slides.map((slide) => ({ ...slide, alt: imageById(slide.image).alt }));
const INTERVAL = home.hero.intervalMs;
const PAUSE = "Pause background slideshow";

function hero(page: Page) {
  return page.getByRole("region", { name: readPage("home").heading });
}

function slide(page: Page, index: number) {
  return hero(page).getByRole("img", { name: slides[index]!.alt });
}

function opacities(page: Page) {
  return hero(page)
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => getComputedStyle(image).opacity));
}

function showing(index: number) {
  return slides.map((_, other) => (other === index ? "1" : "0"));
}

/** Waits until slide `index` is fully shown and every other slide fully faded out, all at one moment. */
async function expectShowing(page: Page, index: number, options: { timeout?: number } = {}) {
  await expect.poll(() => opacities(page), { intervals: [50], ...options }).toEqual(showing(index));
}

/** Plays the slideshow `rate` times faster from where it stands: it is CSS, so Playwright's clock does not move it. */
async function fastForward(page: Page, rate: number) {
  await hero(page)
    .getByRole("img")
    .evaluateAll((images, playbackRate) => {
      for (const animation of images.flatMap((image) => image.getAnimations())) animation.playbackRate = playbackRate;
    }, rate);
}

/** Stops the slideshow `ms` into its cycle, so a test can look at one slide for as long as it needs. */
async function holdAt(slideImages: Locator, ms: number) {
  await slideImages.evaluateAll((images, time) => {
    for (const animation of images.flatMap((image) => image.getAnimations())) {
      animation.pause();
      animation.currentTime = time;
    }
  }, ms);
}

test.describe("home hero", () => {
  test("the first slide is the largest paint, preloaded at high priority; the others wait, at low priority", async ({
    page,
  }) => {
    await visit(page, "/");
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("imagesrcset", new RegExp(`/${slides[0]!.image}-\\d+\\.avif`));
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect(slide(page, 0)).toHaveAttribute("fetchpriority", "high");
    await expect(slide(page, 0)).toHaveAttribute("loading", "eager");
    for (const [index] of slides.entries()) {
      await expect(slide(page, index)).toHaveAttribute("width", /^\d+$/);
      await expect(slide(page, index)).toHaveAttribute("height", /^\d+$/);
      if (index === 0) continue;
      await expect(slide(page, index)).toHaveAttribute("loading", "lazy");
      await expect(slide(page, index)).toHaveAttribute("fetchpriority", "low");
    }
    const largestPaint = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
            resolve(entry?.element?.getAttribute("alt") ?? null);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largestPaint).toBe(slides[0]!.alt);
  });

  test("the pause control works at first paint, on a phone", async ({ page }) => {
    await visit(page, "/");
    const pause = hero(page).getByRole("checkbox", { name: PAUSE });
    await pause.check();
    await expect(pause).toBeChecked();
    const paused = await opacities(page);
    // Ten seconds of slideshow in one: paused, nothing moves.
    await fastForward(page, 10);
    await page.waitForTimeout(1000);
    expect(await opacities(page)).toEqual(paused);

    await pause.uncheck();
    await expect.poll(() => opacities(page), { intervals: [50] }).not.toEqual(paused);
  });

  test(`shows the next slide ${INTERVAL / 1000} s after the first`, async ({ page }) => {
    await visit(page, "/");
    // Measured in the page, on the clock the slideshow runs on, from the moment it started.
    const elapsed = await slide(page, 1).evaluate(async (image) => {
      const [animation] = image.getAnimations();
      if (!animation) return null;
      await animation.ready;
      while (getComputedStyle(image).opacity !== "1") await new Promise(requestAnimationFrame);
      return Number(document.timeline.currentTime) - Number(animation.startTime);
    });
    expect(elapsed).toBeGreaterThanOrEqual(INTERVAL - 50);
    expect(elapsed).toBeLessThan(INTERVAL + 1000);
  });

  test("goes through every slide in order and wraps from the last to the first", async ({ page }) => {
    await visit(page, "/");
    // Halfway through each turn, and once more after the last.
    for (const turn of [...slides.keys(), slides.length]) {
      await holdAt(hero(page).getByRole("img"), turn * INTERVAL + INTERVAL / 2);
      await expectShowing(page, turn % slides.length);
    }
  });

  test("keeps the first slide, offers no pause and loads no other slide when the visitor prefers reduced motion", async ({
    page,
  }) => {
    const later = slides.slice(1).map((item) => item.image);
    const requested: string[] = [];
    page.on("request", (request) => {
      if (later.some((id) => request.url().includes(`/${id}-`))) requested.push(request.url());
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    await expect(slide(page, 0)).toBeVisible();
    await expect(slide(page, 0)).toHaveCSS("opacity", "1");
    await expect(hero(page).getByRole("checkbox", { name: PAUSE })).toHaveCount(0);
    for (const [index] of slides.entries()) if (index > 0) await expect(slide(page, index)).toBeHidden();

    await page.waitForLoadState("load");
    // Longer than a turn: the slide would have changed by now.
    await page.waitForTimeout(INTERVAL + 1000);
    expect(await slide(page, 0).evaluate((image) => getComputedStyle(image).opacity)).toBe("1");
    expect(requested).toEqual([]);
  });

  test("below 768 px each image keeps its own focal point in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    for (const [index, { mobilePosition }] of slides.entries()) {
      await expect(slide(page, index)).toHaveCSS("object-position", mobilePosition);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [index] of slides.entries()) {
      await expect(slide(page, index)).toHaveCSS("object-position", "50% 50%");
    }
  });

  test("shows the headline, both calls to action and the trust line", async ({ page }) => {
    await visit(page, "/");
    const region = hero(page);
    await expect(region.getByRole("heading", { level: 1 })).toHaveText(readPage("home").heading);
    for (const action of home.hero.actions) {
      await expect(region.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
    }
    await expect(region.getByText(home.hero.trustLine)).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`white text keeps at least 4.5:1 over every slide at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      const region = hero(page);
      const texts = [
        region.getByRole("heading", { level: 1 }),
        region.getByText(readPage("home").intro),
        region.getByText(home.hero.trustLine),
        region.getByRole("link", { name: home.hero.actions[1].label }),
      ];
      const boxes = [];
      for (const text of texts) {
        const box = await text.boundingBox();
        if (!box) throw new Error("a hero text has no box");
        boxes.push({ name: await text.evaluate((node) => node.textContent?.slice(0, 24)), box });
      }
      // Hide the words and measure what is behind them: the art under its scrim.
      for (const text of texts) {
        await text.evaluate((node: HTMLElement) => {
          node.style.visibility = "hidden";
        });
      }
      for (const [index] of slides.entries()) {
        // Halfway through the slide's turn, when it is fully shown.
        await holdAt(region.getByRole("img"), index * INTERVAL + INTERVAL / 2);
        await expectShowing(page, index);
        await expect
          .poll(() => slide(page, index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
          .toBeGreaterThan(0);
        for (const { name, box } of boxes) {
          const background = await page.screenshot({ clip: box });
          const contrast = whiteTextContrast(await lightestLuminance(background));
          expect(contrast, `slide ${index + 1}, "${name}…"`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }
});

test.describe("home hero without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the slideshow rotates and the pause control stops it", async ({ page }) => {
    await visit(page, "/");
    await expectShowing(page, 1, { timeout: INTERVAL * 3 });
    const pause = hero(page).getByRole("checkbox", { name: PAUSE });
    await pause.check();
    await expect(pause).toBeChecked();
    const paused = await opacities(page);
    // Longer than a turn: the slide would have changed by now.
    await page.waitForTimeout(INTERVAL + 1000);
    expect(await opacities(page)).toEqual(paused);
  });
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
