import { createHash, randomBytes } from "node:crypto";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { atomically } from "../sqlite";
import type { PasskeyView } from "~/staff/passkeys";

/*
 * The staff's passkeys and the challenges they answer, in staff.db beside the accounts (the tables are the staff
 * store's migration 0003; openStaffStore has applied it before this opens the file). Its own connection, so the
 * accounts' store stays as it is. A challenge is handed out once, with a random token for the browser's cookie (only
 * its SHA-256 is kept), and taken once: whatever the answer, it is gone, so a signed answer cannot be replayed.
 */

/** How long a browser has to answer a challenge: the authenticator's own timeout and a little more. */
export const CHALLENGE_MS = 5 * 60_000;

export type Purpose = "register" | "sign-in";

export type StoredPasskey = {
  id: string;
  staffId: number;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** A passkey found by its ID for a sign-in, with its account. */
export type PasskeyOwner = StoredPasskey & { email: string; disabled: boolean; userHandle: string | null };

type Row = Record<string, SQLInputValue>;

const iso = (date: Date) => date.toISOString();
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

function transportsOf(text: SQLInputValue | undefined): string[] {
  try {
    const value: unknown = JSON.parse(String(text ?? "[]"));
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function passkeyOf(row: Row): StoredPasskey {
  return {
    id: String(row.id),
    staffId: Number(row.staff_id),
    publicKey: new Uint8Array(row.public_key as Uint8Array),
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
    name: String(row.name),
    createdAt: String(row.created_at),
    lastUsedAt: typeof row.last_used_at === "string" ? row.last_used_at : null,
  };
}

export const viewOf = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): PasskeyView => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

export type PasskeyStore = ReturnType<typeof openPasskeyStore>;

/** Opens the passkeys of the staff store at `file` (staff.db, already migrated by openStaffStore). */
export function openPasskeyStore(file: string) {
  const db = new DatabaseSync(file, { timeout: 5_000 });
  db.exec("PRAGMA foreign_keys = ON;");
  const row = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).get(...params) as Row | undefined;
  const run = (sql: string, ...params: SQLInputValue[]) => Number(db.prepare(sql).run(...params).changes);
  const mustKeepLast = (staffId: number) =>
    row(
      `SELECT 1 AS yes FROM staff JOIN staff_settings ON staff_settings.id = 1
       WHERE staff.id = ? AND staff.role = 'owner' AND staff_settings.owners_need_passkeys = 1
       AND (SELECT count(*) FROM staff_passkeys WHERE staff_id = staff.id) = 1`,
      staffId,
    ) !== undefined;

  return {
    /** The account's WebAuthn user handle (base64url), made the first time it is asked for. */
    userHandle(staffId: number): string {
      return atomically(db, () => {
        const found = row("SELECT user_handle FROM passkey_users WHERE staff_id = ?", staffId);
        if (found) return String(found.user_handle);
        const handle = randomBytes(32).toString("base64url");
        run("INSERT INTO passkey_users (staff_id, user_handle) VALUES (?, ?)", staffId, handle);
        return handle;
      });
    },

    /** An account's passkeys, oldest first. */
    list(staffId: number): StoredPasskey[] {
      return (
        db.prepare("SELECT * FROM staff_passkeys WHERE staff_id = ? ORDER BY created_at, id").all(staffId) as Row[]
      ).map(passkeyOf);
    },

    /** Keeps a passkey an account has just made; false when that passkey is kept already (for anyone). */
    add(
      staffId: number,
      passkey: { id: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string },
      now: Date,
    ): boolean {
      return (
        run(
          `INSERT INTO staff_passkeys (id, staff_id, public_key, counter, transports, name, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
          passkey.id,
          staffId,
          passkey.publicKey,
          passkey.counter,
          JSON.stringify(passkey.transports),
          passkey.name,
          iso(now),
        ) === 1
      );
    },

    /** A passkey by its ID, with whose it is; undefined when no account has it. */
    find(id: string): PasskeyOwner | undefined {
      const found = row(
        `SELECT staff_passkeys.*, staff.email, staff.disabled_at, passkey_users.user_handle FROM staff_passkeys
         JOIN staff ON staff.id = staff_passkeys.staff_id
         LEFT JOIN passkey_users ON passkey_users.staff_id = staff_passkeys.staff_id
         WHERE staff_passkeys.id = ?`,
        id,
      );
      if (!found) return undefined;
      return {
        ...passkeyOf(found),
        email: String(found.email),
        disabled: found.disabled_at !== null,
        userHandle: typeof found.user_handle === "string" ? found.user_handle : null,
      };
    },

    /**
     * A sign-in with a passkey went through: its new counter and when. Only ever forward, so of two answers checked
     * against the same old counter at once, one is refused here.
     */
    used(id: string, counter: number, now: Date): boolean {
      return (
        run(
          `UPDATE staff_passkeys SET counter = ?, last_used_at = ?
           WHERE id = ? AND (counter < ? OR (counter = 0 AND ? = 0))`,
          counter,
          iso(now),
          id,
          counter,
          counter,
        ) === 1
      );
    },

    /** Renames one of an account's passkeys; false when it has no such passkey. */
    rename(staffId: number, id: string, name: string): boolean {
      return run("UPDATE staff_passkeys SET name = ? WHERE id = ? AND staff_id = ?", name, id, staffId) === 1;
    },

    /**
     * Forgets one of an account's passkeys: "unknown" when it has no such passkey; refused ("last-passkey") for an
     * owner's only passkey while owners must sign in with one (staff_settings, migration 0004): they would be locked
     * out.
     */
    remove(staffId: number, id: string): "removed" | "unknown" | "last-passkey" {
      return atomically(db, () => {
        const known = row("SELECT 1 AS yes FROM staff_passkeys WHERE id = ? AND staff_id = ?", id, staffId);
        if (!known) return "unknown";
        if (mustKeepLast(staffId)) return "last-passkey";
        run("DELETE FROM staff_passkeys WHERE id = ? AND staff_id = ?", id, staffId);
        return "removed";
      });
    },

    /** Whether this account must keep the passkey it has: an owner's only one, while owners must have a passkey. */
    mustKeepLast,

    /** Whether an account has a passkey. */
    has(staffId: number): boolean {
      return row("SELECT 1 AS yes FROM staff_passkeys WHERE staff_id = ? LIMIT 1", staffId) !== undefined;
    },

    /** Keeps a challenge for one browser; the token for its cookie. Expired ones are cleared on the way. */
    startChallenge(purpose: Purpose, staffId: number | null, challenge: string, now: Date): string {
      const token = randomBytes(32).toString("base64url");
      atomically(db, () => {
        run("DELETE FROM passkey_challenges WHERE expires_at <= ?", iso(now));
        run(
          "INSERT INTO passkey_challenges (token_hash, purpose, staff_id, challenge, expires_at) VALUES (?, ?, ?, ?, ?)",
          digest(token),
          purpose,
          staffId,
          challenge,
          iso(new Date(now.getTime() + CHALLENGE_MS)),
        );
      });
      return token;
    },

    /**
     * Takes the challenge a browser's token holds, for `purpose`: it is gone from the store whatever happens next.
     * Undefined when there is none (never made, taken already, or for the other purpose) or it has expired.
     */
    takeChallenge(
      token: string,
      purpose: Purpose,
      now: Date,
    ): { challenge: string; staffId: number | null } | undefined {
      const taken = row(
        "DELETE FROM passkey_challenges WHERE token_hash = ? RETURNING purpose, staff_id, challenge, expires_at",
        digest(token),
      );
      if (!taken || taken.purpose !== purpose || String(taken.expires_at) <= iso(now)) return undefined;
      return { challenge: String(taken.challenge), staffId: taken.staff_id === null ? null : Number(taken.staff_id) };
    },

    close() {
      db.close();
    },
  };
}
