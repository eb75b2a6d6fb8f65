// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { differences, sourceFiles } from "./build-untouched";

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "sources-"));
  mkdirSync(path.join(root, "src", "fonts"), { recursive: true });
  mkdirSync(path.join(root, "content", "team"), { recursive: true });
  writeFileSync(path.join(root, "src", "app.css"), "body {}");
  writeFileSync(path.join(root, "content", "team", "ada.md"), "Ada");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the check that a build leaves its sources alone", () => {
  it("names each file added, changed or removed under src/ and content/", () => {
    const before = sourceFiles(root);
    writeFileSync(path.join(root, "src", "fonts", "fraunces.woff2"), "font");
    writeFileSync(path.join(root, "content", "team", "ada.md"), "Ada Lovelace");
    rmSync(path.join(root, "src", "app.css"));
    writeFileSync(path.join(root, "outside.txt"), "not a source");
    expect(differences(before, sourceFiles(root))).toEqual([
      `added: ${path.join("src", "fonts", "fraunces.woff2")}`,
      `changed: ${path.join("content", "team", "ada.md")}`,
      `removed: ${path.join("src", "app.css")}`,
    ]);
  });

  it("finds nothing when nothing changed", () => {
    const before = sourceFiles(root);
    expect(differences(before, sourceFiles(root))).toEqual([]);
  });
});
