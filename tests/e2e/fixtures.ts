import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { SiteMap } from "~/lib/site-map";

export { expect };

/** The URL facts of the build under test (written by the build next to the client files). */
export const siteMap: SiteMap = JSON.parse(readFileSync("build/site-map.json", "utf8")) as SiteMap;

type Fixtures = {
  /** Console errors a test expects (e.g. the 404 page logs the unknown path). Anything else fails the test. */
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  /** Content-Security-Policy violations on the page; any one fails the test, whatever it expects. */
  cspViolations: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [null, { option: true }],

  // Tests never reach the internet: every request to another origin is refused.
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
  },

  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction("__reportCspViolation", (report: string) => violations.push(report));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`;
          (window as unknown as { __reportCspViolation: (report: string) => void }).__reportCspViolation(report);
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the pre-rendered page, so clicks reach React handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Page bodies are islands hydrated just after the layout (decision 0007): wait until their widgets (tabs,
  // accordions, disclosure buttons) are React's, or a key pressed at once is lost. The contact form hydrates
  // on interaction by design (decision 0004), so controls inside a form are left out.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main [role=tab], main button[aria-expanded]")]
      .filter((control) => !control.closest("form"))
      .every((control) => Object.keys(control).some((key) => key.startsWith("__reactProps$"))),
  );
  return response;
}
