import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

/** Each case-study page, its title and the SPEC §9 figures its results must show. */
const STUDIES = [
  { slug: "un-women", title: "Mobilising a Global Movement for Gender Equality", figures: ["153", "12,000+"] },
  { slug: "polio-eradication", title: "Aligning Global Health Partners to End Polio", figures: ["450"] },
  { slug: "climate-summit", title: "Convening the World on Climate Resilience", figures: ["2,200"] },
  { slug: "gilead-medical", title: "Turning Medical Evidence into Shared Direction", figures: ["2,500"] },
  { slug: "levi-strauss", title: "Uniting a Global Apparel Business on One Platform", figures: ["8", "65"] },
  { slug: "sky-high-relief", title: "Building an Air Bridge for Humanitarian Relief", figures: ["100+", "19"] },
  { slug: "hack-a-sat", title: "Hacking a Satellite to Secure Space", figures: ["56", "1,500"] },
] as const;

test.describe("case-study pages", () => {
  for (const study of STUDIES) {
    test(`/impact/${study.slug} tells the story and returns to Our Impact`, async ({ page }) => {
      await gotoHydrated(page, `/impact/${study.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      await expect(page.getByRole("img", { name: /^Abstract art/ })).toBeVisible();
      for (const heading of ["Challenge", "Our Solution", "Breakthrough Results"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      }
      const results = page.getByRole("region", { name: "Breakthrough Results" }).getByRole("listitem");
      await expect(results).not.toHaveCount(0);
      for (const figure of study.figures) {
        await expect(results.filter({ hasText: new RegExp(`^${figure.replace("+", "\\+")} `) })).toHaveCount(1);
      }
      const quote = page.getByRole("region", { name: "Client testimonial" });
      if (study.slug === "climate-summit") await expect(quote).toHaveCount(0);
      else await expect(quote.locator("blockquote")).toBeVisible();

      await page.getByRole("link", { name: "Northbridge in Action" }).click();
      await expect(page).toHaveURL(/\/impact$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proof, not promises.");
    });
  }

  test("the quote names who said it", async ({ page }) => {
    await gotoHydrated(page, "/impact/levi-strauss");
    const quote = page.getByRole("region", { name: "Client testimonial" });
    await expect(quote.locator("figcaption")).toHaveText(/Michael Torres, Vice President/);
  });

  test("the hero art is preloaded in the pre-rendered page", async ({ request }) => {
    const html = await (await request.get("/impact/hack-a-sat")).text();
    expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*case-hack-a-sat/);
  });

  test("ends with a way to book a discovery call", async ({ page }) => {
    await gotoHydrated(page, "/impact/polio-eradication");
    await page.getByRole("link", { name: "Book a Discovery Call" }).last().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("have no accessibility violations on a phone or a desktop", async ({ page }) => {
    for (const slug of ["un-women", "climate-summit"]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, `/impact/${slug}`);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("an unknown case study", () => {
  test.use({ expectedConsoleErrors: /no case study at: \/impact\/no-such-study|status of 404/ });

  test("answers 404 with the generic not-found page", async ({ page }) => {
    const response = await page.goto("/impact/no-such-study");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });

  test("shows the same page when reached inside the site", async ({ page }) => {
    await gotoHydrated(page, "/impact/un-women");
    const logged = page.waitForEvent("console", (message) => message.text().includes("no case study at"));
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } })
        .__reactRouterDataRouter;
      router.navigate("/impact/no-such-study");
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    expect((await logged).text()).toContain("/impact/no-such-study");
  });
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("a case study reads in full", async ({ page }) => {
    await page.goto("/impact/sky-high-relief");
    await expect(page.getByText(/aircraft hangar/)).toBeVisible();
    await expect(page.getByText("19", { exact: true })).toBeVisible();
  });
});
