import { describe, expect, it } from "vitest";
import AccountsPage from "~/pages/staff/accounts/index.astro";
import ForgotPasswordPage from "~/pages/staff/forgot-password.astro";
import { renderAstro } from "~/test/astro";
import { pageWith } from "~/test/widget-script";
import type { AccountSummary, AccountsOutcome, AccountsView } from "./accounts";
import type { StaffAreaLocals, StaffUser } from "./staff-pages";

const OWNER: StaffUser = { id: 1, email: "morgan.ellis@northbridge.example", role: "owner" };
const account = (
  id: number,
  email: string,
  role: "owner" | "editor",
  invited = false,
  passkeys = 0,
): AccountSummary => ({
  id,
  email,
  role,
  createdAt: "2026-11-27T09:30:00.000Z",
  invited,
  signedIn: 0,
  passkeys,
});

function view(accounts: AccountSummary[] | undefined, emailsLinks = true, passkeysRequired = false): AccountsView {
  return {
    emailsLinks,
    siteUrl: "https://www.northbridge.example",
    ...(accounts && {
      passkeysRequired: () => passkeysRequired,
      list: () => accounts,
      byId: (id: number) => {
        const found = accounts.find((candidate) => candidate.id === id);
        return found && { ...found, removed: false };
      },
    }),
    ownSessions: () => [],
  };
}

async function render(
  page: typeof AccountsPage,
  area: Partial<StaffAreaLocals>,
  url = "http://127.0.0.1/staff/accounts",
): Promise<Document> {
  const staffArea: StaffAreaLocals = { status: 200, staff: OWNER, csrfToken: "token", ...area };
  const html = await renderAstro(page, { locals: { staffArea }, request: new Request(url) });
  return pageWith(html).document;
}

const rowOf = (document: Document, email: string) =>
  [...document.querySelectorAll("li")].find((item) => item.textContent?.includes(email));
const buttons = (element: Element | undefined) =>
  [...(element?.querySelectorAll("button, a") ?? [])].map((control) => control.textContent?.trim());

describe("the accounts page", () => {
  it("offers each account its changes, and none that would leave the site without an owner", async () => {
    const document = await render(AccountsPage, {
      accounts: view([account(1, OWNER.email, "owner"), account(2, "priya.raman@northbridge.example", "editor", true)]),
    });
    expect(buttons(rowOf(document, OWNER.email))).toEqual(["New password link"]);
    expect(rowOf(document, OWNER.email)?.textContent).toContain("The only owner");
    expect(buttons(rowOf(document, "priya.raman@"))).toEqual(["Make an owner", "Send the invitation again", "Remove…"]);
    expect(rowOf(document, "priya.raman@")?.textContent).toContain("invited, no password yet");

    const twoOwners = await render(AccountsPage, {
      accounts: view([account(1, OWNER.email, "owner"), account(2, "priya.raman@northbridge.example", "owner")]),
    });
    expect(buttons(rowOf(twoOwners, OWNER.email))).toEqual(["Make an editor", "New password link", "Remove…"]);
  });

  it("shows an invitation's link to pass on, and says when it was not emailed and why", async () => {
    const outcome: AccountsOutcome = {
      kind: "invited",
      email: "priya.raman@northbridge.example",
      role: "editor",
      link: "https://www.northbridge.example/staff/set-password?token=abc",
      sent: { state: "failed", why: "the mail server refused the connection" },
    };
    const document = await render(AccountsPage, {
      accounts: view([account(1, OWNER.email, "owner")]),
      accountsOutcome: outcome,
    });
    const shown = document.querySelector('[role="status"]');
    expect(shown?.textContent?.replace(/\s+/g, " ")).toContain(
      "The email could not be sent (the mail server refused the connection): send priya.raman@northbridge.example this link yourself.",
    );
    expect(document.querySelector<HTMLInputElement>("#link-to-pass-on")?.value).toBe(outcome.link);
  });

  it("keeps what was typed in a refused invitation as text", async () => {
    const typed = '<img src=x onerror="alert(1)">';
    const document = await render(AccountsPage, {
      accounts: view([account(1, OWNER.email, "owner")]),
      accountsOutcome: { kind: "problem", problem: "not-an-address", email: typed, role: "owner" },
    });
    expect(document.querySelector("img")).toBeNull();
    expect(document.querySelector<HTMLInputElement>("#invite-email")?.value).toBe(typed);
    expect(document.querySelector<HTMLInputElement>('input[name="role"][value="owner"]')?.checked).toBe(true);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain("That is not an email address.");
  });

  it("names an account by its id after a change, never by text in the address", async () => {
    const accounts = [account(1, OWNER.email, "owner"), account(2, "priya.raman@northbridge.example", "owner")];
    const document = await render(
      AccountsPage,
      { accounts: view(accounts) },
      "http://127.0.0.1/staff/accounts?done=role&id=2&email=mallory%40example.org",
    );
    expect(document.querySelector('[role="status"]')?.textContent?.trim()).toBe(
      "priya.raman@northbridge.example is now an owner.",
    );
    expect(document.body.innerHTML).not.toContain("mallory");
  });

  it("shows an editor only that account management is for owners", async () => {
    const document = await render(AccountsPage, {
      status: 403,
      staff: { id: 2, email: "priya.raman@northbridge.example", role: "editor" },
      accounts: view(undefined),
    });
    expect(document.querySelector("h1")?.textContent).toBe("Only owners manage accounts");
    expect(document.querySelector("form[action='/staff/accounts']")).toBeNull();
    // The header offers an editor no Accounts link either.
    expect([...document.querySelectorAll("nav a")].map((link) => link.textContent?.trim())).not.toContain("Accounts");
  });
});

