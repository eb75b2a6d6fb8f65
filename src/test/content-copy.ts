import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";
import { CONTENT_DIR } from "~/content/content-files";

let copies: string[] = [];

/** A copy of content/ to break on purpose; removed after each test of the file that calls it. */
export function contentCopy(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "content-")), "content");
  cpSync(CONTENT_DIR, root, { recursive: true });
  copies.push(path.dirname(root));
  return root;
}

afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});
