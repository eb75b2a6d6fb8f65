import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import type { Page } from "@playwright/test";
import { readContactPage } from "~/content/content-files";
import type { PageStylesheets } from "../../scripts/page-stylesheets";
import { htmlFiles, pageFile } from "~/lib/build-output";
import { servedPages } from "~/lib/site-map";
import { buildDir, expect, siteMap, test } from "./fixtures";
import { tabTo } from "./keyboard";

/**
 * The site's stylesheet finds the utilities of every file under src/ (decision 0024), and each widget brings its own
 * rules; a class the scan missed would paint unstyled. Tailwind itself says which rules each page's classes need;
 * every one of them must be in the stylesheets the page carries, inline or linked. Read from the build, no browser
 * needed.
 */

const clientDir = path.resolve(buildDir, "client");
const srcDir = path.resolve("src");
/** Class names of the rules in a stylesheet: `.md\:grid-cols-2` → `md:grid-cols-2`. */
const classNamesIn = (css: string) =>
  new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) => name.replace(/\\(.)/g, "$1")));

test("every page's stylesheet has the utilities its classes need", async () => {
  const tailwind = await compile(readFileSync(path.join(srcDir, "app.css"), "utf8"), {
    base: srcDir,
    onDependency: () => {},
  });
  const missing: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(clientDir)) {
    const root = parse(readFileSync(path.join(clientDir, file), "utf8"));
    const classes = [
      ...new Set(
        root.querySelectorAll("[class]").flatMap((element) => element.getAttribute("class")?.split(/\s+/) ?? []),
      ),
    ];
    if (classes.length === 0) continue;
    checked += 1;
    const carried = classNamesIn(
      [
        ...root.querySelectorAll("style").map((style) => style.textContent),
        ...root
          .querySelectorAll('link[rel="stylesheet"]')
          .map((link) => readFileSync(path.join(clientDir, link.getAttribute("href") ?? ""), "utf8")),
      ].join("\n"),
    );
    const needed = [...classNamesIn(tailwind.build(classes))].filter((name) => classes.includes(name));
    const lacking = needed.filter((name) => !carried.has(name));
    if (lacking.length > 0)
      missing.push(
        `${file} uses ${lacking.join(", ")}, which its stylesheets lack: is the file that uses them in src/?`,
      );
  }
  expect(checked, "pages with classes").toBeGreaterThan(10);
  expect(missing).toEqual([]);
});

/**
 * The site's stylesheet finds its utilities itself (decision 0024): a class that only a new section uses reaches
 * every page's CSS with no edit to a stylesheet. Tailwind's compiler and scanner, set up from src/app.css as its Vite
 * plugin sets them up, read a section written for the test.
 */
test("the site's stylesheet takes the utilities of a section added under src/ with no edit to a stylesheet", async () => {
  const stylesheet = path.join(srcDir, "app.css");
  const section = path.join(srcDir, "components", "sections", `added-for-a-test-${process.pid}.tsx`);
  // A value no file of the site uses, so only the new section can bring its rule.
  const utility = `tracking-[0.0${process.pid}em]`;
  writeFileSync(section, `export const Added = () => <p className="${utility}">Added</p>;\n`);
  try {
    const compiler = await compile(readFileSync(stylesheet, "utf8"), { base: srcDir, onDependency: () => {} });
    if (compiler.root === "none") throw new Error("app.css scans no folder: source(none)");
    const root = compiler.root ?? { base: process.cwd(), pattern: "**/*" };
    const scanner = new Scanner({ sources: [{ ...root, negated: false }, ...compiler.sources] });
    const css = compiler.build(scanner.scan());
    expect(css).toContain(`.${utility.replace(/[[\].]/g, "\\$&")}`);
  } finally {
    rmSync(section, { force: true });
  }
});

