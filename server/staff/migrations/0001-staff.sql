-- The firm's staff accounts, their sessions and set-password links, and the sign-in lockout (server/staff/store.ts).
-- Times are ISO 8601 in UTC (Date.toISOString), so they sort and compare as text.
CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  -- Kept in lower case; NOCASE as well, so no second account can differ by case alone.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- scrypt, with its parameters (password.ts); null until the person sets one through a link.
  password_hash TEXT,
  created_at TEXT NOT NULL,
  -- Set by `npm run staff -- remove`: the row stays, so a record of who published what still names the person.
  disabled_at TEXT
);

CREATE TABLE staff_sessions (
  -- SHA-256 of the cookie's token: a copy of this file signs no one in.
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  -- The absolute end, whatever the activity.
  expires_at TEXT NOT NULL
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

CREATE TABLE password_links (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_links_by_staff ON password_links (staff_id);

-- Failed sign-ins by the address typed, known or not, so a lockout says nothing about which accounts exist.
CREATE TABLE sign_in_failures (
  email TEXT NOT NULL COLLATE NOCASE,
  at TEXT NOT NULL
);
CREATE INDEX sign_in_failures_by_email ON sign_in_failures (email, at);

CREATE TABLE sign_in_locks (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  locked_until TEXT NOT NULL
);
