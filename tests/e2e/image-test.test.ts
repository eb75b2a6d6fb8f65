import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe("the image diagnostic page", () => {
  test("shows the base URLs, checks four images with HEAD requests and shows them", async ({ page }) => {
    const heads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "HEAD") heads.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, "/image-test");
    await expect(page.getByText("https://www.northbridge-collaborative.example", { exact: true })).toBeVisible();
    await expect(page.getByText("/images", { exact: true })).toBeVisible();

    const checks = page.getByRole("region", { name: "Image checks" }).getByRole("listitem");
    await expect(checks).toHaveCount(4);
    await expect(checks.getByText("Reachable · HTTP 200")).toHaveCount(4);
    expect(heads.sort()).toEqual([
      "/images/case-hack-a-sat-800.avif",
      "/images/case-un-women-800.webp",
      "/images/pattern-convening-800.webp",
      "/images/team-amara-okafor-800.webp",
    ]);
    for (const image of await checks.getByRole("img").all()) {
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });

  test("is kept out of search engines", async ({ request }) => {
    const html = await (await request.get("/image-test")).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

test.describe("an image the host cannot serve", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("is reported unreachable, and the rest of the page carries on", async ({ page }) => {
    await page.route("**/images/team-amara-okafor-800.webp", (route) => route.fulfill({ status: 404, body: "" }));
    await gotoHydrated(page, "/image-test");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Team portrait (WebP)" }) });
    await expect(card.getByText("Unreachable · HTTP 404")).toBeVisible();
    await expect(card.getByText("The browser could not display this image.")).toBeVisible();
    await expect(page.getByText("Reachable · HTTP 200")).toHaveCount(3);
  });
});
