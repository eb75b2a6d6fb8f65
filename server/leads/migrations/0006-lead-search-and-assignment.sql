-- The staff's inbox as a team's tool (server/leads/store.ts): who each lead is assigned to, and a full-text search
-- over what the visitor wrote.

-- The staff member it is assigned to (their sign-in email), NULL for nobody. Each change is in lead_events
-- (assigned, unassigned), as is each internal note (note): neither needs a column.
ALTER TABLE leads ADD COLUMN assigned_to TEXT;
CREATE INDEX leads_by_assignee ON leads (assigned_to, received_at);

-- The words of each lead's name, company, email, challenge and message, for the search box. External content: the
-- text stays in leads alone, and the index is kept in step by the triggers below. unicode61 with diacritics
-- removed: "Zoe" finds Zoë.
CREATE VIRTUAL TABLE lead_search USING fts5(
  name, company, email, challenge, message,
  content = 'leads', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);
-- A deleted lead's words leave the index at once (not at a later merge), so with secure_delete they are nowhere on
-- disk: the privacy notice's promise.
INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);
-- The leads stored before this migration.
INSERT INTO lead_search (lead_search) VALUES ('rebuild');

CREATE TRIGGER lead_search_add AFTER INSERT ON leads
BEGIN
  INSERT INTO lead_search (rowid, name, company, email, challenge, message)
  VALUES (new.id, new.name, new.company, new.email, new.challenge, new.message);
END;

CREATE TRIGGER lead_search_remove AFTER DELETE ON leads
BEGIN
  INSERT INTO lead_search (lead_search, rowid, name, company, email, challenge, message)
  VALUES ('delete', old.id, old.name, old.company, old.email, old.challenge, old.message);
END;

-- A lead's words never change today; should a command ever correct one, the index follows.
CREATE TRIGGER lead_search_change AFTER UPDATE OF name, company, email, challenge, message ON leads
BEGIN
  INSERT INTO lead_search (lead_search, rowid, name, company, email, challenge, message)
  VALUES ('delete', old.id, old.name, old.company, old.email, old.challenge, old.message);
  INSERT INTO lead_search (rowid, name, company, email, challenge, message)
  VALUES (new.id, new.name, new.company, new.email, new.challenge, new.message);
END;