/**
 * Each page links a stylesheet cut to its own rules (decision 0037). The page must look exactly as it does with the
 * site's whole stylesheet: every computed style of every element and of its ::before and ::after, at a phone's
 * width and a desktop's, and in the states scripts and visitors bring (the phone menu open, the contact form's
 * errors and its tooltip), which the page's HTML alone does not show.
 */
const report = JSON.parse(readFileSync(path.join(buildDir, "page-stylesheets.json"), "utf8")) as PageStylesheets;
const { form } = readContactPage();

/**
 * Reads every element's computed style (and its drawn ::before and ::after), puts the site's stylesheet in place of
 * the page's own, reads them again, and gives the differences. All in the page: the readings are megabytes.
 */
async function compareWithSiteSheet(site: string) {
  // Colour transitions (never the looping animations) are read where they end.
  const settle = () => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  };
  const read = () => {
    const styles = new Map<Element, string[]>();
    for (const element of document.querySelectorAll("*")) {
      styles.set(
        element,
        [null, "::before", "::after"].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          // A pseudo-element with no content is not drawn: its content alone is compared.
          if (pseudo !== null && ["none", "normal"].includes(style.content)) return `content:${style.content}`;
          return [...style].map((property) => `${property}:${style.getPropertyValue(property)}`).join(";");
        }),
      );
    }
    return styles;
  };
  const place = (element: Element): string =>
    element.parentElement
      ? `${place(element.parentElement)}>${element.tagName.toLowerCase()}[${[...element.parentElement.children].indexOf(element)}]`
      : element.tagName.toLowerCase();

  // The site's stylesheet loads first without applying (media "not all"); the two readings then run in one task, so
  // nothing the page does on its own (an island starting, an image check answering, a toast timing out) comes between.
  const ownLink = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  const siteLink = Object.assign(document.createElement("link"), { rel: "stylesheet", href: site, media: "not all" });
  await new Promise((resolve, reject) => {
    siteLink.onload = resolve;
    siteLink.onerror = reject;
    ownLink?.after(siteLink);
  });
  settle();
  const own = read();
  siteLink.media = "all";
  ownLink?.remove();
  settle();
  const differences: string[] = [];
  for (const [element, withSite] of read()) {
    withSite.forEach((declarations, index) => {
      const withOwn = own.get(element)?.[index];
      if (withOwn === declarations) return;
      const before = new Set(withOwn?.split(";"));
      const changed = declarations.split(";").filter((declaration) => !before.has(declaration));
      const pseudo = ["", "::before", "::after"][index];
      differences.push(`${place(element)}${pseudo}: with the site's stylesheet ${changed.slice(0, 3).join("; ")}`);
    });
  }
  return differences;
}

/** The differences between the page's styles with its own stylesheet and with the site's. */
const ownAndSite = (page: Page) => page.evaluate(compareWithSiteSheet, report.site);

test.describe("each page's own stylesheet", () => {
  for (const width of [390, 1280]) {
    test(`styles every page as the site's whole stylesheet does, at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const pages = servedPages(siteMap).filter((route) => pageFile(route) in report.pages);
      expect(pages.length, "pages that link their own stylesheet").toBeGreaterThan(10);
      for (const route of pages) {
        await page.goto(route);
        expect(await ownAndSite(page), route).toEqual([]);
      }
    });
  }

  test("styles what scripts and visitors open: the phone menu, the form's errors and a tooltip", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await ownAndSite(page), "/ with the menu open").toEqual([]);

    // The help's tooltip opens on a desktop; a phone shows the help as text (issue 40).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/contact");
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("region", { name: form.errorSummary.heading })).toBeVisible();
    const trigger = page.getByRole("button", { name: `About ${form.fields.serviceInterest.label}` });
    await tabTo(page, trigger);
    await expect(page.getByRole("tooltip").filter({ hasText: form.fields.serviceInterest.help })).toBeVisible();
    expect(await ownAndSite(page), "/contact with its errors and a tooltip").toEqual([]);
  });
});
