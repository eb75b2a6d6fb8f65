import { mkdir, open, stat, appendFile, writeFile } from "node:fs/promises";
import path from "node:path";

/*
 * The email stand-in's outbox: one JSON object per line (JSON Lines), appended one at a time. It stays readable by
 * tools that read it line by line whatever happens: a torn last line (a crash or a full disk mid-write) is moved
 * aside before anything else is appended, and a size budget keeps one client from filling the disk.
 */

export const OUTBOX_FILE = "outbox.jsonl";

/** Thrown when a message would take the outbox past its budget: nothing is written, earlier lines stay. */
export class OutboxFullError extends Error {
  override name = "OutboxFullError";
}

const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;

/** Where the file's last complete line ends: the offset after its last newline (0 when it has none). */
async function endOfLastLine(file: string, size: number): Promise<number> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(CHUNK);
    for (let end = size; end > 0;) {
      const start = Math.max(0, end - CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, end - start, start);
      const newline = buffer.subarray(0, bytesRead).lastIndexOf(NEWLINE);
      if (newline >= 0) return start + newline + 1;
      end = start;
    }
    return 0;
  } finally {
    await handle.close();
  }
}

/**
 * Moves a last line without its newline into `outbox.torn-<time>.txt` beside the outbox, for a person to read, and
 * cuts it from the outbox. Returns the file it went to, or null when the outbox ends cleanly.
 */
export async function repairTornLine(file: string): Promise<string | null> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (size === 0) return null;
  const handle = await open(file, "r+");
  try {
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === NEWLINE) return null;
    const cut = await endOfLastLine(file, size);
    const fragment = Buffer.alloc(size - cut);
    await handle.read(fragment, 0, fragment.length, cut);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const aside = path.join(path.dirname(file), `${path.basename(file, ".jsonl")}.torn-${stamp}.txt`);
    // Kept first, cut second: a crash in between leaves the fragment in both places, never in neither.
    await writeFile(aside, fragment, { flag: "wx" });
    await handle.truncate(cut);
    return aside;
  } finally {
    await handle.close();
  }
}

export type Outbox = {
  readonly file: string;
  /** Appends one entry as one line; rejects with OutboxFullError past the budget, or with the write's error. */
  append(entry: unknown): Promise<void>;
};

/** Opens (creating its folder) the outbox in `dataDir`, repairing a torn last line left by an earlier run. */
export async function openOutbox({
  dataDir,
  maxBytes,
  onRepair,
}: {
  dataDir: string;
  maxBytes: number;
  /** Told where a torn line went. */
  onRepair: (aside: string) => void;
}): Promise<Outbox> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, OUTBOX_FILE);
  const repair = async () => {
    const aside = await repairTornLine(file);
    if (aside) onRepair(aside);
  };
  await repair();

  // One append at a time, each a complete line: concurrent sends never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const write = async (line: string) => {
    // Another process, a crash or a failed write of ours may have left a torn line since the last append.
    await repair();
    const size = await stat(file).then(
      (stats) => stats.size,
      () => 0,
    );
    if (size + Buffer.byteLength(line) > maxBytes) {
      throw new OutboxFullError(`The outbox has reached its ${maxBytes}-byte budget`);
    }
    await appendFile(file, line, "utf8");
  };
  return {
    file,
    append(entry) {
      const done = queue.then(() => write(`${JSON.stringify(entry)}\n`));
      queue = done.catch(() => {});
      return done;
    },
  };
}
