import path from "node:path";
import { readNavigation, readPage } from "~/content/content-files";
import { site } from "~/content/site";
import { pageFile } from "~/lib/build-output";
import { buildDir, expect, siteMap, test, visit } from "./fixtures";
import { allPages, unknownPathFor } from "./site-pages";

const { footerNav } = readNavigation();

const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

test.describe("redirects", () => {
  for (const { from, to } of siteMap.redirects) {
    test(`${from} answers 301 to ${to}`, async ({ page, request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
      await visit(page, from);
      await expect(page).toHaveURL(endsWith(to));
    });
  }

  // What a static host without redirect rules serves at the old path: Astro's page, which must leave no history entry.
  test("the page Astro writes at an old path forwards at once and replaces the history entry", async ({ page }) => {
    const [redirect] = siteMap.redirects;
    const before = allPages.find((path) => path !== redirect?.to);
    expect(redirect && before, "a redirect and a page to come from").toBeTruthy();
    // `npm start` itself answers the file's URL with a 301 (one URL per page): the page comes from the build.
    const file = pageFile(redirect?.from ?? "/");
    await page.route(`**/${file}`, (route) => route.fulfill({ path: path.join(buildDir, "client", file) }));
    await visit(page, before ?? "/");
    await page.goto(`/${file}`, { waitUntil: "commit" });
    await expect(page).toHaveURL(endsWith(redirect?.to ?? ""));
    await page.goBack();
    await expect(page).toHaveURL(endsWith(before ?? ""));
  });

  test("a link to /case-studies lands on /impact without leaving /case-studies in the history", async ({ page }) => {
    const caseStudyRoute = siteMap.notFound.find(({ pattern }) => pattern.startsWith("/impact/:"))?.pattern ?? "";
    const caseStudy = allPages.find((path) => path.startsWith(caseStudyRoute.replace(/:[^/]+$/, "")));
    expect(caseStudyRoute && caseStudy, "a case study page").toBeTruthy();
    await visit(page, caseStudy ?? "/");
    await page.getByRole("link", { name: `${site.shortName} in Action` }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("impact").heading);
    await page.goBack();
    await expect(page).toHaveURL(endsWith(caseStudy ?? ""));
  });
});

test.describe("unknown paths", () => {
  test.use({ expectedConsoleErrors: /no page at \/no-such-page|status of 404/ });

  test("show the 404 page with status 404 and log the path", async ({ page }) => {
    const logged = page.waitForEvent("console", (message) => message.text().includes("no page at"));
    const response = await visit(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("not-found").heading);
    expect((await logged).text()).toContain("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("an unknown team member", () => {
  test.use({ expectedConsoleErrors: /no page at|status of 404/ });

  test("shows Team Member Not Found with a link to the team", async ({ page }) => {
    const memberRoute = siteMap.notFound.find(({ pattern }) => pattern.startsWith("/team/member/:"))?.pattern;
    expect(memberRoute, "member pages have a route").toBeDefined();
    const response = await visit(page, unknownPathFor(memberRoute ?? "/team/member/:name"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("team-member").heading);
    await page.getByRole("link", { name: "Return to Our Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
  });
});

test("a trailing slash redirects to the canonical URL", async ({ page, request }) => {
  const path = allPages.find((p) => p !== "/") ?? "/capabilities";
  const response = await request.get(`${path}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(path);
  await visit(page, `${path}/`);
  await expect(page).toHaveURL(endsWith(path));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("every page change starts at the top of the page", async ({ page }) => {
  const link = footerNav.company.find(({ href }) => href === "/team") ?? { name: "Our Team", href: "/team" };
  await visit(page, allPages.find((path) => path !== link.href) ?? "/");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer.getByRole("link", { name: link.name }).click();
  await expect(page).toHaveURL(endsWith(link.href));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
