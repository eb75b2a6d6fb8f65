import { test as base, expect, type CDPSession, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { SiteMap } from "~/lib/site-map";

export { expect };

/** The build under test (`BUILD_DIR`, default build/), as the servers in playwright.config.ts serve it. */
export const buildDir = process.env.BUILD_DIR ?? "build";

/** The URL facts of the build under test (written by the build next to the client files). */
export const siteMap: SiteMap = JSON.parse(readFileSync(`${buildDir}/site-map.json`, "utf8")) as SiteMap;

/** A case study's image: its generated art (/images/case-…) or a photo astro:assets resized (/assets/…). */
export const CASE_STUDY_IMAGES = /\/images\/case-|\/assets\/[^?]+\.(?:avif|webp)$/;

type Fixtures = {
  /** Console errors a test expects (e.g. the 404 page logs the unknown path). Anything else fails the test. */
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  /** Content-Security-Policy violations on the page; any one fails the test, whatever it expects. */
  cspViolations: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [null, { option: true }],

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

const PHONE_CPU_SLOWDOWN = 4;
/** The pages on the phone profile, with the DevTools session that slowed their CPU. */
const throttledPages = new WeakMap<Page, CDPSession>();

/**
 * Runs a check that reads the page, not one a visitor feels (axe), at the machine's full speed: on the phone's CPU it
 * would take four times as long to find the same things. The phone's CPU comes back after it.
 */
export async function atFullSpeed<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const cdp = throttledPages.get(page);
  if (!cdp) return check();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  try {
    return await check();
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
  }
}

/**
 * A phone on a slow connection, as Lighthouse's mobile profile models it: the CPU four times slower and slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up), applied through the DevTools protocol.
 */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
  throttledPages.set(page, cdp);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens a page the way a visitor on a phone does and returns as soon as the response starts: the test then acts
 * on a control the moment it is visible (Playwright waits for that, and only that), never for scripts to load.
 */
export async function visit(page: Page, path: string) {
  await throttleLikeAPhone(page);
  return page.goto(path, { waitUntil: "commit" });
}
