-- Leads stored before 0002 have no events: their history is written once from what their columns say, so the
-- history is read from lead_events alone (store.ts). Same times and details the page showed before.
INSERT INTO lead_events (lead_id, at, kind, detail, who)
SELECT id, received_at, 'received', via, NULL FROM leads
WHERE NOT EXISTS (SELECT 1 FROM lead_events WHERE lead_id = leads.id AND kind = 'received');

INSERT INTO lead_events (lead_id, at, kind, detail, who)
SELECT id, received_at, 'kept-as-spam', spam_reason, NULL FROM leads
WHERE status = 'spam' AND NOT EXISTS (SELECT 1 FROM lead_events WHERE lead_id = leads.id AND kind = 'kept-as-spam');

INSERT INTO lead_events (lead_id, at, kind, detail, who)
SELECT id, sent_at, 'sent', smtp_response, NULL FROM leads
WHERE sent_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lead_events WHERE lead_id = leads.id AND kind = 'sent');
