import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { z } from "zod";

/*
 * The releases on disk (docs/decisions/0025): one folder each, `<id>/` holding the content snapshot it was built from
 * (`content/`), the built site (`build/`) and its record (`release.json`, written last: a folder without it is a
 * build that never finished). A release is never changed once written. One small file, `LIVE`, names the release
 * the site serves; it is replaced whole by a rename, so it always names one release. Each move of it is appended to
 * `history.jsonl`: when, who, which.
 */

const record = z.object({
  id: z.string(),
  /** The staff member's email, or "the server". */
  by: z.string(),
  /** When it was built (ISO 8601). */
  at: z.string(),
  /**
   * drafts: built from the drafts by a staff member (a preview, or a publish); first: the first start's, from
   * content/; start: a build made before the server started, kept as it was; code: the live content rebuilt with
   * new code; rebuild: an older release's content built again, its build having been pruned; content: content/ built
   * by a server with no staff area (content/ is then the site itself).
   */
  kind: z.enum(["drafts", "first", "start", "code", "rebuild", "content"]),
  /** The code it was built with (versions-of.ts). */
  code: z.string(),
  /** The fingerprint of its content snapshot. */
  content: z.string(),
  /** The release that was live when it was made: what `files` compares against. */
  parent: z.string().optional(),
  /** For a code or a rebuild release: the release whose content it was built from. */
  from: z.string().optional(),
  /** Content files added, changed or removed since `parent` (content/team/ana.md). */
  files: z.array(z.string()),
  /** The git commit that recorded its content, when the site's folder is a git repository. */
  commit: z.string().optional(),
});
export type ReleaseRecord = z.infer<typeof record>;

const move = z.object({ at: z.string(), by: z.string(), id: z.string(), previous: z.string().optional() });
/** A move of the live pointer: when, by whom, to which release, from which. */
export type LiveMove = z.infer<typeof move>;

const RECORD_FILE = "release.json";
const LIVE_FILE = "LIVE";
const HISTORY_FILE = "history.jsonl";
const ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** A sortable id from a time: 2026-11-27T10-15-30-123Z. */
export const idOf = (time: number) => new Date(time).toISOString().replace(/[:.]/g, "-");

