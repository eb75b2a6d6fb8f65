/**
 * `npm run build`, checked as `npm test` runs it: a build writes only into its own folder and the caches, never into
 * the sources it is made from. Every file under src/ and content/ is read before and after; one added, changed or
 * removed fails the run, naming it.
 *
 *   npx tsx scripts/build-untouched.ts
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["src", "content"];

/** Every file under the sources, by path, with a hash of its bytes. */
export function sourceFiles(root = process.cwd()): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of SOURCES.map((source) => path.join(root, source)).filter((source) => existsSync(source))) {
    for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      const file = path.join(dir, name);
      if (!statSync(file).isFile()) continue;
      files.set(path.relative(root, file), createHash("sha256").update(readFileSync(file)).digest("hex"));
    }
  }
  return files;
}

/** What differs between two readings, one line a file. */
export function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const [file, hash] of after) {
    if (!before.has(file)) lines.push(`added: ${file}`);
    else if (before.get(file) !== hash) lines.push(`changed: ${file}`);
  }
  for (const file of before.keys()) if (!after.has(file)) lines.push(`removed: ${file}`);
  return lines.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const before = sourceFiles();
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const changed = differences(before, sourceFiles());
  if (changed.length > 0) {
    console.error(`The build wrote into the sources it is made from:\n  ${changed.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`The build left the ${before.size} files under ${SOURCES.join("/ and ")}/ as they were.`);
}
