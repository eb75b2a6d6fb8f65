import { expectNoAxeViolations } from "./axe";
import { expect, siteMap, test } from "./fixtures";

const notFoundPages = new Set(siteMap.notFound.map((entry) => entry.page));
const pages = [...siteMap.pages, ...siteMap.unlisted];

/** The one loop over every page (the fixtures fail a test on any console error or CSP violation). */
test.describe("every pre-rendered page", () => {
  for (const path of pages) {
    test(`${path}: one h1, header and footer, no console error, WCAG 2.2 AA by axe at 1280 px`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("titles and descriptions are unique", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      for (const [kind, value] of [
        ["title", title],
        ["description", description],
      ] as const) {
        expect(value, `${path} has a ${kind}`).not.toBe("");
        expect(seen.get(`${kind}:${value}`), `${kind} "${value}" of ${path} is unique`).toBeUndefined();
        seen.set(`${kind}:${value}`, path);
      }
    }
  });

  test("the sitemap lists only real pages", () => {
    for (const page of notFoundPages) expect(siteMap.pages).not.toContain(page);
    for (const { from } of siteMap.redirects) expect(siteMap.pages).not.toContain(from);
  });
});
