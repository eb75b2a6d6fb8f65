import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync, SQLInputValue } from "node:sqlite";

/* What the server's two SQLite stores (leads.db, staff.db) share: transactions and numbered migrations. */

/**
 * Runs `work` in one transaction on `db`, or inside the one already open there. IMMEDIATE: a read followed by a
 * write must not find its snapshot stale (SQLITE_BUSY) in between. After some errors (a full disk, an I/O error)
 * SQLite has already rolled the transaction back: only one still open is rolled back, and the error that caused it
 * is the one thrown, never the rollback's own ("no transaction is active").
 */
export function atomically<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) {
      try {
        db.exec("ROLLBACK");
      } catch {
        // The connection is in trouble already; the cause is what the caller needs to see.
      }
    }
    throw error;
  }
}

/**
 * Applies the numbered migrations (`dir`/NNNN-name.sql) not yet applied to `db`, each whole or not at all; PRAGMA
 * user_version counts them. Returns how many there are.
 */
export function migrate(db: DatabaseSync, dir: string): number {
  const files = readdirSync(dir)
    .filter((file) => /^\d{4}-.+\.sql$/.test(file))
    .sort();
  const current = Number((db.prepare("PRAGMA user_version").get() as Record<string, SQLInputValue>).user_version);
  for (const file of files) {
    const version = Number(file.slice(0, 4));
    if (version <= current) continue;
    try {
      atomically(db, () => {
        db.exec(readFileSync(path.join(dir, file), "utf8"));
        db.exec(`PRAGMA user_version = ${version}`);
      });
    } catch (error) {
      const store = path.basename(db.location() ?? "") || "the in-memory store";
      throw new Error(`${store}: migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return files.length;
}
