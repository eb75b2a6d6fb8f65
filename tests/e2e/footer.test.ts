import { site } from "~/content/site";
import { expect, test, visit } from "./fixtures";
import { readNavigation, readSiteFacts } from "~/content/content-files";

const { footerNav } = readNavigation();

const siteFacts = readSiteFacts();

test("the footer carries the blurb, social, capabilities, company, contact and policy links", async ({ page }) => {
  await visit(page, "/approach");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(site.blurb)).toBeVisible();

  for (const social of siteFacts.social) {
    const link = footer.getByRole("link", { name: new RegExp(social.label) });
    await expect(link).toHaveAttribute("href", social.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  const capabilities = footer.getByRole("navigation", { name: "Capabilities" });
  await expect(capabilities.getByRole("link")).toHaveText(footerNav.capabilities.map((link) => link.name));
  const company = footer.getByRole("navigation", { name: "Company" });
  await expect(company.getByRole("link")).toHaveText(footerNav.company.map((link) => link.name));

  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(footer.getByRole("link", { name: siteFacts.phone.display })).toHaveAttribute(
    "href",
    siteFacts.phone.href,
  );
  await expect(footer).toContainText(`© ${site.copyrightYear}`);
  const policies = footer.getByRole("navigation", { name: "Policies" });
  await expect(policies.getByRole("link")).toHaveText(footerNav.policies.map((link) => link.name));
  for (const link of footerNav.policies) {
    await expect(policies.getByRole("link", { name: link.name })).toHaveAttribute("href", link.href);
  }

  const last = footerNav.capabilities.at(-1)!;
  await capabilities.getByRole("link", { name: last.name }).click();
  await expect(page).toHaveURL(new RegExp(`${last.href}$`));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every footer link leads on", async ({ page }) => {
    await visit(page, "/approach");
    const footer = page.getByRole("contentinfo");
    const company = footer.getByRole("navigation", { name: "Company" });
    const first = footerNav.company[0]!;
    await company.getByRole("link", { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`${first.href}$`));
  });
});
