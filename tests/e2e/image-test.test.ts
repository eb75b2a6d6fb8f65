import { diagnosticImages, imageTestCopy as copy } from "~/content/image-test";
import { site } from "~/content/site";
import { expectNoAxeViolations } from "./axe";
import { expect, test, visit } from "./fixtures";

const images = diagnosticImages();
const [missing] = images;
if (!missing) throw new Error("the diagnostic page checks no images");

test.describe("the image diagnostic page", () => {
  test("shows the base URLs, checks each image with a HEAD request and shows it", async ({ page }) => {
    const heads: string[] = [];
    const logged: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "HEAD") heads.push(new URL(request.url(), site.baseUrl).pathname);
    });
    page.on("console", (message) => {
      if (message.type() === "info" && message.text().startsWith("Image check:")) logged.push(message.text());
    });
    await visit(page, "/image-test");
    const settings = page.getByRole("region", { name: copy.settingsHeading });
    await expect(settings.getByText(site.baseUrl, { exact: true })).toBeVisible();
    await expect(settings.getByText(site.imageBaseUrl, { exact: true })).toBeVisible();

    const checks = page.getByRole("region", { name: copy.checksHeading }).getByRole("listitem");
    await expect(checks).toHaveCount(images.length);
    await expect(checks.getByText(`${copy.reachable} · HTTP 200`)).toHaveCount(images.length);
    expect(heads.sort()).toEqual(images.map((image) => new URL(image.url, site.baseUrl).pathname).sort());
    expect(logged, "each result is logged").toHaveLength(images.length);
    for (const [index, image] of images.entries()) {
      const check = checks.nth(index);
      await expect(check.getByRole("heading", { name: image.label })).toBeVisible();
      const shown = check.getByRole("img");
      await expect(shown).toBeVisible();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });

  test("is kept out of search engines", async ({ request }) => {
    const html = await (await request.get("/image-test")).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
    expect(html).not.toContain('rel="canonical"');
  });
});

test.describe("the image diagnostic page with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the base URLs and every image", async ({ page }) => {
    await page.goto("/image-test");
    await expect(page.getByText(site.imageBaseUrl, { exact: true })).toBeVisible();
    const shown = page.getByRole("region", { name: copy.checksHeading }).getByRole("img");
    await expect(shown).toHaveCount(images.length);
    for (const image of await shown.all()) await expect(image).toBeVisible();
  });
});

test.describe("an image the host cannot serve", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("is reported unreachable, and the rest of the page carries on", async ({ page }) => {
    await page.route(`**${new URL(missing.url, site.baseUrl).pathname}`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await visit(page, "/image-test");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: missing.label }) });
    await expect(card.getByText(`${copy.unreachable} · HTTP 404`)).toBeVisible();
    await expect(card.getByText(copy.notDisplayed)).toBeVisible();
    await expect(page.getByText(`${copy.reachable} · HTTP 200`)).toHaveCount(images.length - 1);
  });
});
