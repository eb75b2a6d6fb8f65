import { readNavigation, readTeam } from "~/content/content-files";
import { memberSlug } from "~/content/team";
import { expect, test, visit } from "./fixtures";

const { mainNav } = readNavigation();

const withSubmenu = mainNav.filter((item) => item.submenu);

test.describe("desktop navigation", () => {
  for (const item of withSubmenu) {
    test(`${item.name} opens its submenu on hover at first paint`, async ({ page }) => {
      await visit(page, "/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: item.name }).hover();
      for (const link of item.submenu ?? []) {
        await expect(nav.getByRole("link", { name: new RegExp(`^${link.name}`) })).toBeVisible();
      }
      const last = item.submenu?.at(-1);
      await nav.getByRole("link", { name: new RegExp(`^${last?.name}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${last?.href}$`));
    });
  }

  test("a click outside closes an open submenu", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Our Capabilities" }).click();
    const overview = nav.getByRole("link", { name: /Our Capabilities overview/ });
    await expect(overview).toBeVisible();
    await page.mouse.move(640, 600);
    await page.mouse.click(640, 600);
    await expect(overview).toBeHidden();
  });

  test("the active item carries aria-current and Home only on /", async ({ page }) => {
    const banner = page.getByRole("banner");
    await visit(page, "/team");
    await expect(banner.getByRole("link", { name: "Our Team" })).toHaveAttribute("aria-current", "page");
    await expect(banner.getByRole("link", { name: /Northbridge Collaborative/ })).not.toHaveAttribute("aria-current");

    await visit(page, `/team/member/${memberSlug(readTeam()[0]!)}`);
    await expect(banner.getByRole("link", { name: "Our Team" })).toHaveAttribute("aria-current", "page");

    await visit(page, "/");
    await expect(banner.getByRole("link", { name: /Northbridge Collaborative/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(banner.getByRole("link", { name: "Our Team" })).not.toHaveAttribute("aria-current");

    await visit(page, "/contact");
    await expect(banner.getByRole("link", { name: "Get Started" })).toHaveAttribute("aria-current", "page");

    await visit(page, "/events");
    await banner.getByRole("button", { name: "Our Capabilities" }).hover();
    await expect(banner.getByRole("link", { name: /^Events/ })).toHaveAttribute("aria-current", "page");
    await expect(banner.getByRole("link", { name: /^Experiences/ })).not.toHaveAttribute("aria-current");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("each submenu opens from its button and reaches every page", async ({ page }) => {
      for (const item of withSubmenu) {
        for (const link of [{ name: `${item.name} overview`, href: item.href }, ...(item.submenu ?? [])]) {
          await page.goto("/");
          const nav = page.getByRole("navigation", { name: "Main" });
          await nav.getByRole("button", { name: item.name }).click();
          await nav.getByRole("link", { name: new RegExp(`^${link.name}`) }).click();
          await expect(page).toHaveURL(new RegExp(`${link.href}$`));
        }
      }
    });
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const everyLink = mainNav.flatMap((item) => [item, ...(item.submenu ?? [])]);

  test("the menu button opens a stacked menu at first paint; choosing a link leaves the page", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const link of [...everyLink, { name: "Get Started" }]) {
      await expect(menu.getByRole("link", { name: link.name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Client Roster", exact: true }).click();
    await expect(page).toHaveURL(/\/client-roster$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the close button and Escape close the menu; Escape returns focus to its button", async ({ page }) => {
    await visit(page, "/team");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "Our Team", exact: true })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu opens and reaches every page", async ({ page }) => {
      for (const link of everyLink) {
        await page.goto("/");
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: link.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${link.href}$`));
      }
    });
  });
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await visit(page, "/capabilities");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
