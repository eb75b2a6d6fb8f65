import { FORM_TOKEN_PATH } from "~/contact/contact-rules";

/*
 * When the site takes leads itself, a send counts only if the server signed a timestamp for this browser some
 * seconds before (server/leads/form-token.ts): the form asks for it as it opens, and a send waits out whatever is
 * left of the minimum, so a visitor who types fast, or whose draft came back, is never taken for a bot. Each send
 * spends its token and is answered with a new one, whose wait the form asks for again.
 */

/** The server keeps a token 24 hours; a page open longer than half of that asks again before it sends. */
const REFRESH_AFTER_MS = 12 * 60 * 60_000;
/** What the wait may be at most, whatever the answer says. */
const LONGEST_WAIT_MS = 10_000;

let token: Promise<number> | null = null;
let askedAt = 0;

/** Resolves to the moment (performance.now()) from which a send counts. */
async function ask(): Promise<number> {
  const response = await fetch(FORM_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`${FORM_TOKEN_PATH} answered ${response.status}`);
  const { readyInMs } = (await response.json()) as { readyInMs?: unknown };
  const wait = typeof readyInMs === "number" && readyInMs > 0 ? Math.min(readyInMs, LONGEST_WAIT_MS) : 0;
  return performance.now() + wait;
}

/** Asks for the token now; called as the form opens. A failure is retried by the send. */
export function requestFormToken(): void {
  askedAt = performance.now();
  const asked = ask();
  token = asked;
  asked.catch(() => {
    if (token === asked) token = null;
  });
}

/** Before a send: a token, and the minimum fill time waited out. Asks twice at most; rejects if both fail. */
export async function formTokenReady(): Promise<void> {
  if (!token || performance.now() - askedAt > REFRESH_AFTER_MS) requestFormToken();
  let readyAt: number;
  try {
    readyAt = await (token as Promise<number>);
  } catch {
    requestFormToken();
    readyAt = await (token as Promise<number>);
  }
  const wait = readyAt - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
