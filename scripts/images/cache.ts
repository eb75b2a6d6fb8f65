/**
 * Rendered images kept outside the project, for every checkout and clone of it on the machine: a fresh clone, a
 * CI run or another worktree restores the files an earlier build made from the same inputs instead of encoding
 * them again (docs/decisions/0026). An entry is a folder named by its key (render.ts renderKey) holding the image's
 * files; it is written whole under a temporary name and renamed into place, so a reader never finds half of one.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

const DAY = 24 * 60 * 60 * 1000;
/** Entries no build has used for this long are removed: the art of old versions of the catalog. */
export const UNUSED_FOR = 30 * DAY;
/** A temporary folder this old was left by a build that was killed while storing. */
const ABANDONED_AFTER = 60 * 60 * 1000;

/** IMAGES_CACHE_DIR, else the user's cache folder (XDG_CACHE_HOME, else ~/.cache). */
export function imageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.IMAGES_CACHE_DIR?.trim();
  if (configured) return path.resolve(configured);
  return path.join(env.XDG_CACHE_HOME?.trim() || path.join(homedir(), ".cache"), "northbridge-site", "images");
}

/**
 * The files stored under `key`, or null when there is no complete entry. A hit counts as a use (see `prune`), unless
 * `touch` is false: the project's own rendered-art/ is read, never written, by a build (decision 0029).
 */
export function restore(
  cacheDir: string,
  key: string,
  names: string[],
  { touch = true }: { touch?: boolean } = {},
): Map<string, Buffer> | null {
  const entry = path.join(cacheDir, key);
  const files = new Map<string, Buffer>();
  try {
    for (const name of names) files.set(name, readFileSync(path.join(entry, name)));
  } catch {
    return null;
  }
  if (touch) {
    // A cache whose times cannot be set still gives its files: `prune` may only remove them sooner.
    const now = new Date();
    try {
      utimesSync(entry, now, now);
    } catch {
      /* kept as is */
    }
  }
  return files;
}

/** Stores `files` under `key`; when another build stored the same key first, its entry is kept. */
export function store(cacheDir: string, key: string, files: Map<string, Buffer>): void {
  mkdirSync(cacheDir, { recursive: true });
  const temporary = mkdtempSync(path.join(cacheDir, `${key}.tmp-`));
  try {
    for (const [name, bytes] of files) writeFileSync(path.join(temporary, name), bytes);
    renameSync(temporary, path.join(cacheDir, key));
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
  }
}

/** Removes entries unused for UNUSED_FOR and temporary folders a killed build left; returns how many it removed. */
export function prune(cacheDir: string, now = Date.now()): number {
  let removed = 0;
  for (const name of readdirSync(cacheDir, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const folder = path.join(cacheDir, name.name);
    // Another build may have pruned it meanwhile.
    const stats = statSync(folder, { throwIfNoEntry: false });
    if (stats && now - stats.mtimeMs > (name.name.includes(".tmp-") ? ABANDONED_AFTER : UNUSED_FOR)) {
      rmSync(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
