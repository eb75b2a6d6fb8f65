// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cookieJar } from "../../tests/support/cookie-jar";
import { writeFixtureBuild } from "../../tests/support/fixture-build";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountsOutcome, ForgotPasswordOutcome } from "~/staff/accounts";
import { startSmtpTestServer, type TestSmtpServer } from "../../tests/support/smtp-test-server";
import { createServer } from "../app";
import { smtpTransport } from "../leads/config";
import { openReleaseFolder } from "../releases/release-folder";
import { openPasskeyStore } from "./passkey-store";
import { hashPassword } from "./password";
import { SESSION_COOKIE } from "./staff-auth";
import { openStaffStore, type StaffStore } from "./store";

/*
 * Accounts from the browser as server/app.ts wires them (the sign-in, the staff area, the accounts), with a real SMTP
 * server on loopback and a stand-in for Astro's handler that answers with what a page was handed: who, the accounts
 * view, what a form did. The pages themselves are tested in the browser (tests/e2e/accounts.test.ts).
 */

const PASSWORD = "a long and memorable passphrase";
const OWNER = "ada@example.org";
const EDITOR = "grace@example.org";
const SITE = "https://staff.northbridge.example";

const STAND_IN_HANDLER = `
export const handler = (req, res, next, locals = {}) => {
  const { pathname } = new URL(req.url, "http://site.invalid");
  if (!pathname.startsWith("/staff")) return next();
  const area = locals.staffArea;
  res.statusCode = area?.status ?? 200;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({
    pathname,
    staff: area?.staff ?? null,
    csrfToken: area?.csrfToken,
    emailsLinks: area?.accounts?.emailsLinks,
    passkeysRequired: area?.accounts?.passkeysRequired?.() ?? null,
    list: area?.accounts?.list?.() ?? null,
    sessions: area?.accounts?.ownSessions() ?? null,
    accountsOutcome: area?.accountsOutcome ?? null,
    forgotPassword: area?.forgotPassword ?? null,
  }));
};
`;

type Page = {
  pathname: string;
  staff: { id: number; email: string; role: string } | null;
  csrfToken: string;
  emailsLinks: boolean;
  passkeysRequired: boolean | null;
  list: { id: number; email: string; role: string; invited: boolean; signedIn: number; passkeys: number }[] | null;
  sessions: { device: string; current: boolean }[] | null;
  accountsOutcome: AccountsOutcome | null;
  forgotPassword: ForgotPasswordOutcome | null;
};

