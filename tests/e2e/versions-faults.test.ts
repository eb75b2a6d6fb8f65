import { test, expect, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SiteCopy } from "../support/site-copy";

/*
 * `npm start` killed with SIGKILL while it builds a preview, and while it publishes, then started again: the live
 * site is the last version made live, as it was (never rebuilt from the drafts), the drafts are as they were saved,
 * and the port answers within 5 s. Then a preview made live answers visitors in under a second. The server keeps
 * the suite's build as its first version, so it starts at once. Deadlines in wall-clock time: the "timed" project
 * runs this file after every other, with nothing beside it.
 */

// Drafts are written straight into the copy; the editor is not used, so the suite's build (its editor saving into
// content/) is adopted as the first version instead of building again.
const site = new SiteCopy("versions", ".versions-test");
const siteURL = site.url;
const contentDir = site.contentDir;
const STAFF = { email: "ines.duarte@northbridge.example", password: "a quiet harbour at dawn" };
const releases = path.join(site.work, "build.releases");
const liveId = () => readFileSync(path.join(releases, "LIVE"), "utf8").trim();
/** The contact page as a visitor gets it (no session): the live version. */
const contactAsVisitorsGetIt = async () => (await fetch(`${siteURL}/contact`)).text();
const releaseDirs = () => readdirSync(releases).filter((name) => /^\d{4}-/.test(name));

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  await site.prepare({ build: true });
  site.addStaff(STAFF);
  await site.start();
});

test.afterAll(() => site.remove());

async function signIn(page: Page) {
  await page.goto(`${siteURL}/staff/publish`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${siteURL}/staff/publish`);
}

/** A draft of the contact page's heading, as the editor would save it. */
function saveDraft(words: string): string {
  const file = path.join(contentDir, "pages", "contact.yaml");
  const text = readFileSync(file, "utf8").replace(/^heading: .*$/m, `heading: ${words}`);
  writeFileSync(file, text);
  return text;
}

for (const action of ["Preview the drafts", "Publish the drafts"] as const) {
  test(`killed while it builds (${action}), it comes back serving the live version within 5 s`, async ({ page }) => {
    const live = liveId();
    const liveContact = await contactAsVisitorsGetIt();
    const draft = saveDraft(`A draft heading, ${action.toLowerCase()}`);
    await signIn(page);
    const before = releaseDirs().length;
    await page.getByRole("button", { name: action }).click();
    // Under way: the release is being made (its folder, without its record).
    await expect.poll(() => releaseDirs().length, { timeout: 60_000 }).toBeGreaterThan(before);
    await expect(page.getByRole("heading", { name: /Building the site|Checking the content/ })).toBeVisible();
    // That page reloads itself every 2 s while it builds: left open, its reload could cut short the visit below.
    await page.goto("about:blank");
    await site.kill();

    const tookMs = await site.start();
    console.log(`npm start answered ${Math.round(tookMs)} ms after a restart`);
    expect(tookMs).toBeLessThan(5_000);
    expect(liveId()).toBe(live);
    expect(await contactAsVisitorsGetIt()).toBe(liveContact);
    expect(readFileSync(path.join(contentDir, "pages", "contact.yaml"), "utf8")).toBe(draft);
    // The version cut short is gone: no folder without its record.
    for (const dir of releaseDirs()) expect(existsSync(path.join(releases, dir, "release.json")), dir).toBe(true);
    // The session outlived the server: the drafts still wait.
    await page.goto(`${siteURL}/staff/publish`);
    await expect(page.getByRole("heading", { name: "Saved edits waiting" })).toBeVisible();
  });
}

test("a preview made live answers visitors in under a second, byte for byte as previewed", async ({ page }) => {
  const heading = "A draft heading, previewed then published";
  saveDraft(heading);
  await signIn(page);
  await page.getByRole("button", { name: "Preview the drafts" }).click();
  await expect(page.getByRole("heading", { name: "The preview is ready" })).toBeVisible({ timeout: 240_000 });
  await page.getByRole("link", { name: "Look through the preview" }).first().click();
  await expect(page.getByText(/^Preview of your drafts/)).toBeVisible();
  const previewed = await page.request.get(`${siteURL}/contact`);
  expect(previewed.headers()["cache-control"]).toBe("private, no-store");
  const previewedBytes = await previewed.body();
  expect(previewedBytes.toString()).toContain(heading);

  const started = performance.now();
  await page.getByRole("button", { name: "Publish this" }).click();
  let live = await contactAsVisitorsGetIt();
  while (!live.includes(heading) && performance.now() - started < 10_000) {
    live = await contactAsVisitorsGetIt();
  }
  const tookMs = performance.now() - started;
  console.log(`Publish this: the page answered visitors as previewed after ${Math.round(tookMs)} ms`);
  expect(tookMs).toBeLessThan(1_000);
  expect(Buffer.from(live).equals(previewedBytes)).toBe(true);
  await expect(page.getByRole("heading", { name: "No saved edits waiting" })).toBeVisible();
});
