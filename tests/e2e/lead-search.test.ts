import { test, expect, type Page } from "@playwright/test";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { openLeadStore } from "../../server/leads/store";
import type { ContactSubmission } from "~/contact/contact-fields";
import { makeFields } from "~/test/lead-factory";
import { ownPort, SiteCopy } from "../support/site-copy";
import { expectNoAxeViolations } from "./axe";

/*
 * The inbox as a team's tool on `npm start`: a staff member searches a word of a lead's challenge, combines two
 * filters, adds an internal note, assigns the lead to themselves, and finds both in its history and the lead in
 * Mine. The firm's details, saved once the server runs, name a time zone other than the server's (UTC): every time
 * on the pages, and in the CSV, is on Chicago's clock. The leads are stored before the server starts, at known times.
 */

const siteURL = `http://127.0.0.1:${ownPort("leadSearch")}`;
const STAFF = { email: "ines.moreau@northbridge.example", password: "a quiet harbour at dawn" };
const COLLEAGUE = { email: "tomas.varga@northbridge.example", password: "the long road to the lighthouse" };
const ZONE = "America/Chicago";

// The server's own zone is UTC, whatever the machine's: only the firm's details move the clock.
const site = new SiteCopy("leadSearch", ".lead-search-test", { env: { SMTP_URL: "", TZ: "UTC", SITE_URL: siteURL } });

const LEADS: { fields: Partial<ContactSubmission>; receivedAt: string }[] = [
  {
    fields: {
      name: "Priya Raman",
      email: "priya.raman@harbourtrust.example",
      company: "Harbour Trust",
      serviceInterest: "collaboration-events",
      timeline: "quarter",
      challenge: "Twelve grantee organisations need one shared plan for coastal resilience by spring.",
    },
    // 09:00 in Chicago (CST, UTC-6).
    receivedAt: "2026-11-25T15:00:00.000Z",
  },
  {
    fields: {
      name: "Sam Okafor",
      company: "Coastline Credit Union",
      serviceInterest: "collaboration-events",
      timeline: "month",
      challenge: "Our branches and our board disagree on where the resilience fund should go.",
    },
    receivedAt: "2026-11-26T15:00:00.000Z",
  },
  {
    fields: {
      name: "Zoe Martin",
      company: "City Museum",
      serviceInterest: "immersive-experiences",
      timeline: "quarter",
      challenge: "An exhibition on the harbour's history that visitors walk through.",
    },
    receivedAt: "2026-11-27T15:00:00.000Z",
  },
];

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The suite's build, of this code and this content: kept as the first version, not built again.
  await site.prepare({ build: true });
  site.addStaff(STAFF);
  site.addStaff(COLLEAGUE);
  const store = openLeadStore(String(site.env.DATA_DIR), { messageIdDomain: "northbridge.example" });
  for (const { fields, receivedAt } of LEADS) {
    store.add({ fields: makeFields(fields), via: "form", receivedAt: new Date(receivedAt) });
  }
  store.close();
  await site.start();
  // The firm's zone, saved as the editor saves it, into the drafts: the staff area reads it from there at once.
  appendFileSync(path.join(site.contentDir, "site.yaml"), `timeZone: ${ZONE}\n`);
});

test.afterAll(async () => {
  await site.remove();
});

