import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { pageFile, RAW_TEXT_ELEMENTS } from "~/lib/build-output";
import { BUDGETS, jsBudgetFor, kb, pageWeight, rangeCovers } from "../../scripts/page-weight";
import { buildDir, expect, siteMap, test } from "./fixtures";
import { rawRequest } from "./raw-request";
import { allPages } from "./site-pages";
import { WEB_FONTS } from "../../scripts/build-fonts";

/**
 * The byte budgets, measured on the build output (deterministic, so part of `npm test`; the timing metrics are for
 * `npm run bench`).
 */

const clientDir = path.resolve(buildDir, "client");
const pages = [...allPages, ...siteMap.notFound.map(({ page }) => page)];
const weights = pages.map((page) => pageWeight(clientDir, page));

/**
 * Bytes on the wire per page from `npm start`: status line, headers and Brotli body. A page's stylesheet is a file
 * of its own (decision 0037); a widget's small style is in the page. A response within TCP's first window
 * (10 × 1,460 bytes) reaches a phone in one round trip, which `npm run bench` shows in its HTML column and LCP; this
 * limit leaves the firm room to add copy, and fails on a page that grows by kilobytes.
 */
const HTML_ON_THE_WIRE = 16 * 1024;
/** Pages that hold much more than one screen of content, with why and their own limit (none today). */
const LONGER_PAGES: Record<string, { why: string; limit: number }> = {};

test("pages without islands ship a few lines of script at most; no page ships more than its JavaScript budget", () => {
  console.log(
    `Weight per page (gzip; styles in the page count in HTML; fonts and images as stored):\n${weights
      .map(
        (w) =>
          `  ${w.page.padEnd(36)} HTML ${kb(w.html).padStart(8)}  JS ${kb(w.js).padStart(8)} (files ${kb(w.scriptFiles)}, on demand ${kb(w.lazyScripts)}, inline ${kb(w.inlineScripts)}; ${w.islands} islands)  fonts ${kb(w.fonts).padStart(8)}  images ${kb(w.images).padStart(9)}  total ${kb(w.total).padStart(9)}`,
      )
      .join("\n")}`,
  );
  const scriptsWithoutIslands = weights
    .filter((w) => w.islands === 0 && w.js > BUDGETS.scriptWithoutIslands)
    .map((w) => `${w.page}: ${kb(w.js)} (${w.jsFiles.join(", ")})`);
  expect(
    scriptsWithoutIslands,
    `pages without islands with more than ${kb(BUDGETS.scriptWithoutIslands)} of script`,
  ).toEqual([]);
  const over = weights
    .filter((w) => w.js > jsBudgetFor(w.page))
    .map((w) => `${w.page}: ${kb(w.js)} > ${kb(jsBudgetFor(w.page))}`);
  expect(over, "pages over their JavaScript budget").toEqual([]);
});

test("the home page's first paint at phone width weighs at most 450 KB in all", () => {
  const home = weights.find((w) => w.page === "/");
  expect(home, "the home page is pre-rendered").toBeDefined();
  expect(home?.fonts, "the home page loads its fonts").toBeGreaterThan(0);
  expect(home?.images, "the home page loads its hero").toBeGreaterThan(0);
  expect(home?.total ?? Infinity, `home: ${kb(home?.total ?? 0)}`).toBeLessThanOrEqual(BUDGETS.homeTotal);
});

test(`every page arrives in at most ${HTML_ON_THE_WIRE} bytes (status line, headers and Brotli body)`, async ({
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
  const limitOf = (page: string) => LONGER_PAGES[page]?.limit ?? HTML_ON_THE_WIRE;
  const over = sizes
    .filter(({ page, bytes }) => bytes > limitOf(page))
    .map(({ page, bytes }) => `${page}: ${bytes} > ${limitOf(page)} bytes`);
  expect(over, "pages over their size on the wire").toEqual([]);
  for (const [page, { why }] of Object.entries(LONGER_PAGES)) {
    const size = sizes.find((entry) => entry.page === page);
    if (size) expect(size.bytes, `${page} (${why}) still needs its exception`).toBeGreaterThan(HTML_ON_THE_WIRE);
  }
});

test("every page's text is in the main subset web fonts", () => {
  // The faces as the build's stylesheets declare them: the web fonts' files, not the local fallbacks.
  const assets = path.join(clientDir, "assets");
  // Each page's own stylesheet repeats the site's faces (decision 0037): each face once.
  const faces = [
    ...new Set(
      readdirSync(assets)
        .filter((file) => file.endsWith(".css"))
        .flatMap((file) => [...readFileSync(path.join(assets, file), "utf8").matchAll(/@font-face\s*\{([^}]*)\}/g)])
        .map((match) => match[1] ?? ""),
    ),
  ].filter((face) => /\.woff2/.test(face));
  expect(faces).toHaveLength(WEB_FONTS.length * 2);
  // The main files only: the "-extended" faces (the rest of Latin-1) are for what visitors type, never for the copy.
  const ranges = faces
    .filter((face) => !face.includes("-extended."))
    .map((face) => /unicode-range:\s*([^;}]+)/.exec(face)?.[1] ?? "");
  expect(ranges).toHaveLength(WEB_FONTS.length);
  const missing = new Map<string, string>();
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, pageFile(page)), "utf8");
    const body = parse(html, { blockTextElements: RAW_TEXT_ELEMENTS }).querySelector("body");
    // What a visitor reads: the scripts' text and the islands' props are not set in a font.
    for (const element of body?.querySelectorAll("script, style, template") ?? []) element.remove();
    const text = body?.text ?? "";
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0;
      if (point < 0x20 || ranges.every((range) => rangeCovers(range, point))) continue;
      missing.set(char, page);
    }
  }
  expect(Object.fromEntries(missing), "characters shown in a fallback font, with a page that shows them").toEqual({});
});