describe("the accounts pages' times", () => {
  it("are on the firm's clock, with its zone named, as every staff page's", async () => {
    const document = await render(AccountsPage, {
      accounts: view([account(1, OWNER.email, "owner")]),
      timeZone: "America/Chicago",
    });
    expect(rowOf(document, OWNER.email)?.textContent).toContain("27 Nov 2026, 03:30 (America/Chicago)");
  });
});

describe("passkeys for owners, on the accounts page", () => {
  const section = (document: Document) => document.querySelector('[aria-labelledby="owners-passkeys-heading"]');

  it("offers the requirement only once every owner has a passkey, naming those without", async () => {
    const without = await render(AccountsPage, {
      accounts: view([
        account(1, OWNER.email, "owner", false, 1),
        account(2, "priya.raman@northbridge.example", "owner"),
      ]),
    });
    expect(section(without)?.textContent).toMatch(/priya\.raman@northbridge\.example has no passkey yet\.\s+\S/);
    expect(buttons(section(without) ?? undefined)).toEqual([]);

    const refused = await render(
      AccountsPage,
      { accounts: view([account(1, OWNER.email, "owner"), account(2, "priya.raman@northbridge.example", "owner")]) },
      "http://127.0.0.1/staff/accounts?problem=owners-without-passkey",
    );
    expect(refused.querySelector('[role="alert"]')?.textContent).toContain(
      "morgan.ellis@northbridge.example and priya.raman@northbridge.example have no passkey yet.",
    );

    const ready = await render(AccountsPage, { accounts: view([account(1, OWNER.email, "owner", false, 2)]) });
    expect(buttons(section(ready) ?? undefined)).toEqual(["Require passkeys for owners"]);
    expect(section(ready)?.querySelector('input[name="required"]')?.getAttribute("value")).toBe("yes");
  });

  it("while required, makes no owner of anyone without a passkey, and invites editors only", async () => {
    const document = await render(
      AccountsPage,
      {
        accounts: view(
          [
            account(1, OWNER.email, "owner", false, 1),
            account(2, "priya.raman@northbridge.example", "editor"),
            account(3, "li.wei@northbridge.example", "editor", false, 1),
          ],
          true,
          true,
        ),
      },
      "http://127.0.0.1/staff/accounts?done=passkeys-required",
    );
    expect(document.querySelector('[role="status"]')?.textContent).toContain("Passkeys are now required for owners");
    expect(buttons(section(document) ?? undefined)).toEqual(["Stop requiring passkeys"]);
    expect(buttons(rowOf(document, "priya.raman@"))).toEqual(["New password link", "Remove…"]);
    expect(rowOf(document, "priya.raman@")?.textContent).toContain("once they have added one");
    expect(buttons(rowOf(document, "li.wei@"))).toEqual(["Make an owner", "New password link", "Remove…"]);
    expect(
      [...document.querySelectorAll('input[name="role"][type="radio"]')].map((radio) => radio.getAttribute("value")),
    ).toEqual(["editor"]);
  });
});

describe("forgot your password?", () => {
  it("without a mail server, says to ask an owner and offers no form", async () => {
    const document = await render(
      ForgotPasswordPage,
      { staff: null, accounts: view(undefined, false) },
      "http://127.0.0.1/staff/forgot-password",
    );
    expect(document.querySelector("form[action='/staff/forgot-password']")).toBeNull();
    expect(document.body.textContent).toContain("Ask an owner of the site for a new link.");
  });

  it("answers with the address as typed, as text, whether or not it has an account", async () => {
    const typed = "<b>someone</b>@northbridge.example";
    const document = await render(
      ForgotPasswordPage,
      { staff: null, accounts: view(undefined), forgotPassword: { kind: "sent", email: typed } },
      "http://127.0.0.1/staff/forgot-password",
    );
    expect(document.querySelector("b")).toBeNull();
    expect(document.querySelector('[role="status"]')?.textContent?.replace(/\s+/g, " ")).toContain(
      `If ${typed} has an account here, a link to choose a new password is on its way to it.`,
    );
  });
});
