import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cp, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { z } from "zod";
import { problemsFromBuildOutput } from "./build-problems";
import { changedFiles, syncTree } from "./content-tree";
import { commitContent } from "./git-record";
import { entriesHolding, liveReleaseId, markLive, recoverLive, swapIn } from "./live-swap";
import type { PublishJob, PublishView, Release } from "~/staff/staff-area";

export type PublishLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export type PublisherOptions = {
  /** The site's folder, holding content/ (a git repository or not). */
  root: string;
  /** BUILD_DIR: the folder the server and nginx serve. Always a complete build. */
  liveDir: string;
  /** DATA_DIR/releases: one folder per release, holding content/, build/ and release.json. */
  releasesDir: string;
  /** How many releases to keep; the live one is kept whatever its age. */
  keep?: number;
  /** Problems in the content, in plain words; [] when it is fine. Given the snapshot being published. */
  checkContent: (contentDir: string) => Promise<string[]> | string[];
  /**
   * Builds the site into `outDir`, reporting each output line; true when it succeeded. `contentDir` is the
   * snapshot being published (CONTENT_DIR), so the build cannot pick up an edit saved while it runs.
   */
  build: (outDir: string, onLine: (line: string) => void, context: { contentDir: string }) => Promise<boolean>;
  /** Makes the server serve what `liveDir` now holds; throwing puts the previous build back. */
  onLive: (liveDir: string, release: Release) => Promise<void>;
  /** Folders inside `liveDir` that are not the build's (a data folder there): they stay with every swap. */
  carry?: string[];
  now?: () => Date;
  logger?: PublishLogger;
};

/** What the publish page reads (src/staff/staff-area.ts), and what the staff area's forms do. */
export type Publisher = PublishView & {
  /** Starts publishing content/ as `by`; while a publish runs, returns that one instead. */
  publish(by: string): PublishJob;
  /**
   * Keeps the live build, when it is no release (the one `npm start` built), as a release of kind "start", so that
   * the first publish can be rolled back. Resolves with it, or undefined when there was nothing to keep.
   */
  adopt(by: string): Promise<Release | undefined>;
  job(id: string): PublishJob | undefined;
  /** The publish under way, if any. */
  currentJob(): PublishJob | undefined;
  /** Resolves with the job once it has finished (done or failed). */
  finished(id: string): Promise<PublishJob | undefined>;
  /** Makes the release before the live one live again and restores its content/. Throws a PublishError. */
  rollback(by: string): Promise<Release>;
};

/** A refusal or failure meant for the staff member, in plain words. */
export class PublishError extends Error {
  override name = "PublishError";
}

const storedRelease = z.object({
  id: z.string(),
  by: z.string(),
  at: z.string(),
  files: z.array(z.string()),
  commit: z.string().optional(),
  kind: z.enum(["publish", "rollback", "start"]),
  restores: z.string().optional(),
});
type StoredRelease = z.infer<typeof storedRelease>;

const RELEASE_FILE = "release.json";
const ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
const LINES_SHOWN = 200;
/** More lines than are shown are read for problems: the content check lists every mistake at once. */
const LINES_READ = 2000;
/** Finished jobs remembered for job(id). */
const JOBS_KEPT = 20;

function idOf(time: number): string {
  return new Date(time).toISOString().replace(/[:.]/g, "-");
}

