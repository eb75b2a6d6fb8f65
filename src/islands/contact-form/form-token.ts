import { FORM_TOKEN_PATH } from "~/contact/contact-rules";

/*
 * When the site takes leads itself, a send counts only if it carries a token the server signed some seconds before
 * (server/leads/form-token.ts): the form asks for one as it opens, and a send waits out whatever is left of the
 * minimum, so a visitor who types fast, or whose draft came back, is never taken for a bot. Each send spends its
 * token and its answer brings a new one, whose wait starts then.
 */

/** The server keeps a token 24 hours; a page open longer than half of that asks again before it sends. */
const REFRESH_AFTER_MS = 12 * 60 * 60_000;
/** What the wait may be at most, whatever the answer says. */
const LONGEST_WAIT_MS = 10_000;

type Token = { value: string; readyAt: number };

let token: Promise<Token> | null = null;
let askedAt = 0;

/** A signed token as the server gives it (the token route, or a send's answer), and when it will count. */
function tokenOf(answer: { formToken?: unknown; readyInMs?: unknown }): Token {
  if (typeof answer.formToken !== "string" || answer.formToken === "") throw new Error("no form token in the answer");
  const { readyInMs } = answer;
  const wait = typeof readyInMs === "number" && readyInMs > 0 ? Math.min(readyInMs, LONGEST_WAIT_MS) : 0;
  return { value: answer.formToken, readyAt: performance.now() + wait };
}

async function ask(): Promise<Token> {
  const response = await fetch(FORM_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`${FORM_TOKEN_PATH} answered ${response.status}`);
  return tokenOf((await response.json()) as Record<string, unknown>);
}

function keep(next: Promise<Token>): void {
  askedAt = performance.now();
  token = next;
  next.catch(() => {
    if (token === next) token = null;
  });
}

/** Asks for a token now; called as the form opens. A failure is retried by the send. */
export function requestFormToken(): void {
  keep(ask());
}

/** Keeps the new token a send's answer carries; without one, the next send asks for it. */
export function keepFormToken(answer: Record<string, unknown>): void {
  try {
    keep(Promise.resolve(tokenOf(answer)));
  } catch {
    token = null;
  }
}

/** Before a send: a token, and the minimum fill time waited out. Asks twice at most; rejects if both fail. */
export async function formTokenReady(): Promise<string> {
  if (!token || performance.now() - askedAt > REFRESH_AFTER_MS) requestFormToken();
  let ready: Token;
  try {
    ready = await (token as Promise<Token>);
  } catch {
    requestFormToken();
    ready = await (token as Promise<Token>);
  }
  const wait = ready.readyAt - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return ready.value;
}
