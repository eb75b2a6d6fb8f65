import type { Locator, Page } from "@playwright/test";
import { caseStudyPages } from "~/content/case-studies";
import { clientCopy } from "~/content/clients";
import { readCaseStudies, readNavigation, readPage, readPages } from "~/content/content-files";
import { site } from "~/content/site";
import { expect, test } from "./fixtures";
import { tabTo } from "./keyboard";
import { allPages, onePagePerTemplate, unknownPaths } from "./site-pages";

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

/*
 * Nothing ragged, at the widths a buyer's review looked at: two phones and a desktop. Each check names the page, the
 * width and what stands out of line.
 */
const REVIEW_WIDTHS = [{ width: 360, height: 640 }, { width: 390, height: 844 }, DESKTOP];
const pagesWithBands = Object.entries(readPages())
  .map(([name, file]) => ({ path: name === "home" ? "/" : `/${name}`, sections: file.sections ?? [] }))
  .filter(({ path }) => allPages.includes(path));

test.describe("nothing ragged", () => {
  test("the firm's email address wraps, if at all, only after its @", async ({ page }) => {
    const problems: string[] = [];
    let measured = 0;
    for (const path of ["/contact", "/privacy"]) {
      for (const viewport of REVIEW_WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        for (const link of await page.getByRole("link", { name: site.email, exact: true }).all()) {
          measured += 1;
          const lines = await linesOf(link);
          const breaks = lines.slice(0, -1).filter((line) => !line.endsWith("@"));
          if (breaks.length) problems.push(`${path} at ${viewport.width} px: "${lines.join(" | ")}"`);
        }
      }
    }
    // The contact card, the footer, the privacy notice's closing.
    expect(measured).toBeGreaterThanOrEqual(2 * 3 + 3);
    expect(problems, "addresses broken elsewhere than after the @").toEqual([]);
  });

  test("statistic cards side by side start their sources level", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const bands = pagesWithBands.flatMap(({ path, sections }) =>
      sections.flatMap((section) => (section.discriminant === "figures" ? [{ path, band: section.value }] : [])),
    );
    expect(bands.length).toBeGreaterThan(0);
    for (const { path, band } of bands) {
      await page.goto(path);
      const region = page.getByRole("region", { name: band.heading });
      await region.scrollIntoViewIfNeeded();
      const cards = region.getByRole("listitem");
      await expect(cards).toHaveCount(band.stats.length);
      const rows = new Map<number, number[]>();
      for (const card of await cards.all()) {
        const top = Math.round((await box(card)).y);
        rows.set(top, [...(rows.get(top) ?? []), (await box(card.getByText("Source:"))).y]);
      }
      for (const sources of rows.values()) {
        expect(Math.max(...sources) - Math.min(...sources), `${path}: "${band.heading}" sources' tops`).toBeLessThan(1);
      }
    }
  });

  for (const viewport of [{ width: 768, height: 1024 }, DESKTOP]) {
    test(`case-study cards side by side start their titles level at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const bands = pagesWithBands.flatMap(({ path, sections }) =>
        sections.flatMap((section) => (section.discriminant === "caseStudies" ? [{ path, band: section.value }] : [])),
      );
      expect(bands.length).toBeGreaterThan(0);
      for (const { path, band } of bands) {
        await page.goto(path);
        const region = page.getByRole("region", { name: band.heading });
        await region.scrollIntoViewIfNeeded();
        // Every study with a page has its card; the last card, to all of them, is of another kind.
        const studies = caseStudyPages(readCaseStudies());
        const rows = new Map<number, number[]>();
        for (const study of studies) {
          const title = page.getByRole("heading", { level: 3, name: study.title, exact: true });
          const card = region.getByRole("listitem").filter({ has: title });
          const top = Math.round((await box(card)).y);
          rows.set(top, [...(rows.get(top) ?? []), (await box(title)).y]);
        }
        expect(rows.size, "cards side by side").toBeLessThan(studies.length);
        for (const tops of rows.values()) {
          expect(Math.max(...tops) - Math.min(...tops), `${path}: titles' tops in a row`).toBeLessThan(1);
        }
      }
    });
  }

  test.describe(() => {
    // The not-found pages log the unknown path (SPEC §8).
    test.use({ expectedConsoleErrors: /^404: no |status of 404/ });

    // One test per width, so the three run side by side.
    for (const viewport of REVIEW_WIDTHS) {
      test(`on every kind of page at ${viewport.width} px: the text starts at the logo's edge, no eyebrow repeats the one before it, buttons that stack are as wide as each other, and an icon after a link's words follows its last word`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const problems: string[] = [];
        await page.setViewportSize(viewport);
        for (const path of [...onePagePerTemplate, ...unknownPaths]) {
          await page.goto(path);
          const at = `${path} at ${viewport.width} px`;
          const logo = await box(page.getByRole("banner").getByRole("link", { name: site.name }).first());
          const left = await page.getByRole("main").evaluate(leftmostText);
          if (Math.abs(left - logo.x) > 1) {
            problems.push(`${at}: the page's text starts at x=${Math.round(left)}, the logo at ${logo.x}`);
          }
          problems.push(...(await repeatedEyebrows(page)).map((text) => `${at}: "${text}" twice in a row`));
          if (viewport.width < 640) problems.push(...(await raggedStacks(page)).map((text) => `${at}: ${text}`));
          problems.push(...(await strandedIcons(page)).map((text) => `${at}: ${text}`));
        }
        expect(problems).toEqual([]);
      });
    }
  });
});

