import path from "node:path";
import { BUDGETS, kb, pageWeight } from "../../scripts/page-weight";
import { expect, gotoHydrated, siteMap, test } from "./fixtures";

/**
 * The byte budgets, measured on the build output (deterministic, so part of
 * `npm test`; the timing metrics are for `npm run bench`).
 */

const clientDir = path.resolve("build/client");
const pages = [...siteMap.pages, ...siteMap.unlisted, ...siteMap.notFound.map(({ page }) => page)];
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

// The first paint owns the network: scripts start only after it (scripts/defer-hydration.ts), then the page hydrates.
for (const page of ["/", "/team", "/contact"]) {
  test(`${page} requests no script before its first contentful paint, then hydrates`, async ({ page: browser }) => {
    await gotoHydrated(browser, page);
    const { paintedAt, scriptsFrom } = await browser.evaluate(() => ({
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scriptsFrom: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paintedAt, "the page reports a first contentful paint").toBeLessThan(Infinity);
    expect(scriptsFrom, "the first script request").toBeGreaterThanOrEqual(paintedAt);
  });
}