async function signIn(page: Page, next: string) {
  await page.goto(`${siteURL}${next}`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${siteURL}${next}`);
}

async function shoot(page: Page, name: string) {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

const listed = (page: Page) => page.getByRole("list", { name: /^(All leads|New|Mine)$/ }).getByRole("link");

test("staff search a word of a challenge, combine two filters, note and assign a lead, and read every time on the firm's clock", async ({
  page,
}) => {
  await signIn(page, "/staff/leads?view=inbox");
  await expect(listed(page)).toHaveCount(3);
  await expectNoAxeViolations(page, "the leads list");

  // A word of one challenge, typed as a person would.
  await page.getByRole("searchbox", { name: "Search" }).fill("coastal");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=coastal(&|$)/);
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page)).toContainText("Priya Raman");
  await expect(page.getByRole("status")).toHaveText(/1 lead matches in all leads\./);
  // A visitor's quote or star is a word like any other.
  await page.getByRole("searchbox", { name: "Search" }).fill('"resil*');
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(listed(page)).toHaveCount(2);

  // Two filters, the search cleared: Collaboration Events within 3 months is Priya alone.
  await page.getByRole("searchbox", { name: "Search" }).fill("");
  await page.getByText("Filters and order").click();
  await page.getByLabel("Service").selectOption({ label: "Collaboration Events" });
  await page.getByLabel("Timeline").selectOption({ label: "Within 3 months" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/service=collaboration-events/);
  await expect(page).toHaveURL(/timeline=quarter/);
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page)).toContainText("received 25 Nov 2026, 09:00 (America/Chicago)");
  await expectNoAxeViolations(page, "the leads list, filtered");
  // The address holds the query: opened afresh, it lists the same.
  const shared = page.url();
  await page.goto(shared);
  await expect(listed(page)).toHaveCount(1);
  // The CSV takes the same filters, its times on the firm's clock.
  const csvHref = await page.getByRole("link", { name: "Export these leads as CSV" }).getAttribute("href");
  const csv = await page.request.get(`${siteURL}${csvHref}`);
  const [header = "", row = "", ...rest] = (await csv.text()).slice(1).split("\r\n");
  expect(header).toContain(`"Received (${ZONE})"`);
  expect(row).toContain('"2026-11-25 09:00"');
  expect(row).toContain('"Priya Raman"');
  expect(rest.filter(Boolean)).toEqual([]);

  await listed(page).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Priya Raman");
  await expect(page.getByText("received 25 Nov 2026, 09:00 (America/Chicago)")).toBeVisible();

  // An internal note, with markup typed as text.
  const note = "Called back: she wants two dates <b>before</b> the board meets.";
  await page.getByLabel("Internal note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
  const noteEvent = history.filter({ hasText: note });
  await expect(noteEvent).toContainText(STAFF.email);
  await expect(noteEvent).toContainText("(America/Chicago)");

  // Assigned to the staff member looking.
  await page.getByLabel("Assigned to").selectOption({ label: `${STAFF.email} (you)` });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(history.filter({ hasText: "Assigned" })).toContainText(`To ${STAFF.email} (you)`);
  await expect(page.getByLabel("Assigned to")).toHaveValue(STAFF.email);
  await expectNoAxeViolations(page, "a lead with a note");

  // Mine lists it; nothing else.
  await page.getByRole("link", { name: "All leads" }).first().click();
  await page.getByRole("link", { name: /^Mine/ }).click();
  await expect(page).toHaveURL(/view=mine/);
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page)).toContainText(`Priya Raman`);
  await expect(listed(page)).toContainText("assigned to you");

  // How the list, searched, and the lead look on a phone and a desktop: kept beside the test's results.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // A search and a filter, which keeps the filters open.
    await page.goto(`${siteURL}/staff/leads?view=inbox&q=resilience&service=collaboration-events`);
    await expect(listed(page)).toHaveCount(2);
    await shoot(page, `leads-${width}`);
    await listed(page).last().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Priya Raman");
    await shoot(page, `lead-${width}`);
  }
});

/** The staff pages a person reaches from the overview by following links: one of each path and set of query keys. */
async function staffPagesFrom(page: Page, start: string, limit = 40): Promise<string[]> {
  const shapeOf = (url: URL) =>
    `${url.pathname.replace(/\/\d+(?=\/|$)/g, "/:id")}?${[...url.searchParams.keys()].sort()}`;
  const seen = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0 && seen.size < limit) {
    const next = queue.shift() as string;
    const url = new URL(next, siteURL);
    if (seen.has(shapeOf(url))) continue;
    const response = await page.goto(url.href);
    // Downloads (the CSV) and what is not a page are not looked at.
    if (!response?.headers()["content-type"]?.startsWith("text/html")) continue;
    seen.set(shapeOf(url), url.pathname + url.search);
    const hrefs = await page
      .locator("a[href^='/staff']")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const target = new URL(href);
      if (!seen.has(shapeOf(target)) && !target.pathname.endsWith(".csv")) queue.push(target.pathname + target.search);
    }
  }
  return [...seen.values()];
}

/** Fails when anything on the page is wider than the window: a phone would scroll sideways, or cut it. */
async function expectNothingWider(page: Page, label: string) {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility())
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}: ${element.textContent?.trim().slice(0, 40)}`,
      )
      .slice(0, 5);
  });
  expect(wider, `${label}: wider than the window`).toEqual([]);
}

test("every staff page, found by following its links, fits a phone and a desktop and passes axe", async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "/staff");
  const pages = await staffPagesFrom(page, "/staff");
  // The overview's sections, the accounts and a person's own pages are all reached from it.
  for (const path of [
    "/staff",
    "/staff/leads",
    "/staff/leads/:id",
    "/staff/publish",
    "/staff/accounts",
    "/staff/account",
  ])
    expect(pages.some((found) => found.replace(/\/\d+(?=\/|$|\?)/g, "/:id").startsWith(path))).toBe(true);
  // And the pages of someone signed out.
  const signedOut = ["/staff/sign-in", "/staff/forgot-password"];
  const shots = process.env.STAFF_SCREENSHOTS;
  for (const width of [360, 390, 1280]) {
    for (const [index, url] of [...pages, ...signedOut].entries()) {
      const viewer = signedOut.includes(url) ? await (await browser.newContext()).newPage() : page;
      await viewer.setViewportSize({ width, height: 800 });
      await viewer.goto(`${siteURL}${url}`);
      await expectNothingWider(viewer, `${url} at ${width} px`);
      // axe at the narrowest and the widest: what shows differs between them, not between two phones.
      if (width !== 390) await expectNoAxeViolations(viewer, `${url} at ${width} px`);
      if (shots) {
        const name = `${String(index).padStart(2, "0")}-${url.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}-${width}`;
        await viewer.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
      }
      if (viewer !== page) await viewer.context().close();
    }
  }
  await context.close();
});
