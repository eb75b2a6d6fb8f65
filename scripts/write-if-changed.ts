import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes `contents` to `file` only when the file does not hold those bytes already, and says whether it wrote. The
 * build's generated files then keep their modification time when nothing changed: `npm start` rebuilds when a
 * source is newer than the build, and names it (server/build-freshness.ts).
 */
export function writeIfChanged(file: string, contents: string | Uint8Array): boolean {
  const bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
  let current: Buffer | undefined;
  try {
    current = readFileSync(file);
  } catch {
    current = undefined;
  }
  if (current?.equals(bytes)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return true;
}
