import { expect, gotoHydrated, test } from "./fixtures";

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

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

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
