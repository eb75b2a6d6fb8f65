-- The form's fill-time tokens already spent on a send (server/leads/form-token.ts): each counts once. Only a digest
-- of the token is kept, until the token would have expired anyway.
CREATE TABLE used_form_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX used_form_tokens_by_expiry ON used_form_tokens (expires_at);
