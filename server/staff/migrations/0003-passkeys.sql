-- Passkeys (WebAuthn) for signing in without a password, and the one-time challenges they answer
-- (server/staff/passkey-store.ts). Times are ISO 8601 in UTC, as in 0001.

-- The random WebAuthn user handle of each account that has made a passkey: an authenticator keeps it with the
-- passkey, so one device holds at most one passkey per account, and it names no one.
CREATE TABLE passkey_users (
  staff_id INTEGER PRIMARY KEY REFERENCES staff (id) ON DELETE CASCADE,
  user_handle TEXT NOT NULL UNIQUE
);

CREATE TABLE staff_passkeys (
  -- The credential's ID, base64url, as the browser reports it.
  id TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  -- COSE, as the authenticator gave it at registration.
  public_key BLOB NOT NULL,
  -- The authenticator's signature counter: an assertion must raise it (or both stay 0).
  counter INTEGER NOT NULL,
  -- JSON array: how the browser may reach the authenticator (internal, hybrid, usb …).
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX staff_passkeys_by_staff ON staff_passkeys (staff_id);

-- A challenge handed to one browser (its cookie holds the token; only its SHA-256 is kept), taken once: a response
-- signed over it is checked at most once, and never after it expires.
CREATE TABLE passkey_challenges (
  token_hash TEXT PRIMARY KEY,
  -- 'register' (a signed-in account adding a passkey) or 'sign-in'.
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  -- Whose registration it is; null for a sign-in, where the passkey says who.
  staff_id INTEGER REFERENCES staff (id) ON DELETE CASCADE,
  challenge TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- An account removed (disabled_at set, by the terminal or the browser) loses its passkeys at once: one brought back
-- starts with none, as it starts without a password.
CREATE TRIGGER staff_passkeys_forgotten AFTER UPDATE OF disabled_at ON staff
WHEN NEW.disabled_at IS NOT NULL
BEGIN
  DELETE FROM staff_passkeys WHERE staff_id = NEW.id;
  DELETE FROM passkey_challenges WHERE staff_id = NEW.id;
END;
