import { expect, gotoHydrated, test } from "./fixtures";

test("the footer carries the blurb, social, capabilities, company and contact links", async ({ page }) => {
  await gotoHydrated(page, "/approach");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(/We design the convenings/)).toBeVisible();

  for (const name of [/LinkedIn/, /Flickr/]) {
    const link = footer.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }

  const capabilities = footer.getByRole("navigation", { name: "Capabilities" });
  await expect(capabilities.getByRole("link")).toHaveText(["Events", "Experiences", "Communications"]);
  const company = footer.getByRole("navigation", { name: "Company" });
  await expect(company.getByRole("link")).toHaveText(["Our Impact", "Our Team"]);

  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:[^@]+@[^.]+\..+/);
  await expect(footer.getByRole("link", { name: /\+1/ })).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(footer).toContainText("© 2025");

  await capabilities.getByRole("link", { name: "Communications" }).click();
  await expect(page).toHaveURL(/\/communications$/);
});
