import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { startSmtpTestServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp-test-server";
import { expectNoAxeViolations } from "./axe";
import { test } from "./fixtures";
import { SiteCopy } from "../support/site-copy";

/*
 * Accounts from the browser on `npm start`, as a firm's office manager runs them: the first owner made from the
 * terminal, a colleague invited by email (a real SMTP server on loopback in this test) who sets a password through
 * its link, an editor refused account management, a removal that ends the removed person's open session, the last
 * owner kept, a person's own sessions and Sign out everywhere, and Forgot your password?, which answers an unknown
 * address exactly as a known one. Each person is a browser context of their own.
 */

const site = new SiteCopy("accounts", ".accounts-test", {
  env: { LEADS_FROM: '"Northbridge Collaborative website" <site@northbridge.example>' },
});
const siteURL = site.url;
site.env.SITE_URL = siteURL;
const OWNER = { email: "morgan.ellis@northbridge.example", password: "harbour lights at seven" };

let smtp: TestSmtpServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpTestServer();
  site.env.SMTP_URL = smtp.url;
  // The suite's build, of this code and this content: kept as the first version, not built again.
  await site.prepare({ build: true });
  // The first owner, from the terminal, in the server's own data folder, which the command names.
  const added = spawnSync("npm", ["run", "-s", "staff", "--", "add", OWNER.email, "--password-stdin"], {
    env: site.env,
    input: OWNER.password,
    encoding: "utf8",
  });
  expect(added.status, added.stderr).toBe(0);
  expect(added.stdout).toBe(
    `Staff accounts: ${path.join(site.env.DATA_DIR ?? "", "staff.db")}\nAdded ${OWNER.email} as an owner, with the password given. Sign in at ${siteURL}/staff/sign-in\n`,
  );
  await site.start(150_000);
});

test.afterAll(async () => {
  await site.remove();
  await smtp?.close();
});

