/**
 * Looks at pages the way a visitor would: full-page screenshots at 390 px and
 * 1280 px wide, from a running server (default http://127.0.0.1:3000).
 *
 *   npx tsx scripts/screenshots.ts / /team /contact
 *
 * PNGs land in screenshots/ (git-ignored), or in SHOTS_DIR. BASE_URL, WIDTHS (390,1280) and CHROMIUM_PATH override;
 * SITE_MAP=build/site-map.json takes every page of that build, its not-found pages included.
 */
import { chromium } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { servedPages, type SiteMap } from "~/lib/site-map";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const siteMap = process.env.SITE_MAP ? (JSON.parse(readFileSync(process.env.SITE_MAP, "utf8")) as SiteMap) : undefined;
const paths = siteMap
  ? [...servedPages(siteMap), ...siteMap.notFound.map(({ pattern }) => pattern.replace(/:[^/]+|\*/g, "no-such-page"))]
  : process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);
const outDir = path.resolve(process.env.SHOTS_DIR ?? "screenshots");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const width of widths) {
  // bypassCSP: the style below is the capture's own, not the page's.
  const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
  for (const pagePath of paths.length ? paths : ["/"]) {
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
    // Lazy images load as they scroll into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    // Sections far from the viewport skip painting (`content-visibility: auto`), and a
    // full-page capture does not scroll: without this they come out as blank bands. Sticky bars show where
    // they stand with the page scrolled to the top.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await page.waitForTimeout(300);
    const name = `${pagePath.replace(/\//g, "_").replace(/^_$/, "_home")}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
