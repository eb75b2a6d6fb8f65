-- Every discovery-call request the site receives, and what became of it (server/leads/store.ts).
-- Times are ISO 8601 in UTC (Date.toISOString), so they sort and compare as text.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  -- Stable across retries: a mail system that already has a message with this id drops a second copy.
  message_id TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  -- How it came in: the form's script, the form posted without JavaScript, or the old outbox.jsonl.
  via TEXT NOT NULL CHECK (via IN ('script', 'form', 'outbox')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  title TEXT NOT NULL,
  service_interest TEXT NOT NULL,
  timeline TEXT NOT NULL,
  challenge TEXT NOT NULL,
  message TEXT NOT NULL,
  -- A hash of the fields, to keep an identical request sent twice in a row once.
  fingerprint TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'spam')),
  spam_reason TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  first_attempt_at TEXT,
  -- Set before each send and cleared after it: still set on start means the outcome of that send is unknown.
  attempt_started_at TEXT,
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  smtp_response TEXT
);

CREATE INDEX leads_by_status ON leads (status, next_attempt_at);
CREATE INDEX leads_by_fingerprint ON leads (fingerprint, received_at);

-- One-off facts about the store, such as when the old outbox was imported.
CREATE TABLE store_facts (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
