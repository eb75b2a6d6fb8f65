import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FORM_TOKEN_PATH } from "~/contact/contact-rules";

/*
 * A minimum fill time for the form's script, without a captcha: when the contact page opens, the script asks for a
 * token the server signs (the time, and a random part; an HttpOnly cookie, signed by @fastify/cookie with a secret
 * kept in DATA_DIR). A send is genuine only if it carries one at least MIN_FILL_MS old that no send has spent: a bot
 * that posts straight to the endpoint has none, or a fresh one, and one token buys one lead. The send spends it
 * (its digest is kept in the leads store until it would expire) and answers with a new one, so the same browser's
 * next send waits the minimum again. The script waits out the rest of the minimum before each send, so a visitor is
 * never caught.
 *
 * It is a pace check, not a proof of a person: a bot that asks for a token, waits three seconds and sends is
 * limited only by the rate limit per address. The pages are static files, so the form's no-JavaScript POST carries
 * no token: the honeypot, the duplicate check and the rate limit decide for it.
 */

export const FORM_TOKEN_COOKIE = "form_opened";
/** Less than anyone takes to type a name, an address, a company and a challenge. */
export const MIN_FILL_MS = 3_000;
/** A token this old has gone stale; the script asks for a new one before a send. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60_000;
/** A valid token younger than this is kept when another page of the form opens, so a second tab cannot reset it. */
const KEEP_TOKEN_MS = 12 * 60 * 60_000;

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

/** The request's signed token and how old it is, or why it has none that counts. */
function tokenOf(request: FastifyRequest, now: Date): SignedToken | { reason: "no-token" | "bad-token" } {
  const raw = request.cookies[FORM_TOKEN_COOKIE];
  if (!raw) return { reason: "no-token" };
  const { valid, value } = request.unsignCookie(raw);
  // "<ms>.<random>"; a token from before the random part is "<ms>".
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
  request: FastifyRequest,
  { now, minFillMs, spend }: { now: Date; minFillMs: number; spend: SpendToken },
): TokenVerdict {
  const token = tokenOf(request, now);
  if ("reason" in token) return { ok: false, reason: token.reason };
  // A timestamp from the future was not signed by this clock's present: treat it as a fresh one.
  if (token.ageMs < minFillMs) return { ok: false, reason: "too-fast" };
  if (token.ageMs > MAX_TOKEN_AGE_MS) return { ok: false, reason: "stale-token" };
  const digest = createHash("sha256").update(token.value).digest("hex");
  if (!spend(digest, new Date(token.issued + MAX_TOKEN_AGE_MS))) return { ok: false, reason: "spent-token" };
  return { ok: true };
}

/** Sets a new token, signed now, on `reply`. */
export function issueFormToken(request: FastifyRequest, reply: FastifyReply, at: Date) {
  reply.setCookie(FORM_TOKEN_COOKIE, `${at.getTime()}.${randomBytes(12).toString("base64url")}`, {
    signed: true,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    // Sent with this request and with the send (SEND_PATH), nowhere else.
    path: "/api/",
    maxAge: MAX_TOKEN_AGE_MS / 1000,
  });
}

export type FormTokenOptions = { secret: string; minFillMs: number; now: () => Date };

/**
 * Adds the cookie parser to `app`'s scope (the send route there reads the token too) and GET FORM_TOKEN_PATH, which
 * answers how long until a send counts.
 */
export async function registerFormToken(app: FastifyInstance, { secret, minFillMs, now }: FormTokenOptions) {
  await app.register(fastifyCookie, { secret });

  app.get(FORM_TOKEN_PATH, async (request, reply) => {
    const at = now();
    const token = tokenOf(request, at);
    let ageMs = "ageMs" in token && token.ageMs >= 0 && token.ageMs < KEEP_TOKEN_MS ? token.ageMs : null;
    if (ageMs === null) {
      ageMs = 0;
      issueFormToken(request, reply, at);
    }
    return reply.header("cache-control", "no-store").send({ readyInMs: Math.max(0, minFillMs - ageMs) });
  });
}
