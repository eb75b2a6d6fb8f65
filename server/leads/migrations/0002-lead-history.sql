-- What happened to each lead, and whether the firm has dealt with it (server/leads/store.ts, the staff's inbox).
-- Leads stored before this migration have no events: their history is what their columns say.
ALTER TABLE leads ADD COLUMN handled_at TEXT;
-- The staff member who marked it handled (their sign-in email).
ALTER TABLE leads ADD COLUMN handled_by TEXT;

-- The inbox lists newest first, in pages.
CREATE INDEX leads_by_received ON leads (received_at);

-- Append-only. No CHECK on kind: a new kind of event then needs no rebuild of the table (store.ts lists them).
CREATE TABLE lead_events (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL,
  detail TEXT,
  -- The staff member who did it; NULL for the site itself (receipt, delivery) and the server's terminal.
  who TEXT
);

CREATE INDEX lead_events_by_lead ON lead_events (lead_id, id);

-- A deleted lead (the visitor asked, or its retention is over) takes its history with it, whichever connection
-- deletes it: a trigger needs no PRAGMA foreign_keys on each of them.
CREATE TRIGGER lead_events_go_with_lead AFTER DELETE ON leads
BEGIN
  DELETE FROM lead_events WHERE lead_id = old.id;
END;
