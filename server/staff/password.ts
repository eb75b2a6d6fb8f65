import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "~/staff/staff-pages";

/*
 * Staff passwords, hashed with scrypt (node:crypto). A hash is stored as a PHC-style string that carries its own
 * parameters ("$scrypt$ln=15,r=8,p=1$<salt>$<key>"), so the cost can be raised later: older hashes still verify,
 * and `needsRehash` tells the sign-in to store a new one.
 */

type Cost = { ln: number; r: number; p: number };

/** One of OWASP's equivalent scrypt minimums: 32 MiB a hash (2^15 × r × 128 bytes), three passes. */
const COST: Cost = { ln: 15, r: 8, p: 3 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** A stored hash cannot ask for more than this (128 MiB), whatever it says. */
const MAX_MEMORY = 128 * 1024 * 1024;

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Why a password cannot be used, in plain words; null when it can. */
export function passwordProblem(password: string): string | null {
  // Characters as a person counts them, not UTF-16 units.
  return [...password].length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}

function deriveKey(password: string, salt: Buffer, { ln, r, p }: Cost, length: number): Promise<Buffer> {
  const N = 2 ** ln;
  const options: ScryptOptions = { N, r, p, maxmem: Math.min(MAX_MEMORY, 2 * 128 * N * r) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const base64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, COST, KEY_BYTES);
  return `$scrypt$ln=${COST.ln},r=${COST.r},p=${COST.p}$${base64(salt)}$${base64(key)}`;
}

function parse(encoded: string): { cost: Cost; salt: Buffer; key: Buffer } | null {
  const match = PHC.exec(encoded);
  if (!match) return null;
  const [, ln, r, p, salt = "", key = ""] = match;
  return {
    cost: { ln: Number(ln), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, "base64"),
    key: Buffer.from(key, "base64"),
  };
}

/** Whether `password` is the one `encoded` was made from; false for a string that is not such a hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored || stored.key.length === 0) return false;
  const key = await deriveKey(password, stored.salt, stored.cost, stored.key.length);
  return timingSafeEqual(key, stored.key);
}

/** Whether a hash was made at a lower cost than today's. */
export function needsRehash(encoded: string): boolean {
  const stored = parse(encoded);
  return !stored || stored.cost.ln < COST.ln || stored.cost.r < COST.r || stored.cost.p < COST.p;
}
