import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";

type Tree = { files: Set<string>; dirs: Set<string> };

/** The files and folders under `dir`, as paths relative to it with forward slashes; empty when it does not exist. */
function readTree(dir: string): Tree {
  const tree: Tree = { files: new Set(), dirs: new Set() };
  if (!existsSync(dir)) return tree;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (entry.isDirectory()) tree.dirs.add(relative);
    else if (entry.isFile()) tree.files.add(relative);
  }
  return tree;
}

function sameBytes(a: string, b: string): boolean {
  if (statSync(a).size !== statSync(b).size) return false;
  return readFileSync(a).equals(readFileSync(b));
}

/**
 * The files added, changed or removed from `before` to `after`, sorted, each as `${prefix}/relative/path`. With no
 * `before`, every file of `after`. Read at once: a content folder is a few hundred kilobytes.
 */
export function changedFiles(before: string | undefined, after: string, prefix = "content"): string[] {
  const old = before ? readTree(before) : { files: new Set<string>(), dirs: new Set<string>() };
  const current = readTree(after);
  const changed: string[] = [];
  for (const file of current.files) {
    if (!old.files.has(file) || !sameBytes(path.join(before ?? "", file), path.join(after, file))) changed.push(file);
  }
  for (const file of old.files) if (!current.files.has(file)) changed.push(file);
  return changed.sort().map((file) => `${prefix}/${file}`);
}

/**
 * Makes `to` hold exactly what `from` holds, writing only the files that differ: the folder itself stays (an editor
 * watching it keeps watching), and unchanged files keep their modification times.
 */
export async function syncTree(from: string, to: string): Promise<void> {
  const [source, target] = [readTree(from), readTree(to)];
  for (const file of target.files) if (!source.files.has(file)) await rm(path.join(to, file), { force: true });
  for (const dir of target.dirs)
    if (!source.dirs.has(dir)) await rm(path.join(to, dir), { recursive: true, force: true });
  await mkdir(to, { recursive: true });
  for (const dir of source.dirs) await mkdir(path.join(to, dir), { recursive: true });
  for (const file of source.files) {
    const destination = path.join(to, file);
    if (target.files.has(file) && sameBytes(path.join(from, file), destination)) continue;
    await copyFile(path.join(from, file), destination);
  }
}
