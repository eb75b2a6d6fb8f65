import { WebAuthnError } from "@simplewebauthn/browser";
import { PASSKEY_PROBLEMS, type PasskeyProblem } from "./passkeys";

/*
 * What the two passkey widgets' scripts share (src/components/staff/passkey-*.astro): a JSON request to the server
 * with the page's CSRF token, and a sentence for whatever went wrong.
 */

/** An answer the server refused, with its code. */
export class PasskeyRefusal extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(problem);
  }
}

/** POSTs `body` as JSON with the page's CSRF token; the server's JSON answer, or a PasskeyRefusal. */
export async function postJSON<T>(path: string, csrfToken: string, body: object): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => ({}))) as { problem?: PasskeyProblem };
  if (!response.ok)
    throw new PasskeyRefusal(answer.problem && answer.problem in PASSKEY_PROBLEMS ? answer.problem : "unreadable");
  return answer as T;
}

/** Browsers offer passkeys only at a site's name: never at an address such as 127.0.0.1 or [::1]. */
export const atIpAddress = () => /^[\d.]+$|^\[/.test(location.hostname);

export const AT_IP_ADDRESS =
  "Passkeys work only at the site's name (such as localhost or www.example.org), not at a numeric address like this one.";

/** The sentence for what went wrong, for the person at the browser. */
export function problemText(error: unknown): string {
  if (error instanceof PasskeyRefusal) return PASSKEY_PROBLEMS[error.problem];
  // @simplewebauthn/browser's errors carry the browser's own name (NotAllowedError …) and a code of their own.
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") {
    return "No passkey was used: the request was cancelled or timed out. Try again when you are ready.";
  }
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return "This device already holds a passkey for your account: it is in the list above.";
  }
  if (error instanceof WebAuthnError && error.code === "ERROR_INVALID_DOMAIN") return AT_IP_ADDRESS;
  return "The passkey did not work here. Try again, or use your password.";
}
