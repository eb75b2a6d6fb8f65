import { signerFactory } from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FORM_TOKEN_PATH } from "~/contact/contact-rules";

/*
 * A minimum fill time for the form's script, without a captcha: when the contact page opens, the script asks for a
 * token the server signs (the time, and a random part, signed by @fastify/cookie's signer with a secret kept in
 * DATA_DIR) and posts it with the form's fields (FORM_TOKEN_FIELD). A send is genuine only if it carries one at least
 * MIN_FILL_MS old that no send has spent: a bot that posts straight to the endpoint has none, or a fresh one, and one
 * token buys one lead. The send spends it (its digest is kept in the leads store until it would expire) and answers
 * with a new one, so the same page's next send waits the minimum again. The script waits out the rest of the minimum
 * before each send, so a visitor is never caught.
 *
 * It is a pace check, not a proof of a person: a bot that asks for a token, waits three seconds and sends is
 * limited only by the rate limit per address. The pages are static files, so the form's no-JavaScript POST carries
 * no token: the honeypot, the duplicate check and the rate limit decide for it.
 */

/** Less than anyone takes to type a name, an address, a company and a challenge. */
export const MIN_FILL_MS = 3_000;
/** A token this old has gone stale; the script asks for a new one before a send. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60_000;

const SECRET_FILE = "form-token.secret";

/** The signing secret in DATA_DIR, created (readable by this user only) on the first start. */
export function formTokenSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

export type TokenVerdict =
  { ok: true } | { ok: false; reason: "no-token" | "bad-token" | "too-fast" | "stale-token" | "spent-token" };

type SignedToken = { ageMs: number; issued: number; value: string };

/** Signs and reads tokens with the secret in DATA_DIR (formTokenSecret). */
export type FormTokenSigner = ReturnType<typeof signerFactory>;
export const formTokenSigner = (secret: string): FormTokenSigner => signerFactory(secret);

/** A posted token and how old it is, or why it is none that counts. */
function tokenOf(
  signer: FormTokenSigner,
  raw: string | undefined,
  now: Date,
): SignedToken | { reason: "no-token" | "bad-token" } {
  if (!raw) return { reason: "no-token" };
  const { valid, value } = signer.unsign(raw);
  // "<ms>.<random>"
  const issued = Number(value?.split(".", 1)[0]);
  if (!valid || !value || !Number.isSafeInteger(issued)) return { reason: "bad-token" };
  return { ageMs: now.getTime() - issued, issued, value };
}

/** Spends a token: false when a send already did. */
export type SpendToken = (tokenHash: string, expiresAt: Date) => boolean;

/**
 * Whether a send from the form's script was filled in at a person's pace, with a token no send has used; a token
 * that passes is spent.
 */
export function tokenVerdict(
  signer: FormTokenSigner,
  raw: string | undefined,
  { now, minFillMs, spend }: { now: Date; minFillMs: number; spend: SpendToken },
): TokenVerdict {
  const token = tokenOf(signer, raw, now);
  if ("reason" in token) return { ok: false, reason: token.reason };
  // A timestamp from the future was not signed by this clock's present: treat it as a fresh one.
  if (token.ageMs < minFillMs) return { ok: false, reason: "too-fast" };
  if (token.ageMs > MAX_TOKEN_AGE_MS) return { ok: false, reason: "stale-token" };
  const digest = createHash("sha256").update(token.value).digest("hex");
  if (!spend(digest, new Date(token.issued + MAX_TOKEN_AGE_MS))) return { ok: false, reason: "spent-token" };
  return { ok: true };
}

/** A new token, signed now. */
export function issueFormToken(signer: FormTokenSigner, at: Date): string {
  return signer.sign(`${at.getTime()}.${randomBytes(12).toString("base64url")}`);
}

export type FormTokenOptions = { signer: FormTokenSigner; minFillMs: number; now: () => Date };

/**
 * GET FORM_TOKEN_PATH: a new token and how long until a send with it counts. Each page asks once, and each send's
 * answer brings the next.
 */
export async function registerFormToken(app: FastifyInstance, { signer, minFillMs, now }: FormTokenOptions) {
  app.get(FORM_TOKEN_PATH, async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ formToken: issueFormToken(signer, now()), readyInMs: minFillMs }),
  );
}
