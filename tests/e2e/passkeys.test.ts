import { test, expect, type Page } from "@playwright/test";
import { launchOptions } from "../../playwright.config";
import { expectNoAxeViolations } from "./axe";
import { SiteCopy } from "../support/site-copy";

/*
 * Passkeys on `npm start`, in Chromium with the DevTools protocol's virtual authenticator standing in for the
 * device: a staff member signs in with a password, adds a passkey, signs out and signs in with the passkey alone.
 * Then answers posted straight to the server: a forged one (its signature changed) and a true one posted twice,
 * both refused. Browsers offer passkeys only at a host name, never at 127.0.0.1: the server is opened as
 * http://localhost (SITE_URL), which Chromium is let resolve here.
 */

const site = new SiteCopy("passkeys", ".passkeys-test", { env: { SMTP_URL: "" } });
const siteURL = `http://localhost:${site.port}`;
site.env.SITE_URL = siteURL;
const STAFF = { email: "ines.okafor@northbridge.example", password: "seven gulls over the harbour wall" };

test.use({
  launchOptions: {
    ...launchOptions,
    args: launchOptions.args.map((arg) =>
      arg.startsWith("--host-resolver-rules=") ? `${arg}, EXCLUDE localhost` : arg,
    ),
  },
});
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The suite's build, of this code and this content: kept as the first version, not built again.
  await site.prepare({ build: true });
  site.addStaff(STAFF);
  await site.start();
});

test.afterAll(async () => {
  await site.remove();
});

/** A device that unlocks its passkeys for this person (a fingerprint, a PIN), on this page's browser. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

async function signInWithPassword(page: Page) {
  await page.goto(`${siteURL}/staff`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${siteURL}/staff`);
}

async function addPasskey(page: Page, name: string) {
  await page.getByRole("link", { name: "Your passkeys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passkeys" })).toBeVisible();
  await page.getByLabel("Name (optional)").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${siteURL}/staff/sign-in`);
}

test("a staff member adds a passkey and signs in with it, no password", async ({ page }) => {
  const device = await virtualAuthenticator(page);
  await signInWithPassword(page);
  await page.getByRole("link", { name: "Your passkeys" }).click();
  await expect(page.getByText("None yet: you sign in with your password.")).toBeVisible();
  await expectNoAxeViolations(page, "passkeys, none yet");
  await page.goto(`${siteURL}/staff`);
  await addPasskey(page, "Work laptop");

  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("heading", { name: "Work laptop" })).toBeVisible();
  await expect(list).toContainText("not used yet");
  await expectNoAxeViolations(page, "passkeys, one");
  // The device keeps it, for this site, found without an address typed.
  const [credential] = await device.credentials();
  expect(credential).toMatchObject({ rpId: "localhost", isResidentCredential: true });

  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${siteURL}/staff`);
  await expect(page.getByText(`Signed in as ${STAFF.email}.`)).toBeVisible();

  await page.getByRole("link", { name: "Your passkeys" }).click();
  await expect(list).toContainText("last used");

  // Renamed, then removed: it no longer signs anyone in.
  await list.getByText("Rename Work laptop").click();
  await page.getByLabel("New name").fill("Old laptop");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey renamed." })).toBeVisible();
  await list.getByRole("button", { name: "Remove Old laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey removed." })).toBeVisible();
  await expect(page.getByText("None yet: you sign in with your password.")).toBeVisible();
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "not one the site knows" })).toBeVisible();
  await expectNoAxeViolations(page, "sign in, a passkey refused");
  await expect(page).toHaveURL(`${siteURL}/staff/sign-in`);
});

/** The page's CSRF token, as its script sends it. */
const csrfOf = (page: Page) => page.locator('input[name="_csrf"]').first().inputValue();

/**
 * What the sign-in page's script would post: options from the server (its challenge in this browser's cookie) and
 * the device's signed answer, taken here instead of posted.
 */
