import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FORM_TOKEN_PATH } from "~/contact/contact-rules";

/*
 * A minimum fill time for the form's script, without a captcha: when the contact page opens, the script asks for a
 * timestamp the server signs (an HttpOnly cookie, signed by @fastify/cookie with a secret kept in DATA_DIR). A send
 * is genuine only if it carries one at least MIN_FILL_MS old: a bot that posts straight to the endpoint has none, or
 * a fresh one. The script itself waits out the rest of the minimum before it sends, so a visitor is never caught.
 * The pages are static files, so the form's no-JavaScript POST carries none: the honeypot, the duplicate check and
 * the rate limit decide for it.
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

export type TokenVerdict = { ok: true } | { ok: false; reason: "no-token" | "bad-token" | "too-fast" | "stale-token" };

/** How old the request's signed timestamp is, or why it has none that counts. */
function tokenAge(request: FastifyRequest, now: Date): { ageMs: number } | { reason: "no-token" | "bad-token" } {
  const raw = request.cookies[FORM_TOKEN_COOKIE];
  if (!raw) return { reason: "no-token" };
  const { valid, value } = request.unsignCookie(raw);
  const issued = Number(value);
  if (!valid || !Number.isSafeInteger(issued)) return { reason: "bad-token" };
  return { ageMs: now.getTime() - issued };
}

/** Whether a send from the form's script was filled in at a person's pace. */
export function tokenVerdict(
  request: FastifyRequest,
  { now, minFillMs }: { now: Date; minFillMs: number },
): TokenVerdict {
  const age = tokenAge(request, now);
  if ("reason" in age) return { ok: false, reason: age.reason };
  // A timestamp from the future was not signed by this clock's present: treat it as a fresh one.
  if (age.ageMs < minFillMs) return { ok: false, reason: "too-fast" };
  if (age.ageMs > MAX_TOKEN_AGE_MS) return { ok: false, reason: "stale-token" };
  return { ok: true };
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
    const age = tokenAge(request, at);
    let ageMs = "ageMs" in age && age.ageMs >= 0 && age.ageMs < KEEP_TOKEN_MS ? age.ageMs : null;
    if (ageMs === null) {
      ageMs = 0;
      reply.setCookie(FORM_TOKEN_COOKIE, String(at.getTime()), {
        signed: true,
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        // Sent with this request and with the send (SEND_PATH), nowhere else.
        path: "/api/",
        maxAge: MAX_TOKEN_AGE_MS / 1000,
      });
    }
    return reply.header("cache-control", "no-store").send({ readyInMs: Math.max(0, minFillMs - ageMs) });
  });
}
