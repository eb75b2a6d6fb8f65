// @vitest-environment node
import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from "./password";
import { PASSWORD_MIN_LENGTH } from "~/staff/staff-pages";

describe("staff passwords", () => {
  it("verify against their own hash only, each hash salted afresh", async () => {
    const password = "correct horse battery staple";
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hash).not.toContain(password);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    expect(await hashPassword(password)).not.toBe(hash);
  });

  it("verify a hash made at an older cost, and say it should be made again", async () => {
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("an older password", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const older = `$scrypt$ln=14,r=8,p=1$${salt.toString("base64").replace(/=+$/, "")}$${key.toString("base64").replace(/=+$/, "")}`;
    expect(await verifyPassword("an older password", older)).toBe(true);
    expect(await verifyPassword("another password", older)).toBe(false);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hashPassword("an older password"))).toBe(false);
  });

  it("never match what is not such a hash", async () => {
    expect(await verifyPassword("anything at all", "")).toBe(false);
    expect(await verifyPassword("anything at all", "anything at all")).toBe(false);
    expect(await verifyPassword("x", "$scrypt$ln=15,r=8,p=3$c2FsdA$")).toBe(false);
  });

  it(`take at least ${PASSWORD_MIN_LENGTH} characters, counted as a person counts them`, () => {
    expect(passwordProblem("elevenchars")).toMatch(/^Use at least 12 characters\./);
    expect(passwordProblem("twelve chars")).toBeNull();
    // Eleven characters, twenty-two UTF-16 units.
    expect(passwordProblem("🔑".repeat(11))).not.toBeNull();
  });
});
