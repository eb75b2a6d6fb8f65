import { cp, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { contentVersion, readBuildVersions } from "~/lib/build-versions";
import { changedFiles } from "./content-tree";
import type { ReleaseFolder, ReleaseRecord } from "./release-folder";
import type { BuildSite, PublishLogger } from "./publisher";

/*
 * What `npm start` serves (docs/decisions/0025): the live release, as it is. It builds only what it must:
 *  - the first time, when there is no release: content/ (or it keeps a complete build of the same code and content
 *    already in BUILD_DIR, as `npm run build` made it);
 *  - after a code change: the live release's own content, with the new code (never the drafts);
 *  - with no staff area, content/ is the site itself (no drafts, no publish): a change to it is built too.
 * NO_BUILD=1 never builds: it serves the live release, or keeps BUILD_DIR as it is.
 */

export type StartOptions = {
  root: string;
  folder: ReleaseFolder;
  /** The code this server builds with. */
  code: string;
  /** Where `npm run build` leaves a build: kept as the first release when it is what the server would build. */
  buildDir: string;
  /** With a staff area, content/ holds drafts that only a publish makes live. */
  staffArea: boolean;
  noBuild: boolean;
  build: BuildSite;
  now?: () => Date;
  logger?: PublishLogger;
};

/** The build's own files: what a release keeps of BUILD_DIR (a data folder kept inside it stays behind). */
const BUILD_ENTRIES = new Set(["client", "server"]);

/** The release to serve, or a problem in one plain line when there is none. */
export async function startingRelease(options: StartOptions): Promise<ReleaseRecord | { problem: string }> {
  const { root, folder, code, buildDir, staffArea, noBuild, build } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const content = path.join(root, "content");
  const by = "the server";

  /** Makes a release of `source` (copied in as its content), built, or copied from a finished build. */
  async function make(
    fields: Pick<ReleaseRecord, "kind"> & Partial<Pick<ReleaseRecord, "from">>,
    source: string,
    made: { builtIn: string } | { build: true },
  ): Promise<ReleaseRecord | undefined> {
    const parent = folder.liveId();
    const id = folder.nextId(now());
    const dir = folder.start(id);
    try {
      await cp(source, path.join(dir, "content"), { recursive: true });
      const out = path.join(dir, "build");
      if ("builtIn" in made) {
        for (const entry of await readdir(made.builtIn, { withFileTypes: true })) {
          if (entry.isFile() || BUILD_ENTRIES.has(entry.name)) {
            await cp(path.join(made.builtIn, entry.name), path.join(out, entry.name), { recursive: true });
          }
        }
      } else {
        logger.info(`Building the site from ${path.relative(root, source) || source} into the release ${id}…`);
        const ok = await build(out, (line) => logger.info(line), { contentDir: path.join(dir, "content") });
        if (!ok) {
          folder.abandon(id);
          return undefined;
        }
      }
      const release: ReleaseRecord = {
        id,
        by,
        at: now().toISOString(),
        code: readBuildVersions(out)?.code ?? code,
        content: contentVersion(path.join(dir, "content")),
        files: changedFiles(parent ? folder.contentOf(parent) : undefined, path.join(dir, "content")),
        ...(parent ? { parent } : {}),
        ...fields,
      };
      folder.finish(release);
      folder.setLive(id, by, now());
      return release;
    } catch (error) {
      folder.abandon(id);
      throw error;
    }
  }

  const complete = existsSync(path.join(buildDir, "headers.json"));
  const kept = complete ? readBuildVersions(buildDir) : undefined;
  /** Whether BUILD_DIR holds a build of this code and of `contentDir`'s content: kept instead of building it again. */
  const keptMatches = (contentDir: string) => kept?.code === code && kept.content === contentVersion(contentDir);

  const liveId = folder.liveId();
  const live = liveId && folder.hasBuild(liveId) ? folder.get(liveId) : undefined;
  if (live) {
    if (noBuild) return live;
    const contentChanged = !staffArea && live.content !== contentVersion(content);
    if (live.code === code && !contentChanged) return live;
    const source = contentChanged ? content : folder.contentOf(live.id);
    const fields = contentChanged ? { kind: "content" as const } : { kind: "code" as const, from: live.id };
    if (keptMatches(source)) {
      logger.info(`Keeping the build in ${buildDir}: it is this code with the live content.`);
      const adopted = await make(fields, source, { builtIn: buildDir });
      if (adopted) return adopted;
    }
    const why = live.code !== code ? "The code changed" : "content/ changed (no staff area: it is the site)";
    logger.info(`${why} since the live version ${live.id} was built: building it again.`);
    const rebuilt = await make(fields, source, { build: true });
    if (rebuilt) return rebuilt;
    logger.warn(`The build failed: serving the live version ${live.id} as it was, from ${live.at}.`);
    return live;
  }

  if (complete && (noBuild || keptMatches(content))) {
    logger.info(`Keeping the build in ${buildDir} as the first version.`);
    const adopted = await make({ kind: "start" }, content, { builtIn: buildDir });
    if (adopted) return adopted;
  }
  if (noBuild) return { problem: `NO_BUILD=1, and ${buildDir} holds no complete build: run \`npm run build\` first.` };
  const first = await make({ kind: "first" }, content, { build: true });
  return first ?? { problem: "The site could not be built: the build's output above says why." };
}