async function answerFromDevice(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    async (csrf) => {
      const options = await fetch("/staff/sign-in/passkey/options", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": csrf },
        body: "{}",
      }).then((response) => response.json());
      const credential = (await navigator.credentials.get({
        publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
      })) as PublicKeyCredential;
      return credential.toJSON() as unknown as Record<string, unknown>;
    },
    await csrfOf(page),
  );
}

const post = async (page: Page, response: unknown) => {
  const answer = await page.request.post(`${siteURL}/staff/sign-in/passkey`, {
    headers: { "x-csrf-token": await csrfOf(page) },
    data: { response },
  });
  return { status: answer.status(), body: (await answer.json()) as unknown };
};

test("a forged answer, and a true one posted twice, are refused", async ({ page, browser }) => {
  await virtualAuthenticator(page);
  await signInWithPassword(page);
  await addPasskey(page, "Phone");
  await signOut(page);

  // Its signature changed by one bit: what someone without the device's private key can send.
  const answer = await answerFromDevice(page);
  const response = answer.response as Record<string, string>;
  const signature = Buffer.from(response.signature ?? "", "base64url");
  signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 1;
  const forged = { ...answer, response: { ...response, signature: signature.toString("base64url") } };
  expect(await post(page, forged)).toEqual({ status: 401, body: { problem: "not-verified" } });
  await page.goto(`${siteURL}/staff`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);

  // A true answer signs in once …
  const honest = await answerFromDevice(page);
  expect(await post(page, honest)).toEqual({ status: 200, body: { next: "/staff" } });
  // … and posted again is refused: its challenge was spent.
  expect(await post(page, honest)).toEqual({ status: 400, body: { problem: "expired" } });

  // Posted from another browser with a fresh challenge of its own, it answers the wrong one.
  const other = await browser.newPage();
  await other.goto(`${siteURL}/staff/sign-in`);
  await other.request.post(`${siteURL}/staff/sign-in/passkey/options`, {
    headers: { "x-csrf-token": await csrfOf(other) },
    data: {},
  });
  expect(await post(other, honest)).toEqual({ status: 401, body: { problem: "not-verified" } });
  await other.goto(`${siteURL}/staff`);
  await expect(other).toHaveURL(/\/staff\/sign-in\?next=/);
  await other.close();
});

test("without JavaScript the sign-in says a passkey needs it, and the password still signs in", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${siteURL}/staff/sign-in`);
  await expect(page.getByText("Signing in with a passkey needs JavaScript")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${siteURL}/staff`);
  await page.getByRole("link", { name: "Your passkeys" }).click();
  await expect(page.getByText("Adding a passkey needs JavaScript")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeHidden();
  await context.close();
});

test("at a numeric address the sign-in says passkeys need the site's name", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${site.port}/staff/sign-in`);
  await expect(page.getByText("Passkeys work only at the site's name")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
  await expectNoAxeViolations(page, "sign in");
});

test("an owner requires passkeys for owners: their password no longer signs them in, their passkey does", async ({
  page,
}) => {
  await virtualAuthenticator(page);
  await signInWithPassword(page);
  await addPasskey(page, "Desk key");
  await page.goto(`${siteURL}/staff/accounts`);
  const setting = page.getByRole("region", { name: "Passkeys for owners" });
  await expect(setting).toContainText("Not required.");
  await setting.getByRole("button", { name: "Require passkeys for owners" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkeys are now required for owners" })).toBeVisible();
  await expect(setting).toContainText("Required.");
  await expectNoAxeViolations(page, "accounts, passkeys required");

  await signOut(page);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Owners of this site sign in with a passkey, not a password.");
  await expectNoAxeViolations(page, "sign in, an owner's password refused");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${siteURL}/staff`);
  await expect(page.getByText(`Signed in as ${STAFF.email}.`)).toBeVisible();

  // Back as it was, for whatever runs next on this site.
  await page.goto(`${siteURL}/staff/accounts`);
  await setting.getByRole("button", { name: "Stop requiring passkeys" }).click();
  await expect(page.getByRole("status").filter({ hasText: "no longer required" })).toBeVisible();
});
