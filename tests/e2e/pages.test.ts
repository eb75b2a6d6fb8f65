import { expect, siteMap, test } from "./fixtures";

const notFoundPages = new Set(siteMap.notFound.map((entry) => entry.page));
const pages = [...siteMap.pages, ...siteMap.unlisted];

test.describe("every pre-rendered page", () => {
  for (const path of pages) {
    test(`${path} loads with one h1 and no console error`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("titles are unique", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, `${path} has a title`).not.toBe("");
      expect(titles.get(title), `title "${title}" of ${path} is unique`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test("the sitemap lists only real pages", () => {
    for (const page of notFoundPages) expect(siteMap.pages).not.toContain(page);
    for (const { from } of siteMap.redirects) expect(siteMap.pages).not.toContain(from);
  });
});
