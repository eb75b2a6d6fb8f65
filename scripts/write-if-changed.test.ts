// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { writeIfChanged } from "./write-if-changed";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("writes a new file and a changed one, and leaves a file with the same bytes as it was", () => {
  dir = mkdtempSync(path.join(tmpdir(), "write-if-changed-"));
  const file = path.join(dir, "nested", "logo.png");
  expect(writeIfChanged(file, Buffer.from([1, 2, 3]))).toBe(true);
  const past = new Date("2026-01-01T00:00:00Z");
  utimesSync(file, past, past);

  expect(writeIfChanged(file, Buffer.from([1, 2, 3]))).toBe(false);
  expect(statSync(file).mtime).toEqual(past);

  expect(writeIfChanged(file, "changed")).toBe(true);
  expect(readFileSync(file, "utf8")).toBe("changed");
  expect(statSync(file).mtime).not.toEqual(past);
});
