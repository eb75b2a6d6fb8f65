import { readNavigation } from "~/content/content-files";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { tabTo } from "./keyboard";
import { onePagePerTemplate, unknownPaths } from "./site-pages";

const { mainNav } = readNavigation();

const phone = { width: 390, height: 844 };

// Every page at 1280 px: the one loop over every page, in pages.test.ts.
test.describe("axe: the not-found pages", () => {
  test.use({ expectedConsoleErrors: /404/ });
  for (const path of unknownPaths) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("axe at 390 px, one page per template", () => {
  test.use({ viewport: phone });
  // /team and /project-snapshots carry their bottom bars at this width.
  for (const path of onePagePerTemplate) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("axe with the navigation open", () => {
  for (const item of mainNav.filter((entry) => entry.submenu)) {
    test(`the ${item.name} submenu`, async ({ page }) => {
      await page.goto("/");
      const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: item.name });
      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("link", { name: new RegExp(`^${item.name} overview`) })).toBeVisible();
      await expectNoAxeViolations(page, `/ with ${item.name} open`);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: phone });
    test("the mobile menu", async ({ page }) => {
      await page.goto("/team");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoAxeViolations(page, "/team with the mobile menu open");
    });
  });
});

/** Transition and animation durations of every element, in milliseconds, after the page settles. */
function longestMotion() {
  const ms = (value: string) =>
    Math.max(...value.split(",").map((part) => parseFloat(part) * (part.trim().endsWith("ms") ? 1 : 1000)));
  let longest = { ms: 0, element: "" };
  for (const element of document.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    const duration = Math.max(ms(style.transitionDuration), ms(style.animationDuration));
    if (duration > longest.ms) longest = { ms: duration, element: element.outerHTML.slice(0, 120) };
  }
  return longest;
}

test.describe("prefers-reduced-motion", () => {
  test("without the preference, the site does animate (so the next test can fail)", async ({ page }) => {
    await page.goto("/");
    expect((await page.evaluate(longestMotion)).ms).toBeGreaterThan(50);
  });

  test.describe("with it", () => {
    test.use({ reducedMotion: "reduce" });

    for (const path of ["/", ...onePagePerTemplate.filter((path) => path !== "/").slice(0, 3)]) {
      test(`${path}: no transition or animation runs longer than an instant`, async ({ page }) => {
        await page.goto(path);
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("button", { name: mainNav.find((item) => item.submenu)?.name ?? "" }).hover();
        const longest = await page.evaluate(longestMotion);
        expect(longest.ms, longest.element).toBeLessThanOrEqual(1);
      });
    }

    test.describe("on a phone", () => {
      test.use({ viewport: phone });
      test("the mobile menu opens without motion", async ({ page }) => {
        await page.goto("/");
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        const longest = await page.evaluate(longestMotion);
        expect(longest.ms, longest.element).toBeLessThanOrEqual(1);
      });
    });
  });
});
