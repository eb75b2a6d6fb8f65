import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { EMPTY_FORM } from "~/contact/contact-rules";
import { contactFieldsSchema } from "~/contact/contact-schema";
import { TEMPLATE_FIELDS } from "~/contact/template-params";
import type { LeadStore } from "./store";

/*
 * Before the lead service, `npm start` appended each request to DATA_DIR/outbox.jsonl and told no one. On the first
 * start with the store, every request in it is imported once, as pending, so it is finally emailed. The file is
 * left as it was.
 */

export const OUTBOX_FILE = "outbox.jsonl";
const IMPORTED = "outbox_imported_at";

export type OutboxImport = { imported: number; skipped: { line: number; reason: string }[] } | null;

type OutboxLine = { receivedAt?: unknown; template_params?: Record<string, unknown> };

/** Imports the outbox once; null when there is none or it was imported before. */
export function importOutbox(store: LeadStore, dataDir: string, now = new Date()): OutboxImport {
  const file = path.join(dataDir, OUTBOX_FILE);
  if (store.fact(IMPORTED) || !existsSync(file)) return null;
  const skipped: { line: number; reason: string }[] = [];
  const lines = readFileSync(file, "utf8").split("\n");
  // One transaction with the mark: a crash mid-import imports nothing, and the next start does it all.
  const imported = store.transaction(() => {
    let count = 0;
    lines.forEach((text, index) => {
      if (!text.trim()) return;
      let entry: OutboxLine;
      try {
        entry = JSON.parse(text) as OutboxLine;
      } catch {
        skipped.push({ line: index + 1, reason: "not JSON" });
        return;
      }
      const values = { ...EMPTY_FORM };
      for (const [param, field] of Object.entries(TEMPLATE_FIELDS)) {
        const value = entry.template_params?.[param];
        values[field] = typeof value === "string" ? value : "";
      }
      const fields = contactFieldsSchema.safeParse(values);
      if (!fields.success) {
        skipped.push({ line: index + 1, reason: fields.error.issues.map((issue) => issue.message).join(" ") });
        return;
      }
      const received = new Date(typeof entry.receivedAt === "string" ? entry.receivedAt : Number.NaN);
      // Every line is a request of its own: no duplicate check, which would drop a real second request.
      store.add({
        fields: fields.data,
        via: "outbox",
        receivedAt: Number.isNaN(received.getTime()) ? now : received,
        duplicateCheck: false,
      });
      count += 1;
    });
    store.setFact(IMPORTED, now.toISOString());
    return count;
  });
  return { imported, skipped };
}
