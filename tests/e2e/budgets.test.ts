import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { pageFile, RAW_TEXT_ELEMENTS } from "../../scripts/build-output";
import { BUDGETS, kb, pageWeight, rangeCovers } from "../../scripts/page-weight";
import { expect, gotoHydrated, siteMap, test } from "./fixtures";
import { allPages } from "./site-pages";

/**
 * The byte budgets, measured on the build output (deterministic, so part of
 * `npm test`; the timing metrics are for `npm run bench`).
 */

const clientDir = path.resolve("build/client");
const pages = [...allPages, ...siteMap.notFound.map(({ page }) => page)];
const weights = pages.map((page) => pageWeight(clientDir, page));

test("every page loads at most 140 KB of JavaScript (gzip) on first load", () => {
  console.log(
    `First-load weight per page (gzip; the inlined stylesheet counts in HTML; fonts and images as stored):\n${weights
      .map(
        (w) =>
          `  ${w.page.padEnd(36)} JS ${kb(w.js).padStart(9)}  CSS ${kb(w.css).padStart(8)}  HTML ${kb(w.html).padStart(8)}  fonts ${kb(w.fonts).padStart(8)}  images ${kb(w.images).padStart(9)}  total ${kb(w.total).padStart(9)}`,
      )
      .join("\n")}`,
  );
  const over = weights.filter((w) => w.js > BUDGETS.firstLoadJs).map((w) => `${w.page}: ${kb(w.js)}`);
  expect(over, `pages over the ${kb(BUDGETS.firstLoadJs)} JavaScript budget`).toEqual([]);
});

test("the home page's first paint at phone width weighs at most 450 KB in all", () => {
  const home = weights.find((w) => w.page === "/");
  expect(home, "the home page is pre-rendered").toBeDefined();
  expect(home?.js, "the home page loads JavaScript").toBeGreaterThan(0);
  expect(home?.fonts, "the home page loads its fonts").toBeGreaterThan(0);
  expect(home?.total ?? Infinity, `home: ${kb(home?.total ?? 0)}`).toBeLessThanOrEqual(BUDGETS.homeTotal);
});

// The first paint owns the network: scripts and the whole stylesheet start only once the page has loaded and
// painted (scripts/defer-hydration.ts), then the page hydrates with every rule in place.
for (const page of ["/", "/team", "/contact"]) {
  test(`${page} requests no script before it has loaded and painted, then hydrates`, async ({ page: browser }) => {
    await gotoHydrated(browser, page);
    const { paintedAt, loadedAt, scriptsFrom, stylesheets, inlineFontFaces } = await browser.evaluate(() => {
      const requests = performance.getEntriesByType("resource");
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      return {
        paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        loadedAt: navigation?.loadEventStart ?? Infinity,
        scriptsFrom: Math.min(
          ...requests.filter((entry) => new URL(entry.name).pathname.endsWith(".js")).map((entry) => entry.startTime),
        ),
        stylesheets: [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="stylesheet"]')].map((link) => ({
          href: new URL(link.href).pathname,
          rules: link.sheet?.cssRules.length ?? 0,
          fontFaces: [...(link.sheet?.cssRules ?? [])].filter((rule) => rule instanceof CSSFontFaceRule).length,
        })),
        inlineFontFaces: [...document.querySelectorAll("style")].flatMap((style) =>
          [...(style.sheet?.cssRules ?? [])].filter((rule) => rule instanceof CSSFontFaceRule),
        ).length,
      };
    });
    expect(paintedAt, "the page reports a first contentful paint").toBeLessThan(Infinity);
    expect(scriptsFrom, "the page requests scripts").toBeLessThan(Infinity);
    expect(loadedAt, "the page fires its load event").toBeLessThan(Infinity);
    expect(scriptsFrom, "the first script request").toBeGreaterThanOrEqual(Math.max(paintedAt, loadedAt));
    // The rest of the stylesheet, without the font faces the page already has inline: loaded again, they made the
    // browser restyle and re-lay-out the whole page.
    expect(stylesheets, "the deferred stylesheet, loaded").toEqual([
      { href: expect.stringMatching(/^\/assets\/app-[\w-]+\.deferred\.css$/), rules: expect.any(Number), fontFaces: 0 },
    ]);
    expect(stylesheets[0]?.rules, "rules of the loaded stylesheet").toBeGreaterThan(0);
    expect(inlineFontFaces, "font faces in the page's own CSS").toBeGreaterThan(0);
  });
}

test("every page's text is in the main subset web fonts, and each page inlines only part of the stylesheet", () => {
  const fontsCss = readFileSync(path.resolve("app/fonts/generated/fonts.css"), "utf8");
  // The main files only: the "-extended" faces (the rest of Latin-1) are for what visitors type, never for the copy.
  const faces = [...fontsCss.matchAll(/@font-face \{([^}]*)\}/g)].map((match) => match[1] ?? "");
  expect(faces).toHaveLength(4);
  const ranges = faces
    .filter((face) => !face.includes("-extended.woff2"))
    .map((face) => /unicode-range: ([^;]+);/.exec(face)?.[1] ?? "");
  expect(ranges).toHaveLength(2);
  const missing = new Map<string, string>();
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, pageFile(page)), "utf8");
    const document = parse(html, { blockTextElements: RAW_TEXT_ELEMENTS });
    const body = document.querySelector("body");
    // What a visitor reads: the inline scripts' data is not set in a font.
    for (const element of body?.querySelectorAll("script, style") ?? []) element.remove();
    const text = body?.text ?? "";
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0;
      if (point < 0x20 || ranges.every((range) => rangeCovers(range, point))) continue;
      missing.set(char, page);
    }
    const critical = document.querySelector("style[data-href]");
    const whole = readFileSync(path.join(clientDir, critical?.getAttribute("data-href") ?? ""), "utf8");
    expect(critical?.rawText.length ?? 0, `${page}: critical CSS`).toBeGreaterThan(1000);
    expect(critical?.rawText.length ?? Infinity, `${page}: critical CSS`).toBeLessThan(whole.length * 0.75);
  }
  expect(Object.fromEntries(missing), "characters shown in a fallback font, with a page that shows them").toEqual({});
});
