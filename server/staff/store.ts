import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { atomically, migrate } from "../sqlite";
import { PASSWORD_LINK_HOURS, type LinkProblem, type StaffRole, type StaffUser } from "~/staff/staff-pages";

/*
 * Staff accounts, sessions, set-password links and the sign-in lockout: SQLite through node:sqlite, in its own file
 * beside the leads (DATA_DIR/staff.db), WAL so `npm run staff` writes while the server reads. Tokens (sessions,
 * links) are 32 random bytes handed out once; only their SHA-256 is kept. The rules about roles (there is always an
 * owner; while owners must have a passkey, every owner has one) are kept here, in the transaction that changes an
 * account or the setting, whoever asks: a page, a form, the terminal.
 */

export const STAFF_STORE_FILE = "staff.db";
const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");

/** A session ends after this long without a request … */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** … and this long after sign-in, whatever the activity. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** A session's last-seen time is written at most this often: a page's burst of requests costs one write. */
export const LAST_SEEN_EVERY_MS = 60_000;
export const PASSWORD_LINK_MS = PASSWORD_LINK_HOURS * 60 * 60_000;
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
/** A forgot-password form makes at most one link per account in this time, however often it is sent. */
export const RESET_LINK_EVERY_MS = 2 * 60_000;
/** How much of a browser's User-Agent a session keeps: enough to name the browser and the system. */
const USER_AGENT_MAX = 400;

/** Why the store refused to change an account. */
export type AccountRefusal = { problem: "unknown" | "last-owner" | "no-passkey" };

/** Why owners cannot be required to have a passkey now: these owners have none (they would be locked out). */
export type PasskeysRequiredRefusal = { problem: "owners-without-passkey"; owners: string[] };

/** What `add` throws for an owner while owners must have a passkey: a new account has none. */
export const OWNER_NEEDS_PASSKEY =
  "Owners must sign in with a passkey, and a new account has none: add them as an editor and, once they have added a passkey, make them an owner.";

export type StaffSession = {
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  /** The session of the token asked about. */
  current: boolean;
};

export type StaffAccount = StaffUser & {
  passwordHash: string | null;
  createdAt: string;
  disabledAt: string | null;
  activeSessions: number;
  /** How many passkeys the account has (server/staff/passkey-store.ts keeps them). */
  passkeys: number;
};

type Row = Record<string, SQLInputValue>;

const textOrNull = (value: SQLInputValue | undefined): string | null => (typeof value === "string" ? value : null);
const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** How an address is kept and compared: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export const newToken = () => randomBytes(32).toString("base64url");
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

const userOf = (row: Row): StaffUser => ({
  id: Number(row.id),
  email: String(row.email),
  role: row.role === "owner" ? "owner" : "editor",
});

function accountOf(row: Row): StaffAccount {
  return {
    ...userOf(row),
    passwordHash: textOrNull(row.password_hash),
    createdAt: String(row.created_at),
    disabledAt: textOrNull(row.disabled_at),
    activeSessions: Number(row.active_sessions ?? 0),
    passkeys: Number(row.passkeys ?? 0),
  };
}

export type StaffStore = ReturnType<typeof openStaffStore>;