/** A person at a browser of their own. */
async function person(browser: Browser, userAgent?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto(`${siteURL}/staff`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${siteURL}/staff`);
}

/** The one message that arrives after `before` messages, to `to`. */
async function nextMail(before: number, to: string): Promise<ReceivedMail> {
  const mails = await smtp.waitForMails(before + 1);
  const mail = mails[before];
  expect(mail?.envelopeTo).toEqual([to]);
  return mail as ReceivedMail;
}

const linkIn = (mail: ReceivedMail) =>
  /^http:\/\/\S+\/staff\/set-password\?token=\S+$/m.exec(mail.text ?? "")?.[0] ?? "";

/** Sets a password on the page a set-password link opened; the person is then signed in. */
async function setPassword(page: Page, password: string) {
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same again").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(`${siteURL}/staff`);
}

/** An owner's invitation from the accounts page; the link shown to pass on. */
async function invite(page: Page, email: string, role: "Editor" | "Owner" = "Editor"): Promise<string> {
  await page.goto(`${siteURL}/staff/accounts`);
  await page.getByLabel("Their email address").fill(email);
  await page.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await page.getByRole("button", { name: "Invite" }).click();
  const shown = page.getByRole("status").filter({ hasText: `${email} is invited` });
  await expect(shown).toContainText(`The link was emailed to ${email}.`);
  return shown.getByLabel(/Link to set a password/).inputValue();
}

const accountRow = (page: Page, email: string) =>
  page.getByRole("list", { name: "Who has an account" }).getByRole("listitem").filter({ hasText: email });

const COLLEAGUE = { email: "priya.raman@northbridge.example", password: "a tide that turns twice" };

test("an owner invites a colleague by email; its link sets a password; an editor cannot open account management", async ({
  page,
  browser,
}) => {
  await signIn(page, OWNER);
  await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link", { name: "Accounts", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await expect(accountRow(page, OWNER.email)).toContainText("Owner");
  await expect(accountRow(page, OWNER.email)).toContainText("The only owner");
  await expectNoAxeViolations(page, "the accounts page");

  const before = smtp.mails.length;
  const shown = await invite(page, COLLEAGUE.email);
  await expectNoAxeViolations(page, "the accounts page with an invitation's link");
  await expect(accountRow(page, COLLEAGUE.email)).toContainText("Editor");
  await expect(accountRow(page, COLLEAGUE.email)).toContainText("invited, no password yet");
  const mail = await nextMail(before, COLLEAGUE.email);
  expect(mail.subject).toBe("Your account on the Northbridge Collaborative staff area");
  expect(mail.text).toContain(`${OWNER.email} has made you an account`);
  expect(linkIn(mail)).toBe(shown);

  // The colleague, in a browser of their own, follows the emailed link.
  const colleague = await person(browser);
  await colleague.page.goto(linkIn(mail));
  await expect(colleague.page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await setPassword(colleague.page, COLLEAGUE.password);
  const header = colleague.page.getByRole("navigation", { name: "Staff area" });
  await expect(header.getByRole("link", { name: "Publish", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Accounts", exact: true })).toHaveCount(0);
  // The link worked once.
  await colleague.page.goto(linkIn(mail));
  await expect(colleague.page.getByText("This link has been used already.")).toBeVisible();

  // An editor asking for account management is refused, the page and its forms alike.
  const refused = await colleague.page.goto(`${siteURL}/staff/accounts`);
  expect(refused?.status()).toBe(403);
  await expect(colleague.page.getByRole("heading", { level: 1 })).toHaveText("Only owners manage accounts");
  await expect(colleague.page.getByText(OWNER.email)).toHaveCount(0);
  await expectNoAxeViolations(colleague.page, "account management refused to an editor");
  // A form the page does not offer, posted with the editor's own token: the owner, the first account, made an editor.
  const token = await colleague.page.locator('input[name="_csrf"]').first().inputValue();
  const ownerId = 1;
  const posted = await colleague.page.request.post(`${siteURL}/staff/accounts/${ownerId}/role`, {
    form: { _csrf: token, role: "editor" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(403);
  await page.goto(`${siteURL}/staff/accounts`);
  await expect(accountRow(page, OWNER.email)).toContainText("Owner");
  await colleague.context.close();
});

test("removing an account ends its open session at once", async ({ page, browser }) => {
  const leaving = { email: "jonas.weber@northbridge.example", password: "paper boats on the canal" };
  await signIn(page, OWNER);
  const before = smtp.mails.length;
  await invite(page, leaving.email);
  const mail = await nextMail(before, leaving.email);
  const them = await person(browser);
  await them.page.goto(linkIn(mail));
  await setPassword(them.page, leaving.password);
  await them.page.getByRole("link", { name: "Publish", exact: true }).click();
  await expect(them.page).toHaveURL(`${siteURL}/staff/publish`);

  await page.goto(`${siteURL}/staff/accounts`);
  await expect(accountRow(page, leaving.email)).toContainText("signed in now");
  await accountRow(page, leaving.email).getByRole("link", { name: "Remove…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Remove ${leaving.email}?`);
  await expectNoAxeViolations(page, "remove an account?");
  await page.getByRole("button", { name: "Remove the account" }).click();
  await expect(page.getByRole("status")).toContainText(
    `${leaving.email} was removed: their open sessions ended, and they can no longer sign in.`,
  );
  await expect(accountRow(page, leaving.email)).toHaveCount(0);

  // Their very next request finds the session gone.
  await them.page.getByRole("link", { name: "Overview", exact: true }).click();
  await expect(them.page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
  await them.page.getByLabel("Email").fill(leaving.email);
  await them.page.getByLabel("Password").fill(leaving.password);
  await them.page.getByRole("button", { name: "Sign in" }).click();
  await expect(them.page.getByRole("alert")).toContainText("That email and password do not match an account.");
  await them.context.close();
});

