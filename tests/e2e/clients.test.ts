import type { Locator, Page } from "@playwright/test";
import { clientCopy, industryClients, partnerLogos, type RosterIndustry } from "~/content/clients";
import * as roster from "~/content/clients";
import { readPage, readRoster } from "~/content/content-files";
import { TWO_COLUMN_THRESHOLD } from "~/lib/columns";
import { expectNoAxeViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { tabTo } from "./keyboard";

// The roster as content/clients holds it; the page helpers take it.
const rosterIndustries = readRoster();
const commercialClients = (name: string) => roster.commercialClients(rosterIndustries, name);
const commercialIndustryNames = () => roster.commercialIndustryNames(rosterIndustries);
const governmentClients = roster.governmentClients(rosterIndustries);
const ngoClients = roster.ngoClients(rosterIndustries);

/**
 * The client pages need no script: the roster's industries are <details>, the commercial page's panels are
 * shown by CSS for the industry under the pointer, the one with keyboard focus, or the one last tapped
 * (its link's #fragment). Each test acts the moment a control is visible on the phone profile (visit()).
 */

const PHONE = { width: 390, height: 844 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function find<T>(items: readonly T[], matches: (item: T) => boolean, what: string): T {
  const found = items.find(matches);
  if (found === undefined) throw new Error(`the content has no ${what}`);
  return found;
}

const longList = find(
  rosterIndustries,
  (industry) => industry.layout === "list" && !industry.singleColumn && industry.clients.length > TWO_COLUMN_THRESHOLD,
  "industry long enough for two columns",
);
const exempt = find(
  rosterIndustries,
  (industry) => industry.layout === "list" && industry.singleColumn === true,
  "industry kept in one column",
);
const shortList = find(
  rosterIndustries,
  (industry) =>
    industry.layout === "list" && industry.clients.length > 0 && industry.clients.length <= TWO_COLUMN_THRESHOLD,
  "short industry list",
);
const federal = find(rosterIndustries, (industry) => industry.layout === "departments", "industry by department");
const empty = find(rosterIndustries, (industry) => industryClients(industry).length === 0, "industry without data");

const commercialNames = commercialIndustryNames();
const withClients = commercialNames.filter((name) => commercialClients(name).length > 0);
const [first, second] = withClients;
if (!first || !second) throw new Error("two commercial industries have clients");
/** A client of `name` that `other` does not list, so seeing it proves which panel shows. */
function ownClient(name: string, other: string): string {
  return find(
    commercialClients(name),
    (client) => !commercialClients(other).includes(client),
    `client only in ${name}`,
  );
}

/** How many side-by-side lists a region shows (distinct left edges of its lists). */
async function listColumns(region: Locator): Promise<number> {
  const lefts = await region
    .getByRole("list")
    .evaluateAll((lists) => lists.map((list) => Math.round(list.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/** A roster industry: its <summary> (which has no ARIA role), found by its text, and the region it opens. */
function rosterIndustry(page: Page, industry: RosterIndustry) {
  const main = page.getByRole("main");
  return {
    summary: main.locator("summary").filter({ has: page.getByText(industry.name, { exact: true }) }),
    region: main.getByRole("region", { name: industry.name, exact: true }),
  };
}

async function expectIndustryShown(region: Locator, industry: RosterIndustry) {
  await expect(region).toBeVisible();
  const [first] = industryClients(industry);
  if (first) await expect(region.getByText(first, { exact: true })).toBeVisible();
  else await expect(region).toHaveText(clientCopy.emptyIndustry);
}

test.describe("the client roster", () => {
  test("links every partner logo out in a new tab, safely", async ({ page }) => {
    await visit(page, "/client-roster");
    const partners = page.getByRole("main").getByRole("link", { name: /\(opens in a new tab\)$/ });
    await expect(partners.first()).toBeVisible();
    await expect(partners).toHaveCount(partnerLogos.length);
    for (const [index, logo] of partnerLogos.entries()) {
      const link = partners.nth(index);
      await expect(link).toHaveAccessibleName(new RegExp(`^${escape(logo.name)}`));
      await expect(link).toHaveAttribute("href", logo.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("claims work in 40 countries on six continents", async ({ page }) => {
    await visit(page, "/client-roster");
    await expect(page.getByText(/in 40 countries on six continents/).first()).toBeVisible();
  });

  test("at first paint, opens several industries at once, splitting long lists into two columns", async ({ page }) => {
    await visit(page, "/client-roster");
    const items = [longList, exempt, shortList].map((industry) => ({ industry, ...rosterIndustry(page, industry) }));
    for (const { summary } of items) await summary.click();
    for (const { industry, region } of items) await expectIndustryShown(region, industry);
    expect(await listColumns(items[0]!.region)).toBe(2);
    expect(await listColumns(items[1]!.region)).toBe(1);
    await expect(items[1]!.region.getByRole("listitem")).toHaveCount(industryClients(exempt).length);
    expect(await listColumns(items[2]!.region)).toBe(1);

    await items[0]!.summary.click();
    await expect(items[0]!.region).toBeHidden();
    await expect(items[1]!.region).toBeVisible();
    await expect(items[2]!.region).toBeVisible();
  });

  test("every industry starts closed", async ({ page }) => {
    await visit(page, "/client-roster");
    await expect(rosterIndustry(page, rosterIndustries.at(-1)!).summary).toBeVisible();
    for (const industry of rosterIndustries) await expect(rosterIndustry(page, industry).region).toBeHidden();
  });

  test("opens and closes from the keyboard with Enter and Space", async ({ page }) => {
    await visit(page, "/client-roster");
    const { summary, region } = rosterIndustry(page, shortList);
    await tabTo(page, summary);
    await page.keyboard.press("Enter");
    await expectIndustryShown(region, shortList);
    await page.keyboard.press("Space");
    await expect(region).toBeHidden();
  });

  test("shows the federal government by department, and Coming soon... for an industry without data", async ({
    page,
  }) => {
    if (federal.layout !== "departments") throw new Error("unreachable");
    await visit(page, "/client-roster");
    const federalItem = rosterIndustry(page, federal);
    await federalItem.summary.click();
    for (const department of federal.departments) {
      await expect(federalItem.region.getByRole("heading", { name: department.name })).toBeVisible();
    }
    await expect(federalItem.region.getByText(federal.departments[0]!.agencies[0]!)).toBeVisible();
    const emptyItem = rosterIndustry(page, empty);
    await emptyItem.summary.click();
    await expect(emptyItem.region).toHaveText(clientCopy.emptyIndustry);
  });

  test("leads on to the client pages by sector", async ({ page }) => {
    await visit(page, "/client-roster");
    await page.getByRole("link", { name: new RegExp(`^${escape(readPage("government").heading)}`) }).click();
    await expect(page).toHaveURL(/\/government$/);
  });
});

function commercial(page: Page) {
  const main = page.getByRole("main");
  return {
    links: main.getByRole("list").first().getByRole("link"),
    link: (name: string) => main.getByRole("link", { name, exact: true }),
    panel: (name: string) => main.getByRole("region", { name, exact: true }),
    shownPanels: main.getByRole("heading", { level: 3 }),
    prompt: main.getByText(clientCopy.commercialPrompt),
  };
}

test.describe("Commercial Companies", () => {
  const emptyName = find(commercialNames, (name) => commercialClients(name).length === 0, "empty commercial industry");

  test("lists the industries in order, the roster's and the extra ones", async ({ page }) => {
    await visit(page, "/fortune-500");
    const { links } = commercial(page);
    await expect(links).toHaveText(commercialNames);
    expect(commercialNames).toEqual([...commercialNames].sort((a, b) => a.localeCompare(b, "en")));
    for (const name of ["Federal Government", "Non Government Organizations", "State & Local Government"]) {
      expect(commercialNames).toContain(name);
    }
  });

  test("at first paint, pointing at an industry shows its clients on the right, and moving off clears them", async ({
    page,
  }) => {
    await visit(page, "/fortune-500");
    const { link, panel, shownPanels, prompt } = commercial(page);
    await expect(prompt).toBeVisible();
    await link(first).hover();
    await expect(panel(first).getByText(ownClient(first, second), { exact: true })).toBeVisible();
    await expect(prompt).toBeHidden();
    const card = panel(first).getByRole("heading", { level: 3 }).locator("..");
    expect((await card.boundingBox())?.height).toBeGreaterThanOrEqual(400);
    const [listBox, cardBox] = [await link(first).boundingBox(), await card.boundingBox()];
    expect(cardBox!.x, "the clients show to the right of the list").toBeGreaterThan(listBox!.x + listBox!.width);

    await link(second).hover();
    await expect(panel(second).getByText(ownClient(second, first), { exact: true })).toBeVisible();
    await expect(panel(first)).toBeHidden();
    await expect(shownPanels).toHaveCount(1);

    await page.getByRole("heading", { level: 1 }).hover();
    await expect(prompt).toBeVisible();
    await expect(shownPanels).toHaveCount(0);
  });

  test("once loaded, a mouse click leaves the panel to the pointer: moving off still clears it", async ({ page }) => {
    await page.goto("/fortune-500");
    const { link, panel, shownPanels, prompt } = commercial(page);
    await link(first).click();
    await expect(panel(first)).toBeVisible();
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(prompt).toBeVisible();
    await expect(shownPanels).toHaveCount(0);
    await expect(page).not.toHaveURL(/#/);
  });

  test("at first paint, keyboard focus shows an industry's clients, and Tab moves on", async ({ page }) => {
    await visit(page, "/fortune-500");
    const { link, panel, shownPanels } = commercial(page);
    await tabTo(page, link(emptyName));
    await expect(panel(emptyName)).toBeVisible();
    await expect(panel(emptyName).getByText(clientCopy.emptyIndustry)).toBeVisible();
    const next = commercialNames[commercialNames.indexOf(emptyName) + 1];
    if (!next) throw new Error("the empty industry is not the last");
    await page.keyboard.press("Tab");
    await expect(link(next)).toBeFocused();
    await expect(panel(next)).toBeVisible();
    await expect(shownPanels).toHaveCount(1);
    await page.keyboard.press("Shift+Tab");
    await expect(panel(emptyName)).toBeVisible();
    await expect(panel(next)).toBeHidden();

    // Enter follows the link: the industry stays chosen, and Tab goes on from it.
    await page.keyboard.press("Enter");
    await expect(panel(emptyName)).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(panel(emptyName)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(link(next)).toBeFocused();
    await expect(panel(next)).toBeVisible();
    await expect(shownPanels).toHaveCount(1);
  });

  test("has no accessibility violations on a phone or a desktop, with an industry shown", async ({ page }) => {
    await visit(page, "/fortune-500");
    await tabTo(page, commercial(page).link(first));
    await expect(commercial(page).panel(first)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });
});

test.describe("Commercial Companies on a touch screen", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("at first paint, a tap shows the industry's clients in view, and they stay until another tap", async ({
    page,
  }) => {
    const last = withClients.at(-1)!;
    const other = withClients[0]!;
    await visit(page, "/fortune-500");
    const { link, panel, shownPanels } = commercial(page);
    await link(last).tap();
    await expect(panel(last).getByRole("heading", { name: last })).toBeInViewport();
    await expect(panel(last).getByText(ownClient(last, other), { exact: true })).toBeVisible();

    await page.getByRole("main").getByRole("heading", { level: 3 }).tap();
    await expect(panel(last)).toBeVisible();

    await link(other).tap();
    await expect(panel(other).getByText(ownClient(other, last), { exact: true })).toBeInViewport();
    await expect(shownPanels).toHaveCount(1);
  });
});

test.describe("government and NGO pages", () => {
  test("/government lists the clients it serves in two columns", async ({ page }) => {
    await visit(page, "/government");
    const section = page.getByRole("region", { name: clientCopy.governmentHeading });
    await expect(section.getByText(governmentClients[0]!, { exact: true })).toBeVisible();
    await expect(section.getByRole("listitem")).toHaveText(governmentClients);
    expect(await listColumns(section)).toBe(2);
  });

  test("/ngos-philanthropies lists its organisations in two columns and leads back to the roster", async ({ page }) => {
    await visit(page, "/ngos-philanthropies");
    const section = page.getByRole("region", { name: clientCopy.ngoHeading });
    await expect(section.getByRole("listitem")).toHaveText(ngoClients);
    await expect(section.getByRole("list").first().getByRole("listitem")).toHaveCount(Math.ceil(ngoClients.length / 2));
    expect(await listColumns(section)).toBe(2);
    await page.getByRole("link", { name: clientCopy.rosterLink }).click();
    await expect(page).toHaveURL(/\/client-roster$/);
  });

  test("/client-roster has no accessibility violations on a phone or a desktop, with industries open", async ({
    page,
  }) => {
    await page.goto("/client-roster");
    await rosterIndustry(page, federal).summary.click();
    await rosterIndustry(page, longList).summary.click();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });

  // At 1280 px, as they open, they pass axe in pages.test.ts.
  for (const path of ["/government", "/ngos-philanthropies"]) {
    test(`${path} has no accessibility violations on a phone`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("every roster industry opens", async ({ page }) => {
    await page.goto("/client-roster");
    for (const industry of rosterIndustries) {
      const { summary, region } = rosterIndustry(page, industry);
      await summary.click();
      await expectIndustryShown(region, industry);
    }
  });

  test("every commercial client can be reached with the pointer", async ({ page }) => {
    await page.goto("/fortune-500");
    const { link, panel } = commercial(page);
    for (const name of commercialNames) {
      await link(name).hover();
      const clients = commercialClients(name);
      if (clients.length === 0) await expect(panel(name)).toContainText(clientCopy.emptyIndustry);
      for (const client of clients) await expect(panel(name).getByText(client, { exact: true })).toBeVisible();
    }
  });

  test("every commercial industry can be reached with the keyboard", async ({ page }) => {
    await page.goto("/fortune-500");
    const { link, panel } = commercial(page);
    await tabTo(page, link(commercialNames[0]!));
    for (const name of commercialNames) {
      await expect(link(name)).toBeFocused();
      await expect(panel(name)).toBeVisible();
      await page.keyboard.press("Tab");
    }
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test("a tap shows an industry's clients", async ({ page }) => {
      await page.goto("/fortune-500");
      const { link, panel } = commercial(page);
      for (const name of [first, second]) {
        await link(name).tap();
        await expect(panel(name).getByText(commercialClients(name)[0]!, { exact: true })).toBeInViewport();
      }
    });
  });
});
