import { expect, gotoHydrated, test } from "./fixtures";
import { tabTo } from "./keyboard";

test.describe("desktop navigation", () => {
  test("Our Capabilities opens its submenu on hover", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Our Capabilities" }).hover();
    for (const name of [/^Events/, /^Experiences/, /^Communications/]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await nav.getByRole("link", { name: /^Experiences/ }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("Our Impact submenu works with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Our Impact" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /Our Impact overview/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^Project Snapshots/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^Client Roster/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/client-roster$/);
  });

  test("the active item carries aria-current and Home only on /", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Our Team" })).toHaveAttribute("aria-current", "page");
    await expect(banner.getByRole("link", { name: /Northbridge Collaborative/ })).not.toHaveAttribute("aria-current");

    await gotoHydrated(page, "/team/member/amara-okafor");
    await expect(banner.getByRole("link", { name: "Our Team" })).toHaveAttribute("aria-current", "page");

    await gotoHydrated(page, "/");
    await expect(banner.getByRole("link", { name: /Northbridge Collaborative/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(banner.getByRole("link", { name: "Our Team" })).not.toHaveAttribute("aria-current");

    await gotoHydrated(page, "/contact");
    await expect(banner.getByRole("link", { name: "Get Started" })).toHaveAttribute("aria-current", "page");

    await gotoHydrated(page, "/events");
    await banner.getByRole("button", { name: "Our Capabilities" }).hover();
    await expect(banner.getByRole("link", { name: /^Events/ })).toHaveAttribute("aria-current", "page");
    await expect(banner.getByRole("link", { name: /^Experiences/ })).not.toHaveAttribute("aria-current");
  });
});

test.describe("desktop navigation before its menu script", () => {
  const MENU_SCRIPT = /\/assets\/desktop-menu-[\w-]+\.js$/;

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("each section's name leads to its overview page", async ({ page }) => {
      await page.goto("/events");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("button")).toHaveCount(0);
      const capabilities = nav.getByRole("link", { name: "Our Capabilities" });
      await expect(capabilities).not.toHaveAttribute("aria-current");
      await capabilities.click();
      await expect(page).toHaveURL(/\/capabilities$/);
      await expect(nav.getByRole("link", { name: "Our Capabilities" })).toHaveAttribute("aria-current", "page");
    });
  });

  test("a keyboard visitor already in the links keeps focus; the menu takes over once focus leaves them", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(MENU_SCRIPT, async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const capabilities = nav.getByRole("link", { name: "Our Capabilities" });
    await tabTo(page, capabilities);

    const menuScript = page.waitForResponse(MENU_SCRIPT);
    release();
    await menuScript;
    // Two frames: time for the loaded menu to have replaced the links, had it not waited for focus to leave.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(capabilities).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeFocused();

    const getStarted = page.getByRole("banner").getByRole("link", { name: "Get Started" });
    await tabTo(page, getStarted);
    await expect(nav.getByRole("button", { name: "Our Capabilities" })).toBeVisible();
    await expect(getStarted).toBeFocused();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a phone never loads the desktop menu's script", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => path.startsWith("/assets/")).length, "the page's scripts loaded").toBeGreaterThan(
      5,
    );
    expect(requested.filter((path) => path.includes("desktop-menu"))).toEqual([]);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button")).toHaveCount(0, { timeout: 0 });
  });

  test("a menu button opens a stacked menu; choosing a link closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: /menu/i }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of [
      "Our Capabilities",
      "Events",
      "Experiences",
      "Communications",
      "Our Team",
      "Our Impact",
      "Project Snapshots",
      "Client Roster",
      "Get Started",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Client Roster", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/client-roster$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Our Team", exact: true })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/capabilities");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
