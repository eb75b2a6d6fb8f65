import { existsSync, readFileSync, renameSync } from "node:fs";
import { cp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Written into the live folder beside the build: which release it is, so a swap and its record never disagree. */
export const LIVE_RELEASE_FILE = "published-release.json";

/** The id of the release `liveDir` serves, or undefined when it serves a build made some other way. */
export function liveReleaseId(liveDir: string): string | undefined {
  try {
    const { id } = JSON.parse(readFileSync(path.join(liveDir, LIVE_RELEASE_FILE), "utf8")) as { id?: unknown };
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Records that `liveDir`, a build made outside the staff area, is kept as the release `id` (of kind "start"). */
export async function markLive(liveDir: string, id: string): Promise<void> {
  const file = path.join(liveDir, LIVE_RELEASE_FILE);
  await writeFile(`${file}.tmp`, `${JSON.stringify({ id, kind: "start" })}\n`);
  await rename(`${file}.tmp`, file);
}

/** Whether `liveDir` serves a build published (or rolled back) from the staff area, not one made otherwise. */
export function publishedFromStaffArea(liveDir: string): boolean {
  try {
    const { id, kind } = JSON.parse(readFileSync(path.join(liveDir, LIVE_RELEASE_FILE), "utf8")) as {
      id?: unknown;
      kind?: unknown;
    };
    return typeof id === "string" && kind !== "start";
  } catch {
    return false;
  }
}

/**
 * The top-level entries of `liveDir` that hold the given folders: data kept inside the build folder (the browser
 * tests keep DATA_DIR in build/e2e-data) must move across with every swap instead of leaving with the old build.
 */
export function entriesHolding(liveDir: string, folders: readonly string[]): string[] {
  const names = new Set<string>();
  for (const folder of folders) {
    const relative = path.relative(liveDir, folder);
    const [first] = relative.split(path.sep);
    if (relative && first && first !== ".." && !path.isAbsolute(relative)) names.add(first);
  }
  return [...names];
}

async function moveEntries(names: readonly string[], from: string, to: string): Promise<void> {
  for (const name of names) await rename(path.join(from, name), path.join(to, name));
}

/**
 * Makes a copy of `build` the content of `liveDir` by renames, as scripts/build-site.ts does, so `liveDir` is a
 * complete build at its path throughout (bar the instant between two renames), then awaits `onLive`. When that
 * throws, the previous build is renamed back and the error rethrown.
 */
export async function swapIn({
  liveDir,
  build,
  releaseId,
  carry,
  onLive,
}: {
  liveDir: string;
  build: string;
  releaseId: string;
  carry: readonly string[];
  onLive: () => Promise<void>;
}): Promise<void> {
  const next = `${liveDir}.next`;
  const previous = `${liveDir}.previous`;
  await rm(next, { recursive: true, force: true });
  try {
    await cp(build, next, { recursive: true });
    await writeFile(path.join(next, LIVE_RELEASE_FILE), `${JSON.stringify({ id: releaseId })}\n`);
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });

  const carried = carry.filter((name) => existsSync(path.join(liveDir, name)) && !existsSync(path.join(next, name)));
  await moveEntries(carried, liveDir, next);
  const hadLive = existsSync(liveDir);
  if (hadLive) await rename(liveDir, previous);
  await rename(next, liveDir);

  try {
    await onLive();
  } catch (error) {
    if (hadLive) await moveEntries(carried, liveDir, previous);
    await rename(liveDir, next);
    if (hadLive) await rename(previous, liveDir);
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}

/**
 * Mends what a crash in the middle of `swapIn` left: a missing live folder comes back from `.previous`, and data
 * carried across comes back from wherever it was left.
 */
export function recoverLive(liveDir: string, carry: readonly string[]): string[] {
  const mended: string[] = [];
  const previous = `${liveDir}.previous`;
  if (!existsSync(liveDir) && existsSync(previous)) {
    renameSync(previous, liveDir);
    mended.push(`${liveDir} was missing: put back the build from ${previous}`);
  }
  if (!existsSync(liveDir)) return mended;
  for (const name of carry) {
    if (existsSync(path.join(liveDir, name))) continue;
    const left = [previous, `${liveDir}.next`].find((dir) => existsSync(path.join(dir, name)));
    if (!left) continue;
    renameSync(path.join(left, name), path.join(liveDir, name));
    mended.push(`${path.join(liveDir, name)} was missing: moved it back from ${left}`);
  }
  return mended;
}
