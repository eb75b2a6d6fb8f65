// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHALLENGE_MS, openPasskeyStore, type PasskeyStore } from "./passkey-store";
import { openStaffStore, type StaffStore } from "./store";

let dir: string;
let staff: StaffStore;
let passkeys: PasskeyStore;
const now = new Date("2026-05-04T09:00:00.000Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const key = (id: string, name = "Work laptop") => ({
  id,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ["internal", "hybrid"],
  name,
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "passkey-store-"));
  staff = openStaffStore(dir);
  passkeys = openPasskeyStore(staff.file);
});

afterEach(() => {
  passkeys.close();
  staff.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the passkey store", () => {
  it("keeps an account's passkeys, each once, and renames and removes only its own", () => {
    const ada = staff.add("ada@example.org", now).account.id;
    const grace = staff.add("grace@example.org", now).account.id;
    expect(passkeys.add(ada, key("k1"), now)).toBe(true);
    expect(passkeys.add(ada, key("k2", "Phone"), later(1000))).toBe(true);
    // The same passkey again, even for someone else, is not kept twice.
    expect(passkeys.add(grace, key("k1"), now)).toBe(false);

    expect(
      passkeys.list(ada).map(({ id, name, transports, lastUsedAt }) => ({ id, name, transports, lastUsedAt })),
    ).toEqual([
      { id: "k1", name: "Work laptop", transports: ["internal", "hybrid"], lastUsedAt: null },
      { id: "k2", name: "Phone", transports: ["internal", "hybrid"], lastUsedAt: null },
    ]);
    expect(passkeys.list(grace)).toEqual([]);
    expect(passkeys.find("k1")).toMatchObject({ staffId: ada, email: "ada@example.org", disabled: false });
    expect(passkeys.find("k1")?.publicKey).toEqual(new Uint8Array([1, 2, 3]));
    expect(passkeys.find("nope")).toBeUndefined();

    expect(passkeys.rename(grace, "k1", "Mine now")).toBe(false);
    expect(passkeys.remove(grace, "k1")).toBe("unknown");
    expect(passkeys.rename(ada, "k1", "Old laptop")).toBe(true);
    expect(passkeys.remove(ada, "k2")).toBe("removed");
    expect(passkeys.list(ada).map(({ name }) => name)).toEqual(["Old laptop"]);
    expect(passkeys.has(ada)).toBe(true);
    expect(passkeys.has(grace)).toBe(false);
  });

  it("gives each account one user handle, random and kept", () => {
    const ada = staff.add("ada@example.org", now).account.id;
    const grace = staff.add("grace@example.org", now).account.id;
    const handle = passkeys.userHandle(ada);
    expect(Buffer.from(handle, "base64url")).toHaveLength(32);
    expect(passkeys.userHandle(ada)).toBe(handle);
    expect(passkeys.userHandle(grace)).not.toBe(handle);
  });

  it("moves a passkey's counter only forward, and notes when it was used", () => {
    const ada = staff.add("ada@example.org", now).account.id;
    // Another owner: the last one cannot be removed.
    staff.add("grace@example.org", now, "owner");
    passkeys.add(ada, key("k1"), now);
    // An authenticator that keeps no count says 0 each time.
    expect(passkeys.used("k1", 0, later(1))).toBe(true);
    expect(passkeys.used("k1", 5, later(2))).toBe(true);
    expect(passkeys.used("k1", 5, later(3))).toBe(false);
    expect(passkeys.used("k1", 4, later(4))).toBe(false);
    expect(passkeys.used("k1", 0, later(5))).toBe(false);
    expect(passkeys.find("k1")).toMatchObject({ counter: 5, lastUsedAt: later(2).toISOString() });
  });

  it("hands a challenge out once: taken by its token and purpose, never again, never after it expires", () => {
    const ada = staff.add("ada@example.org", now).account.id;
    const token = passkeys.startChallenge("register", ada, "challenge-1", now);
    expect(passkeys.takeChallenge(token, "register", later(1000))).toEqual({ challenge: "challenge-1", staffId: ada });
    expect(passkeys.takeChallenge(token, "register", later(1000))).toBeUndefined();

    // Asked for the other purpose, it is refused and gone all the same.
    const signIn = passkeys.startChallenge("sign-in", null, "challenge-2", now);
    expect(passkeys.takeChallenge(signIn, "register", now)).toBeUndefined();
    expect(passkeys.takeChallenge(signIn, "sign-in", now)).toBeUndefined();

    const old = passkeys.startChallenge("sign-in", null, "challenge-3", now);
    expect(passkeys.takeChallenge(old, "sign-in", later(CHALLENGE_MS))).toBeUndefined();
    expect(passkeys.takeChallenge("made-up", "sign-in", now)).toBeUndefined();
  });

  it("forgets a removed account's passkeys, so one brought back starts with none", () => {
    const ada = staff.add("ada@example.org", now).account.id;
    // Another owner: the last one cannot be removed.
    staff.add("grace@example.org", now, "owner");
    passkeys.add(ada, key("k1"), now);
    const token = passkeys.startChallenge("register", ada, "c", now);
    staff.remove(ada, later(1000));
    expect(passkeys.find("k1")).toBeUndefined();
    expect(passkeys.takeChallenge(token, "register", later(2000))).toBeUndefined();
    staff.add("ada@example.org", later(3000));
    expect(passkeys.list(ada)).toEqual([]);
  });
});
