import type { Locator, Page } from "@playwright/test";
import { caseStudiesByShortName, caseStudyPages } from "~/content/case-studies";
import { paragraphs } from "~/lib/paragraphs";
import { industryClients } from "~/content/clients";
import * as roster from "~/content/clients";
import { readCaseStudies, readRoster, readTeam } from "~/content/content-files";
import { fullTeamSorted } from "~/content/team";
import { expect, test } from "./fixtures";
import { onePagePerTemplate } from "./site-pages";

// The roster as content/clients holds it; the page helpers take it.
const rosterIndustries = readRoster();
const commercialClients = (name: string) => roster.commercialClients(rosterIndustries, name);
const commercialIndustryNames = () => roster.commercialIndustryNames(rosterIndustries);
const governmentClients = roster.governmentClients(rosterIndustries);
const ngoClients = roster.ngoClients(rosterIndustries);

/**
 * The pre-rendered HTML is the page: with JavaScript off, every page must still
 * read in full. Text the browser itself reveals counts as readable: inside a closed
 * <details>, a select's options, or a panel that a control on the page reveals without
 * script: a link targeting it (`#id`, shown by CSS `:target`) or a control naming it in
 * `aria-controls` or `aria-describedby` (shown by CSS `:hover`/`:focus-within`, as a tooltip;
 * the pages' own tests operate each one). A result only script can produce (a check's answer)
 * declares itself with `data-js-only`.
 * A control that only works with script may hide itself when it declares so with
 * `data-js-only`, as long as what it reveals is on the page anyway; any other
 * hidden text fails.
 */
test.use({ javaScriptEnabled: false });

/** Text in `main` a reader cannot get at: not rendered, and not shown anywhere else on the page either. */
function unreadableText(): string[] {
  const main = document.querySelector("main");
  if (!main) return ["(no main element)"];
  const readable: string[] = [];
  const hidden: string[] = [];
  const linked = new Set([
    ...[...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((link) => link.hash.slice(1)),
    ...[...document.querySelectorAll("[aria-controls], [aria-describedby]")].flatMap((control) =>
      `${control.getAttribute("aria-controls") ?? ""} ${control.getAttribute("aria-describedby") ?? ""}`.split(/\s+/),
    ),
  ]);
  const revealedByLink = (element: Element) => {
    for (let at: Element | null = element; at && at !== main; at = at.parentElement) {
      if (at.id && linked.has(at.id)) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest("script, style, template, noscript, [data-js-only]")) continue;
    const shown =
      parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      parent.closest("details:not([open])") !== null ||
      parent.closest("select") !== null ||
      revealedByLink(parent);
    (shown ? readable : hidden).push(text);
  }
  const everything = readable.join(" ");
  return hidden.filter((text) => !everything.includes(text));
}

async function expectReadable(page: Page, locator: Locator, label: string) {
  const readable = await locator.evaluateAll((elements) => {
    const revealers = [
      ...[...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((link) => link.hash.slice(1)),
      ...[...document.querySelectorAll("[aria-controls]")].flatMap((control) =>
        (control.getAttribute("aria-controls") ?? "").split(/\s+/),
      ),
    ];
    return elements.some(
      (element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
        element.closest("details:not([open])") !== null ||
        revealers.some((id) => id && element.closest(`[id="${id}"]`) !== null),
    );
  });
  expect(readable, `${label} can be read on ${new URL(page.url()).pathname}`).toBe(true);
}

test.describe("without JavaScript, every page reads in full", () => {
  // Pages of one template share their markup: one of each (every static page, a member, a case study ...).
  for (const path of onePagePerTemplate) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole("banner")).toBeVisible();
      // The footer skips rendering until it nears the screen (content-visibility: auto): scroll to it as a reader does.
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toBeVisible();
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toBeEmpty();

      const main = page.getByRole("main");
      const words = (await main.innerText()).split(/\s+/).filter(Boolean).length;
      expect(words, "the main content is there, not left for script to fill in").toBeGreaterThanOrEqual(10);
      expect(await page.evaluate(unreadableText), "text hidden until script runs").toEqual([]);
    });
  }
});

/** The lists the spec names, each readable or one control away. */
test.describe("without JavaScript: the team grid, case studies and client lists", () => {
  test("/team shows every member with a link to their page", async ({ page }) => {
    await page.goto("/team");
    const main = page.getByRole("main");
    for (const member of fullTeamSorted(readTeam())) {
      await expectReadable(page, main.getByRole("link", { name: member.name }), member.name);
    }
  });

  for (const study of caseStudyPages(readCaseStudies())) {
    test(`/impact/${study.slug} shows the challenge, solution and results`, async ({ page }) => {
      await page.goto(`/impact/${study.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(study.title);
      for (const name of ["Challenge", "Our Solution", "Breakthrough Results"]) {
        await expect(main.getByRole("heading", { name, exact: true })).toBeVisible();
      }
      for (const paragraph of [...paragraphs(study.challenge), ...paragraphs(study.solution)]) {
        await expectReadable(page, main.getByText(paragraph), paragraph.slice(0, 40));
      }
      // A result may lead with its figure restyled ("40%+" for "More than 40 percent"); its ending is verbatim.
      for (const result of study.results) {
        const ending = result.split(" ").slice(-4).join(" ");
        await expectReadable(page, main.getByText(ending), result);
      }
      await expect(main.getByRole("link", { name: "Northbridge in Action" })).toBeVisible();
    });
  }

  test("/project-snapshots shows every case study's headline", async ({ page }) => {
    await page.goto("/project-snapshots");
    const main = page.getByRole("main");
    for (const study of caseStudiesByShortName(readCaseStudies())) {
      await expectReadable(page, main.getByText(study.headline), study.shortName);
    }
  });

  test("/client-roster lists every client of every industry", async ({ page }) => {
    await page.goto("/client-roster");
    const main = page.getByRole("main");
    for (const industry of rosterIndustries) {
      await expectReadable(page, main.getByText(industry.name, { exact: true }), industry.name);
      for (const client of industryClients(industry)) {
        await expectReadable(page, main.getByText(client, { exact: true }), `${industry.name}: ${client}`);
      }
    }
  });

  test("/fortune-500 lists every industry and its clients", async ({ page }) => {
    await page.goto("/fortune-500");
    const main = page.getByRole("main");
    for (const industry of commercialIndustryNames()) {
      await expectReadable(page, main.getByText(industry, { exact: true }), industry);
      for (const client of commercialClients(industry)) {
        await expectReadable(page, main.getByText(client, { exact: true }), `${industry}: ${client}`);
      }
    }
  });

  for (const [path, clients] of [
    ["/government", governmentClients],
    ["/ngos-philanthropies", ngoClients],
  ] as const) {
    test(`${path} lists every client`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      for (const client of clients) await expectReadable(page, main.getByText(client, { exact: true }), client);
    });
  }
});
