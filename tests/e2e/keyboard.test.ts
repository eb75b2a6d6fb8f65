import { mainNav } from "~/content/navigation";
import { expect, gotoHydrated, siteMap, test } from "./fixtures";
import { focusStop, tabTo, walkTabOrder } from "./keyboard";
import { allPages, onePagePerTemplate } from "./site-pages";
const withSubmenus = mainNav.filter((item) => item.submenu);

test.describe("skip link", () => {
  for (const path of ["/", siteMap.pages.at(-1) ?? "/team"]) {
    test(`is the first stop on ${path} and moves focus past the header into the main content`, async ({ page }) => {
      await gotoHydrated(page, path);
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
      await gotoHydrated(page, "/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: item.name });
      const links = [`${item.name} overview`, ...(item.submenu ?? []).map((link) => link.name)].map((name) =>
        nav.getByRole("link", { name: new RegExp(`^${name}`) }),
      );
      await tabTo(page, trigger);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");

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
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();

      // Tab past the last link moves on to the next item in the header.
      await page.keyboard.press("Space");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
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
      await gotoHydrated(page, "/");
      await tabTo(page, trigger);
      await page.keyboard.press("Enter");
      await tabTo(page, nav.getByRole("link", { name: new RegExp(`^${last.name}`) }), { maxPresses: links.length });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${last.href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    });
  }

  test("arrow keys move between the top-level items", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const [first, second] = mainNav;
    if (!first?.submenu || !second) throw new Error("the main navigation starts with a submenu and has a second item");
    await tabTo(page, nav.getByRole("button", { name: first.name }));
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole(second.submenu ? "button" : "link", { name: second.name })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(nav.getByRole("button", { name: first.name })).toBeFocused();
  });
});

test.describe("mobile menu, keyboard alone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Enter opens it with focus inside, Tab stays inside, Escape closes it and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/approach");
    const button = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The modal hides the rest of the page from assistive technology, the button included.
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    const stops = await menu.locator("a, button").count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement)), "focus stays in the menu").toBe(
        true,
      );
      const stop = await focusStop(page);
      expect(stop?.indicated, `${stop?.description} shows focus`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a link chosen with Enter navigates, closes the menu and focuses the new page's heading", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await tabTo(page, menu.getByRole("link", { name: "Our Team", exact: true }));
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("the close button closes it and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
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

test.describe("client-side navigation", () => {
  test("moves focus to the new page's h1 and updates the title, so screen readers announce the page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await tabTo(page, footer.getByRole("link", { name: "Our Team" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/team$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/^Our Team \| /);
    const stop = await focusStop(page);
    expect(stop?.indicated, "the focused heading shows focus").toBe(true);

    await page.keyboard.press("Tab");
    const inHeader = await page.evaluate(() => document.activeElement?.closest("header") !== null);
    expect(inHeader, "Tab continues from the heading, not from the top of the page").toBe(false);
  });

  test("through a redirect lands focus on the target page's heading", async ({ page }) => {
    await gotoHydrated(page, "/impact/un-women");
    await tabTo(page, page.getByRole("main").getByRole("link", { name: "Northbridge in Action" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});

/**
 * Every stop in the Tab order of every page shows a focus indicator with 3:1
 * contrast, lies on screen and is not hidden under the sticky header or any other
 * overlay: every page at desktop width, one page per template at phone width. The
 * phone pass holds back the rest of the stylesheet (it arrives on a visitor's
 * first move, decision 0003), so each page's own CSS must carry its focus styles.
 */
for (const { viewport, pages, ownCssOnly } of [
  { viewport: { width: 1280, height: 800 }, pages: allPages, ownCssOnly: false },
  { viewport: { width: 390, height: 844 }, pages: onePagePerTemplate, ownCssOnly: true },
]) {
  test.describe(`visible focus at ${viewport.width} px${ownCssOnly ? ", with the page's own CSS alone" : ""}`, () => {
    test.use({ viewport });
    for (const path of pages) {
      test(path, async ({ page }) => {
        if (ownCssOnly) {
          await page.route(/\.deferred\.css$/, (route) => route.fulfill({ contentType: "text/css", body: "" }));
        }
        await gotoHydrated(page, path);
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