test("the last owner cannot be removed or made an editor, even from a page shown before", async ({ page, browser }) => {
  await signIn(page, OWNER);
  await page.goto(`${siteURL}/staff/accounts`);
  const own = accountRow(page, OWNER.email);
  await expect(own).toContainText(
    "The only owner: to change or remove this account, make someone else an owner first.",
  );
  await expect(own.getByRole("link", { name: "Remove…" })).toHaveCount(0);
  await expect(own.getByRole("button", { name: "Make an editor" })).toHaveCount(0);

  // The colleague becomes a second owner; the owner opens the removal of her own account meanwhile.
  await accountRow(page, COLLEAGUE.email).getByRole("button", { name: "Make an owner" }).click();
  await expect(page.getByRole("status")).toContainText(`${COLLEAGUE.email} is now an owner.`);
  await accountRow(page, OWNER.email).getByRole("link", { name: "Remove…" }).click();
  await expect(page.getByRole("button", { name: "Remove my account" })).toBeVisible();

  // Before she confirms, the colleague makes herself an editor again, from her own browser.
  const colleague = await person(browser);
  await signIn(colleague.page, COLLEAGUE);
  await colleague.page.getByRole("link", { name: "Accounts", exact: true }).click();
  await accountRow(colleague.page, COLLEAGUE.email).getByRole("button", { name: "Make an editor" }).click();
  await expect(colleague.page).toHaveURL(`${siteURL}/staff/account?done=role`);
  await expect(colleague.page.getByRole("status")).toContainText("You are now an editor");
  await colleague.context.close();

  // The page she had open offers the removal still; the server refuses it: she is the only owner now.
  await page.getByRole("button", { name: "Remove my account" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `${OWNER.email}: That is the only owner: the site needs one to manage accounts.`,
  );
  await expect(accountRow(page, OWNER.email)).toContainText("Owner");
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
});

test("a person sees where they are signed in, and signs out everywhere", async ({ page, browser }) => {
  const phone = await person(
    browser,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  );
  await signIn(phone.page, COLLEAGUE);
  await signIn(page, COLLEAGUE);
  await page.getByRole("link", { name: /^Your account/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Where you are signed in" }).getByRole("listitem");
  await expect(sessions.filter({ hasText: "This browser" })).toHaveCount(1);
  await expect(sessions.filter({ hasText: "Safari on iPhone" })).toHaveCount(1);
  await expectNoAxeViolations(page, "your account");

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(`${siteURL}/staff/sign-in?signed-out=everywhere`);
  await expect(page.getByRole("status")).toContainText("You are signed out on every device.");
  await phone.page.reload();
  await expect(phone.page).toHaveURL(/\/staff\/sign-in\?next=/);
  await phone.context.close();
});

test("forgot your password? emails a one-time link, and says nothing about an address without an account", async ({
  page,
}) => {
  const before = smtp.mails.length;
  /** Asks for a link for `email` from the sign-in page; the answer's status and its words, the address taken out. */
  const ask = async (email: string) => {
    await page.goto(`${siteURL}/staff/sign-in`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    const answer = page.waitForResponse(
      (response) => response.url() === `${siteURL}/staff/forgot-password` && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Email me a link" }).click();
    const status = (await answer).status();
    await expect(page.getByRole("status")).toContainText("Check your email");
    return { status, words: (await page.getByRole("main").innerText()).replaceAll(email, "ADDRESS") };
  };

  const unknown = await ask("nobody.here@northbridge.example");
  await expectNoAxeViolations(page, "forgot your password? answered");
  const known = await ask(OWNER.email);
  expect(known).toEqual(unknown);
  expect(known.status).toBe(200);
  expect(known.words).toContain("If ADDRESS has an account here, a link to choose a new password is on its way to it.");

  // Only the address with an account gets an email; its link sets a new password, once.
  const mail = await nextMail(before, OWNER.email);
  expect(mail.subject).toBe("Set a new password for the Northbridge Collaborative staff area");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(smtp.mails.map((received) => received.envelopeTo[0])).not.toContain("nobody.here@northbridge.example");
  await page.goto(linkIn(mail));
  await setPassword(page, "a quieter harbour at nine");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await signIn(page, { email: OWNER.email, password: "a quieter harbour at nine" });
});
