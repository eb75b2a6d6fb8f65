/*
 * Passkeys (WebAuthn) in the staff area, as the pages (src/pages/staff/, the passkey widgets) and the server
 * (server/staff/passkeys.ts) share them: the addresses, what a page is shown, and each problem in a sentence.
 */

export const PASSKEY_PATHS = {
  /** The page listing a person's passkeys, where they add, rename and remove them. */
  page: "/staff/account/passkeys",
  /** POST (signed in, JSON): options for the browser to make a passkey with. */
  registerOptions: "/staff/passkeys/options",
  /** POST (signed in, JSON): the new passkey, to be checked and kept. */
  register: "/staff/passkeys",
  /** POST (form): a passkey's new name. */
  rename: "/staff/passkeys/rename",
  /** POST (form): a passkey to forget. */
  remove: "/staff/passkeys/remove",
  /** POST (JSON, no session): options for the browser to sign in with a passkey. */
  signInOptions: "/staff/sign-in/passkey/options",
  /** POST (JSON, no session): the signed answer; starts a session. */
  signIn: "/staff/sign-in/passkey",
} as const;

export const PASSKEY_NAME_MAX = 60;

/** A passkey as its owner sees it. */
export type PasskeyView = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** What the passkeys page reads (Astro.locals.staffArea.passkeys): the signed-in person's own passkeys. */
export type PasskeysView = {
  list(): PasskeyView[];
  /** Whether the person must keep the one passkey they have: an owner's only one, while owners must use a passkey. */
  mustKeepLast(): boolean;
  /** Whether their password signs them in: not an owner's while owners must use a passkey. */
  passwordSignsIn(): boolean;
};

/** Why a passkey sign-in or registration was refused, by a code the server answers with. */
export type PasskeyProblem =
  | "expired"
  | "unknown-passkey"
  | "not-verified"
  | "insecure"
  | "csrf"
  | "rate-limited"
  | "unreadable"
  | "name"
  | "last-passkey";

export const PASSKEY_PROBLEMS: Record<PasskeyProblem, string> = {
  expired: "That took too long, or the page was open in another tab. Try again.",
  "unknown-passkey":
    "This passkey is not one the site knows: it may have been removed. Sign in with your password, then add a passkey again.",
  "not-verified": "The passkey's answer could not be checked, so you are not signed in. Try again.",
  insecure:
    "This connection is not known to be secure, so the site will not sign you in over it. Open the staff area at its https:// address.",
  csrf: "The page had expired. Reload it and try again.",
  "rate-limited": "Too many attempts from this network. Wait a minute, then try again.",
  unreadable: "The browser's answer could not be read. Reload the page and try again.",
  "last-passkey":
    "This is your only passkey, and owners of this site must sign in with one: add another passkey before you remove this one.",
  name: `Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters, such as the device it is on.`,
};

/** What the passkeys page says after one of its forms, by the code in its address. */
export const PASSKEY_DONE = {
  added: "Passkey added. Next time, choose “Sign in with a passkey” on the sign-in page.",
  renamed: "Passkey renamed.",
  removed: "Passkey removed. It no longer signs you in; you can delete it from your device too.",
} as const;
