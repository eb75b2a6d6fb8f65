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
  /** How many passkeys the person has added. */
  passkeys: number;
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
  /** Whether owners must sign in with a passkey: for an owner only. */
  passkeysRequired?: () => boolean;
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
  "no-passkey":
    "Owners must sign in with a passkey, and this account has none yet. Once they have added one (Your passkeys, after they sign in), make them an owner.",
  "owner-needs-passkey":
    "Owners must sign in with a passkey, and a new account has none. Invite them as an editor; once they have added a passkey, make them an owner.",
  "owners-without-passkey": "Passkeys cannot be required yet: an owner without one could no longer sign in.",
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

/** "ada@example.org has no passkey yet" or "ada@… and grace@… have no passkey yet". */
export function withoutPasskey(emails: string[]): string {
  const names =
    emails.length > 1 ? `${emails.slice(0, -1).join(", ")} and ${emails.at(-1)}` : (emails[0] ?? "An owner");
  return `${names} ${emails.length > 1 ? "have" : "has"} no passkey yet.`;
}

/** The owners' passkey setting on the accounts page, and what its form did (by a code in the address). */
export const OWNERS_PASSKEYS_WORDS = {
  off: "Owners sign in with their password or a passkey. Require a passkey, and an owner's password no longer signs them in: a password guessed or stolen cannot reach the accounts. Editors keep signing in with their password.",
  on: "Owners sign in with a passkey only: their password no longer signs them in, and no one without a passkey can be made an owner. Editors sign in with their password.",
  first: "Each owner adds one under Your passkeys first; then this can be turned on.",
  recovery: "If every owner loses the device that holds their passkey, whoever runs the server turns this off with",
  command: "npm run staff -- passkeys optional",
  "passkeys-required": "Passkeys are now required for owners: an owner's password no longer signs them in.",
  "passkeys-optional": "Passkeys are no longer required: owners can sign in with their password again.",
} as const;

export const ROLE_WORDS: Record<StaffRole, { name: string; does: string }> = {
  owner: { name: "Owner", does: "everything an editor does, and manages the accounts" },
  editor: { name: "Editor", does: "leads, editing and publishing the site" },
};
