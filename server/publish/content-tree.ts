import { copyFile, mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";

type Tree = { files: Set<string>; dirs: Set<string> };

/** The files and folders under `dir`, as paths relative to it with forward slashes; empty when it does not exist. */
async function readTree(dir: string): Promise<Tree> {
  const tree: Tree = { files: new Set(), dirs: new Set() };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (entry.isDirectory()) tree.dirs.add(relative);
    else if (entry.isFile()) tree.files.add(relative);
  }
  return tree;
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [statA, statB] = await Promise.all([stat(a), stat(b)]);
  if (statA.size !== statB.size) return false;
  const [bytesA, bytesB] = await Promise.all([readFile(a), readFile(b)]);
  return bytesA.equals(bytesB);
}

/**
 * The files added, changed or removed from `before` to `after`, sorted, each as `${prefix}/relative/path`. With no
 * `before`, every file of `after`.
 */
export async function changedFiles(before: string | undefined, after: string, prefix = "content"): Promise<string[]> {
  const [old, current] = await Promise.all([
    before ? readTree(before) : Promise.resolve<Tree>({ files: new Set(), dirs: new Set() }),
    readTree(after),
  ]);
  const changed: string[] = [];
  for (const file of current.files) {
    if (!old.files.has(file) || !(await sameBytes(path.join(before ?? "", file), path.join(after, file))))
      changed.push(file);
  }
  for (const file of old.files) if (!current.files.has(file)) changed.push(file);
  return changed.sort().map((file) => `${prefix}/${file}`);
}

/**
 * Makes `to` hold exactly what `from` holds, writing only the files that differ: the folder itself stays (an editor
 * watching it keeps watching), and unchanged files keep their modification times.
 */
export async function syncTree(from: string, to: string): Promise<void> {
  const [source, target] = await Promise.all([readTree(from), readTree(to)]);
  for (const file of target.files) if (!source.files.has(file)) await rm(path.join(to, file), { force: true });
  for (const dir of target.dirs)
    if (!source.dirs.has(dir)) await rm(path.join(to, dir), { recursive: true, force: true });
  await mkdir(to, { recursive: true });
  for (const dir of source.dirs) await mkdir(path.join(to, dir), { recursive: true });
  for (const file of source.files) {
    const destination = path.join(to, file);
    if (target.files.has(file) && (await sameBytes(path.join(from, file), destination))) continue;
    await copyFile(path.join(from, file), destination);
  }
}
