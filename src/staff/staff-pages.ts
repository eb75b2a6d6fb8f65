import { serverTimeZone, zoneSuffix } from "~/lib/time-zone";
import type { FilesView } from "./files";
import type { AccountsView, AccountsOutcome, ForgotPasswordOutcome } from "./accounts";
import type { LeadInboxView } from "./leads";
import type { PasskeysView } from "./passkeys";
import type { VersionsView } from "./versions";

/*
 * What the staff pages (src/pages/staff/) and the server's staff plugins (server/staff/) share: the cookies, the
 * password rule, who is signed in, what `npm start` hands a staff page as `Astro.locals.staffArea`, and the sentence
 * for each problem a form can have.
 */

/**
 * The staff area's cookies (server/staff/): a signed-in session, and the version a staff member is looking at. A
 * cache in front of the site (a CDN, nginx) must pass a request that carries either to the server.
 */
export const STAFF_COOKIES = { session: "staff_session", preview: "staff_preview" } as const;

/** Answers 204 while the browser's session lasts, and 401 once it has ended (server/staff/staff-auth.ts). */
export const SESSION_CHECK_PATH = "/staff/api/session";

/**
 * What the editor shows when one of its requests (a save) comes after the session has ended: Keystatic shows the
 * answer's text as it is, so it says where to sign in (the staff header's line, src/components/staff/session-ended.astro).
 */
export const EDITOR_SESSION_ENDED =
  "Your staff session has ended, so this was not saved. Your changes are kept in this browser: choose Sign in at the top of the page, then press Save again.";

export const PASSWORD_MIN_LENGTH = 12;
/** How long a set-password link works (an invitation, a forgotten password). */
export const PASSWORD_LINK_HOURS = 48;
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember, with spaces, make a good password.`;

/** An owner manages the accounts (invites, removes, changes roles); an editor does everything else. */
export const STAFF_ROLES = ["owner", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export type StaffUser = { id: number; email: string; role: StaffRole };

export type LinkProblem = "link-unknown" | "link-used" | "link-expired";

export type SignInProblem = "wrong" | "locked" | "rate-limited" | "csrf" | "insecure" | "passkey-required";
export type SetPasswordProblem = LinkProblem | "too-short" | "mismatch" | "csrf" | "insecure";

/** What a staff page is rendered with. */
export type StaffPageLocals = {
  /** The HTTP status the page answers with. */
  status: number;
  staff: StaffUser | null;
  /** For the form's hidden `_csrf` field. */
  csrfToken: string;
  /** A sign-in that failed: the address as typed, why, and where to go after. */
  signIn?: { email: string; problem: SignInProblem; next: string; retryAfterSeconds?: number };
  /** A set-password form that failed, with its link's token to post again. */
  setPassword?: { token: string; problem: SetPasswordProblem };
};

/**
 * What `npm start` hands a staff page as `Astro.locals.staffArea` (server/staff/staff-area-plugin.ts): who is signed
 * in, the token their forms carry, and what the pages read. The inbox is there when the build takes its own leads.
 */
export type StaffAreaLocals = StaffPageLocals & {
  inbox?: LeadInboxView;
  /** Drafts, previews and the versions (server/releases/). */
  versions?: VersionsView;
  /** The content files with problems, to fix in the browser (server/staff/fix-files.ts). */
  files?: FilesView;
  /** Why a set-password link cannot be used, null when it can. */
  linkProblem?: (token: string) => LinkProblem | null;
  /** The accounts an owner manages and the person's own sessions (server/staff/accounts-plugin.ts). */
  accounts?: AccountsView;
  /** What an owner's form on the accounts page just did: a link to pass on, or why it did not. */
  accountsOutcome?: AccountsOutcome;
  /** A forgot-password form just sent, or refused. */
  forgotPassword?: ForgotPasswordOutcome;
  /** The signed-in person's passkeys (server/staff/passkeys.ts). */
  passkeys?: PasskeysView;
  /** The firm's time zone (content/site.yaml), which every time is shown in; the server's when not given. */
  timeZone?: string;
  /** The staff a lead can be assigned to: every account not removed, by address. */
  colleagues?: () => string[];
};

const INSECURE =
  "This connection is not known to be secure, so the site will not sign you in over it. Open the staff area at its https:// address; if that is the address you used, tell whoever runs the server that it needs TRUST_PROXY set (docs/deploy.md).";

/** Why a set-password form or link failed, in a sentence. */
export const SET_PASSWORD_PROBLEMS: Record<SetPasswordProblem, string> = {
  "link-unknown": "This link is not one the site made. Check that the whole link was copied, or ask for a new one.",
  "link-used": "This link has been used already. Sign in with the password you set, or ask for a new link.",
  "link-expired": `This link is more than ${PASSWORD_LINK_HOURS} hours old. Ask for a new one: Forgot your password? on the sign-in page, or an owner.`,
  "too-short": PASSWORD_TOO_SHORT,
  mismatch: "The two passwords are not the same. Type the new password twice.",
  csrf: "The form had expired. It has been renewed: please type the new password again.",
  insecure: INSECURE,
};

/** A staff page's own problem, in a sentence, by what failed. */
export const SIGN_IN_PROBLEMS: Record<NonNullable<StaffPageLocals["signIn"]>["problem"], string> = {
  wrong: "That email and password do not match an account. Check both and try again.",
  locked:
    "Too many wrong passwords for this account. It is locked for a while to keep it safe: try again later, or ask an owner for a new link.",
  "rate-limited": "Too many sign-in attempts from this network. Wait a minute, then try again.",
  csrf: "The sign-in form had expired. It has been renewed: please sign in again.",
  insecure: INSECURE,
  "passkey-required":
    "Owners of this site sign in with a passkey, not a password. Choose “Sign in with a passkey” below, on the device that holds yours.",
};

/**
 * What the sign-in page says after a set-password link of an owner while owners must use a passkey: the password is
 * saved, but it does not sign them in (by its code in the address, `?password-set=passkey-required`).
 */
export const PASSWORD_SAVED_PASSKEY_REQUIRED =
  "Your new password is saved, but owners of this site sign in with a passkey, not a password. Choose “Sign in with a passkey” below.";

/**
 * "27 Nov 2026, 03:30 (America/Chicago)", "27 Nov 2026, 09:30 UTC": staff read times in the firm's zone (content/
 * site.yaml, handed to the pages as `timeZone`), with its name; the server's records are UTC. Without a zone, the
 * server's own, as when the firm's details name none.
 */
export function staffTime(iso: string | null | undefined, timeZone: string = serverTimeZone()): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(date)} ${zoneSuffix(timeZone)}`;
}
