// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runStaffCommand } from "./cli";
import { openPasskeyStore } from "./passkey-store";
import { verifyPassword } from "./password";
import { openStaffStore, PASSWORD_LINK_MS, type StaffStore } from "./store";

let dataDir: string;
let store: StaffStore;

/** `npm run staff -- …` as the firm runs it: tsx, in its own process, beside a store another connection holds open. */
function staff(args: string[], { input = "", env = {} }: { input?: string; env?: Record<string, string> } = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/staff/cli.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, SITE_URL: "", PORT: "", ...env },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

/** The same command run in this process: quicker, for the tests of what it decides rather than how it starts. */
async function staffHere(args: string[], { input = "" }: { input?: string } = {}) {
  let out = "";
  let err = "";
  const code = await runStaffCommand(args, {
    env: { DATA_DIR: dataDir },
    out: (text) => (out += text),
    err: (text) => (err += text),
    readStdin: async () => input,
  });
  return { code, out, err };
}

const linkIn = (output: string) => /^(\S+\/staff\/set-password\?token=)([A-Za-z0-9_-]+)$/m.exec(output);
/** What every command says first: which staff.db it used. */
const used = () => `Staff accounts: ${path.join(dataDir, "staff.db")}\n`;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
  store = openStaffStore(dataDir);
});

