import { readNavigation } from "~/content/content-files";
import { expect, siteMap, test, visit } from "./fixtures";
import { focusStop, tabTo, walkTabOrder } from "./keyboard";
import { onePagePerTemplate } from "./site-pages";

const { mainNav } = readNavigation();
const withSubmenus = mainNav.filter((item) => item.submenu);

test.describe("skip link", () => {
  for (const path of ["/", siteMap.pages.at(-1) ?? "/team"]) {
    test(`is the first stop on ${path} and moves focus past the header into the main content`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole("banner")).toBeVisible();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await page.keyboard.press("Tab");
      const inHeader = await page.evaluate(() => document.activeElement?.closest("header") !== null);
      expect(inHeader, "the next Tab after skipping stays out of the header").toBe(false);
    });
  }
});

test.describe("desktop navigation submenus, keyboard alone", () => {
  for (const item of withSubmenus) {
    test(`${item.name}: Enter opens, Tab and Shift+Tab walk its links, Escape closes, Enter follows a link`, async ({
      page,
    }) => {
      await visit(page, "/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: item.name });
      const links = [`${item.name} overview`, ...(item.submenu ?? []).map((link) => link.name)].map((name) =>
        nav.getByRole("link", { name: new RegExp(`^${name}`) }),
      );
      const [first] = links;
      await tabTo(page, trigger);
      await expect(first ?? trigger).toBeHidden();
      await page.keyboard.press("Enter");
      await expect(first ?? trigger).toBeVisible();

      for (const link of links) {
        await page.keyboard.press("Tab");
        await expect(link).toBeFocused();
      }
      for (const link of links.slice(0, -1).reverse()) {
        await page.keyboard.press("Shift+Tab");
        await expect(link).toBeFocused();
      }
      await page.keyboard.press("Shift+Tab");
      await expect(trigger).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(first ?? trigger).toBeHidden();
      await expect(trigger).toBeFocused();

      // Tab past the last link moves on to the next item in the header.
      await page.keyboard.press("Space");
      await expect(first ?? trigger).toBeVisible();
      await tabTo(page, links.at(-1) ?? trigger, { maxPresses: links.length });
      await page.keyboard.press("Tab");
      const next = mainNav[mainNav.indexOf(item) + 1];
      await expect(
        next
          ? nav.getByRole(next.submenu ? "button" : "link", { name: next.name })
          : page.getByRole("banner").getByRole("link", { name: "Get Started" }),
      ).toBeFocused();

      const last = item.submenu?.at(-1);
      if (!last) throw new Error(`${item.name} has a submenu`);
      await visit(page, "/");
      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      await tabTo(page, nav.getByRole("link", { name: new RegExp(`^${last.name}`) }), { maxPresses: links.length });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${last.href}$`));
    });
  }
});

test.describe("mobile menu, keyboard alone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Enter opens it with focus inside, Tab stays inside, Escape closes it and returns focus", async ({ page }) => {
    await visit(page, "/approach");
    const button = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    // A modal: Tab walks the menu and never reaches the page behind it (past the last stop, focus may leave the
    // document for the browser's own controls, then comes back to the menu).
    const stops = await menu.locator("a, button").count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Tab");
      const where = await menu.evaluate((dialog) => {
        const active = document.activeElement;
        if (!active || active === document.body) return "outside the page";
        return dialog.contains(active) ? "menu" : `the page behind: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(where, "focus stays off the page behind the menu").toMatch(/^(menu|outside the page)$/);
      if (where === "menu") {
        const stop = await focusStop(page);
        expect(stop?.indicated, `${stop?.description} shows focus`).toBe(true);
      }
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a link chosen with Enter navigates and the new page opens with the menu closed", async ({ page }) => {
    await visit(page, "/");
    const button = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await tabTo(page, menu.getByRole("link", { name: "Our Team", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the close button closes it and returns focus", async ({ page }) => {
    await visit(page, "/");
    const button = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await tabTo(page, menu.getByRole("button", { name: "Close menu" }));
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

/**
 * Every stop in the Tab order of every page shows a focus indicator with 3:1
 * contrast, lies on screen and is not hidden under the sticky header or any other
 * overlay: one page per template (every static page, one member page, one case study ...) at desktop width, and
 * at phone width the pages whose controls change there (bottom tab bars, stacked panels, the form); pages of one
 * template share their markup.
 */
const phoneLayouts = ["/", "/team", "/project-snapshots", "/client-roster", "/fortune-500", "/contact"];
for (const { viewport, pages } of [
  { viewport: { width: 1280, height: 800 }, pages: onePagePerTemplate },
  { viewport: { width: 390, height: 844 }, pages: onePagePerTemplate.filter((path) => phoneLayouts.includes(path)) },
]) {
  test.describe(`visible focus at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(path, async ({ page }) => {
        await page.goto(path);
        const stops = await walkTabOrder(page);
        expect(stops.length, "the page has tab stops").toBeGreaterThan(3);
        const problems = stops.flatMap((stop) => {
          const found: string[] = [];
          if (!stop.indicated) found.push("no focus indicator");
          else if (stop.contrast < 3) found.push(`focus indicator contrast ${stop.contrast}:1`);
          if (!stop.onScreen) found.push("off screen");
          if (stop.coveredBy) found.push(`covered by ${stop.coveredBy}`);
          return found.map((problem) => `${stop.description}: ${problem}`);
        });
        expect(problems).toEqual([]);
      });
    }
  });
}
