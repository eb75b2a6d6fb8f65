-- Two roles (docs/staff.md, "Accounts and roles"): an owner manages the accounts, an editor does everything else.
-- A new account is an editor unless it is given the owner's role; every account made before roles existed becomes an
-- owner, so nobody loses what they could do. The store keeps at least one owner (server/staff/store.ts).
ALTER TABLE staff ADD COLUMN role TEXT NOT NULL DEFAULT 'editor' CHECK (role IN ('owner', 'editor'));
UPDATE staff SET role = 'owner';

-- The browser a session was started from (its User-Agent, cut short), so a person can tell their sessions apart.
ALTER TABLE staff_sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
