// @vitest-environment node
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { columnOf, FIELD_ORDER, type ContactSubmission } from "~/contact/contact-fields";
import { NO_FILTERS, type LeadFilters, type LeadView } from "~/staff/leads";
import { makeCompleteFields, makeFields } from "~/test/lead-factory";
import { migrate } from "../sqlite";
import { fingerprintOf, openLeadStore, searchQuery, type LeadStore } from "./store";

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

describe("finding leads", () => {
  const at = (iso: string) => new Date(iso);
  /** Three leads of the inbox and one of spam, received a day apart from 25 November 2026. */
  function seeded() {
    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    const add = (changes: Partial<ContactSubmission>, receivedAt: string, spamReason: string | null = null) =>
      store.add({ fields: makeFields(changes), via: "script", receivedAt: at(receivedAt), spamReason }).lead;
    const coast = add(
      {
        name: "Priya Raman",
        email: "priya.raman@harbourtrust.example",
        company: "Harbour Trust",
        serviceInterest: "collaboration-events",
        timeline: "quarter",
        challenge: "Twelve grantees need one shared plan for coastal resilience by spring.",
      },
      "2026-11-25T15:00:00.000Z",
    );
    const museum = add(
      {
        name: "Zoë Martín",
        email: "zoe@museum.example",
        company: "City Museum",
        serviceInterest: "immersive-experiences",
        timeline: "quarter",
        challenge: "An exhibition on the harbour's history that visitors walk through.",
        message: 'We liked your "Tidewater" installation *a lot*.',
      },
      // 27 November on the clock in Chicago, already 28 November in UTC.
      "2026-11-28T03:00:00.000Z",
    );
    const bank = add(
      {
        name: "Sam Okafor",
        company: "Coastline Credit Union",
        serviceInterest: "collaboration-events",
        timeline: "month",
        challenge: "Our branches and board disagree on the strategy.",
      },
      "2026-11-29T12:00:00.000Z",
    );
    const spam = add({ name: "Cheap Pills", challenge: "coastal pills" }, "2026-11-26T09:00:00.000Z", "honeypot");
    return { store, coast, museum, bank, spam };
  }
  const ids = (leads: { id: number }[]) => leads.map((lead) => lead.id);
  const found = (store: LeadStore, filters: Partial<LeadFilters>, view: LeadView = "inbox", timeZone = "UTC") =>
    ids(store.page({ view, filters: { ...NO_FILTERS, ...filters } }, timeZone).leads);

  it("has SQLite's full-text search (FTS5) in node:sqlite", () => {
    const db = new DatabaseSync(":memory:");
    expect(() => db.exec("CREATE VIRTUAL TABLE probe USING fts5(text)")).not.toThrow();
    db.close();
  });

  it("finds a lead by a word of its challenge or its message, by its company, name or address", () => {
    const { store, coast, museum, bank } = seeded();
    expect(found(store, { search: "resilience" })).toEqual([coast.id]);
    expect(found(store, { search: "Tidewater" })).toEqual([museum.id]);
    expect(found(store, { search: "credit union" })).toEqual([bank.id]);
    expect(found(store, { search: "okafor" })).toEqual([bank.id]);
    expect(found(store, { search: "priya.raman@harbourtrust.example" })).toEqual([coast.id]);
    expect(found(store, { search: "harbourtrust" })).toEqual([coast.id]);
    // The start of a word is enough; accents and case are not needed; every word must be there.
    expect(found(store, { search: "resil" })).toEqual([coast.id]);
    expect(found(store, { search: "zoe martin" })).toEqual([museum.id]);
    expect(found(store, { search: "coast" })).toEqual([bank.id, coast.id]);
    expect(found(store, { search: "coast spring" })).toEqual([coast.id]);
    expect(found(store, { search: "resilience winter" })).toEqual([]);
    // Spam stays in its own view, where the search finds it too.
    expect(found(store, { search: "coastal" }, "spam")).toHaveLength(1);
    store.close();
  });

  it("reads whatever is typed as words: quotes, stars and FTS5's own syntax neither break the search nor change it", () => {
    const { store, coast, museum } = seeded();
    const tricky = [
      '"',
      '""',
      "*",
      '"coastal',
      'coastal"',
      "coastal*",
      "*coastal",
      '"Tidewater" installation',
      "NEAR(coastal spring)",
      "name:Priya",
      "coastal OR museum",
      "coastal AND",
      "NOT coastal",
      "-coastal",
      "(coastal",
      "^coastal",
      "coastal + spring",
      "' OR 1=1 --",
      "\\",
      "😀",
    ];
    for (const search of tricky) expect(() => found(store, { search }), search).not.toThrow();
    expect(found(store, { search: '"coastal' })).toEqual([coast.id]);
    expect(found(store, { search: "coastal*" })).toEqual([coast.id]);
    expect(found(store, { search: '"Tidewater" installation' })).toEqual([museum.id]);
    // Words, not operators: "name:Priya" is the two words name and Priya, which no lead holds together.
    expect(found(store, { search: "name:Priya" })).toEqual([]);
    expect(found(store, { search: "coastal OR museum" })).toEqual([]);
    // Nothing to find in a search of marks alone.
    for (const search of ['"', "*", "-", "' --"]) expect(found(store, { search }), search).toEqual([]);
    store.close();
  });

  it("writes each word as a quoted FTS5 phrase, quotes doubled, matched as the start of a word", () => {
    expect(searchQuery('coastal "plan" *')).toBe('"coastal"* """plan"""*');
    expect(searchQuery('name:Priya NEAR("a')).toBe('"name:Priya"* "NEAR(""a"*');
    expect(searchQuery('  * - " ')).toBeNull();
  });

  it("combines the view, the search and each filter, and orders newest or oldest first", () => {
    const { store, coast, museum, bank } = seeded();
    expect(found(store, {})).toEqual([bank.id, museum.id, coast.id]);
    expect(found(store, { sort: "oldest" })).toEqual([coast.id, museum.id, bank.id]);
    expect(found(store, { service: "collaboration-events" })).toEqual([bank.id, coast.id]);
    expect(found(store, { timeline: "quarter" })).toEqual([museum.id, coast.id]);
    expect(found(store, { service: "collaboration-events", timeline: "quarter" })).toEqual([coast.id]);
    expect(found(store, { service: "collaboration-events", search: "board" })).toEqual([bank.id]);
    expect(found(store, { status: "pending", timeline: "month" })).toEqual([bank.id]);
    expect(found(store, { status: "sent" })).toEqual([]);
    expect(found(store, { from: "2026-11-26", to: "2026-11-28" })).toEqual([museum.id]);
    expect(found(store, { from: "2026-11-28", sort: "oldest" })).toEqual([museum.id, bank.id]);
    expect(found(store, { to: "2026-11-25" })).toEqual([coast.id]);
    store.markRetry(coast.id, "421 busy", new Date());
    store.setHandled(museum.id, true, { now: new Date(), who: "grace@firm.example" });
    expect(found(store, { timeline: "quarter" }, "new")).toEqual([coast.id]);
    expect(store.page({ view: "inbox", filters: { ...NO_FILTERS, service: "collaboration-events" } })).toMatchObject({
      total: 2,
      pageCount: 1,
    });
    // The export's rows: the same leads, oldest first.
    expect(ids(store.allOf({ view: "inbox", filters: { ...NO_FILTERS, timeline: "quarter" } }))).toEqual([
      coast.id,
      museum.id,
    ]);
    store.close();
  });

  it("reads the days of a range on the firm's clock", () => {
    const { store, museum, bank } = seeded();
    // 03:00 UTC on the 28th is 21:00 on the 27th in Chicago.
    expect(found(store, { from: "2026-11-27", to: "2026-11-27" }, "inbox", "America/Chicago")).toEqual([museum.id]);
    expect(found(store, { from: "2026-11-27", to: "2026-11-27" }, "inbox", "UTC")).toEqual([]);
    expect(found(store, { from: "2026-11-28" }, "inbox", "America/Chicago")).toEqual([bank.id]);
    store.close();
  });

  it("finds the leads stored before the search was added (migration 0006)", () => {
    // A store as migration 0005 left it, with a lead in it.
    const before = path.join(dir, "before-search");
    mkdirSync(before);
    for (const file of readdirSync(path.join(import.meta.dirname, "migrations")).filter((name) => name < "0006")) {
      copyFileSync(path.join(import.meta.dirname, "migrations", file), path.join(before, file));
    }
    const old = new DatabaseSync(path.join(dir, "leads.db"));
    migrate(old, before);
    old
      .prepare(
        `INSERT INTO leads (message_id, received_at, via, name, email, company, title, service_interest, timeline,
           challenge, message, fingerprint, status)
         VALUES ('<old@x>', '2026-01-02T09:00:00.000Z', 'form', 'Old', 'old@example.org', 'Estuary Trust', '', '', '',
           'Flooding on the estuary', '', 'f', 'pending')`,
      )
      .run();
    old.close();
    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    expect(found(store, { search: "estuary" })).toEqual([1]);
    expect(store.get(1)?.assignedTo).toBeNull();
    store.close();
  });

  it("forgets a deleted lead's words: its index entries are overwritten on disk with it", () => {
    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    const onDisk = () =>
      Buffer.concat(
        ["leads.db", "leads.db-wal"]
          .map((file) => path.join(dir, file))
          .filter((file) => existsSync(file))
          .map((file) => readFileSync(file)),
      );
    const kept = store.add({
      fields: makeFields({ challenge: "quillwort meadows" }),
      via: "script",
      receivedAt: new Date(),
    });
    const gone = store.add({
      fields: makeFields({ name: "Forget Me", challenge: "zygomorphic xylophones" }),
      via: "script",
      receivedAt: new Date(),
    });
    // Kept in the index as lower-case words: there before the delete.
    store.close();
    expect(onDisk().includes("xylophones")).toBe(true);
    const reopened = openLeadStore(dir, { messageIdDomain: "x.example" });
    expect(reopened.remove(gone.lead.id)).toBe(true);
    expect(found(reopened, { search: "xylophones" })).toEqual([]);
    expect(found(reopened, { search: "quillwort" })).toEqual([kept.lead.id]);
    reopened.close();
    expect(onDisk().includes("xylophones")).toBe(false);
    expect(onDisk().includes("zygomorphic")).toBe(false);
    expect(onDisk().includes("quillwort")).toBe(true);
  });
});