function timeOf(id: string): number {
  const [, date, hours, minutes, seconds, ms] = /^(.+)T(\d+)-(\d+)-(\d+)-(\d+)Z$/.exec(id) ?? [];
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}.${ms}Z`);
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0] ?? message;
}

/** What a publish or a roll back brings back: a publish brings itself, a roll back the publish it restored. */
function originOf(release: StoredRelease): string {
  return release.kind === "rollback" && release.restores ? release.restores : release.id;
}

export function createPublisher(options: PublisherOptions): Publisher {
  const { checkContent, build, onLive } = options;
  const root = path.resolve(options.root);
  const liveDir = path.resolve(options.liveDir);
  const releasesDir = path.resolve(options.releasesDir);
  const keep = Math.max(1, options.keep ?? 5);
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const contentDir = path.join(root, "content");
  const carry = entriesHolding(liveDir, [path.dirname(releasesDir), releasesDir, ...(options.carry ?? [])]);

  const releaseDir = (id: string) => path.join(releasesDir, id);
  let stored = loadReleases();
  for (const line of recoverLive(liveDir, carry)) logger.warn(line);
  prune();
  let lastIssued = Math.max(0, ...stored.map((release) => timeOf(release.id)));

  const jobs = new Map<string, PublishJob>();
  const settled = new Map<string, Promise<void>>();
  let running: PublishJob | undefined;
  let rollingBack: Promise<Release> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  /** One change to the live site and the releases at a time. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => {});
    return result;
  }

  function loadReleases(): StoredRelease[] {
    mkdirSync(releasesDir, { recursive: true });
    const found: StoredRelease[] = [];
    for (const name of readdirSync(releasesDir)) {
      if (!ID.test(name)) continue;
      const file = path.join(releaseDir(name), RELEASE_FILE);
      if (!existsSync(file)) {
        // Written last: a folder without it is a publish a crash or a restart cut short.
        rmSync(releaseDir(name), { recursive: true, force: true });
        logger.warn(`Removed the unfinished release ${name} (the server stopped while it was being made).`);
        continue;
      }
      try {
        found.push(storedRelease.parse(JSON.parse(readFileSync(file, "utf8"))));
      } catch (error) {
        logger.warn(`Skipped the release ${name}: its ${RELEASE_FILE} cannot be read (${messageOf(error)}).`);
      }
    }
    return found.sort((a, b) => (a.id < b.id ? 1 : -1));
  }

  function withLive(release: StoredRelease, live = liveReleaseId(liveDir)): Release {
    return { ...release, files: [...release.files], live: release.id === live };
  }

  /** Ids follow the order releases are made in, even when the clock steps back. */
  function nextId(): string {
    lastIssued = Math.max(now().getTime(), lastIssued + 1);
    return idOf(lastIssued);
  }

  async function writeRelease(release: StoredRelease): Promise<void> {
    const file = path.join(releaseDir(release.id), RELEASE_FILE);
    await writeFile(`${file}.tmp`, `${JSON.stringify(release, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
  }

  /** Removes the releases beyond `keep`, never the live one. */
  function prune(): void {
    const live = liveReleaseId(liveDir);
    const kept = stored.filter((release, index) => index < keep || release.id === live);
    for (const release of stored) {
      if (kept.includes(release)) continue;
      rmSync(releaseDir(release.id), { recursive: true, force: true });
      logger.info(`Removed the release ${release.id}: ${keep} are kept.`);
    }
    stored = kept;
  }

  /** Snapshot paths as the staff member knows them: content/…, not DATA_DIR/releases/<id>/content/…. */
  function plainPaths(problems: string[], snapshot: string): string[] {
    const prefixes = [snapshot, path.relative(root, snapshot)].map((prefix) => `${prefix}${path.sep}`);
    return problems.map((problem) =>
      prefixes.reduce((text, prefix) => text.split(prefix).join(`content${path.sep}`), problem),
    );
  }

  async function record(release: StoredRelease, title: string): Promise<StoredRelease> {
    try {
      const commit = await commitContent(root, release.by, title);
      if (!commit) return release;
      const committed = { ...release, commit };
      await writeRelease(committed);
      return committed;
    } catch (error) {
      logger.error(`The release ${release.id} is live, but git could not record it: ${messageOf(error)}`);
      return release;
    }
  }

  /** Copies a release's build into the live folder and tells the server; the live site is unchanged on failure. */
  async function makeLive(release: StoredRelease): Promise<void> {
    await swapIn({
      liveDir,
      build: path.join(releaseDir(release.id), "build"),
      releaseId: release.id,
      carry,
      onLive: () => onLive(liveDir, withLive(release, release.id)),
    });
  }

  function addLines(job: PublishJob, read: string[], chunk: string): void {
    for (const line of chunk.split(/\r?\n/)) {
      if (line.trim() === "") continue;
      read.push(line);
      job.lines.push(stripVTControlCharacters(line));
    }
    if (job.lines.length > LINES_SHOWN) job.lines.splice(0, job.lines.length - LINES_SHOWN);
    if (read.length > LINES_READ) read.splice(0, read.length - LINES_READ);
  }

  async function runPublish(job: PublishJob): Promise<void> {
    const dir = releaseDir(job.id);
    const snapshot = path.join(dir, "content");
    let live = false;
    const fail = (problems: string[]) => {
      job.state = "failed";
      job.problems = plainPaths(problems, snapshot);
    };
    try {
      await mkdir(dir, { recursive: true });
      await cp(contentDir, snapshot, { recursive: true });

      const problems = await checkContent(snapshot);
      if (problems.length > 0) return fail(problems);

      job.state = "building";
      const read: string[] = [];
      let built: boolean;
      try {
        built = await build(path.join(dir, "build"), (chunk) => addLines(job, read, chunk), { contentDir: snapshot });
      } catch (error) {
        return fail([`The build stopped: ${messageOf(error)}`]);
      }
      if (!built) return fail(problemsFromBuildOutput(read));

      job.state = "making-live";
      const previous = stored[0];
      let release: StoredRelease = {
        id: job.id,
        by: job.by,
        at: now().toISOString(),
        files: await changedFiles(previous && path.join(releaseDir(previous.id), "content"), snapshot),
        kind: "publish",
      };
      await writeRelease(release);
      try {
        await makeLive(release);
      } catch (error) {
        return fail([`The new version could not be put live (${messageOf(error)}); the site is as it was.`]);
      }
      live = true;
      stored.unshift(release);
      release = await record(release, "Publish");
      stored[0] = release;
      job.release = withLive(release);
      job.state = "done";
      logger.info(
        `Published ${release.id} by ${release.by}: ${release.files.length === 1 ? "1 content file" : `${release.files.length} content files`} changed.`,
      );
      prune();
    } catch (error) {
      if (live) logger.error(`The release ${job.id} is live, but: ${messageOf(error)}`);
      else fail([`The publish stopped: ${messageOf(error)}`]);
    } finally {
      if (!live) await rm(dir, { recursive: true, force: true }).catch(() => {});
      if (job.state === "failed") logger.warn(`Publish by ${job.by} failed: ${job.problems.join(" | ")}`);
      job.finishedAt = now().toISOString();
    }
  }

  /** Callers get copies: only the job's own run changes it. */
  function copyOf(job: PublishJob): PublishJob {
    return { ...job, lines: [...job.lines], problems: [...job.problems] };
  }

  function publish(by: string): PublishJob {
    if (running) return copyOf(running);
    const job: PublishJob = {
      id: nextId(),
      by,
      state: "checking",
      startedAt: now().toISOString(),
      finishedAt: null,
      lines: [],
      problems: [],
    };
    running = job;
    jobs.set(job.id, job);
    for (const id of [...jobs.keys()].slice(0, Math.max(0, jobs.size - JOBS_KEPT))) {
      jobs.delete(id);
      settled.delete(id);
    }
    settled.set(
      job.id,
      exclusive(() => runPublish(job))
        .catch((error: unknown) => logger.error(`The publish ${job.id} stopped: ${messageOf(error)}`))
        .finally(() => {
          running = undefined;
        }),
    );
    return copyOf(job);
  }

  async function rollbackNow(by: string): Promise<Release> {
    const liveId = liveReleaseId(liveDir);
    const live = stored.find((release) => release.id === liveId);
    const origin = live ? originOf(live) : liveId;
    const target = stored.find((release) => origin === undefined || release.id < origin);
    if (stored.length === 0)
      throw new PublishError("Nothing has been published yet: there is nothing to roll back to.");
    if (!target)
      throw new PublishError(
        `There is no earlier version to roll back to: the live one is the oldest kept (the last ${keep} are kept).`,
      );

    const id = nextId();
    const dir = releaseDir(id);
    const snapshot = path.join(dir, "content");
    let release: StoredRelease;
    try {
      await mkdir(dir, { recursive: true });
      await cp(path.join(releaseDir(target.id), "content"), snapshot, { recursive: true });
      await cp(path.join(releaseDir(target.id), "build"), path.join(dir, "build"), { recursive: true });
      const previous = stored[0];
      release = {
        id,
        by,
        at: now().toISOString(),
        files: await changedFiles(previous && path.join(releaseDir(previous.id), "content"), snapshot),
        kind: "rollback",
        restores: originOf(target),
      };
      await writeRelease(release);
      await makeLive(release);
    } catch (error) {
      await rm(dir, { recursive: true, force: true }).catch(() => {});
      throw new PublishError(`The roll back failed (${messageOf(error)}); the site is as it was.`);
    }
    stored.unshift(release);
    try {
      await syncTree(snapshot, contentDir);
    } catch (error) {
      logger.error(`Rolled back to ${release.restores}, but content/ could not be restored: ${messageOf(error)}`);
      throw new PublishError(
        `The site was rolled back, but the content files could not be restored (${messageOf(error)}): the editor still shows the newer content.`,
      );
    }
    release = await record(release, `Roll back to ${release.restores}`);
    stored[0] = release;
    logger.info(`Rolled back by ${by} to ${release.restores}, as ${release.id}.`);
    prune();
    return withLive(release);
  }

  /** Keeps the live build as a release when it is none (a build `npm start` made), with the content it was made from. */
  async function adoptNow(by: string): Promise<Release | undefined> {
    if (liveReleaseId(liveDir) !== undefined) return undefined;
    const id = nextId();
    const dir = releaseDir(id);
    try {
      await mkdir(dir, { recursive: true });
      await cp(contentDir, path.join(dir, "content"), { recursive: true });
      const skipped = new Set(carry.map((name) => path.join(liveDir, name)));
      await cp(liveDir, path.join(dir, "build"), { recursive: true, filter: (source) => !skipped.has(source) });
      const previous = stored[0];
      const release: StoredRelease = {
        id,
        by,
        at: now().toISOString(),
        files: await changedFiles(previous && path.join(releaseDir(previous.id), "content"), path.join(dir, "content")),
        kind: "start",
      };
      await writeRelease(release);
      await markLive(liveDir, id);
      stored.unshift(release);
      prune();
      return withLive(release);
    } catch (error) {
      await rm(dir, { recursive: true, force: true }).catch(() => {});
      logger.warn(`The live build could not be kept to roll back to: ${messageOf(error)}`);
      return undefined;
    }
  }

  return {
    publish,
    adopt: (by) => exclusive(() => adoptNow(by)),
    job: (id) => {
      const job = jobs.get(id);
      return job && copyOf(job);
    },
    currentJob: () => running && copyOf(running),
    lastJob: () => {
      const job = [...jobs.values()].at(-1);
      return job && copyOf(job);
    },
    finished: async (id) => {
      await settled.get(id);
      const job = jobs.get(id);
      return job && copyOf(job);
    },
    rollback(by) {
      if (running) return Promise.reject(new PublishError("A publish is under way: roll back once it has finished."));
      rollingBack ??= exclusive(() => rollbackNow(by)).finally(() => {
        rollingBack = undefined;
      });
      return rollingBack;
    },
    releases: () => {
      const live = liveReleaseId(liveDir);
      return stored.map((release) => withLive(release, live));
    },
  };
}
