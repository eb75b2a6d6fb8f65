import { expect, gotoHydrated, test } from "./fixtures";

test.describe("redirects", () => {
  for (const [from, to] of [
    ["/why-choose", "/capabilities"],
    ["/case-studies", "/impact"],
  ] as const) {
    test(`${from} answers 301 to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test("a client navigation to /case-studies lands on /impact without leaving /case-studies in the history", async ({
    page,
  }) => {
    await gotoHydrated(page, "/impact/un-women");
    await page.getByRole("link", { name: "Northbridge in Action" }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proof, not promises.");
    await page.goBack();
    await expect(page).toHaveURL(/\/impact\/un-women$/);
  });
});

test.describe("unknown paths", () => {
  test.use({ expectedConsoleErrors: /no page at: \/no-such-page|status of 404/ });

  test("show the 404 page with status 404 and log the path", async ({ page }) => {
    const logged = page.waitForEvent("console", (message) => message.text().includes("no page at"));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    expect((await logged).text()).toContain("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("an unknown team member", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });

  test("shows Team Member Not Found with a link to the team", async ({ page }) => {
    const response = await page.goto("/team/member/nobody-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team Member Not Found");
    await page.getByRole("link", { name: "Return to Our Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
  });
});

test("a trailing slash redirects to the canonical URL", async ({ page, request }) => {
  const response = await request.get("/team/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/team");
  await page.goto("/team/");
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("every route change scrolls to the top", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Team" }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
