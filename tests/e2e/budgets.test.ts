import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { pageFile, RAW_TEXT_ELEMENTS } from "../../scripts/build-output";
import { BUDGETS, kb, pageWeight, rangeCovers } from "../../scripts/page-weight";
import { expect, gotoHydrated, siteMap, test } from "./fixtures";
import { rawRequest } from "./raw-request";
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
          `  ${w.page.padEnd(36)} JS ${kb(w.js).padStart(9)}  page data ${kb(w.data).padStart(8)}  CSS ${kb(w.css).padStart(8)}  HTML ${kb(w.html).padStart(8)}  fonts ${kb(w.fonts).padStart(8)}  images ${kb(w.images).padStart(9)}  total ${kb(w.total).padStart(9)}`,
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

/**
 * Pages whose content cannot fit the first round trip, with why. Project Snapshots holds all twelve case studies, so a
 * visitor without scripts can read every one (five have no page of their own); it must still arrive in two.
 */
const LONGER_PAGES: Record<string, string> = { "/project-snapshots": "all twelve case studies in one page" };

test("every page arrives in a new connection's first round trip (headers and Brotli body within 14,600 bytes)", async ({
  baseURL,
}) => {
  const sizes = await Promise.all(
    pages.map(async (page) => {
      const { bytes } = await rawRequest(baseURL ?? "", page, { headers: { "Accept-Encoding": "br, gzip" } });
      return { page, bytes };
    }),
  );
  console.log(
    `Bytes on the wire per page (headers and Brotli body):\n${sizes.map(({ page, bytes }) => `  ${page.padEnd(36)} ${bytes}`).join("\n")}`,
  );
  const over = sizes
    .filter(({ page, bytes }) => bytes > BUDGETS.firstRoundTrip * (page in LONGER_PAGES ? 3 : 1))
    .map(({ page, bytes }) => `${page}: ${bytes} bytes`);
  expect(over, `pages over ${BUDGETS.firstRoundTrip} bytes (two round trips: three times that)`).toEqual([]);
  for (const [page, why] of Object.entries(LONGER_PAGES)) {
    expect(
      sizes.find((size) => size.page === page)?.bytes,
      `${page} (${why}) still needs its exception`,
    ).toBeGreaterThan(BUDGETS.firstRoundTrip);
  }
});

// The first paint owns the network: scripts start only once the page has loaded and painted
// (scripts/defer-hydration.ts), and the rest of the stylesheet waits until something may need it
// (src/components/layout/whole-stylesheet.tsx): it is fetched when the browser is idle and applied once the visitor
// reaches for the page, so neither its download nor its restyle of the page competes with the load.
for (const page of ["/", "/team", "/contact"]) {
  test(`${page} requests no script before it has loaded and painted, hydrates, and applies the rest of the stylesheet on the visitor's first move`, async ({
    page: browser,
  }) => {
    await gotoHydrated(browser, page);
    const loaded = () =>
      browser.evaluate(() => {
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
          prefetched: [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="prefetch"]')].map(
            (link) => new URL(link.href).pathname,
          ),
          inlineFontFaces: [...document.querySelectorAll("style")].flatMap((style) =>
            [...(style.sheet?.cssRules ?? [])].filter((rule) => rule instanceof CSSFontFaceRule),
          ).length,
        };
      });
    const before = await loaded();
    expect(before.paintedAt, "the page reports a first contentful paint").toBeLessThan(Infinity);
    expect(before.scriptsFrom, "the page requests scripts").toBeLessThan(Infinity);
    expect(before.loadedAt, "the page fires its load event").toBeLessThan(Infinity);
    expect(before.scriptsFrom, "the first script request").toBeGreaterThanOrEqual(
      Math.max(before.paintedAt, before.loadedAt),
    );
    expect(before.stylesheets, "stylesheets applied before the visitor does anything").toEqual([]);
    expect(before.inlineFontFaces, "font faces in the page's own CSS").toBeGreaterThan(0);
    const deferred = expect.stringMatching(/^\/assets\/app-[\w-]+\.deferred\.css$/);
    await expect.poll(async () => (await loaded()).prefetched, { message: "fetched when idle" }).toEqual([deferred]);

    await browser.mouse.move(200, 300);
    // Without the font faces the page already has inline: loaded again, they made the browser restyle and re-lay-out
    // the whole page.
    await expect
      .poll(async () => (await loaded()).stylesheets.map(({ rules, ...sheet }) => ({ ...sheet, applied: rules > 0 })), {
        message: "applied once the pointer moves",
      })
      .toEqual([{ href: deferred, fontFaces: 0, applied: true }]);
  });
}

test.describe("when the page data cannot be fetched", () => {
  test.use({ expectedConsoleErrors: /Page data: 503|Failed to load resource.*503/ });

  test("the page stays as pre-rendered and its links still work", async ({ page, consoleErrors }) => {
    await page.route("**/assets/page-data-*.txt", (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/capabilities");
    await expect.poll(() => consoleErrors.join("\n"), { message: "the failure is logged" }).toMatch(/Page data: 503/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated), "not hydrated").toBeUndefined();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Three disciplines/);
    await page.getByRole("main").getByRole("link", { name: "Explore Collaboration Events" }).click();
    await expect(page).toHaveURL(/\/events#top$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("a page reached by client-side navigation shows with the whole stylesheet in place", async ({ page }) => {
  await gotoHydrated(page, "/government");
  // A click from script: no pointer or key event announces it, so only the navigation itself loads the stylesheet.
  const appliedWhenShown = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const applied = () =>
          [...document.styleSheets].some((sheet) => sheet.href?.endsWith(".deferred.css") && sheet.cssRules.length);
        new MutationObserver((_, observer) => {
          if (/people behind the work/.test(document.querySelector("h1")?.textContent ?? "")) {
            observer.disconnect();
            resolve(applied());
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
        document.querySelector<HTMLAnchorElement>('a[href="/team"]')?.click();
      }),
  );
  await expect(page).toHaveURL(/\/team$/);
  expect(appliedWhenShown, "the whole stylesheet applied when the new page appeared").toBe(true);
});

test("every page's text is in the main subset web fonts, and each page inlines only part of the stylesheet", () => {
  const fontsCss = readFileSync(path.resolve("src/fonts/generated/fonts.css"), "utf8");
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
