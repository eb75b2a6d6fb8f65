import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { atFullSpeed } from "./fixtures";

/** The WCAG levels the site is held to (WCAG 2.2 AA; Section 508 follows WCAG 2.0 AA). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core on the page as it is now, or on the part `include` selects; any violation fails with its rule, impact
 * and nodes.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), { include }: { include?: string } = {}) {
  const results = await atFullSpeed(page, async () => {
    // Bands below the fold skip rendering (content-visibility: auto), and axe then misreads their
    // colours at random. Render them as a visitor who scrolls there sees them.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
      }
    });
    const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    return (include ? builder.include(include) : builder).analyze();
  });
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(violations, `axe violations on ${label}`).toEqual([]);
}
