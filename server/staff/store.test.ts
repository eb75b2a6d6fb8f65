// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "./password";
import { openPasskeyStore } from "./passkey-store";
import { OWNER_NEEDS_PASSKEY, openStaffStore, PASSWORD_LINK_MS, RESET_LINK_EVERY_MS, SESSION_IDLE_MS } from "./store";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "staff-store-"));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the staff store", () => {
  it("is its own SQLite file in DATA_DIR, in WAL mode, at the latest numbered migration", () => {
    openStaffStore(dir).close();
    const db = new DatabaseSync(path.join(dir, "staff.db"));
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
    const numbers = readdirSync(path.join(import.meta.dirname, "migrations"))
      .filter((file) => file.endsWith(".sql"))
      .map((file) => Number(file.slice(0, 4)));
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("user_version")).toBe(Math.max(...numbers));
    db.close();
  });

  it("keeps one account per address whatever its case, even written past the store", () => {
    const store = openStaffStore(dir);
    store.add(" Ada@Example.ORG ", new Date());
    expect(store.find("ada@example.org")?.email).toBe("ada@example.org");
    expect(() => store.add("ADA@example.org", new Date())).toThrow("ada@example.org already has an account");
    store.close();
    const db = new DatabaseSync(path.join(dir, "staff.db"));
    expect(() => db.prepare("INSERT INTO staff (email, created_at) VALUES ('ADA@EXAMPLE.ORG', '')").run()).toThrow(
      /UNIQUE constraint failed/,
    );
    db.close();
  });
});

describe("roles", () => {
  const at = new Date("2026-11-27T09:30:00.000Z");

  it("makes the accounts that were there before roles owners, so nobody loses what they could do", () => {
    const db = new DatabaseSync(path.join(dir, "staff.db"));
    db.exec(readFileSync(path.join(import.meta.dirname, "migrations", "0001-staff.sql"), "utf8"));
    db.exec("PRAGMA user_version = 1");
    db.exec("INSERT INTO staff (email, created_at) VALUES ('ada@example.org', ''), ('grace@example.org', '')");
    db.close();
    const store = openStaffStore(dir);
    expect(store.list().map((account) => account.role)).toEqual(["owner", "owner"]);
    // From then on a new account is an editor unless it is given the owner's role.
    expect(store.add("edsger@example.org", at).account.role).toBe("editor");
    store.close();
  });

  it("makes the first account an owner, and the next ones editors unless told", () => {
    const store = openStaffStore(dir);
    expect(store.add("ada@example.org", at).account.role).toBe("owner");
    expect(store.add("grace@example.org", at).account.role).toBe("editor");
    expect(store.add("edsger@example.org", at, "owner").account.role).toBe("owner");
    store.close();
  });

  it("changes a role, and never demotes or removes the last owner", () => {
    const store = openStaffStore(dir);
    const ada = store.add("ada@example.org", at).account;
    const grace = store.add("grace@example.org", at).account;
    expect(store.setRole(ada.id, "editor", at)).toEqual({ problem: "last-owner" });
    expect(store.remove(ada.id, at)).toEqual({ problem: "last-owner" });
    expect(store.byId(ada.id)).toMatchObject({ role: "owner", disabledAt: null });

    expect(store.setRole(grace.id, "owner", at)).toMatchObject({ account: { role: "owner" } });
    expect(store.setRole(ada.id, "editor", at)).toMatchObject({
      account: { email: "ada@example.org", role: "editor" },
    });
    // Grace is now the only owner: the same rules hold for her.
    expect(store.setRole(grace.id, "editor", at)).toEqual({ problem: "last-owner" });
    expect(store.remove(grace.id, at)).toEqual({ problem: "last-owner" });
    // Making an owner an owner again, or an editor an editor, changes nothing and is no problem.
    expect(store.setRole(grace.id, "owner", at)).toMatchObject({ account: { role: "owner" } });
    expect(store.setRole(ada.id, "editor", at)).toMatchObject({ account: { role: "editor" } });
    store.close();
  });

  it("counts only the owners who can still sign in", () => {
    const store = openStaffStore(dir);
    const ada = store.add("ada@example.org", at).account;
    const grace = store.add("grace@example.org", at, "owner").account;
    expect(store.remove(grace.id, at)).toEqual({ ended: 0 });
    expect(store.remove(ada.id, at)).toEqual({ problem: "last-owner" });
    expect(store.setRole(grace.id, "owner", at)).toEqual({ problem: "unknown" });
    expect(store.remove(grace.id, at)).toEqual({ problem: "unknown" });
    expect(store.remove(9999, at)).toEqual({ problem: "unknown" });
    store.close();
  });

  it("keeps the last owner whichever of two owners' removals comes first, each on its own connection", () => {
    // Two requests (or the server and the terminal) removing the two owners at once: one of them is refused.
    const one = openStaffStore(dir);
    const ada = one.add("ada@example.org", at).account;
    const grace = one.add("grace@example.org", at, "owner").account;
    const two = openStaffStore(dir);
    const first = one.remove(ada.id, at);
    const second = two.remove(grace.id, at);
    expect([first, second]).toEqual([{ ended: 0 }, { problem: "last-owner" }]);
    expect(two.list().filter((account) => account.role === "owner" && !account.disabledAt)).toHaveLength(1);
    one.close();
    two.close();
  });
});

