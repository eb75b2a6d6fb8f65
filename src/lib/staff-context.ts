import type { LeadInbox } from "../../server/leads/inbox";
import type { Publisher } from "../../server/publish/publisher";
import { PASSWORD_TOO_SHORT } from "../../server/staff/password";
import type { SetPasswordProblem, StaffPageLocals } from "../../server/staff/staff-auth";
import type { LinkProblem } from "../../server/staff/store";

/**
 * What `npm start` hands a staff page (server/staff-area.ts): who is signed in, the token their forms carry, and
 * what the pages read. The inbox is there when the build takes its own leads.
 */
export type StaffArea = StaffPageLocals & {
  inbox?: LeadInbox;
  publisher?: Publisher;
  /** Why a set-password link cannot be used, null when it can. */
  linkProblem?: (token: string) => LinkProblem | null;
};

/** Why a set-password form or link failed, in a sentence. */
export const SET_PASSWORD_PROBLEMS: Record<SetPasswordProblem, string> = {
  "link-unknown": "This link is not one the site made. Check that the whole link was copied, or ask for a new one.",
  "link-used": "This link has been used already. Sign in with the password you set, or ask for a new link.",
  "link-expired": "This link is more than 48 hours old. Ask a colleague for a new one.",
  "too-short": PASSWORD_TOO_SHORT,
  mismatch: "The two passwords are not the same. Type the new password twice.",
  csrf: "The form had expired. It has been renewed: please type the new password again.",
};

/** A staff page's own problem, in a sentence, by what failed. */
export const SIGN_IN_PROBLEMS: Record<NonNullable<StaffPageLocals["signIn"]>["problem"], string> = {
  wrong: "That email and password do not match an account. Check both and try again.",
  locked:
    "Too many wrong passwords for this account. It is locked for a while to keep it safe: try again later, or ask a colleague for a new link.",
  "rate-limited": "Too many sign-in attempts from this network. Wait a minute, then try again.",
  csrf: "The sign-in form had expired. It has been renewed: please sign in again.",
};

/** "27 Nov 2026, 09:30 UTC": staff read times in one zone, the server's records are UTC. */
export function staffTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(date)} UTC`;
}
