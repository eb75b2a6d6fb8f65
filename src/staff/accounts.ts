import type { StaffRole } from "./staff-pages";

/*
 * What the accounts pages (src/pages/staff/accounts.astro, account.astro, forgot-password.astro) read from the server
 * (server/staff/accounts-plugin.ts), and the sentence for each thing their forms can report.
 */

export type AccountSummary = {
  id: number;
  email: string;
  role: StaffRole;
  createdAt: string;
  /** Until the person sets a password through their link. */
  invited: boolean;
  /** Sessions open now. */
  signedIn: number;
};

export type SessionSummary = {
  /** "Chrome on Windows", from the browser's User-Agent. */
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The session this page was asked for in. */
  current: boolean;
};

export type AccountsView = {
  /** Whether the server emails set-password links (SMTP_URL is set). */
  emailsLinks: boolean;
  /** The address set-password links start with (SITE_URL, else this machine's port). */
  siteUrl: string;
  /** Every account that can sign in, oldest first: for an owner only, undefined for anyone else. */
  list?: () => AccountSummary[];
  /** Any account by its id, removed ones too (naming an account after it was removed): for an owner only. */
  byId?: (id: number) => (AccountSummary & { removed: boolean }) | undefined;
  /** The signed-in person's own open sessions, most recently used first. */
  ownSessions: () => SessionSummary[];
};

/** How a link made on the accounts page went out. */
export type LinkSent = { state: "sent" } | { state: "failed"; why: string } | { state: "not-configured" };

export const ACCOUNT_PROBLEMS = {
  "not-an-address": "That is not an email address. Check it and try again.",
  exists: "There is already an account for that address. To send its owner a new link, use New link in the list.",
  "last-owner":
    "That is the only owner: the site needs one to manage accounts. Make someone else an owner first, then try again.",
  unknown: "There is no such account: it may have been removed meanwhile.",
} as const;
export type AccountProblem = keyof typeof ACCOUNT_PROBLEMS;

/** What an owner's form on the accounts page did, shown on the page it answers with. */
export type AccountsOutcome =
  | { kind: "invited" | "new-link"; email: string; role: StaffRole; link: string; sent: LinkSent }
  | { kind: "problem"; problem: AccountProblem; email?: string; role?: StaffRole };

/** The forgot-password form: sent (the same answer whether or not the address has an account), or refused. */
export type ForgotPasswordOutcome =
  | { kind: "sent"; email: string }
  | { kind: "problem"; problem: "not-an-address" | "csrf" | "rate-limited"; email: string; retryAfterSeconds?: number };

export const FORGOT_PASSWORD_PROBLEMS = {
  "not-an-address": "That is not an email address. Check it and try again.",
  csrf: "The form had expired. It has been renewed: please send it again.",
  "rate-limited": "Too many requests for links from this network. Wait a few minutes, then try again.",
} as const;

export const ROLE_WORDS: Record<StaffRole, { name: string; does: string }> = {
  owner: { name: "Owner", does: "everything an editor does, and manages the accounts" },
  editor: { name: "Editor", does: "leads, editing and publishing the site" },
};
