import type { CDPSession, Page } from "@playwright/test";
import { WEB_FONTS } from "../../scripts/build-fonts";
import { expect, test, visit } from "./fixtures";
import { onePagePerTemplate } from "./site-pages";

/*
 * The brand's type on the page a visitor opens first (docs/decisions/0018-the-brand-serif-on-every-page.md): on the
 * phone profile, with nothing cached, a page's h1 is drawn in the heading font within 1.5 s of navigation, and
 * every later page draws it in the heading font from its first frames. Which face Chromium actually drew the text
 * with comes from the DevTools protocol (CSS.getPlatformFontsForNode), not from what the stylesheet asks for.
 */

const HEADING_FONT = WEB_FONTS[0]?.family.replace(/ Variable$/, "") ?? "Fraunces";
const FIRST_PAGE_WITHIN_MS = 1_500;

/** The families Chromium drew the page's h1 with, or none while there is no h1 yet. */
async function h1Fonts(cdp: CDPSession): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  if (!nodeId) return [];
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

/** How long after `start` the h1 is first drawn in the heading font; Infinity if not within `timeoutMs`. */
async function headingFontAfter(page: Page, start: number, timeoutMs = 7_000): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  while (Date.now() - start < timeoutMs) {
    const fonts = await h1Fonts(cdp).catch(() => []);
    if (fonts.some((family) => family.includes(HEADING_FONT))) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

for (const path of onePagePerTemplate) {
  test(`${path}: opened first on a phone, its heading is in ${HEADING_FONT} within ${FIRST_PAGE_WITHIN_MS / 1000} s`, async ({
    page,
  }) => {
    const start = Date.now();
    await visit(page, path);
    const after = await headingFontAfter(page, start);
    test.info().annotations.push({ type: "heading font after", description: `${after} ms` });
    expect(after, `the h1 of ${path} in ${HEADING_FONT} after ${after} ms`).toBeLessThanOrEqual(FIRST_PAGE_WITHIN_MS);
  });
}

test(`the next page a visitor opens draws its heading in ${HEADING_FONT} from its first frame`, async ({ page }) => {
  await visit(page, "/");
  expect(await headingFontAfter(page, Date.now())).toBeLessThanOrEqual(FIRST_PAGE_WITHIN_MS);
  // The font comes from the cache: the first time the next page's h1 is drawn at all, it is drawn in it.
  await page.goto("/team", { waitUntil: "commit" });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  let first: string[] = [];
  for (const deadline = Date.now() + 7_000; first.length === 0 && Date.now() < deadline;) {
    first = await h1Fonts(cdp).catch(() => []);
    if (first.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(
    first.some((family) => family.includes(HEADING_FONT)),
    `first drawn in ${first.join(", ")}`,
  ).toBe(true);
});
