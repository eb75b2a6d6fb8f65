// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStaffStore } from "./store";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "staff-store-"));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the staff store", () => {
  it("is its own SQLite file in DATA_DIR, in WAL mode, at the latest numbered migration", () => {
    openStaffStore(dir).close();
    const db = new DatabaseSync(path.join(dir, "staff.db"));
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
    const numbers = readdirSync(path.join(import.meta.dirname, "migrations"))
      .filter((file) => file.endsWith(".sql"))
      .map((file) => Number(file.slice(0, 4)));
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("user_version")).toBe(Math.max(...numbers));
    db.close();
  });

  it("keeps one account per address whatever its case, even written past the store", () => {
    const store = openStaffStore(dir);
    store.add(" Ada@Example.ORG ", new Date());
    expect(store.find("ada@example.org")?.email).toBe("ada@example.org");
    expect(() => store.add("ADA@example.org", new Date())).toThrow("ada@example.org already has an account");
    store.close();
    const db = new DatabaseSync(path.join(dir, "staff.db"));
    expect(() => db.prepare("INSERT INTO staff (email, created_at) VALUES ('ADA@EXAMPLE.ORG', '')").run()).toThrow(
      /UNIQUE constraint failed/,
    );
    db.close();
  });
});