describe("removing an account", () => {
  it("ends its sessions at once and voids its links", () => {
    const store = openStaffStore(dir);
    const at = new Date();
    store.add("ada@example.org", at);
    const grace = store.add("grace@example.org", at).account;
    const sessions = [store.startSession(grace.id, at), store.startSession(grace.id, at)];
    const link = store.createPasswordLink(grace.id, at);
    expect(store.touchSession(sessions[0] ?? "", at)).toMatchObject({ email: "grace@example.org", role: "editor" });
    expect(store.remove(grace.id, at)).toEqual({ ended: 2 });
    expect(sessions.map((token) => store.touchSession(token, at))).toEqual([null, null]);
    expect(store.linkProblem(link, at)).toBe("link-unknown");
    store.close();
  });
});

describe("invitations and set-password links", () => {
  const at = new Date("2026-11-27T09:30:00.000Z");

  it("invite an address with a role and a link that works once, for 48 hours", async () => {
    const store = openStaffStore(dir);
    store.add("ada@example.org", at);
    const invited = store.invite(" Grace@Example.org ", "owner", at);
    if ("problem" in invited) throw new Error(invited.problem);
    expect(invited.account).toMatchObject({ email: "grace@example.org", role: "owner", passwordHash: null });
    expect(store.linkProblem(invited.token, new Date(at.getTime() + PASSWORD_LINK_MS - 1))).toBeNull();
    expect(store.linkProblem(invited.token, new Date(at.getTime() + PASSWORD_LINK_MS))).toBe("link-expired");
    const hash = await hashPassword("a long and memorable passphrase");
    expect(store.usePasswordLink(invited.token, hash, at)).toEqual({
      id: invited.account.id,
      email: "grace@example.org",
      role: "owner",
    });
    expect(store.usePasswordLink(invited.token, hash, at)).toEqual({ problem: "link-used" });
    expect(store.invite("grace@example.org", "editor", at)).toEqual({ problem: "exists" });
    store.close();
  });

  it("invite a removed colleague back afresh, with the role given", () => {
    const store = openStaffStore(dir);
    store.add("ada@example.org", at);
    const grace = store.add("grace@example.org", at, "owner").account;
    store.setPassword(grace.id, "an old hash");
    store.remove(grace.id, at);
    const again = store.invite("grace@example.org", "editor", at);
    expect(again).toMatchObject({ readded: true, account: { id: grace.id, role: "editor", passwordHash: null } });
    store.close();
  });

  it("give a forgotten password's link only to an address with an account, and not again within minutes", () => {
    const store = openStaffStore(dir);
    const ada = store.add("ada@example.org", at).account;
    const older = store.createPasswordLink(ada.id, new Date(at.getTime() - RESET_LINK_EVERY_MS));
    expect(store.resetLink("nobody@example.org", at)).toBeNull();
    const reset = store.resetLink("ADA@example.org", at);
    expect(reset?.account.email).toBe("ada@example.org");
    expect(store.linkProblem(reset?.token ?? "", at)).toBeNull();
    expect(store.linkProblem(older, at)).toBe("link-unknown");
    expect(store.resetLink("ada@example.org", new Date(at.getTime() + RESET_LINK_EVERY_MS - 1))).toBeNull();
    expect(store.resetLink("ada@example.org", new Date(at.getTime() + RESET_LINK_EVERY_MS))).not.toBeNull();
    store.remove(store.add("grace@example.org", at, "owner").account.id, at);
    expect(store.resetLink("grace@example.org", new Date(at.getTime() + PASSWORD_LINK_MS))).toBeNull();
    store.close();
  });
});

