import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

const SHORT_NAMES = [
  "Children's Hospital",
  "Climate Summit",
  "Foundation Grantee Convening",
  "Gilead Medical Affairs",
  "Hack-a-Sat",
  "Levi Strauss & Co.",
  "Metropolitan Transit Agency",
  "Polio Eradication",
  "Sky High Relief",
  "State Health Department",
  "Technology Innovation Sprint",
  "UN Women",
];

const MOBILE = { width: 390, height: 844 };

test.describe("Project Snapshots", () => {
  test("lists the twelve case studies by short name and opens on the first", async ({ page }) => {
    await gotoHydrated(page, "/project-snapshots");
    const tabs = page.getByRole("tablist", { name: "Case studies" }).getByRole("tab");
    await expect(tabs).toHaveText(SHORT_NAMES);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByText("Healthcare", { exact: true })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Designing Care Around Children and Families");
    await expect(panel.getByRole("img", { name: /^Abstract art/ })).toBeVisible();
  });

  test("switches to the chosen case study, with a link to its full page", async ({ page }) => {
    await gotoHydrated(page, "/project-snapshots");
    await page.getByRole("tab", { name: "Hack-a-Sat" }).click();
    await expect(page.getByRole("tab", { name: "Hack-a-Sat" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Children's Hospital" })).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Hacking a Satellite to Secure Space");
    await expect(panel.getByText(/generated 56 solutions and 1,500 evaluations/)).toBeVisible();
    await expect(panel.getByText("Space Security", { exact: true })).toBeVisible();
    await panel.getByRole("link", { name: /Read the full case study/ }).click();
    await expect(page).toHaveURL(/\/impact\/hack-a-sat$/);
  });

  test("shows Coming Soon for a case study without an image, and no link without a page", async ({ page }) => {
    await gotoHydrated(page, "/project-snapshots");
    await page.getByRole("tab", { name: "Foundation Grantee Convening" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(panel.getByRole("img")).toHaveCount(0);
    await expect(panel.getByRole("link", { name: /Read the full case study/ })).toHaveCount(0);
  });

  test("shows a quote only when the study has one", async ({ page }) => {
    await gotoHydrated(page, "/project-snapshots");
    await page.getByRole("tab", { name: "Climate Summit" }).click();
    await expect(page.getByRole("tabpanel").locator("blockquote")).toHaveCount(0);
    await page.getByRole("tab", { name: "UN Women" }).click();
    await expect(page.getByRole("tabpanel").locator("blockquote")).toContainText("that was our idea");
  });

  test("has no accessibility violations on a phone or a desktop", async ({ page }) => {
    await gotoHydrated(page, "/project-snapshots");
    await expectNoAxeViolations(page);
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations(page);
  });
});

test.describe("Project Snapshots on a phone", () => {
  test.use({ viewport: MOBILE });

  test("keeps a sideways-scrolling tab bar at the bottom of the screen", async ({ page }) => {
    await gotoHydrated(page, "/project-snapshots");
    const tablist = page.getByRole("tablist", { name: "Case studies" });
    await page.evaluate(() => window.scrollTo(0, 1200));
    const box = await tablist.boundingBox();
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - MOBILE.height)).toBeLessThanOrEqual(1);
    expect(await tablist.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);

    const last = page.getByRole("tab", { name: "UN Women" });
    await expect(last).not.toBeInViewport();
    await last.click();
    await expect(last).toBeInViewport();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
      "Mobilising a Global Movement for Gender Equality",
    );
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await tablist.boundingBox();
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(footer?.y ?? 0);
  });
});

test.describe("a case-study image that fails", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test("degrades to the Coming Soon placeholder", async ({ page }) => {
    await page.route("**/images/case-*", (route) => route.abort());
    await gotoHydrated(page, "/project-snapshots");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(panel.getByRole("img")).toHaveCount(0);
  });
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("every case study reads on the page", async ({ page }) => {
    await page.goto("/project-snapshots");
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(12);
    await expect(page.getByRole("heading", { level: 2, name: "Hacking a Satellite to Secure Space" })).toBeVisible();
  });
});
