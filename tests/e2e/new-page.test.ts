import { expect, test } from "@playwright/test";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SiteCopy } from "../support/site-copy";

/**
 * A new page takes two files and no other edit: its route in src/pages/ and its words in content/pages/. The test
 * writes such a pair, lets `npm start` build the site into a folder of its own, and finds the page served with its
 * title and heading and listed in the sitemap. The pair and the build are removed afterwards.
 */
const NAME = "a-page-added-by-a-test";
const COPY = {
  title: "Two Files Make a Page",
  heading: "A page added with two files",
  description:
    "A page a browser test adds with two files, its route and its words, to show that the site needs nothing else.",
  intro: "Its route reads its file by name; the head, the heading and the sitemap follow.",
};
const files = {
  route: path.resolve("src/pages", `${NAME}.astro`),
  content: path.resolve("content/pages", `${NAME}.yaml`),
};
// The project's own content/, which holds the new page's file: only the build and the server's data are apart.
const site = new SiteCopy("newPage", ".new-page-test", { content: false });
const siteURL = site.url;

async function removeAll() {
  await site.remove();
  for (const file of Object.values(files)) rmSync(file, { force: true });
}

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await removeAll();
  writeFileSync(
    files.route,
    [
      "---",
      'import BaseLayout from "~/layouts/base-layout.astro";',
      'import { PageHeader } from "~/components/sections/page-header";',
      'import { getPage } from "~/content/pages-entries";',
      'import { pageHead } from "~/lib/meta";',
      "",
      `const page = await getPage("${NAME}");`,
      "---",
      "",
      "<BaseLayout meta={pageHead(page, Astro.url)}>",
      "  <PageHeader page={page} />",
      "</BaseLayout>",
      "",
    ].join("\n"),
  );
  writeFileSync(
    files.content,
    Object.entries(COPY)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}\n`)
      .join(""),
  );
  // It builds the site with the new pair first.
  await site.start(280_000);
});

test.afterAll(removeAll);

test("a page made of its route and its file is served with its head and heading, and is in the sitemap", async ({
  page,
}) => {
  const response = await page.goto(`${siteURL}/${NAME}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${COPY.title} | Northbridge Collaborative`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(COPY.heading);
  await expect(page.getByText(COPY.intro)).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", COPY.description);

  const sitemap = await (await fetch(`${siteURL}/sitemap-0.xml`)).text();
  expect(sitemap).toContain(`/${NAME}</loc>`);
});
