import type { Page } from "@playwright/test";
import { memberImages } from "~/content/team";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

const TABS = [
  ["Full Team", 22],
  ["Leadership", 5],
  ["Convening Solutions", 11],
  ["Creative Solutions", 7],
  ["Digital Solutions", 7],
  ["Shared Services", 2],
] as const;

const MOBILE = { width: 390, height: 844 };

/** Every member but one has a portrait. */
const PORTRAITS = Object.keys(memberImages).length;

/** The slug rule of docs/decisions/0002-member-slugs.md, restated independently. */
function expectedSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/'/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

function firstName(name: string): string {
  return name.split(" ")[0] ?? name;
}

async function memberNames(page: Page): Promise<string[]> {
  return page.getByRole("tabpanel").getByRole("heading", { level: 3 }).allTextContents();
}

/** The last card's portrait, scrolled to, has loaded and shows. */
async function expectLastPortraitShown(page: Page) {
  const portrait = page.getByRole("tabpanel").getByRole("listitem").last().locator("img");
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveJSProperty("complete", true);
  expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function columnCount(page: Page): Promise<number> {
  const boxes = await page
    .getByRole("tabpanel")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)));
  return new Set(boxes).size;
}

test.describe("the team page", () => {
  test("opens on Full Team, and each tab shows its group at its fixed size", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const tabs = page.getByRole("tablist", { name: "Team groups" }).getByRole("tab");
    await expect(tabs).toHaveText(TABS.map(([name]) => new RegExp(`^${name}`)));
    await expect(page.getByRole("tab", { name: /^Full Team/ })).toHaveAttribute("aria-selected", "true");
    for (const [name, count] of TABS) {
      await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
      await expect(page.getByRole("tab", { name: new RegExp(`^${name}`) })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(panel.getByRole("link")).toHaveCount(count);
      await expect(panel.getByText(`${count} people`)).toBeVisible();
    }
  });

  test("sorts the Full Team by first name, and keeps each group's own order", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const names = await memberNames(page);
    expect(names).toHaveLength(22);
    expect(names[0]).toBe("Amara Okafor");
    expect(names.at(-1)).toBe("Zoë Lindqvist");
    const sorted = [...names].sort((a, b) => firstName(a).localeCompare(firstName(b), "en", { sensitivity: "base" }));
    expect(names).toEqual(sorted);
    await page.getByRole("tab", { name: /^Shared Services/ }).click();
    expect(await memberNames(page)).toEqual(["Daniel Whitfield", "Grace Mwangi"]);
  });

  test("people in several groups appear under each of them", async ({ page }) => {
    await gotoHydrated(page, "/team");
    for (const group of ["Convening Solutions", "Creative Solutions"]) {
      await page.getByRole("tab", { name: new RegExp(`^${group}`) }).click();
      await expect(page.getByRole("tabpanel").getByRole("link", { name: /^Priya Raman/ })).toBeVisible();
    }
  });

  test("lays the cards out in 2 columns on a phone and 4 on a desktop", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, "/team");
    expect(await columnCount(page)).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => columnCount(page)).toBe(4);
  });

  test("links every member to /team/member/<slug>, and every such page names them", async ({ page, request }) => {
    await gotoHydrated(page, "/team");
    const links = page.getByRole("tabpanel").getByRole("link");
    const entries = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        name: anchor.querySelector("h3")?.textContent ?? "",
        href: anchor.getAttribute("href") ?? "",
      })),
    );
    expect(entries).toHaveLength(22);
    for (const { name, href } of entries) {
      expect(href, name).toBe(`/team/member/${expectedSlug(name)}`);
      expect(href).toMatch(/^\/team\/member\/[a-z0-9]+(-[a-z0-9]+)+$/);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text()).toContain(`>${name.replace("'", "&#x27;")}</h1>`);
    }
    expect(entries.map((entry) => entry.href)).toEqual(
      expect.arrayContaining([
        "/team/member/zoe-lindqvist",
        "/team/member/patricia-oneil",
        "/team/member/jose-hernandez",
      ]),
    );
  });

  test("shows Coming Soon for the member without a photo", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const card = page.getByRole("tabpanel").getByRole("link", { name: /Sofia Alvarez/ });
    await expect(card).toContainText("Coming Soon");
    await expect(card.getByRole("img")).toHaveCount(0);
  });

  test("checks each photo with a HEAD request and logs the answers", async ({ page }) => {
    const heads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "HEAD") heads.push(new URL(request.url()).pathname);
    });
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("Team photos available"));
    await gotoHydrated(page, "/team");
    const photos = Object.values(memberImages).map((id) => `/images/${id}-800.webp`);
    const message = (await logged).text();
    expect(message).toMatch(new RegExp(`^Team photos available \\(${photos.length}\\): `));
    for (const photo of photos) expect(message).toContain(photo);
    await expect.poll(() => new Set(heads).size).toBe(photos.length);
    expect(heads.every((path) => /^\/images\/team-[a-z-]+-800\.webp$/.test(path))).toBe(true);
  });

  test("moves between tabs with the arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const tablist = page.getByRole("tablist", { name: "Team groups" });
    await expect(tablist).toHaveAttribute("aria-orientation", "vertical");
    await page.getByRole("tab", { name: /^Full Team/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("tab", { name: /^Leadership/ })).toBeFocused();
    await expect(page.getByRole("tab", { name: /^Leadership/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(5);
  });

  test("has no accessibility violations on a phone or a desktop", async ({ page }) => {
    await gotoHydrated(page, "/team");
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations(page);
  });
});

test.describe("the team page on a phone", () => {
  test.use({ viewport: MOBILE });

  test("keeps the tab bar fixed at the bottom of the screen without covering the footer", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const tablist = page.getByRole("tablist", { name: "Team groups" });
    await expect(tablist).toHaveAttribute("aria-orientation", "horizontal");
    for (const y of [0, 1500]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = await tablist.boundingBox();
      expect(
        Math.abs((box?.y ?? 0) + (box?.height ?? 0) - MOBILE.height),
        `bar bottom at scroll ${y}`,
      ).toBeLessThanOrEqual(1);
    }
    await page.getByRole("tab", { name: /^Leadership/ }).click();
    await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(5);
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeInViewport();

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await tablist.boundingBox();
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect(bar && footer && bar.y + bar.height).toBeLessThanOrEqual(footer?.y ?? 0);
    const lastCard = await page.getByRole("tabpanel").getByRole("link").last().boundingBox();
    expect(lastCard && bar && lastCard.y + lastCard.height).toBeLessThanOrEqual(bar?.y ?? 0);
  });
});

