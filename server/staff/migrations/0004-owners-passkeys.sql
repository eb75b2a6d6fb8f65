-- The staff area's settings, one row (docs/decisions/0036-owners-may-require-passkeys.md): whether owners must sign
-- in with a passkey. Off until an owner turns it on at /staff/accounts, or the terminal does (npm run staff --
-- passkeys required); the store keeps every owner with a passkey while it is on (server/staff/store.ts).
CREATE TABLE staff_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  owners_need_passkeys INTEGER NOT NULL DEFAULT 0 CHECK (owners_need_passkeys IN (0, 1))
);
INSERT INTO staff_settings (id) VALUES (1);