/**
 * Where the page's column starts: the left edge of the leftmost line of text or picture on its first screen (not a
 * picture as wide as the screen behind a hero, nor what is parked off the page for bots).
 */
function leftmostText(main: Element) {
  const range = document.createRange();
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const onScreen = (rect: DOMRect) => rect.width > 0.5 && rect.right > 0 && rect.top < innerHeight && rect.bottom > 0;
  let left = Number.POSITIVE_INFINITY;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (onScreen(rect)) left = Math.min(left, rect.left);
  }
  for (const image of main.querySelectorAll("img")) {
    const rect = image.getBoundingClientRect();
    if (onScreen(rect) && rect.width < document.documentElement.clientWidth * 0.95) left = Math.min(left, rect.left);
  }
  return left;
}

/** The lines a link's words are set in, as the browser broke them. */
function linesOf(link: Locator) {
  return link.evaluate((element) => {
    const lines: string[] = [];
    let lastTop = Number.NaN;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? "").length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const character = node.textContent![index]!;
        if (!(Math.abs(rect.top - lastTop) < rect.height / 2)) lines.push("");
        lastTop = rect.top;
        lines[lines.length - 1] += character;
      }
    }
    return lines.map((line) => line.trim());
  });
}

/**
 * The eyebrows of the page in reading order (the short uppercase line right before a heading), and any that repeats
 * the one before it: "OUR CAPABILITIES" over the page and again over its first band.
 */
function repeatedEyebrows(page: Page) {
  return page.evaluate(() => {
    const eyebrows = [...document.querySelectorAll("main h1, main h2")].flatMap((heading) => {
      const before = heading.previousElementSibling;
      return before && getComputedStyle(before).textTransform === "uppercase" && before.checkVisibility()
        ? [(before.textContent ?? "").trim().toLowerCase()]
        : [];
    });
    return eyebrows.filter((text, index) => index > 0 && text === eyebrows[index - 1]);
  });
}

/**
 * The opening's rows of buttons (links that are all their container holds: an action row, not a list of logos), and
 * any that takes more than one line on a phone with buttons of different widths.
 */
function raggedStacks(page: Page) {
  return page.evaluate(() => {
    const opening = document.querySelector("h1")?.closest("section, header");
    if (!opening) return [];
    const rows = new Set(
      [...opening.querySelectorAll("a[href]")]
        .map((link) => link.parentElement!)
        .filter((row) => row.children.length > 1 && [...row.children].every((child) => child.matches("a[href]"))),
    );
    return [...rows].flatMap((row) => {
      const boxes = [...row.children]
        .filter((link) => link.checkVisibility())
        .map((link) => link.getBoundingClientRect());
      const oneLine = boxes.every((box) => boxes.every((other) => other.top < box.bottom - 1));
      const widths = boxes.map((box) => Math.round(box.width));
      return !oneLine && Math.max(...widths) - Math.min(...widths) > 1
        ? [`the opening's stacked buttons are ${widths.join(", ")} px wide`]
        : [];
    });
  });
}

/** Links whose icon after their words stands apart from the last word: at the row's far end, or on a line alone. */
function strandedIcons(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const link of document.querySelectorAll("main a[href], footer a[href]")) {
      const icon = [...link.querySelectorAll("svg")].at(-1);
      // An icon set on a line of its own by design: a block, or a flex column's last item (a card's arrow).
      const holder = icon ? getComputedStyle(icon.parentElement!) : undefined;
      if (
        icon &&
        holder &&
        (/flex/.test(holder.display) ? /column/.test(holder.flexDirection) : getComputedStyle(icon).display === "block")
      )
        continue;
      if (
        !icon ||
        !link.checkVisibility() ||
        icon.compareDocumentPosition(link.lastChild ?? icon) & Node.DOCUMENT_POSITION_FOLLOWING
      )
        continue;
      const range = document.createRange();
      range.selectNodeContents(link);
      range.setEndBefore(icon);
      const words = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
      const lastLine = words.at(-1);
      if (!lastLine || !range.toString().trim()) continue;
      const mark = icon.getBoundingClientRect();
      const beside = mark.left - lastLine.right < 16 && mark.top < lastLine.bottom && mark.bottom > lastLine.top;
      if (!beside) {
        found.push(
          `the icon after "${range.toString().replace(/\s+/g, " ").trim()}" stands ${Math.round(mark.left - lastLine.right)} px after its last word, ${mark.top >= lastLine.bottom ? "on a line of its own" : "on its line"}`,
        );
      }
    }
    return found;
  });
}
