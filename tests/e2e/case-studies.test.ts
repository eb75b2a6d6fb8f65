import { caseStudyPages } from "~/content/case-studies";
import { hasImage } from "~/content/images";
import { readCaseStudies, readPage } from "~/content/content-files";
import { site } from "~/content/site";
import { paragraphs } from "~/lib/paragraphs";
import { expectNoAxeViolations } from "./axe";
import { CASE_STUDY_IMAGES, expect, test, visit } from "./fixtures";

const studies = caseStudyPages(readCaseStudies());
const backLabel = `${site.shortName} in Action`;
const withQuote = studies.find((study) => study.quote);
const withoutQuote = studies.find((study) => !study.quote);
/** A result may lead with its figure restyled ("40%+" for "More than 40 percent"); its last words are verbatim. */
const ending = (result: string) => result.split(" ").slice(-4).join(" ");

test.describe("case-study pages", () => {
  for (const study of studies) {
    test(`/impact/${study.slug} tells the story and returns to Our Impact`, async ({ page }) => {
      await page.goto(`/impact/${study.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      await expect(page).toHaveTitle(`${study.title} | ${site.name}`);
      if (study.image) await expect(page.getByRole("img", { name: study.image.alt })).toBeVisible();
      else await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
      for (const heading of ["Challenge", "Our Solution", "Breakthrough Results"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      }
      const results = page.getByRole("region", { name: "Breakthrough Results" }).getByRole("listitem");
      await expect(results).toHaveCount(study.results.length);
      for (const [index, result] of study.results.entries())
        await expect(results.nth(index)).toContainText(ending(result));
      const quote = page.getByRole("region", { name: "Client testimonial" });
      if (study.quote) await expect(quote.locator("blockquote")).toContainText(study.quote);
      else await expect(quote).toHaveCount(0);

      await page.getByRole("link", { name: backLabel }).click();
      await expect(page).toHaveURL(/\/impact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("impact").heading);
    });
  }

  test("on a phone, the figures at a glance come right under the opening, before the story, read from the results", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shown = studies.filter((study) => study.atAGlance.length > 0);
    expect(shown.length, "studies with figures at a glance").toBeGreaterThan(0);
    // A layout check, so no phone throttling.
    for (const study of shown) {
      await page.goto(`/impact/${study.slug}`);
      const glance = page.getByRole("region", { name: "At a glance" });
      await expect(glance.getByRole("listitem")).toHaveText(
        study.atAGlance.map(({ figure, text }) => `${figure} ${text}`),
      );
      const opening = await page.getByRole("heading", { level: 1 }).boundingBox();
      const strip = await glance.boundingBox();
      const challenge = await page.getByRole("heading", { level: 2, name: "Challenge", exact: true }).boundingBox();
      expect(strip!.y, "under the opening").toBeGreaterThan(opening!.y);
      expect(strip!.y + strip!.height, "before the challenge").toBeLessThan(challenge!.y);
      // Half of what it was: the results began some 2,000 px down a phone's page, after the story.
      expect(strip!.y, `${study.slug}: the figures' top`).toBeLessThan(1100);
    }
  });

  test("Our Impact's cards show each study's art and its first figure, and lead to its page", async ({ page }) => {
    await page.goto("/impact");
    for (const study of studies) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: study.title, exact: true }) });
      if (study.image) await expect(card.locator("img")).toHaveAttribute("src", CASE_STUDY_IMAGES);
      else await expect(card.getByText("Coming Soon", { exact: true })).toBeVisible();
      const [first] = study.atAGlance;
      if (first) await expect(card).toContainText(`${first.figure} ${first.text}`);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/impact/${study.slug}`);
    }
  });

  test("a quote names who said it", async ({ page }) => {
    if (!withQuote) throw new Error("a case study has a quote");
    await page.goto(`/impact/${withQuote.slug}`);
    await expect(page.getByRole("region", { name: "Client testimonial" }).locator("figcaption")).toContainText(
      withQuote.quoteAuthor,
    );
  });

  test("each page is an article in search results, with its hero art preloaded", async ({ request }) => {
    for (const study of studies) {
      const html = await (await request.get(`/impact/${study.slug}`)).text();
      expect(html, study.slug).toContain('<meta property="og:type" content="article">');
      expect(html, study.slug).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"/]+/impact/${study.slug}">`),
      );
      expect(html, study.slug).toMatch(/<script type="application\/ld\+json">[^<]*"genre":"Case study"/);
      // The generated art's files are named after it; astro:assets names an uploaded photo's in /assets/.
      if (study.image) {
        const named = hasImage(study.image.id) ? `/images/${study.image.id}-` : "/assets/";
        expect(html, study.slug).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*${named}`));
      }
    }
  });

  test("ends with a way to book a discovery call", async ({ page }) => {
    const [study] = studies;
    await visit(page, `/impact/${study?.slug}`);
    await page.getByRole("link", { name: "Book a Discovery Call" }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  // At 1280 px every case study passes axe in pages.test.ts.
  test("have no accessibility violations on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const study of [withQuote, withoutQuote]) {
      await page.goto(`/impact/${study?.slug}`);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("case-study art that fails", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test("gives way to the Coming Soon placeholder", async ({ page }) => {
    const study = studies.find((candidate) => candidate.image);
    await page.route(CASE_STUDY_IMAGES, (route) => route.abort());
    const warned = page.waitForEvent("console", (message) => message.text().startsWith("Coming Soon:"));
    await visit(page, `/impact/${study?.slug}`);
    await expect(page.getByRole("article").getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(page.getByRole("article").getByRole("img")).toHaveCount(0);
    expect((await warned).text()).toContain(study?.shortName);
  });
});

test.describe("an unknown case study", () => {
  test.use({ expectedConsoleErrors: /404: no case study at \/impact\/no-such-study|status of 404/ });

  test("answers 404 with the not-found page, kept out of search results, and logs the path", async ({ page }) => {
    const logged = page.waitForEvent("console", (message) => message.text().includes("no case study at"));
    const response = await visit(page, "/impact/no-such-study");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("not-found").heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await logged).text()).toBe("404: no case study at /impact/no-such-study");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("a case study reads in full and leads back to the others", async ({ page }) => {
    const study = studies.at(-1);
    if (!study) throw new Error("a case study has a page");
    await page.goto(`/impact/${study.slug}`);
    const main = page.getByRole("main");
    for (const paragraph of [...paragraphs(study.challenge), ...paragraphs(study.solution)]) {
      await expect(main.getByText(paragraph)).toBeVisible();
    }
    const results = main.getByRole("region", { name: "Breakthrough Results" });
    for (const result of study.results) await expect(results.getByText(ending(result))).toBeVisible();
    await main.getByRole("link", { name: backLabel }).click();
    await expect(page).toHaveURL(/\/impact$/);
  });
});

test.describe("an unknown case study with scripts off", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 404/ });

  test("still gets the not-found page", async ({ page }) => {
    const response = await page.goto("/impact/no-such-study");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("not-found").heading);
  });
});
