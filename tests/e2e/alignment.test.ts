import type { Locator, Page } from "@playwright/test";
import { caseStudyPages } from "~/content/case-studies";
import { clientCopy } from "~/content/clients";
import { readCaseStudies, readNavigation, readPage } from "~/content/content-files";
import { site } from "~/content/site";
import { expect, test } from "./fixtures";
import { tabTo } from "./keyboard";

const { mainNav } = readNavigation();

/** Things that line up: measured in the browser, at phone widths and on a desktop. */

const study = caseStudyPages(readCaseStudies())[0];
const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];
const DESKTOP = { width: 1280, height: 800 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Where a link's words start: its text's first line box, which padding or a hanging highlight do not move. */
function textLeft(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getClientRects()[0]?.left ?? Number.NaN;
  });
}

test.describe("client roster figures", () => {
  for (const viewport of [...PHONES, { width: 768, height: 1024 }, DESKTOP]) {
    test(`figures and labels start level across each row at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/client-roster");
      const band = page.getByRole("region", { name: clientCopy.reachHeading });
      await band.scrollIntoViewIfNeeded();
      const figures = band.getByRole("definition");
      const labels = band.getByRole("term");
      await expect(figures).toHaveCount(clientCopy.reachStats.length);
      // Each stat by the row of the grid it stands in: the top of the box holding its figure and label.
      const rows = new Map<number, { figure: number; label: number }[]>();
      for (const [index] of clientCopy.reachStats.entries()) {
        const cell = Math.round((await box(figures.nth(index).locator(".."))).y);
        const stat = { figure: (await box(figures.nth(index))).y, label: (await box(labels.nth(index))).y };
        rows.set(cell, [...(rows.get(cell) ?? []), stat]);
      }
      expect(rows.size, "two rows of two, or one of four").toBeLessThanOrEqual(2);
      for (const [cell, row] of rows) {
        const [first] = row;
        for (const stat of row) {
          expect(stat.figure, "a figure starts at the top of its cell").toBeCloseTo(cell, 0);
          expect(stat.figure, "a figure's top").toBeCloseTo(first!.figure, 0);
          expect(stat.label, "a label's top").toBeCloseTo(first!.label, 0);
          expect(stat.label, "a label sits under its figure").toBeGreaterThan(stat.figure);
        }
      }
    });
  }
});

test.describe("a case study's closing", () => {
  test.skip(!study, "no case study has a page");
  const back = `${site.shortName} in Action`;

  function closing(page: Page) {
    return page.locator("footer").filter({ has: page.getByRole("heading", { name: readPage("case-study").heading }) });
  }

  for (const viewport of PHONES) {
    test(`on a ${viewport.width} px phone the call to action comes first, both as wide as the column`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/impact/${study!.slug}`);
      const links = closing(page).getByRole("link");
      await expect(links).toHaveText([/Book a Discovery Call/, new RegExp(back)]);
      const [cta, backLink, heading] = [
        await box(links.nth(0)),
        await box(links.nth(1)),
        await box(closing(page).getByRole("heading")),
      ];
      expect(backLink.y, "the way back sits under the call to action").toBeGreaterThan(cta.y + cta.height - 1);
      expect(cta.width).toBeCloseTo(backLink.width, 0);
      expect(cta.x).toBeCloseTo(heading.x, 0);
      expect(cta.x).toBeCloseTo(backLink.x, 0);
      expect(cta.height).toBeGreaterThanOrEqual(44);
    });
  }

  test("on a desktop the call to action and the way back sit side by side, the call to action first", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/impact/${study!.slug}`);
    const links = closing(page).getByRole("link");
    await expect(links).toHaveText([/Book a Discovery Call/, new RegExp(back)]);
    const [cta, backLink] = [await box(links.nth(0)), await box(links.nth(1))];
    expect(cta.y).toBeCloseTo(backLink.y, 0);
    expect(cta.x + cta.width).toBeLessThan(backLink.x);
  });
});

test.describe("phone menu", () => {
  for (const viewport of PHONES) {
    test(`covers a ${viewport.width} px screen; the logo, the page names and the button share one left edge`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const pageLogo = await box(page.getByRole("banner").getByRole("link", { name: site.name }));
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      const sheet = await box(menu);
      expect(sheet.x).toBe(0);
      expect(sheet.width).toBe(viewport.width);

      const edge = (await box(menu.getByRole("link", { name: site.name }))).x;
      expect(edge, "the logo stands where the page's own does").toBeCloseTo(pageLogo.x, 0);
      for (const item of mainNav) {
        const link = menu.getByRole("link", { name: item.name, exact: true });
        expect(await textLeft(link), `"${item.name}" starts at the logo's edge`).toBeCloseTo(edge, 0);
      }
      const button = await box(menu.getByRole("link", { name: "Get Started" }));
      expect(button.x, "the button starts at the logo's edge").toBeCloseTo(edge, 0);
      const close = await box(menu.getByRole("button", { name: "Close menu" }));
      expect(button.x + button.width, "the button ends where the close button does").toBeCloseTo(
        close.x + close.width,
        0,
      );
    });
  }
});

test.describe("home hero's pause control", () => {
  for (const viewport of [...PHONES, DESKTOP]) {
    test(`shows in full on the first screen of a ${viewport.width}×${viewport.height} screen, and the keyboard reaches it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const pause = page
        .getByRole("region", { name: readPage("home").heading })
        .getByRole("checkbox", { name: "Pause background slideshow" });
      // The pill around the checkbox: a tap anywhere on it toggles the checkbox.
      const control = await box(
        page.locator("label").filter({ has: page.getByRole("checkbox", { name: "Pause background slideshow" }) }),
      );
      const header = await box(page.getByRole("banner"));
      expect(control.y, "below the header").toBeGreaterThanOrEqual(header.y + header.height);
      expect(control.y + control.height, "above the fold").toBeLessThanOrEqual(viewport.height);
      expect(control.x).toBeGreaterThanOrEqual(0);
      expect(control.x + control.width).toBeLessThanOrEqual(viewport.width);
      expect(control.height).toBeGreaterThanOrEqual(44);

      await tabTo(page, pause);
      await expect(pause).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Space");
      await expect(pause).toBeChecked();
    });
  }
});