describe("a person's sessions", () => {
  it("are listed with their browser, most recently used first, and end everywhere at once", () => {
    const store = openStaffStore(dir);
    const start = new Date("2026-11-27T09:30:00.000Z");
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    const ada = store.add("ada@example.org", start).account;
    const grace = store.add("grace@example.org", start).account;
    const laptop = store.startSession(ada.id, start, "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0");
    const phone = store.startSession(ada.id, minutes(5), `iPhone ${"x".repeat(1000)}`);
    const other = store.startSession(grace.id, minutes(5), "");
    store.touchSession(laptop, minutes(10));
    // Idle past SESSION_IDLE_MS by then: not listed, though not yet cleared.
    store.startSession(ada.id, new Date(start.getTime() - SESSION_IDLE_MS), "an old one");

    const listed = store.sessionsOf(ada.id, minutes(11), phone);
    expect(listed.map(({ current, lastSeenAt }) => ({ current, lastSeenAt }))).toEqual([
      { current: false, lastSeenAt: minutes(10).toISOString() },
      { current: true, lastSeenAt: minutes(5).toISOString() },
    ]);
    expect(listed[0]?.userAgent).toContain("Firefox/128.0");
    expect(listed[1]?.userAgent.length).toBeLessThanOrEqual(400);

    expect(store.endSessions(ada.id)).toBe(3);
    expect(store.touchSession(laptop, minutes(12))).toBeNull();
    expect(store.touchSession(phone, minutes(12))).toBeNull();
    expect(store.touchSession(other, minutes(12))).toMatchObject({ email: "grace@example.org" });
    store.close();
  });
});

describe("passkeys for owners", () => {
  const at = new Date("2026-11-28T09:30:00.000Z");
  const passkey = (id: string) => ({ id, publicKey: new Uint8Array([1]), counter: 0, transports: [], name: id });

  it("is off at first, and is turned on only while every owner has a passkey, naming those without", () => {
    const store = openStaffStore(dir);
    const passkeys = openPasskeyStore(store.file);
    const ada = store.add("ada@example.org", at).account;
    const grace = store.add("grace@example.org", at, "owner").account;
    store.add("edsger@example.org", at);
    expect(store.passkeysRequired()).toBe(false);
    expect(store.setPasskeysRequired(true)).toEqual({
      problem: "owners-without-passkey",
      owners: ["ada@example.org", "grace@example.org"],
    });
    passkeys.add(ada.id, passkey("k1"), at);
    expect(store.setPasskeysRequired(true)).toEqual({
      problem: "owners-without-passkey",
      owners: ["grace@example.org"],
    });
    expect(store.passkeysRequired()).toBe(false);
    passkeys.add(grace.id, passkey("k2"), at);
    // An editor without a passkey does not stand in the way.
    expect(store.setPasskeysRequired(true)).toEqual({ required: true });
    expect(store.passkeysRequired()).toBe(true);
    expect(store.find("ada@example.org")?.passkeys).toBe(1);
    expect(store.setPasskeysRequired(false)).toEqual({ required: false });
    expect(store.passkeysRequired()).toBe(false);
    passkeys.close();
    store.close();
  });

  it("while on, makes no owner of an account without a passkey, and keeps each owner's last passkey", () => {
    const store = openStaffStore(dir);
    const passkeys = openPasskeyStore(store.file);
    const ada = store.add("ada@example.org", at).account;
    const grace = store.add("grace@example.org", at).account;
    passkeys.add(ada.id, passkey("k1"), at);
    expect(store.setPasskeysRequired(true)).toEqual({ required: true });

    expect(store.setRole(grace.id, "owner", at)).toEqual({ problem: "no-passkey" });
    expect(store.invite("edsger@example.org", "owner", at)).toEqual({ problem: "owner-needs-passkey" });
    expect(() => store.add("barbara@example.org", at, "owner")).toThrow(OWNER_NEEDS_PASSKEY);
    expect(store.invite("edsger@example.org", "editor", at)).toHaveProperty("token");
    expect(store.byId(grace.id)?.role).toBe("editor");

    // The owner's only passkey stays; with a second, either may go.
    expect(passkeys.mustKeepLast(ada.id)).toBe(true);
    expect(passkeys.remove(ada.id, "k1")).toBe("last-passkey");
    passkeys.add(ada.id, passkey("k2"), at);
    expect(passkeys.mustKeepLast(ada.id)).toBe(false);
    expect(passkeys.remove(ada.id, "k1")).toBe("removed");
    expect(passkeys.remove(ada.id, "k2")).toBe("last-passkey");

    // Once Grace has one, she can be made an owner; an editor's last passkey is hers to remove.
    passkeys.add(grace.id, passkey("k3"), at);
    expect(store.setRole(grace.id, "owner", at)).toMatchObject({ account: { role: "owner" } });
    passkeys.add(store.find("edsger@example.org")?.id ?? 0, passkey("k4"), at);
    expect(passkeys.remove(store.find("edsger@example.org")?.id ?? 0, "k4")).toBe("removed");

    // Off again, the owners' rules are the usual ones.
    store.setPasskeysRequired(false);
    expect(passkeys.remove(ada.id, "k2")).toBe("removed");
    expect(store.invite("barbara@example.org", "owner", at)).toHaveProperty("token");
    passkeys.close();
    store.close();
  });
});
