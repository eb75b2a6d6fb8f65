import { test, expect, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { MIN_FILL_MS } from "../../server/leads/form-token";
import { formToken, sendLead } from "../support/server-process";
import { ownPort, SiteCopy } from "../support/site-copy";
import { startWebhookReceiver, type TestWebhookReceiver } from "../support/webhook-receiver";
import { expectNoAxeViolations } from "./axe";

/*
 * Leads sent to a signed webhook and to Slack by `npm start`, with both receivers real HTTP servers on loopback in
 * this test: every request's signature is verified with npm standardwebhooks. The webhook's receiver is down while
 * two leads come in, and the staff overview warns of it; back up, each lead arrives once (by webhook-id) and the
 * warning is gone. LEADS_WARN_AFTER_SECONDS=2 stands for the ten minutes a lead may wait before the warning, and
 * LEADS_RETRY_SECONDS=1 for the minute before the first retry. No mail server is set: the overview says so.
 */

const STAFF = { email: "tomas.varga@northbridge.example", password: "the long road to the lighthouse" };
const secret = `whsec_${randomBytes(32).toString("base64")}`;
const siteURL = `http://127.0.0.1:${ownPort("webhooks")}`;

let site: SiteCopy;
let webhook: TestWebhookReceiver;
let slack: TestWebhookReceiver;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  webhook = await startWebhookReceiver({ secret });
  slack = await startWebhookReceiver();
  site = new SiteCopy("webhooks", ".webhooks-test", {
    env: {
      CONTACT_RATE_LIMIT: "1000",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_WEBHOOK_SECRET: secret,
      LEADS_SLACK_WEBHOOK_URL: slack.url,
      LEADS_RETRY_SECONDS: "1",
      LEADS_WARN_AFTER_SECONDS: "2",
      SITE_URL: siteURL,
    },
  });
  // The suite's build, of this code and this content: kept as the first version, not built again.
  await site.prepare({ build: true });
  site.addStaff(STAFF);
  await site.start();
});

test.afterAll(async () => {
  await site?.remove();
  await webhook?.close();
  await slack?.close();
});

async function signIn(page: Page) {
  await page.goto(`${siteURL}/staff`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${siteURL}/staff`);
}

/** Two visitors' sends through the form's script, each with a token from a form open long enough. */
async function twoLeads(): Promise<string[]> {
  const names = ["Priya Raman", "Jonas Weber"];
  const tokens = await Promise.all(names.map(() => formToken(siteURL)));
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
  for (const [index, name] of names.entries()) {
    const reply = await sendLead(siteURL, name, { token: tokens[index] ?? "" });
    expect(reply.status, reply.body).toBe(200);
  }
  return names;
}

const warning = (page: Page) => page.getByRole("region", { name: "Leads are not reaching the firm" });

test("each lead reaches the webhook once, signed, after an outage the overview warned of", async ({ page }) => {
  await webhook.down();
  const names = await twoLeads();
  await signIn(page);
  await expect(page.getByRole("region", { name: "Leads are not emailed" })).toContainText(
    `No mail server is set (SMTP_URL), so leads are kept here and sent to webhook (127.0.0.1:`,
  );

  // Once they have waited longer than the warning time, the overview says so: how many, since when, the last error.
  await expect(async () => {
    await page.reload();
    await expect(warning(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(warning(page)).toContainText(
    /2 leads waiting since \d+ \w+ \d{4}, \d\d:\d\d UTC: 2 not sent to webhook \(127\.0\.0\.1:\d+\)\./,
  );
  await expect(warning(page)).toContainText(
    /Last error, .* UTC: webhook \(127\.0\.0\.1:\d+\): no answer: the connection was refused/,
  );
  await expectNoAxeViolations(page, "the overview with its warning");
  // Slack was up all along: each lead reached it at once, unaffected by the webhook's outage.
  await expect.poll(() => slack.requests.length).toBe(2);
  expect(webhook.requests).toHaveLength(0);

  await webhook.up();
  // The retries back off (1 s, 2 s, 4 s ...): the next one falls due within seconds.
  await webhook.waitForMessages(2, 30_000);
  // Longer than the next retries would take: nothing arrives twice.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(webhook.requests.map((request) => request.problem)).toEqual([null, null]);
  expect(webhook.requests.every((request) => request.verified)).toBe(true);
  const ids = webhook.requests.map((request) => String(request.headers["webhook-id"]));
  expect(new Set(ids).size).toBe(2);
  const received = [...webhook.messages.values()].map(
    (message) => (JSON.parse(message.body) as { data: { fields: { name: string } } }).data.fields.name,
  );
  expect(received.sort()).toEqual([...names].sort());
  expect(slack.requests).toHaveLength(2);
  for (const request of slack.requests) {
    expect((JSON.parse(request.body) as { text: string }).text).toMatch(
      new RegExp(`<${siteURL}/staff/leads/\\d+\\|Open lead #\\d+ in the staff area>`),
    );
  }

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible({ timeout: 1_000 });
    await expect(warning(page)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // Each attempt and its outcome are in the lead's history.
  await page.goto(`${siteURL}/staff/leads`);
  await page.getByRole("link", { name: /Priya Raman/ }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Notification not sent yet").first()).toBeVisible();
  await expect(history).toContainText(/Notification sent.*webhook \(127\.0\.0\.1:\d+\): 200 OK/s);
  await expect(history).toContainText(/Notification sent.*Slack \(127\.0\.0\.1:\d+\): 200 OK/s);
});
