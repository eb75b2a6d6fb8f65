// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { atomically } from "./sqlite";

/** A database that fills up after a few pages, as a full disk does. */
function smallDatabase() {
  const db = new DatabaseSync(":memory:");
  db.exec("CREATE TABLE notes (text TEXT)");
  db.exec("INSERT INTO notes VALUES ('kept')");
  const pages = Number((db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count);
  db.exec(`PRAGMA max_page_count = ${pages + 2}`);
  return db;
}

const texts = (db: DatabaseSync) =>
  db
    .prepare("SELECT text FROM notes")
    .all()
    .map((row) => row.text);

describe("atomically", () => {
  it("throws the full disk itself, once SQLite has rolled back on its own, and leaves the connection usable", () => {
    const db = smallDatabase();
    expect(() =>
      atomically(db, () => {
        for (let i = 0; i < 20; i += 1) db.prepare("INSERT INTO notes VALUES (?)").run("x".repeat(4000));
      }),
    ).toThrow(/database or disk is full/);
    expect(db.isTransaction).toBe(false);
    expect(texts(db)).toEqual(["kept"]);
    atomically(db, () => db.exec("INSERT INTO notes VALUES ('after')"));
    expect(texts(db)).toEqual(["kept", "after"]);
  });

  it("rolls back what the work did when it throws, and throws its error", () => {
    const db = smallDatabase();
    expect(() =>
      atomically(db, () => {
        db.exec("INSERT INTO notes VALUES ('half')");
        throw new Error("the work failed");
      }),
    ).toThrow("the work failed");
    expect(db.isTransaction).toBe(false);
    expect(texts(db)).toEqual(["kept"]);
  });

  it("runs inside a transaction already open, leaving it to its owner", () => {
    const db = smallDatabase();
    db.exec("BEGIN");
    atomically(db, () => db.exec("INSERT INTO notes VALUES ('inner')"));
    expect(db.isTransaction).toBe(true);
    db.exec("ROLLBACK");
    expect(texts(db)).toEqual(["kept"]);
  });
});
