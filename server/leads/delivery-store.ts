import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { LeadEventKind } from "~/staff/leads";
import { atomically } from "../sqlite";

/*
 * The store's side of the webhooks (webhook-delivery.ts): one row per lead and destination in lead_deliveries
 * (migration 0005), kept as the email's columns are kept in leads: recorded before each send, marked after, due
 * again after a failure. Part of the lead store (store.ts spreads these into it), on its bookkeeping connection.
 * Destinations are named by their keys (webhooks.ts): the rows of a destination no longer set are left alone.
 */

type Row = Record<string, SQLInputValue>;
type Record_ = (id: number, at: Date, kind: LeadEventKind, detail?: string | null, who?: string | null) => void;

export type DeliveryStatus = "pending" | "sent" | "failed";

export type DeliveryRow = {
  leadId: number;
  destination: string;
  status: DeliveryStatus;
  queuedAt: string;
  attempts: number;
  firstAttemptAt: string | null;
  attemptStartedAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  response: string | null;
};

/** A lead not delivered in time somewhere: "email", or a destination's key. */
export type LateDelivery = { leadId: number; place: string; since: string };

export type RawTrouble = {
  late: LateDelivery[];
  /** The last failure recorded for those leads, as its event says it. */
  lastFailure: { at: string; kind: LeadEventKind; detail: string | null } | null;
};

/** The events that say a send did not go through: the last of them is the overview's "last error". */
const EMAIL_FAILURES: LeadEventKind[] = ["send-failed", "gave-up", "refused"];
const WEBHOOK_FAILURES: LeadEventKind[] = ["webhook-failed", "webhook-gave-up", "webhook-refused"];

const textOrNull = (value: SQLInputValue | undefined): string | null => (typeof value === "string" ? value : null);

const deliveryOf = (row: Row): DeliveryRow => ({
  leadId: Number(row.lead_id),
  destination: String(row.destination),
  status: String(row.status) as DeliveryStatus,
  queuedAt: String(row.queued_at),
  attempts: Number(row.attempts),
  firstAttemptAt: textOrNull(row.first_attempt_at),
  attemptStartedAt: textOrNull(row.attempt_started_at),
  nextAttemptAt: textOrNull(row.next_attempt_at),
  lastError: textOrNull(row.last_error),
  sentAt: textOrNull(row.sent_at),
  response: textOrNull(row.response),
});

/** A list of values as one parameter (SQLite's json_each), however many there are. */
const asJson = (values: readonly (string | number)[]) => JSON.stringify(values);
const IN_JSON = "(SELECT value FROM json_each(?))";

