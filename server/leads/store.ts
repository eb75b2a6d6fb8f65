import { createHash, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { columnOf, FIELD_ORDER, type ContactSubmission } from "~/contact/contact-fields";
import { atomically, migrate } from "../sqlite";
import { deliveryRecords } from "./delivery-store";
import { dayStart, nextDay } from "~/lib/time-zone";
import {
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  NO_FILTERS,
  type Lead,
  type LeadEvent,
  type LeadEventKind,
  type LeadListOptions,
  type LeadPage,
  type LeadStatus,
  type LeadVia,
  type LeadView,
  type LeadWithHistory,
} from "~/staff/leads";

/*
 * The leads' durable store: SQLite through Node's built-in node:sqlite, in DATA_DIR (docs/product.md, "Leads").
 * WAL, so `npm run leads` reads while the server writes. Two connections: arriving leads go through one with
 * synchronous=FULL, so each is on disk (fsync) before the visitor is told it arrived; the delivery's bookkeeping goes
 * through one with synchronous=NORMAL, which survives a crash of the process but not of the machine: losing such an
 * update only means a lead is sent again, with the same Message-ID (delivery.ts), and it spares the server an fsync
 * per update while the mail server is down. Calls are synchronous, so a check and the insert that follows it cannot interleave
 * with another request's.
 */

export const STORE_FILE = "leads.db";
const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");

/** Each view's condition; the Mine view's takes the staff member's address as its parameter. */
const VIEW_WHERE: Record<LeadView, string> = {
  inbox: "status != 'spam'",
  new: "status != 'spam' AND handled_at IS NULL",
  mine: "status != 'spam' AND handled_at IS NULL AND assigned_to = ?",
  spam: "status = 'spam'",
};

/**
 * The search box's words as an FTS5 query: each word a quoted phrase (a `"` doubled inside it), so nothing typed
 * is read as FTS5's syntax (AND, NEAR, a column's name, a stray quote or star), each matched as a word or the start
 * of one (`*` after the phrase), and every word needed. A "word" with no letter or digit ("-", a lone quote) has
 * nothing to find and is left out; null when no word is left.
 */
export function searchQuery(text: string): string | null {
  const words = text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length === 0 ? null : words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(" ");
}

/**
 * The form's fields and the columns that hold them (contact-fields.ts), in the form's order: each lead's insert and
 * read, and its fingerprint, follow it. A new field's column comes with a numbered migration.
 */
const FIELD_COLUMNS = FIELD_ORDER.map((field) => [field, columnOf(field)] as const);

type Row = Record<string, SQLInputValue>;

const text = (value: SQLInputValue | undefined): string => (typeof value === "string" ? value : "");
const textOrNull = (value: SQLInputValue | undefined): string | null => (typeof value === "string" ? value : null);

function leadOf(row: Row): Lead {
  // The columns hold what the form's checks passed.
  const fields = Object.fromEntries(
    FIELD_COLUMNS.map(([field, column]) => [field, text(row[column])]),
  ) as ContactSubmission;
  return {
    id: Number(row.id),
    messageId: text(row.message_id),
    receivedAt: text(row.received_at),
    via: text(row.via) as LeadVia,
    fields,
    status: text(row.status) as LeadStatus,
    spamReason: textOrNull(row.spam_reason),
    attempts: Number(row.attempts),
    firstAttemptAt: textOrNull(row.first_attempt_at),
    attemptStartedAt: textOrNull(row.attempt_started_at),
    nextAttemptAt: textOrNull(row.next_attempt_at),
    lastError: textOrNull(row.last_error),
    sentAt: textOrNull(row.sent_at),
    smtpResponse: textOrNull(row.smtp_response),
    handledAt: textOrNull(row.handled_at),
    handledBy: textOrNull(row.handled_by),
    assignedTo: textOrNull(row.assigned_to),
  };
}

const eventOf = (row: Row): LeadEvent => ({
  id: Number(row.id),
  leadId: Number(row.lead_id),
  at: text(row.at),
  kind: text(row.kind) as LeadEventKind,
  detail: textOrNull(row.detail),
  who: textOrNull(row.who),
});

/** What makes two requests the same: every field as stored, the address in any case. */
export function fingerprintOf(fields: ContactSubmission): string {
  const normalised = { ...fields, email: fields.email.toLowerCase() };
  const ordered = FIELD_ORDER.map((field) => normalised[field]);
  return createHash("sha256").update(JSON.stringify(ordered)).digest("hex");
}

export type NewLead = {
  fields: ContactSubmission;
  via: LeadVia;
  receivedAt: Date;
  spamReason?: string | null;
};

export type AddResult = { lead: Lead; duplicate: boolean };

export type LeadStore = ReturnType<typeof openLeadStore>;

export type StoreOptions = {
  /** The domain of each lead's Message-ID (the site's own). */
  messageIdDomain: string;
  /** An identical request within this window is kept once. */
  duplicateWindowMs?: number;
};

export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Opens (creating the folder, the file and its tables) the store in `dataDir`. */
export function openLeadStore(
  dataDir: string,
  { messageIdDomain, duplicateWindowMs = DUPLICATE_WINDOW_MS }: StoreOptions,
) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, STORE_FILE);
  const intake = new DatabaseSync(file, { timeout: 5_000 });
  // secure_delete: a deleted lead's text is overwritten on disk, not left in free pages (the privacy notice's promise).
  intake.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;");
  migrate(intake, MIGRATIONS_DIR);
  const db = new DatabaseSync(file, { timeout: 5_000 });
  db.exec("PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;");

  const oneOn = (connection: DatabaseSync, sql: string, ...params: SQLInputValue[]) => {
    const row = connection.prepare(sql).get(...params) as Row | undefined;
    return row ? leadOf(row) : undefined;
  };
  const one = (sql: string, ...params: SQLInputValue[]) => oneOn(db, sql, ...params);
  const many = (sql: string, ...params: SQLInputValue[]) =>
    (db.prepare(sql).all(...params) as Row[]).map((row) => leadOf(row));
  const run = (sql: string, ...params: SQLInputValue[]) => Number(db.prepare(sql).run(...params).changes);
  const get = (id: number) => one("SELECT * FROM leads WHERE id = ?", id);
  // The write-ahead log still holds the pages as they were before a delete: copy it into the database (whose
  // pages secure_delete has overwritten) and empty it, so a deleted lead is nowhere on disk.
  const forgetDeleted = () => db.exec("PRAGMA wal_checkpoint(TRUNCATE)");

  const columns = FIELD_COLUMNS.map(([, column]) => column);
  const insert = intake.prepare(
    `INSERT INTO leads (message_id, received_at, via, ${columns.join(", ")}, fingerprint, status, spam_reason)
     VALUES (?, ?, ?, ${columns.map(() => "?").join(", ")}, ?, ?, ?)`,
  );
  const recordOn = (connection: DatabaseSync) => {
    const statement = connection.prepare(
      "INSERT INTO lead_events (lead_id, at, kind, detail, who) VALUES (?, ?, ?, ?, ?)",
    );
    return (id: number, at: Date, kind: LeadEventKind, detail: string | null = null, who: string | null = null) => {
      statement.run(id, at.toISOString(), kind, detail, who);
    };
  };
  const recordIntake = recordOn(intake);
  const record = recordOn(db);
  /** The condition a view, its search and its filters make, with its parameters. */
  const selection = (
    { view, filters = NO_FILTERS, me }: Pick<LeadListOptions, "view" | "filters" | "me">,
    timeZone: string,
  ): { where: string; params: SQLInputValue[] } => {
    const clauses = [VIEW_WHERE[view]];
    const params: SQLInputValue[] = view === "mine" ? [me ?? null] : [];
    const where = (clause: string, ...values: SQLInputValue[]) => {
      clauses.push(clause);
      params.push(...values);
    };
    if (filters.search) {
      const query = searchQuery(filters.search);
      if (query === null) where("0");
      else where("id IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ?)", query);
    }
    if (filters.service) where(`${columnOf("serviceInterest")} = ?`, filters.service);
    if (filters.timeline) where(`${columnOf("timeline")} = ?`, filters.timeline);
    if (filters.status) where("status = ?", filters.status);
    const from = filters.from ? dayStart(filters.from, timeZone) : null;
    if (from) where("received_at >= ?", from);
    const until = filters.to ? dayStart(nextDay(filters.to), timeZone) : null;
    if (until) where("received_at < ?", until);
    return { where: clauses.map((clause) => `(${clause})`).join(" AND "), params };
  };

  /** Runs an UPDATE of one lead and, when it changed the lead, records `event` with it. */
  const change = (event: Parameters<typeof record>, sql: string, ...params: SQLInputValue[]): boolean =>
    atomically(db, () => {
      const changed = run(sql, ...params) === 1;
      if (changed) record(...event);
      return changed;
    });

  return {
    file,

    // The webhooks' deliveries, one per lead and destination (delivery-store.ts).
    ...deliveryRecords(db, record),

    /**
     * Stores a request, pending or as spam; an identical one of the same kind (spam or not) received within the
     * duplicate window is returned instead, marked `duplicate`, and nothing is written.
     */
    add({ fields, via, receivedAt, spamReason = null }: NewLead): AddResult {
      const fingerprint = fingerprintOf(fields);
      const since = new Date(receivedAt.getTime() - duplicateWindowMs).toISOString();
      // One transaction, so one fsync, for the lead and its first events.
      return atomically(intake, () => {
        const earlier = oneOn(
          intake,
          `SELECT * FROM leads WHERE fingerprint = ? AND received_at >= ? AND (status = 'spam') = ? ORDER BY id LIMIT 1`,
          fingerprint,
          since,
          spamReason === null ? 0 : 1,
        );
        if (earlier) return { lead: earlier, duplicate: true };
        const values = FIELD_ORDER.map((field) => fields[field]);
        const { lastInsertRowid } = insert.run(
          `<lead-${randomUUID()}@${messageIdDomain}>`,
          receivedAt.toISOString(),
          via,
          ...values,
          fingerprint,
          spamReason === null ? "pending" : "spam",
          spamReason,
        );
        const id = Number(lastInsertRowid);
        recordIntake(id, receivedAt, "received", via);
        if (spamReason !== null) recordIntake(id, receivedAt, "kept-as-spam", spamReason);
        const lead = oneOn(intake, "SELECT * FROM leads WHERE id = ?", id) as Lead;
        return { lead, duplicate: false };
      });
    },

    get,

    /** Newest first. */
    list: ({ status, limit = -1 }: { status?: LeadStatus; limit?: number } = {}) =>
      status
        ? many("SELECT * FROM leads WHERE status = ? ORDER BY id DESC LIMIT ?", status, limit)
        : many("SELECT * FROM leads ORDER BY id DESC LIMIT ?", limit),

    /** Oldest first. */
    all: () => many("SELECT * FROM leads ORDER BY id"),

    counts(): Record<LeadStatus, number> {
      const rows = db.prepare("SELECT status, COUNT(*) AS n FROM leads GROUP BY status").all() as Row[];
      const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
      for (const row of rows) counts[text(row.status) as LeadStatus] = Number(row.n);
      return counts;
    },

    /** The next pending lead due for a send at `now`, the longest waiting first. */
    nextDue: (now: Date) =>
      one(
        `SELECT * FROM leads WHERE status = 'pending' AND attempt_started_at IS NULL
           AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
         ORDER BY next_attempt_at IS NOT NULL, next_attempt_at, id LIMIT 1`,
        now.toISOString(),
      ),

    /** When the next pending lead falls due, if any waits for a retry. */
    nextRetryAt(): Date | null {
      const row = db
        .prepare(`SELECT MIN(next_attempt_at) AS at FROM leads WHERE status = 'pending' AND attempt_started_at IS NULL`)
        .get() as Row;
      return typeof row.at === "string" ? new Date(row.at) : null;
    },

    /** Leads whose last send began and never recorded an outcome: the process stopped mid-send. */
    unfinishedAttempts: () =>
      many("SELECT * FROM leads WHERE status = 'pending' AND attempt_started_at IS NOT NULL ORDER BY id"),

    /** Recorded, and on disk, before the message is handed to the mail server. */
    beginAttempt(id: number, now: Date) {
      const at = now.toISOString();
      run(
        `UPDATE leads SET attempts = attempts + 1, attempt_started_at = ?, first_attempt_at = COALESCE(first_attempt_at, ?)
         WHERE id = ?`,
        at,
        at,
        id,
      );
    },

    /** The mail server accepted the message. */
    markSent(id: number, now: Date, response: string) {
      change(
        [id, now, "sent", response],
        `UPDATE leads SET status = 'sent', sent_at = ?, smtp_response = ?, attempt_started_at = NULL, next_attempt_at = NULL,
           last_error = NULL WHERE id = ?`,
        now.toISOString(),
        response,
        id,
      );
    },

    /** A send failed; the lead waits until `retryAt`. */
    markRetry(id: number, error: string, retryAt: Date, now = new Date()) {
      change(
        [id, now, "send-failed", error],
        "UPDATE leads SET attempt_started_at = NULL, last_error = ?, next_attempt_at = ? WHERE id = ?",
        error,
        retryAt.toISOString(),
        id,
      );
    },

    /** Sends kept failing for too long: a person has to look (npm run leads). */
    markFailed(id: number, error: string, now = new Date()) {
      change(
        [id, now, "gave-up", error],
        "UPDATE leads SET status = 'failed', attempt_started_at = NULL, next_attempt_at = NULL, last_error = ? WHERE id = ?",
        error,
        id,
      );
    },

    /** The mail server refused the message for good (`response`, its words): a person has to look. */
    markRefused(id: number, response: string, now = new Date()) {
      change(
        [id, now, "refused", response],
        "UPDATE leads SET status = 'failed', attempt_started_at = NULL, next_attempt_at = NULL, last_error = ? WHERE id = ?",
        response,
        id,
      );
    },

    /** A send whose outcome is unknown is due again, with the same Message-ID. */
    resumeUnfinished(id: number, now: Date) {
      const reason =
        "The server stopped during a send; its outcome is unknown, so it is sent again with the same Message-ID";
      change(
        [id, now, "send-interrupted", reason],
        "UPDATE leads SET attempt_started_at = NULL, next_attempt_at = ?, last_error = ? WHERE id = ?",
        now.toISOString(),
        reason,
        id,
      );
    },

    /**
     * Puts a lead back in the queue (a failed one, or spam that was not): due now, with a fresh 24 hours of retries.
     * Returns false when the lead does not exist or was already sent. For the server's terminal (npm run leads).
     */
    requeue(id: number, now: Date): boolean {
      return atomically(db, () => {
        const lead = get(id);
        if (!lead || lead.status === "sent") return false;
        run(
          `UPDATE leads SET status = 'pending', spam_reason = NULL, first_attempt_at = NULL, attempt_started_at = NULL,
             next_attempt_at = ? WHERE id = ?`,
          now.toISOString(),
          id,
        );
        if (lead.status === "spam") record(id, now, "not-spam", lead.spamReason);
        else record(id, now, "retry-requested");
        return true;
      });
    },

    /**
     * Spam that was not: pending and due now, so the delivery worker sends it. Returns false when the lead does not
     * exist or is not spam.
     */
    markNotSpam(id: number, { now, who }: { now: Date; who: string }): boolean {
      return atomically(db, () => {
        const lead = get(id);
        if (lead?.status !== "spam") return false;
        run(
          `UPDATE leads SET status = 'pending', spam_reason = NULL, first_attempt_at = NULL, next_attempt_at = ?
           WHERE id = ?`,
          now.toISOString(),
          id,
        );
        record(id, now, "not-spam", lead.spamReason, who);
        return true;
      });
    },

    /**
     * A failed lead, or a pending one waiting for its next try, is due now. A failed one gets a fresh 24 hours of
     * retries; a pending one keeps its own. Returns false when the lead does not exist, is sent or spam, or is being
     * sent at this moment.
     */
    retryNow(id: number, { now, who }: { now: Date; who: string }): boolean {
      return change(
        [id, now, "retry-requested", null, who],
        `UPDATE leads SET first_attempt_at = CASE WHEN status = 'failed' THEN NULL ELSE first_attempt_at END,
           status = 'pending', next_attempt_at = ?
         WHERE id = ? AND status IN ('failed', 'pending') AND attempt_started_at IS NULL`,
        now.toISOString(),
        id,
      );
    },

    /** Marks a lead handled by `who`, or new again. Returns false when it does not exist or already was so. */
    setHandled(id: number, handled: boolean, { now, who }: { now: Date; who: string }): boolean {
      return handled
        ? change(
            [id, now, "handled", null, who],
            "UPDATE leads SET handled_at = ?, handled_by = ? WHERE id = ? AND handled_at IS NULL",
            now.toISOString(),
            who,
            id,
          )
        : change(
            [id, now, "not-handled", null, who],
            "UPDATE leads SET handled_at = NULL, handled_by = NULL WHERE id = ? AND handled_at IS NOT NULL",
            id,
          );
    },

    /**
     * One page of a view, searched and filtered, newest first unless told. The filters' days are on the clock of
     * `timeZone` (the firm's).
     */
    page({ page = 1, pageSize = LEADS_PAGE_SIZE, ...options }: LeadListOptions, timeZone = "UTC"): LeadPage {
      const { where, params } = selection(options, timeZone);
      const filters = options.filters ?? NO_FILTERS;
      // A page number from a URL may be anything: out of range reads as the first page.
      const current = Number.isSafeInteger(page) && page > 0 ? page : 1;
      const size = Number.isSafeInteger(pageSize) && pageSize > 0 ? pageSize : LEADS_PAGE_SIZE;
      const total = Number((db.prepare(`SELECT COUNT(*) AS n FROM leads WHERE ${where}`).get(...params) as Row).n);
      const order = filters.sort === "oldest" ? "received_at, id" : "received_at DESC, id DESC";
      const leads = many(
        `SELECT * FROM leads WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
        ...params,
        size,
        (current - 1) * size,
      );
      const pageCount = Math.max(1, Math.ceil(total / size));
      return { leads, view: options.view, filters, page: current, pageSize: size, total, pageCount };
    },

    /** Every lead of a view, searched and filtered as `page` does, oldest first (an export). */
    allOf(options: Omit<LeadListOptions, "page" | "pageSize">, timeZone = "UTC"): Lead[] {
      const { where, params } = selection(options, timeZone);
      return many(`SELECT * FROM leads WHERE ${where} ORDER BY received_at, id`, ...params);
    },

    /** How many leads each view holds; Mine's, those assigned to `me`. */
    viewCounts(me: string | null = null): Record<LeadView, number> {
      const row = db
        .prepare(
          `SELECT COUNT(*) FILTER (WHERE ${VIEW_WHERE.inbox}) AS inbox, COUNT(*) FILTER (WHERE ${VIEW_WHERE.new}) AS new,
             COUNT(*) FILTER (WHERE ${VIEW_WHERE.mine}) AS mine, COUNT(*) FILTER (WHERE ${VIEW_WHERE.spam}) AS spam
           FROM leads`,
        )
        .get(me) as Row;
      return { inbox: Number(row.inbox), new: Number(row.new), mine: Number(row.mine), spam: Number(row.spam) };
    },

    /** An internal note by `who`, in the lead's history. Returns false when there is no such lead. */
    addNote(id: number, note: string, { now, who }: { now: Date; who: string }): boolean {
      return atomically(db, () => {
        if (!get(id)) return false;
        record(id, now, "note", note, who);
        return true;
      });
    },

    /**
     * Assigns a lead to a staff member (their address), or to nobody (null), recorded as `who` did it. Returns false
     * when there is no such lead or it already was so.
     */
    assign(id: number, to: string | null, { now, who }: { now: Date; who: string }): boolean {
      return atomically(db, () => {
        const lead = get(id);
        if (!lead || lead.assignedTo === to) return false;
        run("UPDATE leads SET assigned_to = ? WHERE id = ?", to, id);
        if (to === null) record(id, now, "unassigned", lead.assignedTo, who);
        else record(id, now, "assigned", to, who);
        return true;
      });
    },

    /** A lead and what happened to it, oldest first. */
    history(id: number): LeadWithHistory | undefined {
      const lead = get(id);
      if (!lead) return undefined;
      // Every lead has its receipt logged (leads from before the history: migration 0004).
      const events = (db.prepare("SELECT * FROM lead_events WHERE lead_id = ? ORDER BY at, id").all(id) as Row[]).map(
        eventOf,
      );
      return { lead, events };
    },

    /** Deletes a lead for good (a visitor asked). Returns false when there is none. */
    remove(id: number): boolean {
      const deleted = run("DELETE FROM leads WHERE id = ?", id) === 1;
      if (deleted) forgetDeleted();
      return deleted;
    },

    /** Deletes every lead received before `before` (the retention period is over). Returns how many. */
    removeReceivedBefore(before: Date): number {
      const deleted = run(
        "DELETE FROM leads WHERE received_at < ? AND attempt_started_at IS NULL",
        before.toISOString(),
      );
      if (deleted > 0) forgetDeleted();
      return deleted;
    },

    /**
     * Spends a form token (its digest) until it would expire: true the first time, false when it was spent before.
     * Through the connection that does not wait for the disk: a token forgotten in a machine's crash counts once more.
     */
    spendFormToken(tokenHash: string, expiresAt: Date, now: Date): boolean {
      return atomically(db, () => {
        run("DELETE FROM used_form_tokens WHERE expires_at <= ?", now.toISOString());
        return (
          run(
            "INSERT OR IGNORE INTO used_form_tokens (token_hash, expires_at) VALUES (?, ?)",
            tokenHash,
            expiresAt.toISOString(),
          ) === 1
        );
      });
    },

    /** A one-off fact about the store (store_facts), such as when an old outbox was imported. */
    fact: (key: string) => {
      const row = intake.prepare("SELECT value FROM store_facts WHERE key = ?").get(key) as Row | undefined;
      return row ? text(row.value) : undefined;
    },

    close: () => {
      db.close();
      intake.close();
    },
  };
}

/** Every lead in `dataDir`, oldest first, read through a connection of its own (beside a running server). */
export function readLeads(dataDir: string): Lead[] {
  const store = openLeadStore(dataDir, { messageIdDomain: "localhost" });
  try {
    return store.all();
  } finally {
    store.close();
  }
}