describe("notes and assignment", () => {
  const GRACE = "grace@firm.example";
  const ALAN = "alan@firm.example";
  const now = new Date("2026-11-28T16:05:00.000Z");

  it("keeps a note in the history, with who and when, as written", () => {
    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    const { lead } = store.add({ fields, via: "script", receivedAt: now });
    const note = 'Called back: wants a quote by Friday.\n<b>Budget</b> "tight"';
    expect(store.addNote(lead.id, note, { now, who: GRACE })).toBe(true);
    expect(store.addNote(999, "nobody", { now, who: GRACE })).toBe(false);
    expect(store.history(lead.id)?.events.at(-1)).toMatchObject({
      kind: "note",
      detail: note,
      who: GRACE,
      at: now.toISOString(),
    });
    store.close();
  });

  it("assigns a lead, records each change once, and lists a staff member's new ones as Mine", () => {
    const store = openLeadStore(dir, { messageIdDomain: "x.example" });
    const first = store.add({ fields, via: "script", receivedAt: now }).lead;
    const second = store.add({ fields: { ...fields, name: "Grace Hopper" }, via: "script", receivedAt: now }).lead;
    expect(store.assign(first.id, GRACE, { now, who: GRACE })).toBe(true);
    expect(store.assign(first.id, GRACE, { now, who: ALAN })).toBe(false);
    expect(store.assign(second.id, ALAN, { now, who: GRACE })).toBe(true);
    expect(store.get(first.id)?.assignedTo).toBe(GRACE);
    expect(store.viewCounts(GRACE)).toMatchObject({ mine: 1, new: 2 });
    expect(store.page({ view: "mine", me: GRACE }).leads.map((lead) => lead.id)).toEqual([first.id]);
    expect(store.page({ view: "mine", me: ALAN }).leads.map((lead) => lead.id)).toEqual([second.id]);
    expect(store.page({ view: "mine" }).leads).toEqual([]);

    // Handled, it is no longer to do: out of Mine, still assigned.
    store.setHandled(first.id, true, { now, who: GRACE });
    expect(store.viewCounts(GRACE).mine).toBe(0);
    expect(store.get(first.id)?.assignedTo).toBe(GRACE);

    expect(store.assign(second.id, null, { now, who: ALAN })).toBe(true);
    expect(store.assign(second.id, null, { now, who: ALAN })).toBe(false);
    expect(store.assign(999, GRACE, { now, who: GRACE })).toBe(false);
    const events = (id: number) =>
      store.history(id)?.events.filter((event) => event.kind === "assigned" || event.kind === "unassigned");
    expect(events(first.id)).toEqual([expect.objectContaining({ kind: "assigned", detail: GRACE, who: GRACE })]);
    expect(events(second.id)).toEqual([
      expect.objectContaining({ kind: "assigned", detail: ALAN, who: GRACE }),
      expect.objectContaining({ kind: "unassigned", detail: ALAN, who: ALAN }),
    ]);
    store.close();
  });
});