export function deliveryRecords(db: DatabaseSync, record: Record_) {
  const run = (sql: string, ...params: SQLInputValue[]) => Number(db.prepare(sql).run(...params).changes);
  /** Runs an UPDATE of one delivery and, when it changed it, records the lead's event with it. */
  const change = (event: Parameters<Record_>, sql: string, ...params: SQLInputValue[]): boolean =>
    atomically(db, () => {
      const changed = run(sql, ...params) === 1;
      if (changed) record(...event);
      return changed;
    });

  return {
    /** Each destination not seen before gets the leads received from `now` on. */
    addDestinations(keys: readonly string[], now: Date) {
      atomically(db, () => {
        for (const key of keys) {
          run("INSERT OR IGNORE INTO lead_destinations (destination, since) VALUES (?, ?)", key, now.toISOString());
        }
      });
    },

    /**
     * Queues each lead a destination has not had yet: received since the destination was added, and not spam (a lead
     * marked not spam is queued then). Returns how many were queued.
     */
    queueDeliveries(keys: readonly string[], now: Date): number {
      return atomically(db, () => {
        let queued = 0;
        for (const key of keys) {
          queued += run(
            `INSERT OR IGNORE INTO lead_deliveries (lead_id, destination, status, queued_at)
             SELECT id, ?, 'pending', ? FROM leads
             WHERE status != 'spam' AND received_at >= (SELECT since FROM lead_destinations WHERE destination = ?)`,
            key,
            now.toISOString(),
            key,
          );
        }
        return queued;
      });
    },

    /** The next delivery to one of `keys` due at `now`, the longest waiting first. */
    nextDelivery(keys: readonly string[], now: Date): DeliveryRow | undefined {
      const row = db
        .prepare(
          `SELECT * FROM lead_deliveries WHERE destination IN ${IN_JSON} AND status = 'pending'
             AND attempt_started_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
           ORDER BY next_attempt_at IS NOT NULL, next_attempt_at, lead_id LIMIT 1`,
        )
        .get(asJson(keys), now.toISOString()) as Row | undefined;
      return row ? deliveryOf(row) : undefined;
    },

    /** When the next delivery to one of `keys` falls due, if any waits for a retry. */
    nextDeliveryRetryAt(keys: readonly string[]): Date | null {
      const row = db
        .prepare(
          `SELECT MIN(next_attempt_at) AS at FROM lead_deliveries
           WHERE destination IN ${IN_JSON} AND status = 'pending' AND attempt_started_at IS NULL`,
        )
        .get(asJson(keys)) as Row;
      return typeof row.at === "string" ? new Date(row.at) : null;
    },

    /** Deliveries whose last send began and never recorded an outcome: the process stopped mid-send. */
    unfinishedDeliveries: (keys: readonly string[]): DeliveryRow[] =>
      (
        db
          .prepare(
            `SELECT * FROM lead_deliveries WHERE destination IN ${IN_JSON} AND status = 'pending'
               AND attempt_started_at IS NOT NULL ORDER BY lead_id`,
          )
          .all(asJson(keys)) as Row[]
      ).map(deliveryOf),

    /** Recorded before the send leaves. */
    beginDelivery(leadId: number, key: string, now: Date) {
      const at = now.toISOString();
      run(
        `UPDATE lead_deliveries SET attempts = attempts + 1, attempt_started_at = ?,
           first_attempt_at = COALESCE(first_attempt_at, ?) WHERE lead_id = ? AND destination = ?`,
        at,
        at,
        leadId,
        key,
      );
    },

    /** The receiver took it (`response`, its answer); `name` is the destination as staff read it. */
    markDelivered(leadId: number, key: string, { now, response, name }: { now: Date; response: string; name: string }) {
      change(
        [leadId, now, "webhook-sent", `${name}: ${response}`],
        `UPDATE lead_deliveries SET status = 'sent', sent_at = ?, response = ?, attempt_started_at = NULL,
           next_attempt_at = NULL, last_error = NULL WHERE lead_id = ? AND destination = ?`,
        now.toISOString(),
        response,
        leadId,
        key,
      );
    },

    /** A send failed; the delivery waits until `retryAt`. */
    markDeliveryRetry(
      leadId: number,
      key: string,
      { now, error, retryAt, name }: { now: Date; error: string; retryAt: Date; name: string },
    ) {
      change(
        [leadId, now, "webhook-failed", `${name}: ${error}`],
        `UPDATE lead_deliveries SET attempt_started_at = NULL, last_error = ?, next_attempt_at = ?
         WHERE lead_id = ? AND destination = ?`,
        error,
        retryAt.toISOString(),
        leadId,
        key,
      );
    },

    /** Given up for good: refused by the receiver, or failing for too long. A person has to look. */
    markDeliveryFailed(
      leadId: number,
      key: string,
      { now, error, name, why }: { now: Date; error: string; name: string; why: "webhook-gave-up" | "webhook-refused" },
    ) {
      change(
        [leadId, now, why, `${name}: ${error}`],
        `UPDATE lead_deliveries SET status = 'failed', attempt_started_at = NULL, next_attempt_at = NULL, last_error = ?
         WHERE lead_id = ? AND destination = ?`,
        error,
        leadId,
        key,
      );
    },

    /** A send whose outcome is unknown is due again, with the same webhook-id. */
    resumeDelivery(leadId: number, key: string, { now, name }: { now: Date; name: string }) {
      const reason = "the server stopped during a send; its outcome is unknown, so it is sent again with the same id";
      change(
        [leadId, now, "webhook-interrupted", `${name}: ${reason}`],
        `UPDATE lead_deliveries SET attempt_started_at = NULL, next_attempt_at = ?, last_error = ?
         WHERE lead_id = ? AND destination = ?`,
        now.toISOString(),
        reason,
        leadId,
        key,
      );
    },

    /**
     * A lead's failed deliveries, and those waiting for their next try, are due now; a failed one gets a fresh 24
     * hours of retries. `who` is the staff member (null: the server's terminal). Returns whether any changed.
     */
    retryDeliveries(leadId: number, { now, who }: { now: Date; who: string | null }): boolean {
      return atomically(db, () => {
        const changed = run(
          `UPDATE lead_deliveries SET first_attempt_at = CASE WHEN status = 'failed' THEN NULL ELSE first_attempt_at END,
             status = 'pending', next_attempt_at = ?
           WHERE lead_id = ? AND status IN ('failed', 'pending') AND attempt_started_at IS NULL`,
          now.toISOString(),
          leadId,
        );
        if (changed > 0) record(leadId, now, "webhook-retry-requested", null, who);
        return changed > 0;
      });
    },

    /** Every delivery of a lead, in the order the destinations were added. */
    deliveriesOf: (leadId: number): DeliveryRow[] =>
      (
        db
          .prepare(
            `SELECT lead_deliveries.* FROM lead_deliveries
             LEFT JOIN lead_destinations USING (destination) WHERE lead_id = ? ORDER BY since, destination`,
          )
          .all(leadId) as Row[]
      ).map(deliveryOf),

    /**
     * Leads nobody has marked handled that have not arrived somewhere they go: given up, or still waiting after
     * `lateMs` (the email when `emails`, and each destination of `keys`), with the last failure recorded for them.
     */
    lateDeliveries({
      now,
      lateMs,
      emails,
      keys,
    }: {
      now: Date;
      lateMs: number;
      emails: boolean;
      keys: readonly string[];
    }): RawTrouble {
      const late = new Date(now.getTime() - lateMs).toISOString();
      const rows: Row[] = [];
      if (emails) {
        rows.push(
          ...(db
            .prepare(
              `SELECT id AS lead_id, 'email' AS place, COALESCE(first_attempt_at, received_at) AS since FROM leads
               WHERE handled_at IS NULL
                 AND (status = 'failed' OR (status = 'pending' AND COALESCE(first_attempt_at, received_at) <= ?))`,
            )
            .all(late) as Row[]),
        );
      }
      if (keys.length > 0) {
        rows.push(
          ...(db
            .prepare(
              `SELECT d.lead_id, d.destination AS place, COALESCE(d.first_attempt_at, d.queued_at) AS since
               FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
               WHERE l.handled_at IS NULL AND d.destination IN ${IN_JSON}
                 AND (d.status = 'failed' OR (d.status = 'pending' AND COALESCE(d.first_attempt_at, d.queued_at) <= ?))`,
            )
            .all(asJson(keys), late) as Row[]),
        );
      }
      const lateOnes = rows.map((row) => ({
        leadId: Number(row.lead_id),
        place: String(row.place),
        since: String(row.since),
      }));
      if (lateOnes.length === 0) return { late: [], lastFailure: null };
      const ids = [...new Set(lateOnes.map((one) => one.leadId))];
      const kinds = [
        ...(lateOnes.some((one) => one.place === "email") ? EMAIL_FAILURES : []),
        ...(lateOnes.some((one) => one.place !== "email") ? WEBHOOK_FAILURES : []),
      ];
      const failure = db
        .prepare(
          `SELECT at, kind, detail FROM lead_events WHERE lead_id IN ${IN_JSON} AND kind IN ${IN_JSON}
           ORDER BY at DESC, id DESC LIMIT 1`,
        )
        .get(asJson(ids), asJson(kinds)) as Row | undefined;
      return {
        late: lateOnes,
        lastFailure: failure
          ? { at: String(failure.at), kind: String(failure.kind) as LeadEventKind, detail: textOrNull(failure.detail) }
          : null,
      };
    },
  };
}
