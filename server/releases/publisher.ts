import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { copyFile, cp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { diffLines } from "diff";
import type {
  ChangeView,
  DraftsView,
  EntryVersionView,
  EntryView,
  JobPurpose,
  JobView,
  VersionView,
  VersionsView,
} from "~/staff/versions";
import { problemsFromBuildOutput } from "./build-problems";
import { changedFiles, syncTree } from "./content-tree";
import { entriesOf, entryOf, type Entry } from "./entries";
import { commitSnapshot } from "./git-record";
import type { ReleaseFolder, ReleaseRecord } from "./release-folder";
import { contentVersion, readBuildVersions } from "~/lib/build-versions";

/*
 * Drafts, previews, publishing and the versions (docs/decisions/0025): the drafts are content/ as the editor saved
 * it; a preview or a publish builds a snapshot of them into a new release; making a release live moves the one
 * pointer (release-folder.ts) and tells the server. Nothing here writes the drafts but Discard and Restore, and both
 * keep what they replace.
 */

export type PublishLogger = { info(message: string): void; warn(message: string): void; error(message: string): void };

export type BuildSite = (
  outDir: string,
  onLine: (line: string) => void,
  context: { contentDir: string },
) => Promise<boolean>;

export type PublisherOptions = {
  /** The site's folder: its content/ holds the drafts, and its code builds every release. */
  root: string;
  folder: ReleaseFolder;
  /** The fingerprint of the code this server builds with (versions-of.ts). */
  code: string;
  /** Problems in a content folder, in plain words; [] when it is fine. */
  checkContent: (contentDir: string) => Promise<string[]> | string[];
  build: BuildSite;
  /** Makes the server serve a release from the next request on. */
  onLive: (release: ReleaseRecord) => Promise<void> | void;
  /** How many of the versions most recently live keep their builds, for an instant switch. */
  keep?: number;
  now?: () => Date;
  logger?: PublishLogger;
};

/** A refusal or failure meant for the staff member, in plain words. */
export class PublishError extends Error {
  override name = "PublishError";
}

const LINES_SHOWN = 200;
/** More lines than are shown are read for problems: the content check lists every mistake at once. */
const LINES_READ = 2000;
const JOBS_KEPT = 20;
const DISCARDED = "discarded";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

const MADE: Record<ReleaseRecord["kind"], (release: ReleaseRecord) => string> = {
  drafts: (release) => `Published by ${release.by}`,
  first: () => "The site as the server first built it",
  start: () => "The site as the server started with it",
  code: () => "The live content, rebuilt for new code",
  rebuild: (release) => `An earlier version, built again by ${release.by}`,
  content: () => "Built by the server from content/",
};

export function createPublisher(options: PublisherOptions) {
  const { folder, code, checkContent, build, onLive } = options;
  const root = path.resolve(options.root);
  const drafts = path.join(root, "content");
  const keep = Math.max(1, options.keep ?? 5);
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;

  const jobs = new Map<string, JobView>();
  let running: JobView | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  /** One change to the releases and the live site at a time. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => {});
    return result;
  }

  const live = () => {
    const id = folder.liveId();
    return id ? folder.get(id) : undefined;
  };

  const changeView = (files: readonly string[], contentDir: string, fallbackDir?: string): ChangeView => {
    const { entries, others } = entriesOf(files, contentDir);
    return {
      entries: entries.map((entry) => {
        // A removed entry is named as it was.
        const named =
          fallbackDir && !existsSync(path.join(contentDir, entry.key)) ? entryOf(entry.key, fallbackDir) : null;
        return viewOf(named ?? entry);
      }),
      others,
    };
  };
  const viewOf = ({ key, kind, name, editor, page }: Entry): EntryView => ({
    key,
    kind,
    name,
    editor,
    ...(page ? { page } : {}),
  });

  /** The versions that have been live, the one most recently made live first. */
  function versions(): VersionView[] {
    const moves = folder.history();
    const liveId = folder.liveId();
    const seen = new Set<string>();
    const views: VersionView[] = [];
    for (const move of [...moves].reverse()) {
      if (seen.has(move.id)) continue;
      seen.add(move.id);
      const release = folder.get(move.id);
      if (!release) continue;
      views.push({
        id: release.id,
        at: release.at,
        made: MADE[release.kind](release),
        liveAt: move.at,
        liveBy: move.by,
        live: release.id === liveId,
        changed: release.parent !== undefined,
        changes: changeView(
          release.files,
          folder.contentOf(release.id),
          release.parent ? folder.contentOf(release.parent) : undefined,
        ),
        ...(release.commit ? { commit: release.commit } : {}),
        built: folder.hasBuild(release.id),
      });
    }
    return views;
  }

  /** The newest release built from the drafts that was never live: the preview. */
  const latestPreview = () => {
    const everLive = new Set(folder.history().map((move) => move.id));
    return folder.list().find((release) => release.kind === "drafts" && !everLive.has(release.id));
  };

  function draftFiles(): string[] {
    const current = live();
    return changedFiles(current && folder.contentOf(current.id), drafts);
  }

  function draftsView(files: string[]): DraftsView {
    const current = live();
    const preview = latestPreview();
    const fresh = preview && preview.content === contentVersion(drafts) && folder.hasBuild(preview.id);
    return {
      changes: changeView(files, drafts, current && folder.contentOf(current.id)),
      waiting: files.length > 0,
      ...(fresh ? { preview: { id: preview.id, at: preview.at, by: preview.by } } : {}),
    };
  }

  function addLines(job: JobView, read: string[], chunk: string): void {
    for (const line of chunk.split(/\r?\n/)) {
      if (line.trim() === "") continue;
      read.push(line);
      job.lines.push(stripVTControlCharacters(line));
    }
    if (job.lines.length > LINES_SHOWN) job.lines.splice(0, job.lines.length - LINES_SHOWN);
    if (read.length > LINES_READ) read.splice(0, read.length - LINES_READ);
  }

  /** Snapshot paths as the staff member knows them: content/…, not the release's folder. */
  function plainPaths(problems: string[], snapshot: string): string[] {
    const prefixes = [snapshot, path.relative(root, snapshot)].map((prefix) => `${prefix}${path.sep}`);
    return problems.map((problem) =>
      prefixes.reduce((text, prefix) => text.split(prefix).join(`content${path.sep}`), problem),
    );
  }

  /**
   * Builds a new release from `source` (a content folder): copies it in as the release's snapshot, checks it,
   * builds it. Returns the release, or null with `job.problems` set.
   */
  async function makeRelease(
    job: JobView,
    source: string,
    fields: Pick<ReleaseRecord, "kind" | "by"> & Partial<Pick<ReleaseRecord, "from">>,
  ): Promise<ReleaseRecord | null> {
    const dir = folder.start(job.id);
    const snapshot = path.join(dir, "content");
    const fail = (problems: string[]) => {
      job.state = "failed";
      job.problems = plainPaths(problems, snapshot);
      folder.abandon(job.id);
      return null;
    };
    try {
      await cp(source, snapshot, { recursive: true });
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
      const parent = live();
      const release: ReleaseRecord = {
        id: job.id,
        at: now().toISOString(),
        // The code the build itself read (the server's may have changed on disk since it started).
        code: readBuildVersions(path.join(dir, "build"))?.code ?? code,
        content: contentVersion(snapshot),
        files: changedFiles(parent && folder.contentOf(parent.id), snapshot),
        ...(parent ? { parent: parent.id } : {}),
        ...fields,
      };
      folder.finish(release);
      return release;
    } catch (error) {
      return fail([`The build stopped: ${messageOf(error)}`]);
    }
  }

  /** Points the site at `release` and tells the server; the pointer goes back if the server cannot switch. */
  async function goLive(release: ReleaseRecord, by: string): Promise<void> {
    const previous = folder.liveId();
    folder.setLive(release.id, by, now());
    try {
      await onLive(release);
    } catch (error) {
      if (previous) folder.setLive(previous, "the server", now());
      throw new PublishError(`The version could not be put live (${messageOf(error)}); the site is as it was.`);
    }
    const preview = latestPreview();
    for (const id of folder.prune({ keep, alsoKeep: preview ? [preview.id] : [] })) {
      logger.info(`Removed the build of ${id} (the last ${keep} versions live keep theirs; it can be built again).`);
    }
  }

  /** Records a release made live by a staff member as a commit, when the site's folder is a git repository. */
  async function record(release: ReleaseRecord, title: string): Promise<void> {
    try {
      const commit = await commitSnapshot(root, folder.contentOf(release.id), {
        author: release.by,
        title,
        changed: release.files,
      });
      if (commit) folder.annotate(release.id, { commit });
    } catch (error) {
      logger.error(`The version ${release.id} is live, but git could not record it: ${messageOf(error)}`);
    }
  }

  function newJob(by: string, purpose: JobPurpose): JobView {
    const job: JobView = {
      id: folder.nextId(now()),
      by,
      purpose,
      state: "checking",
      startedAt: now().toISOString(),
      finishedAt: null,
      lines: [],
      problems: [],
    };
    jobs.set(job.id, job);
    for (const id of [...jobs.keys()].slice(0, Math.max(0, jobs.size - JOBS_KEPT))) jobs.delete(id);
    return job;
  }

  const copyOf = (job: JobView): JobView => ({ ...job, lines: [...job.lines], problems: [...job.problems] });

  /** Runs `work` as `job`, one job at a time, and notes how it ended. */
  function runJob(job: JobView, work: () => Promise<void>): JobView {
    running = job;
    void exclusive(async () => {
      try {
        await work();
      } catch (error) {
        job.state = "failed";
        job.problems = [error instanceof PublishError ? error.message : `It stopped: ${messageOf(error)}`];
      } finally {
        job.finishedAt = now().toISOString();
        if (job.state === "failed") logger.warn(`The ${job.purpose} by ${job.by} failed: ${job.problems.join(" | ")}`);
        running = undefined;
      }
    });
    return copyOf(job);
  }

  /** Builds the drafts into a release: a preview, or (`publish`) one made live as soon as it is built. */
  async function buildDrafts(by: string, publish: boolean): Promise<JobView> {
    if (running) return copyOf(running);
    const files = draftFiles();
    if (publish && files.length === 0 && live()) {
      throw new PublishError("Nothing to publish: the live version holds every saved edit.");
    }
    const preview = latestPreview();
    const job = newJob(by, publish ? "publish" : "preview");
    // Drafts already built as a preview: publishing them is moving the pointer, with no second build.
    if (preview && preview.content === contentVersion(drafts) && folder.hasBuild(preview.id)) {
      if (!publish) {
        job.state = "done";
        job.release = preview.id;
        job.finishedAt = now().toISOString();
        return copyOf(job);
      }
      return runJob(job, async () => {
        job.state = "making-live";
        await makeLiveNow(preview, by);
        job.release = preview.id;
        job.state = "done";
      });
    }
    return runJob(job, async () => {
      const release = await makeRelease(job, drafts, { kind: "drafts", by });
      if (!release) return;
      job.release = release.id;
      if (publish) {
        job.state = "making-live";
        await makeLiveNow(release, by);
        logger.info(`Published ${release.id} by ${by}: ${release.files.length} content files changed.`);
      } else {
        logger.info(`Built the preview ${release.id} for ${by}.`);
      }
      job.state = "done";
    });
  }

  async function makeLiveNow(release: ReleaseRecord, by: string): Promise<void> {
    await goLive(release, by);
    const title = release.kind === "drafts" ? "Publish" : `Make the version of ${release.at} live`;
    await record(release, title);
  }

  return {
    /** Starts a preview build of the drafts (or finds the one already made of them). */
    preview: (by: string) => buildDrafts(by, false),
    /** Builds the drafts and makes them live; with a preview of them already built, makes that one live. */
    publish: (by: string) => buildDrafts(by, true),

    /**
     * Makes release `id` live: at once when its build is on disk, else after building its content again (a job).
     * Never touches the drafts.
     */
    async makeLive(id: string, by: string): Promise<JobView | undefined> {
      const release = folder.get(id);
      if (!release) throw new PublishError("There is no such version.");
      if (running) throw new PublishError("A build is under way: try again once it has finished.");
      if (folder.hasBuild(id)) {
        await exclusive(() => makeLiveNow(release, by));
        logger.info(`${by} made the version ${id} live.`);
        return undefined;
      }
      const job = newJob(by, "rebuild");
      return runJob(job, async () => {
        const rebuilt = await makeRelease(job, folder.contentOf(id), { kind: "rebuild", by, from: id });
        if (!rebuilt) return;
        job.release = rebuilt.id;
        job.state = "making-live";
        await makeLiveNow(rebuilt, by);
        job.state = "done";
      });
    },

    /**
     * Resets the drafts to the live version's content. What they held first is kept, as a version of its own in
     * the releases' folder (discarded/), so nothing saved is lost. Returns what changed.
     */
    async discardDrafts(by: string): Promise<ChangeView> {
      return exclusive(async () => {
        const current = live();
        if (!current) throw new PublishError("Nothing is live yet: there is nothing to go back to.");
        const files = draftFiles();
        if (files.length === 0) return { entries: [], others: [] };
        const changes = changeView(files, drafts, folder.contentOf(current.id));
        const id = folder.nextId(now());
        const kept = path.join(folder.dir, DISCARDED, id);
        await mkdir(kept, { recursive: true });
        await cp(drafts, path.join(kept, "content"), { recursive: true });
        await writeFile(
          path.join(kept, "discarded.json"),
          `${JSON.stringify({ id, by, at: now().toISOString(), live: current.id, files }, null, 2)}\n`,
        );
        await syncTree(folder.contentOf(current.id), drafts);
        logger.info(`${by} discarded the drafts (${files.length} files, kept in ${kept}).`);
        return changes;
      });
    },

    /**
     * Puts one entry back into the drafts as it was in version `id`: its files there replace its files in the
     * drafts, and nothing else changes.
     */
    async restoreEntry(id: string, key: string, by: string): Promise<EntryView> {
      return exclusive(async () => {
        const snapshot = folder.contentOf(id);
        const entry = entryOf(key, snapshot);
        if (!folder.get(id) || !entry || !existsSync(path.join(snapshot, key))) {
          throw new PublishError("That entry is not in that version.");
        }
        const within = async (dir: string) =>
          (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
            .filter((item) => item.isFile())
            .map((item) => path.relative(dir, path.join(item.parentPath, item.name)).split(path.sep).join("/"))
            .filter((file) => entry.holds(file));
        for (const file of await within(drafts)) await rm(path.join(drafts, file), { force: true });
        for (const file of await within(snapshot)) {
          await mkdir(path.dirname(path.join(drafts, file)), { recursive: true });
          await copyFile(path.join(snapshot, file), path.join(drafts, file));
        }
        logger.info(`${by} restored ${entry.kind} ${entry.name} into the drafts from the version ${id}.`);
        return viewOf(entry);
      });
    },

    /** What the staff pages read. */
    view(): VersionsView {
      return {
        // Compared as files: content/ is small (a few hundred kilobytes).
        drafts: () => draftsView(draftFiles()),
        versions,
        lastJob: () => {
          const job = [...jobs.values()].at(-1);
          return job && copyOf(job);
        },
        job: (jobId) => {
          const job = jobs.get(jobId);
          return job && copyOf(job);
        },
        version: (versionId) => versions().find((version) => version.id === versionId),
        entry: (key) => {
          const current = live();
          const entry =
            entryOf(key, drafts) && existsSync(path.join(drafts, key))
              ? entryOf(key, drafts)
              : current
                ? entryOf(key, folder.contentOf(current.id))
                : null;
          return entry ? viewOf(entry) : undefined;
        },
        entryHistory: (key) => entryHistory(key),
        againstLive: (versionId) => {
          const current = live();
          if (!folder.get(versionId) || !current) return undefined;
          const snapshot = folder.contentOf(versionId);
          return changeView(
            changedFiles(folder.contentOf(current.id), snapshot),
            snapshot,
            folder.contentOf(current.id),
          );
        },
        viewable: (versionId) => {
          const release = folder.get(versionId);
          if (!release || !folder.hasBuild(versionId)) return undefined;
          const published = folder.history().some((move) => move.id === versionId);
          return { id: release.id, at: release.at, by: release.by, published };
        },
      };
    },

    /** The preview release with this id, when it is one (a release built from drafts, never live). */
    previewBuild(id: string): string | undefined {
      const release = folder.get(id);
      return release && folder.hasBuild(id) ? folder.buildOf(id) : undefined;
    },

    /** Resolves once the job under way, if any, has finished. */
    idle: () => queue.then(() => undefined),
  };

  /** The versions that have been live in which an entry differs from the version live before, newest first. */
  function entryHistory(key: string): EntryVersionView[] {
    const text = (dir: string) => {
      const file = path.join(dir, key);
      return existsSync(file) ? readFileSync(file, "utf8") : null;
    };
    const current = text(drafts) ?? "";
    const views: EntryVersionView[] = [];
    let newer: string | null | undefined;
    // Oldest first, to compare each with the one before it; shown newest first.
    for (const version of [...versions()].sort((a, b) => (a.liveAt < b.liveAt ? -1 : 1))) {
      const then = text(folder.contentOf(version.id));
      if (newer !== undefined && then === newer) continue;
      newer = then;
      views.push({
        version,
        existed: then !== null,
        lines: aroundChanges(
          diffLines(then ?? "", current).flatMap((part) =>
            part.value
              .replace(/\n$/, "")
              .split("\n")
              .map((line) => ({ mark: part.removed ? "-" : part.added ? "+" : " ", text: line }) as const),
          ),
        ),
      });
    }
    return views.reverse();
  }
}

type Line = EntryVersionView["lines"][number];

/** The changed lines with two lines around each, and "…" where unchanged lines are left out. */
export function aroundChanges(lines: readonly Line[], context = 2): Line[] {
  const near = (i: number) => lines.slice(Math.max(0, i - context), i + context + 1).some((line) => line.mark !== " ");
  const kept: Line[] = [];
  lines.forEach((line, i) => {
    if (near(i)) kept.push(line);
    else if (kept.at(-1)?.text !== "…") kept.push({ mark: " ", text: "…" });
  });
  return kept;
}

/** Copies a folder whole, synchronously: a release's snapshot at the first start. */
export function copyFolder(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

export type Publisher = ReturnType<typeof createPublisher>;