let work: string;
let dataDir: string;
let store: StaffStore;
let smtp: TestSmtpServer;
let app: Awaited<ReturnType<typeof createServer>>;
let passwordHash: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "staff-accounts-"));
  const buildDir = writeFixtureBuild({ dir: path.join(work, "build"), serverEntry: STAND_IN_HANDLER });
  dataDir = path.join(work, "data");
  mkdirSync(path.join(work, "site", "content"), { recursive: true });
  passwordHash = await hashPassword(PASSWORD);
  smtp = await startSmtpTestServer();
  store = openStaffStore(dataDir);

  app = await createServer({
    buildDir,
    logger: false,
    leads: false,
    staff: {
      dataDir,
      root: path.join(work, "site"),
      folder: openReleaseFolder(path.join(work, "releases")),
      code: "test",
      build: async () => false,
      accounts: {
        mail: { transport: smtpTransport(smtp.url), from: '"Northbridge website" <site@northbridge.example>' },
        siteUrl: SITE,
        forgotPasswordRateLimit: { max: 5, timeWindowMs: 60_000 },
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  store?.close();
  await smtp?.close();
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  smtp.mails.length = 0;
});

/**
 * The owner and the editor, each with a password, as every test starts (the store keeps removed accounts, and brings
 * them back): each test puts back the roles it changed.
 */
function accounts() {
  const ensure = (email: string, role: "owner" | "editor") => {
    const found = store.find(email);
    const account = found && found.disabledAt === null ? found : store.add(email, new Date(), role).account;
    if (account.role !== role) store.setRole(account.id, role, new Date());
    store.setPassword(account.id, passwordHash);
    return account.id;
  };
  return { owner: ensure(OWNER, "owner"), editor: ensure(EDITOR, "editor") };
}

/** A browser's cookie jar, enough for these requests. */
function browser(email: string, userAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0") {
  const { cookies: jar, header: cookieHeader, keep } = cookieJar();
  const request = async (method: "GET" | "POST", url: string, form?: Record<string, string>) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        "user-agent": userAgent,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        cookie: cookieHeader(),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    keep(response);
    return response;
  };
  const page = async (url: string) => (await request("GET", url)).json<Page>();
  /** Posts a form with the token a page of the staff area carries. */
  const post = async (url: string, form: Record<string, string> = {}) =>
    request("POST", url, { ...form, _csrf: (await page("/staff/sign-in")).csrfToken });
  return {
    jar,
    request,
    page,
    post,
    async signIn() {
      const response = await post("/staff/sign-in", { email, password: PASSWORD });
      expect(response.statusCode).toBe(303);
      return response;
    },
  };
}

const linkIn = (text = "") => new RegExp(`${SITE}/staff/set-password\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];

describe("account management", { timeout: 30_000 }, () => {
  it("is the owners': an editor is refused every page and form under /staff/accounts, 403", async () => {
    const { owner } = accounts();
    const editor = browser(EDITOR);
    await editor.signIn();
    for (const url of ["/staff/accounts", "/staff/accounts/remove?id=1", "/staff/%61ccounts"]) {
      const response = await editor.request("GET", url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json<Page>().list, url).toBeNull();
    }
    const forms: [string, Record<string, string>][] = [
      ["/staff/accounts", { action: "invite", email: "alan@example.org", role: "owner" }],
      ["/staff/accounts", { action: "new-link", id: String(owner) }],
      [`/staff/accounts/${owner}/role`, { role: "editor" }],
      [`/staff/accounts/${owner}/remove`, {}],
    ];
    for (const [url, form] of forms) {
      const response = await editor.post(url, form);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).toBe("Only an owner of the site can manage accounts. Ask an owner if you need a change.");
    }
    expect(store.find("alan@example.org")).toBeUndefined();
    expect(store.byId(owner)).toMatchObject({ role: "owner", disabledAt: null });
    expect(smtp.mails).toHaveLength(0);
    // Their own account page is theirs, with no list of the others.
    const own = await editor.page("/staff/account");
    expect(own.list).toBeNull();
    expect(own.sessions).toEqual([
      { device: "Firefox on Linux", current: true, signedInAt: expect.any(String), lastSeenAt: expect.any(String) },
    ]);
  });

  it("lets an owner invite a colleague: the link is emailed, and shown to the owner as well", async () => {
    accounts();
    const ada = browser(OWNER);
    await ada.signIn();
    const listed = await ada.page("/staff/accounts");
    expect(listed.list?.map((account) => [account.email, account.role])).toEqual([
      [OWNER, "owner"],
      [EDITOR, "editor"],
    ]);

    const invited = await ada.post("/staff/accounts", {
      action: "invite",
      email: " Alan@Example.org ",
      role: "editor",
    });
    expect(invited.statusCode).toBe(200);
    const outcome = invited.json<Page>().accountsOutcome;
    expect(outcome).toMatchObject({
      kind: "invited",
      email: "alan@example.org",
      role: "editor",
      sent: { state: "sent" },
    });
    const link = outcome?.kind === "invited" ? outcome.link : "";
    expect(linkIn(link)).toBe(link);

    const [mail] = await smtp.waitForMails(1);
    expect(mail?.envelopeTo).toEqual(["alan@example.org"]);
    expect(mail?.subject).toBe("Your account on the Northbridge Collaborative staff area");
    expect(linkIn(mail?.text)).toBe(link);
    expect(mail?.text).toContain(`${OWNER} has made you an account`);
    expect(mail?.from?.text).toContain("site@northbridge.example");

    const token = new URL(link).searchParams.get("token") ?? "";
    expect(store.linkProblem(token, new Date())).toBeNull();
    expect(store.find("alan@example.org")).toMatchObject({ role: "editor", passwordHash: null });

    const again = await ada.post("/staff/accounts", { action: "invite", email: "alan@example.org", role: "owner" });
    expect(again.statusCode).toBe(409);
    expect(again.json<Page>().accountsOutcome).toEqual({
      kind: "problem",
      problem: "exists",
      email: "alan@example.org",
      role: "owner",
    });
    const notAnAddress = await ada.post("/staff/accounts", { action: "invite", email: "alan@", role: "editor" });
    expect(notAnAddress.statusCode).toBe(422);
    expect(
      (await ada.post("/staff/accounts", { action: "invite", email: "x@example.org", role: "admin" })).statusCode,
    ).toBe(400);
    // A form without its token changes nothing.
    const forged = await ada.request("POST", "/staff/accounts", {
      action: "invite",
      email: "eve@example.org",
      role: "owner",
    });
    expect(forged.statusCode).toBe(403);
    expect(store.find("eve@example.org")).toBeUndefined();
    expect(smtp.mails).toHaveLength(1);
    store.remove(store.find("alan@example.org")?.id ?? 0, new Date());
  });

  it("shows the link and why, when the email cannot be sent", async () => {
    accounts();
    const ada = browser(OWNER);
    await ada.signIn();
    await smtp.down();
    try {
      const invited = await ada.post("/staff/accounts", { action: "invite", email: "alan@example.org", role: "owner" });
      expect(invited.statusCode).toBe(200);
      const outcome = invited.json<Page>().accountsOutcome;
      expect(outcome).toMatchObject({
        kind: "invited",
        sent: {
          state: "failed",
          why: "the mail server refused the connection: is it running, and are SMTP_URL's host and port right?",
        },
      });
      expect(linkIn(outcome?.kind === "invited" ? outcome.link : "")).toBeDefined();
    } finally {
      await smtp.up();
    }
    // A new link for someone who never set a password is the invitation again; for anyone else a plain one.
    const alan = store.find("alan@example.org")?.id ?? 0;
    const resent = await ada.post("/staff/accounts", { action: "new-link", id: String(alan) });
    expect(resent.json<Page>().accountsOutcome).toMatchObject({ kind: "new-link", email: "alan@example.org" });
    const { editor } = accounts();
    await ada.post("/staff/accounts", { action: "new-link", id: String(editor) });
    const mails = await smtp.waitForMails(2);
    expect(mails.map((mail) => [mail.envelopeTo[0], mail.subject])).toEqual([
      ["alan@example.org", "Your account on the Northbridge Collaborative staff area"],
      [EDITOR, "Set a new password for the Northbridge Collaborative staff area"],
    ]);
    store.setRole(alan, "editor", new Date());
    store.remove(alan, new Date());
  });

  it("changes a role, and refuses to demote or remove the last owner", async () => {
    const { owner, editor } = accounts();
    const ada = browser(OWNER);
    await ada.signIn();
    const demote = await ada.post(`/staff/accounts/${owner}/role`, { role: "editor" });
    expect(demote.headers.location).toBe(`/staff/accounts?problem=last-owner&id=${owner}`);
    const remove = await ada.post(`/staff/accounts/${owner}/remove`);
    expect(remove.headers.location).toBe(`/staff/accounts?problem=last-owner&id=${owner}`);
    expect(store.byId(owner)).toMatchObject({ role: "owner", disabledAt: null });

    const promote = await ada.post(`/staff/accounts/${editor}/role`, { role: "owner" });
    expect(promote.headers.location).toBe(`/staff/accounts?done=role&id=${editor}`);
    // Grace, an owner from her next request on, may now manage the accounts.
    const grace = browser(EDITOR);
    await grace.signIn();
    expect((await grace.request("GET", "/staff/accounts")).statusCode).toBe(200);
    // Ada makes herself an editor: her own page, since the accounts are no longer hers to see.
    const self = await ada.post(`/staff/accounts/${owner}/role`, { role: "editor" });
    expect(self.headers.location).toBe("/staff/account?done=role");
    expect((await ada.request("GET", "/staff/accounts")).statusCode).toBe(403);
    store.setRole(owner, "owner", new Date());
    store.setRole(editor, "editor", new Date());
  });

  it("removes an account, ending its open sessions at once", async () => {
    const { editor } = accounts();
    const ada = browser(OWNER);
    const grace = browser(EDITOR);
    await ada.signIn();
    await grace.signIn();
    expect((await grace.request("GET", "/staff")).statusCode).toBe(200);
    const removed = await ada.post(`/staff/accounts/${editor}/remove`);
    expect(removed.headers.location).toBe(`/staff/accounts?done=removed&id=${editor}`);
    const after = await grace.request("GET", "/staff/leads");
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe("/staff/sign-in?next=%2Fstaff%2Fleads");
  });
});

describe("an owner's own removal", { timeout: 30_000 }, () => {
  it("signs them out, once another owner remains", async () => {
    const { editor } = accounts();
    store.setRole(editor, "owner", new Date());
    const grace = browser(EDITOR);
    await grace.signIn();
    const removed = await grace.post(`/staff/accounts/${editor}/remove`);
    expect(removed.headers.location).toBe("/staff/sign-in");
    expect(grace.jar[SESSION_COOKIE]).toBeUndefined();
    expect(store.byId(editor)?.disabledAt).not.toBeNull();
  });
});

describe("sign out everywhere", { timeout: 30_000 }, () => {
  it("lists a person's sessions by browser and ends them all", async () => {
    accounts();
    const laptop = browser(EDITOR);
    const phone = browser(
      EDITOR,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    );
    await laptop.signIn();
    await phone.signIn();
    const own = await phone.page("/staff/account");
    expect(own.sessions?.map(({ device, current }) => ({ device, current }))).toEqual(
      expect.arrayContaining([
        { device: "Firefox on Linux", current: false },
        { device: "Safari on iPhone", current: true },
      ]),
    );
    const everywhere = await phone.post("/staff/account/sign-out-everywhere");
    expect(everywhere.headers.location).toBe("/staff/sign-in?signed-out=everywhere");
    expect((await laptop.request("GET", "/staff")).statusCode).toBe(303);
    expect((await phone.request("GET", "/staff")).statusCode).toBe(303);
  });
});

describe("forgot your password?", { timeout: 30_000 }, () => {
  it("refuses a form without its token, and what is not an address", async () => {
    const visitor = browser("");
    const forged = await visitor.request("POST", "/staff/forgot-password", { email: EDITOR });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<Page>().forgotPassword).toMatchObject({ kind: "problem", problem: "csrf", email: EDITOR });
    const notAnAddress = await visitor.post("/staff/forgot-password", { email: "grace@" });
    expect(notAnAddress.statusCode).toBe(422);
    expect(notAnAddress.json<Page>().forgotPassword).toMatchObject({ kind: "problem", problem: "not-an-address" });
    expect(smtp.mails).toHaveLength(0);
  });

  it("emails a one-time link to an address with an account, and answers an unknown one the same", async () => {
    accounts();
    const visitor = browser("");
    const known = await visitor.post("/staff/forgot-password", { email: " GRACE@example.org " });
    const unknown = await visitor.post("/staff/forgot-password", { email: "mallory@example.org" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json<Page>().forgotPassword).toEqual({ kind: "sent", email: "GRACE@example.org" });
    expect(unknown.json<Page>().forgotPassword).toEqual({ kind: "sent", email: "mallory@example.org" });
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.envelopeTo).toEqual([EDITOR]);
    const link = linkIn(mail?.text) ?? "";
    expect(store.linkProblem(new URL(link).searchParams.get("token") ?? "", new Date())).toBeNull();
    // Asked again at once: the same answer, and no second email.
    expect((await visitor.post("/staff/forgot-password", { email: EDITOR })).json<Page>().forgotPassword).toEqual({
      kind: "sent",
      email: EDITOR,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(1);

    // Five a minute from one address in this test (counting the refused forms above): the next is refused, saying
    // when to try again.
    const limited = await visitor.post("/staff/forgot-password", { email: EDITOR });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json<Page>().forgotPassword).toMatchObject({ kind: "problem", problem: "rate-limited" });
  });
});

describe("passkeys for owners", { timeout: 30_000 }, () => {
  it("an owner requires them once every owner has one; then no one without a passkey is made an owner", async () => {
    const { owner, editor } = accounts();
    const passkeys = openPasskeyStore(store.file);
    try {
      const ada = browser(OWNER);
      await ada.signIn();
      const grace = browser(EDITOR);
      await grace.signIn();
      expect((await ada.page("/staff/accounts")).passkeysRequired).toBe(false);
      expect((await grace.page("/staff/account")).passkeysRequired).toBeNull();
      const byEditor = await grace.post("/staff/accounts/passkeys", { required: "yes" });
      expect(byEditor.statusCode).toBe(403);

      // Ada has no passkey yet: she would be locked out.
      const refused = await ada.post("/staff/accounts/passkeys", { required: "yes" });
      expect(refused.statusCode).toBe(303);
      expect(refused.headers.location).toBe("/staff/accounts?problem=owners-without-passkey");
      expect(store.passkeysRequired()).toBe(false);

      passkeys.add(
        owner,
        { id: "ada-key", publicKey: new Uint8Array([1]), counter: 0, transports: [], name: "Laptop" },
        new Date(),
      );
      expect((await ada.request("POST", "/staff/accounts/passkeys", { required: "yes" })).statusCode).toBe(403);
      expect((await ada.post("/staff/accounts/passkeys", { required: "maybe" })).statusCode).toBe(400);
      const on = await ada.post("/staff/accounts/passkeys", { required: "yes" });
      expect(on.headers.location).toBe("/staff/accounts?done=passkeys-required");
      const page = await ada.page("/staff/accounts");
      expect(page.passkeysRequired).toBe(true);
      expect(page.list?.map((account) => [account.email, account.passkeys])).toEqual([
        [OWNER, 1],
        [EDITOR, 0],
      ]);

      const promoted = await ada.post(`/staff/accounts/${editor}/role`, { role: "owner" });
      expect(promoted.headers.location).toBe(`/staff/accounts?problem=no-passkey&id=${editor}`);
      expect(store.byId(editor)?.role).toBe("editor");
      const invited = await ada.post("/staff/accounts", {
        action: "invite",
        email: "barbara@example.org",
        role: "owner",
      });
      expect(invited.statusCode).toBe(409);
      expect(invited.json<Page>().accountsOutcome).toEqual({
        kind: "problem",
        problem: "owner-needs-passkey",
        email: "barbara@example.org",
        role: "owner",
      });
      expect(store.find("barbara@example.org")).toBeUndefined();

      const off = await ada.post("/staff/accounts/passkeys", { required: "no" });
      expect(off.headers.location).toBe("/staff/accounts?done=passkeys-optional");
      expect(store.passkeysRequired()).toBe(false);
    } finally {
      store.setPasskeysRequired(false);
      passkeys.remove(owner, "ada-key");
      passkeys.close();
    }
  });
});