test.describe("the team page's portraits", () => {
  /** Where each card's name sits on the page: a card that grows or shrinks moves the names after it. */
  async function namePositions(page: Page): Promise<number[]> {
    return page
      .getByRole("tabpanel")
      .getByRole("heading", { level: 3 })
      .evaluateAll((names) => names.map((name) => Math.round(name.getBoundingClientRect().top + window.scrollY)));
  }

  test("the first row shows at once, the rest arrive when the page is interactive, and nothing moves", async ({
    page,
  }) => {
    // Scripts that load but do nothing: the page as sent, before it becomes interactive.
    await page.route("**/assets/*.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.goto("/team");
    const asSent = page.getByRole("tabpanel").locator("img");
    await expect(asSent).toHaveCount(2);
    await expect(page.getByRole("tabpanel").getByRole("listitem").first().locator("img")).toBeVisible();
    const before = await namePositions(page);
    await page.unrouteAll();

    await gotoHydrated(page, "/team");
    const portraits = page.getByRole("tabpanel").locator("img");
    await expect(portraits).toHaveCount(PORTRAITS);
    expect(await namePositions(page)).toEqual(before);
    await expectLastPortraitShown(page);
  });
});

test.describe("photo failures", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test('show "Photo Coming Soon" and are logged when portraits cannot load', async ({ page }) => {
    await page.route("**/images/team-*", (route) => route.abort());
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("Photo Coming Soon"));
    await gotoHydrated(page, "/team");
    const amara = page.getByRole("tabpanel").getByRole("link", { name: /Amara Okafor/ });
    await expect(amara).toContainText("Photo Coming Soon");
    await expect(amara.getByRole("img")).toHaveCount(0);
    expect((await logged).type()).toBe("warning");

    await amara.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amara Okafor");
    await expect(page.getByText("Photo Coming Soon")).toBeVisible();
  });
});

test.describe("a member page", () => {
  test("shows the photo, name, role and bio, and returns to the team", async ({ page }) => {
    await gotoHydrated(page, "/team");
    await page.getByRole("link", { name: /^Kwame Asante/ }).click();
    await expect(page).toHaveURL(/\/team\/member\/kwame-asante$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kwame Asante");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page.getByText("Director of Global Engagements", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "Illustrated portrait of Kwame Asante." })).toBeVisible();
    await expect(page.getByRole("article").locator("p", { hasText: /Accra and Geneva/ })).toBeVisible();
    await expect(page.getByRole("article").locator("p")).toHaveCount(2 + 3);
    await page.getByRole("link", { name: "Return to Our Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The people behind the work.");
  });

  test("preloads the portrait and describes the person in structured data", async ({ request }) => {
    const html = await (await request.get("/team/member/zoe-lindqvist")).text();
    expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*team-zoe-lindqvist/);
    expect(html).toContain('"@type":"Person"');
  });

  test.describe("reached inside the site", () => {
    // The page data of an unknown name does not exist: the browser logs its 404.
    test.use({ expectedConsoleErrors: /status of 404/ });

    test("an unknown name shows Team Member Not Found", async ({ page }) => {
      await gotoHydrated(page, "/team");
      await page.evaluate(() => {
        const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } })
          .__reactRouterDataRouter;
        router.navigate("/team/member/nobody-here");
      });
      await expect(page).toHaveURL(/\/team\/member\/nobody-here$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team Member Not Found");
      await page.getByRole("link", { name: "Return to Our Team" }).click();
      await expect(page).toHaveURL(/\/team$/);
    });
  });

  test("has no accessibility violations on a phone or a desktop", async ({ page }) => {
    await gotoHydrated(page, "/team/member/sofia-alvarez");
    await expect(page.getByText("Coming Soon")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations(page);
  });
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("the team page lists everyone once, in Full Team, and hides the tabs that need scripts", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("tablist")).toBeHidden();
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Full Team");
    await expect(panel.getByRole("link")).toHaveCount(TABS[0][1]);
    await expect(page.getByRole("main").locator('a[href^="/team/member/"]')).toHaveCount(TABS[0][1]);
  });

  test("every portrait shows, including those a scripted page adds later", async ({ page }) => {
    await page.goto("/team");
    const portraits = page.getByRole("tabpanel").locator("img");
    await expect(portraits).toHaveCount(PORTRAITS);
    await expectLastPortraitShown(page);
  });
});
