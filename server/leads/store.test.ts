// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { columnOf, FIELD_ORDER } from "~/contact/contact-fields";
import { makeCompleteFields, makeFields } from "~/test/lead-factory";
import { migrate } from "../sqlite";
import { fingerprintOf, openLeadStore } from "./store";

const fields = makeFields({ challenge: "Partners disagree." });

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-store-"));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the leads store", () => {
  it("is SQLite in WAL mode with full sync, at the latest numbered migration", () => {
    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    store.close();
    const db = new DatabaseSync(path.join(dir, "leads.db"));
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
    const migrations = readdirSync(path.join(import.meta.dirname, "migrations")).filter((file) =>
      file.endsWith(".sql"),
    );
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("user_version")).toBe(migrations.length);
    db.close();
  });

  it("applies only the migrations not yet applied, each whole or not at all, naming the one that failed", () => {
    const migrations = path.join(dir, "migrations");
    mkdirSync(migrations);
    writeFileSync(path.join(migrations, "0001-first.sql"), "CREATE TABLE a (x);");
    const db = new DatabaseSync(":memory:");
    expect(migrate(db, migrations)).toBe(1);
    writeFileSync(path.join(migrations, "0002-second.sql"), "CREATE TABLE b (x); INSERT INTO nowhere VALUES (1);");
    expect(() => migrate(db, migrations)).toThrow(/migration 0002-second\.sql failed: no such table: nowhere/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 1 });
    writeFileSync(path.join(migrations, "0002-second.sql"), "CREATE TABLE b (x);");
    migrate(db, migrations);
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 2 });
    db.close();
  });

  it("keeps each field of the form in a column of its own, which a numbered migration adds", () => {
    const complete = makeCompleteFields();
    const store = openLeadStore(dir, { messageIdDomain: "northbridge.example" });
    const { lead } = store.add({ fields: complete, via: "form", receivedAt: new Date() });
    store.close();
    expect(lead.fields).toEqual(complete);
    const db = new DatabaseSync(path.join(dir, "leads.db"));
    const row = db.prepare("SELECT * FROM leads").get() ?? {};
    for (const field of FIELD_ORDER) expect(row[columnOf(field)], field).toBe(complete[field]);
    db.close();
  });

  it("keeps leads across a reopen, each with its own stable Message-ID", () => {
    const store = openLeadStore(dir, { messageIdDomain: "northbridge.example" });
    const first = store.add({ fields, via: "script", receivedAt: new Date() }).lead;
    const second = store.add({ fields: { ...fields, name: "Grace Hopper" }, via: "form", receivedAt: new Date() }).lead;
    store.close();
    const reopened = openLeadStore(dir, { messageIdDomain: "elsewhere.example" });
    expect(reopened.all().map((lead) => lead.messageId)).toEqual([first.messageId, second.messageId]);
    expect(first.messageId).not.toBe(second.messageId);
    reopened.close();
  });

  it("reads two requests as the same whatever the case of the address, and as different for any other change", () => {
    expect(fingerprintOf({ ...fields, email: "ADA@Example.org" })).toBe(fingerprintOf(fields));
    expect(fingerprintOf({ ...fields, message: "x" })).not.toBe(fingerprintOf(fields));
  });

  it("writes the history of a lead stored before it was kept from the lead's columns, once (migration 0004)", () => {
    // A store as the first migration left it, with a lead already emailed.
    const first = path.join(dir, "first-migration");
    mkdirSync(first);
    copyFileSync(path.join(import.meta.dirname, "migrations", "0001-leads.sql"), path.join(first, "0001-leads.sql"));
    const old = new DatabaseSync(path.join(dir, "leads.db"));
    migrate(old, first);
    old
      .prepare(
        `INSERT INTO leads (message_id, received_at, via, name, email, company, title, service_interest, timeline,
           challenge, message, fingerprint, status, attempts, sent_at, smtp_response)
         VALUES ('<old@x>', '2026-01-02T09:00:00.000Z', 'form', 'Old', 'old@example.org', '', '', '', '', 'x', '', 'f',
           'sent', 1, '2026-01-02T09:00:05.000Z', '250 2.0.0 Ok: queued')`,
      )
      .run();
    old.close();

    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    store.setHandled(1, true, { now: new Date("2026-03-01T10:00:00.000Z"), who: "grace@firm.example" });
    expect(store.history(1)?.events).toEqual([
      { id: 1, leadId: 1, at: "2026-01-02T09:00:00.000Z", kind: "received", detail: "form", who: null },
      { id: 2, leadId: 1, at: "2026-01-02T09:00:05.000Z", kind: "sent", detail: "250 2.0.0 Ok: queued", who: null },
      expect.objectContaining({ kind: "handled", at: "2026-03-01T10:00:00.000Z", who: "grace@firm.example" }),
    ]);
    expect(store.get(1)).toMatchObject({ handledAt: "2026-03-01T10:00:00.000Z", handledBy: "grace@firm.example" });
    store.close();
    // Reopened, nothing is written twice.
    const again = openLeadStore(dir, { messageIdDomain: "x.example" });
    expect(again.history(1)?.events).toHaveLength(3);
    again.close();
  });

  it("deletes a lead's history with the lead", () => {
    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    const kept = store.add({ fields, via: "script", receivedAt: new Date() }).lead;
    const gone = store.add({ fields: { ...fields, name: "Forget Me" }, via: "script", receivedAt: new Date() }).lead;
    store.setHandled(gone.id, true, { now: new Date(), who: "grace@firm.example" });
    expect(store.remove(gone.id)).toBe(true);
    store.close();
    const db = new DatabaseSync(path.join(dir, "leads.db"));
    const leadIds = db.prepare("SELECT DISTINCT lead_id AS id FROM lead_events").all();
    expect(leadIds).toEqual([{ id: kept.id }]);
    db.close();
  });
});