function timeOf(id: string): number {
  const [, date, hours, minutes, seconds, ms] = /^(.+)T(\d+)-(\d+)-(\d+)-(\d+)Z$/.exec(id) ?? [];
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${ms}Z`);
}

/** Writes `text` to `file` whole: a reader sees the old text or the new, never part of it. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

export type ReleaseFolder = ReturnType<typeof openReleaseFolder>;

/**
 * The releases in `dir` (created if missing). Folders a stopped server left unfinished are removed; `warn` is told of
 * each, and of any record it cannot read.
 */
export function openReleaseFolder(dir: string, { warn }: { warn?: (line: string) => void } = {}) {
  mkdirSync(dir, { recursive: true });
  const folderOf = (id: string) => path.join(dir, id);

  for (const name of readdirSync(dir)) {
    if (ID.test(name) && !existsSync(path.join(folderOf(name), RECORD_FILE))) {
      rmSync(folderOf(name), { recursive: true, force: true });
      warn?.(`Removed the unfinished release ${name} (the server stopped while it was being made).`);
    }
  }

  const read = (id: string): ReleaseRecord | undefined => {
    try {
      return record.parse(JSON.parse(readFileSync(path.join(folderOf(id), RECORD_FILE), "utf8")));
    } catch (error) {
      warn?.(
        `Skipped the release ${id}: its ${RECORD_FILE} cannot be read (${(error as Error).message.split("\n")[0]}).`,
      );
      return undefined;
    }
  };
  let records = new Map<string, ReleaseRecord>();
  const reload = () => {
    records = new Map();
    for (const name of readdirSync(dir)
      .filter((entry) => ID.test(entry))
      .sort()) {
      const found = read(name);
      if (found) records.set(name, found);
    }
  };
  reload();
  let lastIssued = Math.max(0, ...[...records.keys()].map(timeOf));

  const liveId = (): string | undefined => {
    try {
      const id = readFileSync(path.join(dir, LIVE_FILE), "utf8").trim();
      return records.has(id) ? id : undefined;
    } catch {
      return undefined;
    }
  };

  const history = (): LiveMove[] => {
    let text: string;
    try {
      text = readFileSync(path.join(dir, HISTORY_FILE), "utf8");
    } catch {
      return [];
    }
    return text
      .split("\n")
      .filter(Boolean)
      .flatMap((line) => {
        const parsed = move.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data] : [];
      });
  };

  return {
    dir,
    /** Every release, newest first. */
    list: (): ReleaseRecord[] => [...records.values()].reverse(),
    get: (id: string) => records.get(id),
    liveId,
    /** The moves of the live pointer, oldest first. */
    history,
    contentOf: (id: string) => path.join(folderOf(id), "content"),
    buildOf: (id: string) => path.join(folderOf(id), "build"),
    /** Whether a release's build is still on disk (older ones keep their content and record only). */
    hasBuild: (id: string) => existsSync(path.join(folderOf(id), "build", "headers.json")),

    /** A new id, later than any issued, even when the clock steps back. */
    nextId(now: Date): string {
      lastIssued = Math.max(now.getTime(), lastIssued + 1);
      return idOf(lastIssued);
    },

    /** The folder a release is made in; it counts as a release once `finish` has written its record. */
    start(id: string): string {
      mkdirSync(folderOf(id), { recursive: true });
      return folderOf(id);
    },

    /** Writes a release's record, which makes it one. */
    finish(release: ReleaseRecord): void {
      writeWhole(path.join(folderOf(release.id), RECORD_FILE), `${JSON.stringify(release, null, 2)}\n`);
      records.set(release.id, release);
    },

    /** Gives up a release being made: its folder goes. */
    abandon(id: string): void {
      if (!records.has(id)) rmSync(folderOf(id), { recursive: true, force: true });
    },

    /** Adds what a release's record may gain after it is live (its git commit). */
    annotate(id: string, changes: Pick<ReleaseRecord, "commit">): void {
      const found = records.get(id);
      if (!found) return;
      const updated = { ...found, ...changes };
      writeWhole(path.join(folderOf(id), RECORD_FILE), `${JSON.stringify(updated, null, 2)}\n`);
      records.set(id, updated);
    },

    /** Points the site at release `id`, and notes the move. */
    setLive(id: string, by: string, now: Date): LiveMove {
      if (!records.has(id)) throw new Error(`There is no release ${id}.`);
      const previous = liveId();
      const entry: LiveMove = { at: now.toISOString(), by, id, ...(previous ? { previous } : {}) };
      writeWhole(path.join(dir, LIVE_FILE), `${id}\n`);
      appendFileSync(path.join(dir, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
      return entry;
    },

    /**
     * Frees the disk: keeps the builds of the live release, of the `keep` releases most recently live, and of
     * `alsoKeep` (a preview being looked at); removes the other builds (their content and records stay, to rebuild
     * from), and removes whole the releases never live but for `alsoKeep`. Returns the ids whose builds went.
     */
    prune({ keep, alsoKeep = [] }: { keep: number; alsoKeep?: string[] }): string[] {
      const moves = history();
      const everLive = new Set(moves.map((entry) => entry.id));
      const recentlyLive = [...new Set(moves.map((entry) => entry.id).reverse())].slice(0, keep);
      const kept = new Set([liveId(), ...recentlyLive, ...alsoKeep].filter(Boolean));
      const removed: string[] = [];
      for (const id of [...records.keys()]) {
        if (kept.has(id)) continue;
        if (!everLive.has(id)) {
          rmSync(folderOf(id), { recursive: true, force: true });
          records.delete(id);
          removed.push(id);
        } else if (existsSync(path.join(folderOf(id), "build"))) {
          rmSync(path.join(folderOf(id), "build"), { recursive: true, force: true });
          removed.push(id);
        }
      }
      return removed;
    },

    reload,
  };
}
