import { readNavigation, readPolicyPages, readSiteFacts } from "~/content/content-files";
import { policyPageIds } from "~/content/pages.schema";
import { site } from "~/content/site";
import { DRAFT } from "~/contact/contact-rules";
import { calendarDate } from "~/lib/calendar-date";
import { LEAD_MODE_HEADINGS } from "~/content/lead-mode-headings";
import { readLeadMode } from "~/lib/lead-mode";
import { buildDir, expect, test } from "./fixtures";
import { allPages } from "./site-pages";

const { footerNav } = readNavigation();
/** What the privacy notice calls the form's fill-time token, which only the site's own lead service uses. */
const FORM_NOTE = "signed note of the time";

/**
 * The privacy notice and the accessibility statement (content/pages/<page>.md): linked from every page's footer,
 * beside Our Approach, which the main navigation leaves out; what they say is read from their files and the code.
 */
const policies = readPolicyPages();
const { phone } = readSiteFacts();

/** The footer links this test is about: the two policy pages and Our Approach, as the footer names them. */
const FOOTER_TARGETS = ["/privacy", "/accessibility", "/approach"];
const footerLinks = [...footerNav.company, ...footerNav.policies].filter((link) => FOOTER_TARGETS.includes(link.href));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page's footer links to the privacy notice, the accessibility statement and Our Approach", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(footerLinks.map((link) => link.href).toSorted()).toEqual(FOOTER_TARGETS.toSorted());
    for (const path of allPages) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      for (const link of footerLinks) {
        await expect(footer.getByRole("link", { name: link.name, exact: true }), path).toHaveAttribute(
          "href",
          link.href,
        );
      }
    }
  });

  test("a footer link opens its page", async ({ page }) => {
    await page.goto("/");
    const policiesNav = page.getByRole("contentinfo").getByRole("navigation", { name: "Policies" });
    for (const link of footerNav.policies) {
      await policiesNav.getByRole("link", { name: link.name }).click();
      await expect(page).toHaveURL(new RegExp(`${link.href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        policies[link.href.slice(1) as "privacy"].heading,
      );
    }
  });
});

test("the privacy notice states how long the form's draft and a request are kept", async ({ page }) => {
  const retention = /\b\d+ months\b/.exec(policies.privacy.text)?.[0];
  expect(retention, "content/pages/privacy.md says for how many months a request is kept").toBeDefined();
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: /draft/i })).toBeVisible();
  await expect(main).toContainText(`${DRAFT.maxAgeDays} days`);
  await expect(main).toContainText(retention ?? "");
});

test("the privacy notice tells one account of a request, the way this build takes it", async ({ page }) => {
  const mode = readLeadMode(buildDir);
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: /cookies/i })).toBeVisible();
  for (const heading of Object.values(LEAD_MODE_HEADINGS)) await expect(main).not.toContainText(heading);
  if (mode?.leadsOnServer) {
    await expect(main).toContainText(FORM_NOTE);
    await expect(main).not.toContainText("EmailJS");
  } else {
    await expect(main).toContainText("EmailJS");
    await expect(main).not.toContainText(FORM_NOTE);
  }
});

test("the accessibility statement shows the date of its last review", async ({ page }) => {
  const { reviewed } = policies.accessibility;
  await page.goto("/accessibility");
  const date = page.getByRole("main").getByText(`Last reviewed ${calendarDate(reviewed)}`);
  await expect(date).toBeVisible();
  await expect(date.locator("time")).toHaveAttribute("datetime", reviewed);
});

for (const id of policyPageIds) {
  test.describe(`/${id}`, () => {
    const policy = policies[id];

    test("ends with the firm's address and phone number, and its contents lead to each section", async ({ page }) => {
      await page.goto(`/${id}`);
      const closing = page.getByRole("region", { name: policy.contactHeading });
      await expect(closing.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(closing.getByRole("link", { name: phone.display })).toHaveAttribute("href", phone.href);
      await expect(closing).toContainText(policy.contactText);

      const contents = page.getByRole("navigation", { name: "On this page" });
      const sections = [...policy.text.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? "");
      await expect(contents.getByRole("link")).toHaveText([...sections, policy.contactHeading]);
      const last = sections.at(-1) ?? "";
      await contents.getByRole("link", { name: last }).click();
      await expect(page.getByRole("heading", { level: 2, name: last })).toBeInViewport();
    });

    test.describe("at 360 px", () => {
      test.use({ viewport: { width: 360, height: 740 } });
      test("reads without sideways scrolling", async ({ page }) => {
        await page.goto(`/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  });
}