/** Opens (creating the folder, the file and its tables) the staff store in `dataDir`. */
export function openStaffStore(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, STAFF_STORE_FILE);
  const db = new DatabaseSync(file, { timeout: 5_000 });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
  migrate(db, MIGRATIONS_DIR);

  const row = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).get(...params) as Row | undefined;
  const run = (sql: string, ...params: SQLInputValue[]) => Number(db.prepare(sql).run(...params).changes);
  const transaction = <T>(work: () => T): T => atomically(db, work);
  const lockedUntil = (email: string, now: Date): Date | null => {
    const lock = row("SELECT locked_until FROM sign_in_locks WHERE email = ?", normalEmail(email));
    const until = lock ? new Date(String(lock.locked_until)) : null;
    return until && until > now ? until : null;
  };
  /** Locks sign-ins for an address from now, forgetting its counted attempts; when the lock ends. */
  const lock = (address: string, now: Date): Date => {
    const until = later(now, LOCK_MS);
    run("DELETE FROM sign_in_failures WHERE email = ?", address);
    run("INSERT OR REPLACE INTO sign_in_locks (email, locked_until) VALUES (?, ?)", address, iso(until));
    return until;
  };
  const accountSql = (where: string) =>
    `SELECT staff.*, (SELECT count(*) FROM staff_sessions WHERE staff_id = staff.id AND expires_at > ?) AS active_sessions,
       (SELECT count(*) FROM staff_passkeys WHERE staff_id = staff.id) AS passkeys
     FROM staff ${where}`;

  const find = (email: string, now = new Date()) => {
    const found = row(accountSql("WHERE email = ?"), iso(now), normalEmail(email));
    return found ? accountOf(found) : undefined;
  };
  const byId = (id: number, now = new Date()) => {
    const found = row(accountSql("WHERE id = ?"), iso(now), id);
    return found ? accountOf(found) : undefined;
  };
  const owners = () =>
    Number(row("SELECT count(*) AS n FROM staff WHERE role = 'owner' AND disabled_at IS NULL")?.n ?? 0);
  /** Whether taking `account` out of the owners would leave none. */
  const lastOwner = (account: StaffAccount) => account.role === "owner" && owners() <= 1;
  /** Whether owners must sign in with a passkey (migration 0004's one row). */
  const passkeysRequired = () =>
    Number(row("SELECT owners_need_passkeys AS yes FROM staff_settings WHERE id = 1")?.yes ?? 0) === 1;
  /** The addresses of the owners who have no passkey, oldest account first. */
  const ownersWithoutPasskey = () =>
    (
      db
        .prepare(
          `SELECT email FROM staff WHERE role = 'owner' AND disabled_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM staff_passkeys WHERE staff_id = staff.id) ORDER BY id`,
        )
        .all() as Row[]
    ).map((owner) => String(owner.email));

  /** Creates an account without a password, or brings back a removed one (its old password forgotten). */
  const add = (email: string, now: Date, role?: StaffRole): { account: StaffAccount; readded: boolean } =>
    transaction(() => {
      const existing = find(email, now);
      if (existing && existing.disabledAt === null) throw new Error(`${existing.email} already has an account`);
      // The first account, or the first since the owners were removed from the terminal, manages the others.
      const given = role ?? (owners() === 0 ? "owner" : "editor");
      if (given === "owner" && passkeysRequired()) throw new Error(OWNER_NEEDS_PASSKEY);
      if (existing) {
        run("UPDATE staff SET disabled_at = NULL, password_hash = NULL, role = ? WHERE id = ?", given, existing.id);
      } else {
        run("INSERT INTO staff (email, created_at, role) VALUES (?, ?, ?)", normalEmail(email), iso(now), given);
      }
      return { account: find(email, now) as StaffAccount, readded: existing !== undefined };
    });

  /** A one-time set-password link's token; any earlier unused link of the account stops working. */
  const createPasswordLink = (staffId: number, now: Date): string => {
    const token = newToken();
    transaction(() => {
      run("DELETE FROM password_links WHERE staff_id = ? AND used_at IS NULL", staffId);
      run(
        "INSERT INTO password_links (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        digest(token),
        staffId,
        iso(now),
        iso(later(now, PASSWORD_LINK_MS)),
      );
    });
    return token;
  };

  const linkState = (token: string, now: Date): { staffId: number } | { problem: LinkProblem } => {
    const link = row(
      `SELECT password_links.*, staff.disabled_at FROM password_links JOIN staff ON staff.id = staff_id
       WHERE token_hash = ?`,
      digest(token),
    );
    if (!link || link.disabled_at !== null) return { problem: "link-unknown" };
    if (link.used_at !== null) return { problem: "link-used" };
    if (String(link.expires_at) <= iso(now)) return { problem: "link-expired" };
    return { staffId: Number(link.staff_id) };
  };

  return {
    file,

    /** The account for an address, removed ones included. */
    find,

    /** The account with this id, removed ones included. */
    byId,

    /** Every account, oldest first. */
    list(now = new Date()): StaffAccount[] {
      return (db.prepare(accountSql("ORDER BY id")).all(iso(now)) as Row[]).map(accountOf);
    },

    /**
     * Creates an account without a password, or brings back a removed one (its old password forgotten), with `role`;
     * without one, an owner when there is no owner yet, else an editor.
     */
    add,

    /**
     * An owner's invitation: the account (`add`) and its one-time set-password link, together; refused when the
     * address already has an account, and for an owner while owners must have a passkey (a new account has none).
     */
    invite(
      email: string,
      role: StaffRole,
      now: Date,
    ): { account: StaffAccount; token: string; readded: boolean } | { problem: "exists" | "owner-needs-passkey" } {
      return transaction(() => {
        const existing = find(email, now);
        if (existing && existing.disabledAt === null) return { problem: "exists" as const };
        if (role === "owner" && passkeysRequired()) return { problem: "owner-needs-passkey" as const };
        const { account, readded } = add(email, now, role);
        return { account, token: createPasswordLink(account.id, now), readded };
      });
    },

    /**
     * Gives an account a role; refused for an account removed or unknown, for the last owner's demotion, and for a
     * promotion to owner of an account without a passkey while owners must have one.
     */
    setRole(staffId: number, role: StaffRole, now: Date): { account: StaffAccount } | AccountRefusal {
      return transaction(() => {
        const account = byId(staffId, now);
        if (!account || account.disabledAt !== null) return { problem: "unknown" as const };
        if (role !== "owner" && lastOwner(account)) return { problem: "last-owner" as const };
        if (role === "owner" && account.role !== "owner" && account.passkeys === 0 && passkeysRequired()) {
          return { problem: "no-passkey" as const };
        }
        run("UPDATE staff SET role = ? WHERE id = ?", role, staffId);
        return { account: { ...account, role } };
      });
    },

    /** Whether owners must sign in with a passkey: their password no longer signs them in. */
    passkeysRequired,

    /** The addresses of the owners who have no passkey, oldest account first. */
    ownersWithoutPasskey,

    /**
     * Requires owners to sign in with a passkey, or lets them use their password again. Turning it on is refused
     * while an owner has no passkey: that owner could no longer sign in.
     */
    setPasskeysRequired(required: boolean): { required: boolean } | PasskeysRequiredRefusal {
      return transaction(() => {
        const without = required ? ownersWithoutPasskey() : [];
        if (without.length > 0) return { problem: "owners-without-passkey" as const, owners: without };
        run("UPDATE staff_settings SET owners_need_passkeys = ? WHERE id = 1", required ? 1 : 0);
        return { required };
      });
    },

    setPassword(staffId: number, passwordHash: string) {
      run("UPDATE staff SET password_hash = ? WHERE id = ?", passwordHash, staffId);
    },

    /**
     * Disables an account, ending its sessions and voiding its links: how many sessions ended. Refused for an account
     * removed or unknown, and for the last owner.
     */
    remove(staffId: number, now: Date): { ended: number } | AccountRefusal {
      return transaction(() => {
        const account = byId(staffId, now);
        if (!account || account.disabledAt !== null) return { problem: "unknown" as const };
        if (lastOwner(account)) return { problem: "last-owner" as const };
        run("UPDATE staff SET disabled_at = ? WHERE id = ?", iso(now), staffId);
        run("DELETE FROM password_links WHERE staff_id = ? AND used_at IS NULL", staffId);
        return { ended: run("DELETE FROM staff_sessions WHERE staff_id = ? AND expires_at > ?", staffId, iso(now)) };
      });
    },

    /** A new session's token, for the cookie; expired sessions are cleared on the way. */
    startSession(staffId: number, now: Date, userAgent = ""): string {
      const token = newToken();
      run(
        "DELETE FROM staff_sessions WHERE expires_at <= ? OR last_seen_at <= ?",
        iso(now),
        iso(later(now, -SESSION_IDLE_MS)),
      );
      run(
        `INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at, user_agent)
         VALUES (?, ?, ?, ?, ?, ?)`,
        digest(token),
        staffId,
        iso(now),
        iso(now),
        iso(later(now, SESSION_MAX_MS)),
        userAgent.slice(0, USER_AGENT_MAX),
      );
      return token;
    },

    /** An account's open sessions, most recently used first; `current` marks the one of `token`. */
    sessionsOf(staffId: number, now: Date, token = ""): StaffSession[] {
      const current = token ? digest(token) : "";
      const rows = db
        .prepare(
          `SELECT * FROM staff_sessions WHERE staff_id = ? AND expires_at > ? AND last_seen_at > ?
           ORDER BY last_seen_at DESC, created_at DESC`,
        )
        .all(staffId, iso(now), iso(later(now, -SESSION_IDLE_MS))) as Row[];
      return rows.map((session) => ({
        createdAt: String(session.created_at),
        lastSeenAt: String(session.last_seen_at),
        userAgent: String(session.user_agent ?? ""),
        current: session.token_hash === current,
      }));
    },

    /** Ends every session of an account, on every device: how many there were. */
    endSessions(staffId: number): number {
      return run("DELETE FROM staff_sessions WHERE staff_id = ?", staffId);
    },

    /**
     * Who holds a session token, and a request of theirs seen now (the idle time slides); null when the token is
     * unknown, idle too long, past its end, or its account removed.
     */
    touchSession(token: string, now: Date): StaffUser | null {
      const hash = digest(token);
      const session = row(
        `SELECT staff_sessions.*, staff.email, staff.role, staff.disabled_at FROM staff_sessions
         JOIN staff ON staff.id = staff_id WHERE token_hash = ?`,
        hash,
      );
      if (!session) return null;
      const lastSeen = Date.parse(String(session.last_seen_at));
      const ended =
        session.disabled_at !== null ||
        String(session.expires_at) <= iso(now) ||
        now.getTime() - lastSeen >= SESSION_IDLE_MS;
      if (ended) {
        run("DELETE FROM staff_sessions WHERE token_hash = ?", hash);
        return null;
      }
      if (now.getTime() - lastSeen >= LAST_SEEN_EVERY_MS) {
        run("UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?", iso(now), hash);
      }
      return userOf({ id: Number(session.staff_id), email: String(session.email), role: String(session.role) });
    },

    endSession(token: string) {
      run("DELETE FROM staff_sessions WHERE token_hash = ?", digest(token));
    },

    /** A one-time set-password link's token; any earlier unused link of the account stops working. */
    createPasswordLink,

    /**
     * A forgot-password form's link for an address: its account's new set-password link, or null when the address
     * has no account that can sign in, or when its last link was made less than RESET_LINK_EVERY_MS ago (a form
     * sent again and again mails nobody again and again).
     */
    resetLink(email: string, now: Date): { token: string; account: StaffAccount } | null {
      return transaction(() => {
        const account = find(email, now);
        if (!account || account.disabledAt !== null) return null;
        const recent = row(
          "SELECT 1 FROM password_links WHERE staff_id = ? AND created_at > ?",
          account.id,
          iso(later(now, -RESET_LINK_EVERY_MS)),
        );
        if (recent) return null;
        return { token: createPasswordLink(account.id, now), account };
      });
    },

    /** Why a set-password link cannot be used now; null when it can. */
    linkProblem(token: string, now: Date): LinkProblem | null {
      const state = linkState(token, now);
      return "problem" in state ? state.problem : null;
    },

    /**
     * Sets the password a link was sent for and uses the link up, ending the account's other sessions (whoever
     * knew the old password is signed out); the account, or why the link cannot be used.
     */
    usePasswordLink(token: string, passwordHash: string, now: Date): StaffUser | { problem: LinkProblem } {
      return transaction(() => {
        const state = linkState(token, now);
        if ("problem" in state) return state;
        run("UPDATE password_links SET used_at = ? WHERE token_hash = ?", iso(now), digest(token));
        run("UPDATE staff SET password_hash = ? WHERE id = ?", passwordHash, state.staffId);
        run("DELETE FROM staff_sessions WHERE staff_id = ?", state.staffId);
        return userOf(row("SELECT id, email, role FROM staff WHERE id = ?", state.staffId) as Row);
      });
    },

    /** When the lock on sign-ins for an address ends; null when it is not locked. */
    lockedUntil,

    /**
     * Counts a sign-in attempt for an address before its password is checked, so that however many arrive at once,
     * no more than LOCK_AFTER_FAILURES passwords are checked in the window. It counts as a failure until
     * `clearFailures` (a right password). Refused (with when the lock ends) while the address is locked, or when the
     * attempts already counted reach the limit, which locks it now (`locked`: this attempt did).
     */
    claimAttempt(email: string, now: Date): { allowed: true } | { allowed: false; until: Date; locked: boolean } {
      const address = normalEmail(email);
      return transaction(() => {
        run("DELETE FROM sign_in_failures WHERE at <= ?", iso(later(now, -FAILURE_WINDOW_MS)));
        run("DELETE FROM sign_in_locks WHERE locked_until <= ?", iso(now));
        const existing = lockedUntil(address, now);
        if (existing) return { allowed: false, until: existing, locked: false };
        const counted = Number(row("SELECT count(*) AS n FROM sign_in_failures WHERE email = ?", address)?.n);
        if (counted >= LOCK_AFTER_FAILURES) return { allowed: false, until: lock(address, now), locked: true };
        run("INSERT INTO sign_in_failures (email, at) VALUES (?, ?)", address, iso(now));
        return { allowed: true };
      });
    },

    /**
     * A claimed attempt's password was wrong: returns when the lock ends if the address is (or now becomes) locked,
     * and whether this failure locked it. The count starts again after a lock.
     */
    afterFailure(email: string, now: Date): { until: Date; locked: boolean } | null {
      const address = normalEmail(email);
      return transaction(() => {
        const existing = lockedUntil(address, now);
        if (existing) return { until: existing, locked: false };
        const failures = Number(row("SELECT count(*) AS n FROM sign_in_failures WHERE email = ?", address)?.n);
        return failures >= LOCK_AFTER_FAILURES ? { until: lock(address, now), locked: true } : null;
      });
    },

    clearFailures(email: string) {
      run("DELETE FROM sign_in_failures WHERE email = ?", normalEmail(email));
    },

    close() {
      db.close();
    },
  };
}