afterEach(() => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each command is a process of its own (tsx compiling the CLI): a few seconds apiece on a busy machine.
describe("npm run staff", { timeout: 30_000 }, () => {
  it("adds an account and prints a one-time link to set its password, on SITE_URL or this machine's port", async () => {
    const added = await staff(["add", "Ada@Example.org"]);
    expect(added).toMatchObject({ code: 0, err: "" });
    expect(added.out.startsWith(used())).toBe(true);
    expect(added.out.slice(used().length)).toMatch(
      /^Added ada@example\.org as an owner\. Send them this link to set their password \(it works once, for 48 hours\):\n\S+\n\(SITE_URL is not set, so the link names this machine's port 3000: set SITE_URL in \.env to the address staff use\.\)\n$/,
    );
    const [, base = "", token = ""] = linkIn(added.out) ?? [];
    expect(base).toBe("http://localhost:3000/staff/set-password?token=");
    expect(store.find("ada@example.org")).toMatchObject({
      email: "ada@example.org",
      role: "owner",
      passwordHash: null,
      disabledAt: null,
    });
    const now = new Date();
    expect(store.linkProblem(token, now)).toBeNull();
    expect(store.linkProblem(token, new Date(now.getTime() + PASSWORD_LINK_MS))).toBe("link-expired");

    const onPort = await staff(["add", "grace@example.org"], { env: { PORT: "8080" } });
    expect(linkIn(onPort.out)?.[1]).toBe("http://localhost:8080/staff/set-password?token=");
    const onSite = await staff(["add", "edsger@example.org"], { env: { SITE_URL: "https://www.firm.example/" } });
    expect(linkIn(onSite.out)?.[1]).toBe("https://www.firm.example/staff/set-password?token=");
    expect(onSite.out).not.toContain("SITE_URL is not set");
  });

  it("makes the first account an owner and the next ones editors, unless --role says", async () => {
    expect((await staffHere(["add", "ada@example.org"])).out).toContain("Added ada@example.org as an owner.");
    expect((await staffHere(["add", "grace@example.org"])).out).toContain("Added grace@example.org as an editor.");
    expect((await staffHere(["add", "edsger@example.org", "--role", "owner"])).out).toContain(
      "Added edsger@example.org as an owner.",
    );
    expect(store.list().map((account) => [account.email, account.role])).toEqual([
      ["ada@example.org", "owner"],
      ["grace@example.org", "editor"],
      ["edsger@example.org", "owner"],
    ]);
    expect(await staffHere(["add", "alan@example.org", "--role", "admin"])).toMatchObject({
      code: 2,
      err: "The role is owner or editor: npm run staff -- add alan@example.org --role editor\n",
    });
  });

  it("changes a role, and never takes the last owner away", async () => {
    await staffHere(["add", "ada@example.org"]);
    await staffHere(["add", "grace@example.org"]);
    expect(await staffHere(["role", "grace@example.org", "owner"])).toMatchObject({
      code: 0,
      out: `${used()}grace@example.org is now an owner.\n`,
    });
    expect((await staffHere(["role", "ada@example.org", "editor"])).out).toBe(
      `${used()}ada@example.org is now an editor.\n`,
    );
    const refused = await staffHere(["role", "grace@example.org", "editor"]);
    expect(refused).toMatchObject({ code: 1, out: used() });
    expect(refused.err).toMatch(/^grace@example\.org is the only owner: the site needs one to manage accounts\./);
    const notRemoved = await staffHere(["remove", "grace@example.org"]);
    expect(notRemoved.code).toBe(1);
    expect(notRemoved.err).toMatch(/^grace@example\.org is the only owner/);
    expect(store.find("grace@example.org")).toMatchObject({ role: "owner", disabledAt: null });
    expect(await staffHere(["role", "grace@example.org"])).toMatchObject({ code: 2 });
    expect(await staffHere(["link", "grace@example.org", "--role", "owner"])).toMatchObject({ code: 2 });
  });

  it("sets the password read from stdin, refusing a short one", async () => {
    const added = await staff(["add", "ada@example.org", "--password-stdin"], {
      input: "a long and memorable passphrase\n",
    });
    expect(added).toMatchObject({ code: 0, err: "" });
    expect(added.out).toBe(
      `${used()}Added ada@example.org as an owner, with the password given. Sign in at http://localhost:3000/staff/sign-in\n`,
    );
    const hash = store.find("ada@example.org")?.passwordHash ?? "";
    expect(await verifyPassword("a long and memorable passphrase", hash)).toBe(true);

    const short = await staff(["add", "grace@example.org", "--password-stdin"], { input: "short\n" });
    expect(short.code).toBe(1);
    expect(short.err).toBe(
      "The password on stdin cannot be used. Use at least 12 characters. A few words you will remember, with spaces, make a good password.\n",
    );
    expect(store.find("grace@example.org")).toBeUndefined();
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    await staff(["add", "ada@example.org"]);
    const again = await staff(["add", " ADA@example.org"]);
    expect(again.code).toBe(1);
    expect(again.err).toBe(
      "ada@example.org already has an account. For a new set-password link: npm run staff -- link ada@example.org\n",
    );
    expect(store.list()).toHaveLength(1);
  });

  it("prints a new link for a forgotten password, and the older one stops working", async () => {
    const first = linkIn((await staff(["add", "ada@example.org"])).out)?.[2] ?? "";
    const linked = await staff(["link", "ADA@example.org"]);
    expect(linked.code).toBe(0);
    expect(linked.out.slice(used().length)).toMatch(/^A new link for ada@example\.org to set a password/);
    const second = linkIn(linked.out)?.[2] ?? "";
    expect(store.linkProblem(second, new Date())).toBeNull();
    expect(store.linkProblem(first, new Date())).toBe("link-unknown");

    expect(await staff(["link", "nobody@example.org"])).toMatchObject({
      code: 1,
      out: used(),
      err: `There is no account for nobody@example.org in ${path.join(dataDir, "staff.db")}. Add one: npm run staff -- add nobody@example.org\n`,
    });
  });

  it("lists the accounts and what state each is in", async () => {
    expect((await staff(["list"])).out).toBe(
      `${used()}0 staff accounts\nAdd the first (an owner): npm run staff -- add name@example.org\n`,
    );
    await staff(["add", "ada@example.org", "--password-stdin"], { input: "a long and memorable passphrase" });
    await staff(["add", "grace@example.org"]);
    store.startSession(store.find("ada@example.org")?.id ?? 0, new Date());
    const { code, out } = await staff(["list"]);
    expect(code).toBe(0);
    const [file, summary, header, ...rows] = out.trim().split("\n");
    const setting = rows.pop();
    expect(`${file}\n`).toBe(used());
    expect(summary).toBe("2 staff accounts");
    expect(header?.split(/\s{2,}/)).toEqual(["Email", "Role", "Added (UTC)", "State", "Passkeys"]);
    expect(rows.map((row) => row.split(/\s{2,}/).filter((_, column) => column !== 2))).toEqual([
      ["ada@example.org", "owner", "signed in (1)", "0"],
      ["grace@example.org", "editor", "no password yet", "0"],
    ]);
    expect(setting).toBe("Owners may sign in with a password or a passkey.");
  });

  it("removes an account, ending its sessions and links; adding it again starts afresh", async () => {
    await staff(["add", "grace@example.org"]);
    await staff(["add", "ada@example.org", "--password-stdin"], { input: "a long and memorable passphrase" });
    const ada = store.find("ada@example.org");
    const session = store.startSession(ada?.id ?? 0, new Date());
    const link = store.createPasswordLink(ada?.id ?? 0, new Date());

    const removed = await staff(["remove", "Ada@example.org"]);
    expect(removed).toMatchObject({ code: 0, err: "" });
    expect(removed.out).toBe(
      `${used()}Removed ada@example.org: they can no longer sign in, and 1 open session was ended.\n`,
    );
    expect(store.touchSession(session, new Date())).toBeNull();
    expect(store.linkProblem(link, new Date())).toBe("link-unknown");
    expect((await staff(["list"])).out).toMatch(
      /\nada@example\.org\s{2,}editor\s{2,}\S+ \S+\s{2,}removed \d{4}-\d\d-\d\d \d\d:\d\d\s{2,}0\n/,
    );
    expect((await staff(["remove", "ada@example.org"])).code).toBe(1);
    expect((await staff(["link", "ada@example.org"])).code).toBe(1);

    const readded = await staff(["add", "ada@example.org"]);
    expect(readded.out.slice(used().length)).toMatch(
      /^Added ada@example\.org again \(removed before; the old password no longer works\) as an editor\./,
    );
    expect(store.find("ada@example.org")).toMatchObject({ passwordHash: null, disabledAt: null });
  });

  it("explains a command it cannot follow", async () => {
    expect(await staff([])).toMatchObject({ code: 0, err: expect.stringContaining("Usage:") });
    expect(await staff(["purge"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("npm run staff -- add <email>"),
    });
    expect(await staff(["add"])).toMatchObject({
      code: 2,
      err: "add needs the person's email address: npm run staff -- add name@example.org\n",
    });
    expect(await staff(["add", "not-an-address"])).toMatchObject({
      code: 2,
      err: '"not-an-address" is not an email address.\n',
    });
    expect(await staff(["link", "ada@example.org", "--password-stdin"])).toMatchObject({ code: 2 });
    expect(await staff(["add", "ada@example.org", "--admin"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("--admin"),
    });
    expect(store.list()).toEqual([]);
  });
});

describe("npm run staff -- passkeys", () => {
  const passkey = { id: "k1", publicKey: new Uint8Array([1]), counter: 0, transports: [], name: "Laptop" };

  it("requires passkeys for owners once each has one, lists it, and makes them optional again", async () => {
    const ada = store.add("ada@example.org", new Date()).account;
    store.add("grace@example.org", new Date());
    expect((await staffHere(["list"])).out).toContain("Owners may sign in with a password or a passkey.");

    const refused = await staffHere(["passkeys", "required"]);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      "Passkeys cannot be required yet: ada@example.org has no passkey and could no longer sign in. Each owner adds one under Your passkeys first (or is made an editor: npm run staff -- role ada@example.org editor).\n",
    );
    expect(store.passkeysRequired()).toBe(false);

    const passkeys = openPasskeyStore(store.file);
    passkeys.add(ada.id, passkey, new Date());
    passkeys.close();
    const required = await staffHere(["passkeys", "required"]);
    expect(required).toEqual({
      code: 0,
      out: `${used()}Owners must now sign in with a passkey: their password no longer signs them in. Editors still use theirs.\n`,
      err: "",
    });
    expect(store.passkeysRequired()).toBe(true);
    const listed = await staffHere(["list"]);
    expect(listed.out).toMatch(/ada@example\.org\s+owner\s+.+\s1\s*$/m);
    expect(listed.out).toContain(
      "Owners must sign in with a passkey (npm run staff -- passkeys optional lets them use their password again).",
    );

    // No owner without a passkey meanwhile, from the terminal either.
    const promoted = await staffHere(["role", "grace@example.org", "owner"]);
    expect(promoted.code).toBe(1);
    expect(promoted.err).toContain("Owners must sign in with a passkey, and grace@example.org has none yet");
    const added = await staffHere(["add", "edsger@example.org", "--role", "owner"]);
    expect(added.code).toBe(1);
    expect(added.err).toContain("npm run staff -- add edsger@example.org --role editor");
    expect(store.find("edsger@example.org")).toBeUndefined();

    // The way back in when every owner has lost their device.
    expect((await staffHere(["passkeys", "optional"])).out).toContain("Owners can sign in with their password again.");
    expect(store.passkeysRequired()).toBe(false);
  });

  it("says what it takes", async () => {
    const unclear = await staffHere(["passkeys", "sometimes"]);
    expect(unclear.code).toBe(2);
    expect(unclear.err).toBe(
      "Say whether owners must sign in with a passkey: npm run staff -- passkeys required (or optional)\n",
    );
    expect((await staffHere(["passkeys"])).code).toBe(2);
  });
});
