-- Where each lead goes besides the email (signed webhooks, Slack), one row per lead and destination, with the same
-- bookkeeping as the email's columns in leads (server/leads/delivery-store.ts). Times are ISO 8601 in UTC.

-- Each destination the server has been given (LEADS_WEBHOOK_URL, LEADS_SLACK_WEBHOOK_URL), by a key that names it
-- without its address (a hash: a Slack address is its own secret). It gets the leads received from `since` on: a
-- destination added later is not sent every lead of the past two years.
CREATE TABLE lead_destinations (
  destination TEXT PRIMARY KEY,
  since TEXT NOT NULL
);

CREATE TABLE lead_deliveries (
  lead_id INTEGER NOT NULL,
  destination TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  -- When the lead was queued for this destination: it waits from then.
  queued_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  first_attempt_at TEXT,
  -- Set before each send and cleared after it: still set on start means the outcome of that send is unknown.
  attempt_started_at TEXT,
  next_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  -- The receiver's answer to the send that reached it.
  response TEXT,
  PRIMARY KEY (lead_id, destination)
);

CREATE INDEX lead_deliveries_by_status ON lead_deliveries (status, next_attempt_at);

CREATE TRIGGER lead_deliveries_go_with_lead AFTER DELETE ON leads
BEGIN
  DELETE FROM lead_deliveries WHERE lead_id = old.id;
END;
