// @vitest-environment node
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIVE_RELEASE_FILE } from "./live-swap";
import { createPublisher, PublishError, type PublisherOptions } from "./publisher";
import type { PublishJob } from "~/staff/staff-area";

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A site folder with two content files and a live build made some other way (npm run build). */
function site() {
  const root = mkdtempSync(path.join(tmpdir(), "publish-"));
  dirs.push(root);
  writeFile(root, "content/site.yaml", "phone: 555 0100\n");
  writeFile(root, "content/team/ana.md", "role: Partner\n");
  const liveDir = path.join(root, "build");
  writeFile(liveDir, "client/index.html", "the first build");
  writeFile(liveDir, "headers.json", "{}");
  return { root, liveDir, releasesDir: path.join(root, "data", "releases") };
}

function writeFile(dir: string, relative: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
}

function read(dir: string, relative: string) {
  return readFileSync(path.join(dir, relative), "utf8");
}

/** Every file's path and bytes under `dir`: equal hashes mean byte-identical trees. */
function treeHash(dir: string): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(dir, file);
    hash.update(file);
    if (statSync(full).isFile()) hash.update(readFileSync(full));
  }
  return hash.digest("hex");
}

/** The content files, in order, as one page: what the site would show. */
function pageOf(contentDir: string): string {
  return readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(path.join(contentDir, file)).isFile())
    .sort()
    .map((file) => `${file.split(path.sep).join("/")}=${readFileSync(path.join(contentDir, file), "utf8").trim()}`)
    .join("; ");
}

/** A build in milliseconds: the page is made from the content files; "BREAK" in one fails it, with a stack trace. */
const fakeBuild: PublisherOptions["build"] = async (outDir, onLine, { contentDir }) => {
  onLine("building the site");
  const page = pageOf(contentDir);
  if (page.includes("BREAK")) {
    onLine("\u001b[31m10:00:00 [ERROR] [vite] ✗ Build failed in 12ms\u001b[39m");
    onLine("The page team/[slug].astro cannot be built: the member has no name");
    onLine(
      "  Stack trace:\n    at render (/work/main/src/pages/team/[slug].astro:12:7)\n    at async build (x.js:1:1)",
    );
    onLine("npm error Lifecycle script `build` failed with error:\nnpm error code 1");
    return false;
  }
  writeFile(outDir, "client/index.html", page);
  writeFile(outDir, "headers.json", "{}");
  return true;
};

const silent = { info: () => {}, warn: () => {}, error: () => {} };

function publisherFor(paths: ReturnType<typeof site>, options: Partial<PublisherOptions> = {}) {
  const onLive = vi.fn<PublisherOptions["onLive"]>(async () => {});
  const publisher = createPublisher({
    ...paths,
    checkContent: () => [],
    build: fakeBuild,
    onLive,
    logger: silent,
    ...options,
  });
  async function publish(by = "ana@firm.example"): Promise<PublishJob> {
    const job = await publisher.finished(publisher.publish(by).id);
    if (!job) throw new Error("the job vanished");
    return job;
  }
  return { publisher, onLive, publish };
}

describe("publish", () => {
  it("makes the new build live at the same path and tells the server", async () => {
    const paths = site();
    const { publisher, onLive, publish } = publisherFor(paths);
    writeFile(paths.root, "content/site.yaml", "phone: 555 0199\n");

    const job = await publish();

    expect(job).toMatchObject({ state: "done", problems: [], by: "ana@firm.example" });
    expect(job.finishedAt).not.toBeNull();
    expect(job.lines).toContain("building the site");
    expect(read(paths.liveDir, "client/index.html")).toBe("site.yaml=phone: 555 0199; team/ana.md=role: Partner");
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(onLive.mock.calls[0]?.[0]).toBe(paths.liveDir);
    expect(onLive.mock.calls[0]?.[1]).toMatchObject({ id: job.id, kind: "publish", live: true });
    const [release] = publisher.releases();
    expect(release).toMatchObject({ id: job.id, by: "ana@firm.example", kind: "publish", live: true });
    expect(job.release).toEqual(release);
    expect(existsSync(`${paths.liveDir}.next`)).toBe(false);
    expect(existsSync(`${paths.liveDir}.previous`)).toBe(false);
    // The record, and a snapshot of what was published.
    expect(JSON.parse(read(path.join(paths.releasesDir, job.id), "release.json"))).toMatchObject({ by: job.by });
    expect(read(path.join(paths.releasesDir, job.id), "content/site.yaml")).toBe("phone: 555 0199\n");
  });

  it("names the content files changed since the previous release", async () => {
    const paths = site();
    const { publisher, publish } = publisherFor(paths);
    await publish();
    writeFile(paths.root, "content/team/ben.md", "role: Analyst\n");
    writeFile(paths.root, "content/site.yaml", "phone: 555 0199\n");
    rmSync(path.join(paths.root, "content/team/ana.md"));
    await publish();
    await publish();

    expect(publisher.releases().map((release) => release.files)).toEqual([
      [],
      ["content/site.yaml", "content/team/ana.md", "content/team/ben.md"],
      ["content/site.yaml", "content/team/ana.md"],
    ]);
  });

  it("builds the content as it was when Publish was pressed, whatever is saved during the build", async () => {
    const paths = site();
    const { publish } = publisherFor(paths, {
      build: async (outDir, onLine, context) => {
        writeFile(paths.root, "content/site.yaml", "phone: saved during the build\n");
        return fakeBuild(outDir, onLine, context);
      },
    });
    await publish();
    expect(read(paths.liveDir, "client/index.html")).toContain("phone: 555 0100");
  });

  it("moves progress through checking, building and making live, and gives ids that sort by time", async () => {
    const paths = site();
    let finishBuild = () => {};
    const { publisher } = publisherFor(paths, {
      now: () => new Date("2026-11-27T10:15:30.123Z"),
      build: (outDir, onLine, context) =>
        new Promise((resolve) => {
          finishBuild = () => void fakeBuild(outDir, onLine, context).then(resolve);
        }),
    });
    const started = publisher.publish("ana@firm.example");
    expect(started.id).toBe("2026-11-27T10-15-30-123Z");
    await vi.waitFor(() => expect(publisher.currentJob()?.state).toBe("building"));
    finishBuild();
    const done = await publisher.finished(started.id);
    expect(done?.state).toBe("done");
    expect(publisher.currentJob()).toBeUndefined();
    expect(publisher.lastJob()?.id).toBe(started.id);
    // The same instant again: the next id still sorts after it.
    const next = publisher.publish("ana@firm.example");
    expect(next.id).toBe("2026-11-27T10-15-30-124Z");
    await vi.waitFor(() => expect(publisher.currentJob()?.state).toBe("building"));
    finishBuild();
    expect((await publisher.finished(next.id))?.state).toBe("done");
  });

  it("returns the running job to a second Publish instead of starting another", async () => {
    const paths = site();
    let finishBuild = () => {};
    const build = vi.fn<PublisherOptions["build"]>(
      (outDir, onLine, context) =>
        new Promise((resolve) => {
          finishBuild = () => void fakeBuild(outDir, onLine, context).then(resolve);
        }),
    );
    const { publisher } = publisherFor(paths, { build });
    const first = publisher.publish("ana@firm.example");
    await vi.waitFor(() => expect(build).toHaveBeenCalled());
    const second = publisher.publish("ben@firm.example");
    expect(second.id).toBe(first.id);
    expect(second.by).toBe("ana@firm.example");
    await expect(publisher.rollback("ben@firm.example")).rejects.toThrow("A publish is under way");
    finishBuild();
    await publisher.finished(first.id);
    expect(build).toHaveBeenCalledTimes(1);
    expect(publisher.releases()).toHaveLength(1);
  });
});

describe("a publish that fails leaves the live site byte for byte as it was", () => {
  it("when the content check finds problems: nothing is built, and the problems are the check's", async () => {
    const paths = site();
    const build = vi.fn(fakeBuild);
    const { publisher, publish, onLive } = publisherFor(paths, {
      build,
      checkContent: (contentDir) => [`${path.join(contentDir, "team", "ana.md")}: photoAlt: describe the photo`],
    });
    const before = treeHash(paths.liveDir);

    const job = await publish();

    expect(job.state).toBe("failed");
    // The snapshot's path is the staff member's content/ path.
    expect(job.problems).toEqual([`content${path.sep}team${path.sep}ana.md: photoAlt: describe the photo`]);
    expect(build).not.toHaveBeenCalled();
    expect(onLive).not.toHaveBeenCalled();
    expect(treeHash(paths.liveDir)).toBe(before);
    expect(publisher.releases()).toEqual([]);
    expect(readdirSync(paths.releasesDir)).toEqual([]);
  });

  it("when the build fails: its problems in plain words, no stack trace, and its folder removed", async () => {
    const paths = site();
    const { publisher, publish, onLive } = publisherFor(paths);
    const before = treeHash(paths.liveDir);
    writeFile(paths.root, "content/team/ana.md", "role: BREAK\n");

    const job = await publish();

    expect(job.state).toBe("failed");
    expect(job.problems).toEqual([
      "✗ Build failed in 12ms",
      "The page team/[slug].astro cannot be built: the member has no name",
    ]);
    expect(job.problems.join("\n")).not.toMatch(/^\s*at /m);
    expect(job.lines).toContain("10:00:00 [ERROR] [vite] ✗ Build failed in 12ms");
    expect(onLive).not.toHaveBeenCalled();
    expect(treeHash(paths.liveDir)).toBe(before);
    expect(readdirSync(paths.releasesDir)).toEqual([]);
    expect(publisher.releases()).toEqual([]);
  });

  it("when the build throws", async () => {
    const paths = site();
    const { publish } = publisherFor(paths, {
      build: async () => {
        throw new Error("npx: astro not found\n    at spawn (node:child_process:1:1)");
      },
    });
    const before = treeHash(paths.liveDir);
    const job = await publish();
    expect(job.problems).toEqual(["The build stopped: npx: astro not found"]);
    expect(treeHash(paths.liveDir)).toBe(before);
  });

  it("when the server cannot switch to the new build: the previous build is put back", async () => {
    const paths = site();
    const { publisher, publish } = publisherFor(paths);
    await publish();
    const before = treeHash(paths.liveDir);
    writeFile(paths.root, "content/site.yaml", "phone: 555 0199\n");
    const failing = publisherFor(paths, {
      onLive: async () => {
        throw new Error("the new server entry cannot be loaded");
      },
    });

    const job = await failing.publish();

    expect(job.state).toBe("failed");
    expect(job.problems).toEqual([
      "The new version could not be put live (the new server entry cannot be loaded); the site is as it was.",
    ]);
    expect(treeHash(paths.liveDir)).toBe(before);
    expect(failing.publisher.releases()).toHaveLength(1);
    expect(publisher.releases()[0]?.live).toBe(true);
    expect(existsSync(`${paths.liveDir}.next`)).toBe(false);
  });
});

describe("roll back", () => {
  it("makes the previous build live and restores its content files, as a release of its own", async () => {
    const paths = site();
    const { publisher, publish, onLive } = publisherFor(paths);
    const first = await publish();
    writeFile(paths.root, "content/site.yaml", "phone: 555 0199\n");
    writeFile(paths.root, "content/team/ben.md", "role: Analyst\n");
    await publish("ben@firm.example");
    expect(read(paths.liveDir, "client/index.html")).toContain("555 0199");

    const release = await publisher.rollback("cy@firm.example");

    expect(read(paths.liveDir, "client/index.html")).toBe("site.yaml=phone: 555 0100; team/ana.md=role: Partner");
    expect(read(paths.root, "content/site.yaml")).toBe("phone: 555 0100\n");
    expect(existsSync(path.join(paths.root, "content/team/ben.md"))).toBe(false);
    expect(release).toMatchObject({
      kind: "rollback",
      by: "cy@firm.example",
      live: true,
      restores: first.id,
      files: ["content/site.yaml", "content/team/ben.md"],
    });
    expect(publisher.releases().map((each) => [each.kind, each.live])).toEqual([
      ["rollback", true],
      ["publish", false],
      ["publish", false],
    ]);
    expect(onLive).toHaveBeenLastCalledWith(paths.liveDir, expect.objectContaining({ id: release.id }));
  });

  it("walks further back each time, and says so in plain words when there is nothing earlier", async () => {
    const paths = site();
    const { publisher, publish } = publisherFor(paths);
    for (const phone of ["1", "2", "3"]) {
      writeFile(paths.root, "content/site.yaml", `phone: ${phone}\n`);
      await publish();
    }
    await publisher.rollback("ana@firm.example");
    expect(read(paths.liveDir, "client/index.html")).toContain("phone: 2");
    expect(read(paths.root, "content/site.yaml")).toBe("phone: 2\n");
    await publisher.rollback("ana@firm.example");
    expect(read(paths.liveDir, "client/index.html")).toContain("phone: 1");
    expect(read(paths.root, "content/site.yaml")).toBe("phone: 1\n");

    const before = treeHash(paths.liveDir);
    const refused = publisher.rollback("ana@firm.example");
    await expect(refused).rejects.toBeInstanceOf(PublishError);
    await expect(refused).rejects.toThrow("There is no earlier version to roll back to");
    expect(treeHash(paths.liveDir)).toBe(before);

    // A publish after a roll back, then a roll back: the site before that publish.
    writeFile(paths.root, "content/site.yaml", "phone: 4\n");
    await publish();
    await publisher.rollback("ana@firm.example");
    expect(read(paths.liveDir, "client/index.html")).toContain("phone: 1");
  });

  it("refuses when nothing was ever published", async () => {
    const { publisher } = publisherFor(site());
    await expect(publisher.rollback("ana@firm.example")).rejects.toThrow(
      "Nothing has been published yet: there is nothing to roll back to.",
    );
  });
});

describe("keep", () => {
  it("removes the releases beyond the number kept", async () => {
    const paths = site();
    const { publisher, publish } = publisherFor(paths, { keep: 2 });
    const ids: string[] = [];
    for (const phone of ["1", "2", "3", "4"]) {
      writeFile(paths.root, "content/site.yaml", `phone: ${phone}\n`);
      ids.push((await publish()).id);
    }
    expect(publisher.releases().map((release) => release.id)).toEqual([ids[3], ids[2]]);
    expect(readdirSync(paths.releasesDir).sort()).toEqual([ids[2], ids[3]]);
  });

  it("never removes the live release, however old", async () => {
    const paths = site();
    const { publish } = publisherFor(paths);
    const ids: string[] = [];
    for (const phone of ["1", "2", "3"]) {
      writeFile(paths.root, "content/site.yaml", `phone: ${phone}\n`);
      ids.push((await publish()).id);
    }
    // The oldest is live (say, put back by hand): a publisher that keeps one keeps it and the newest.
    writeFileSync(path.join(paths.liveDir, LIVE_RELEASE_FILE), JSON.stringify({ id: ids[0] }));
    const { publisher } = publisherFor(paths, { keep: 1 });
    expect(publisher.releases().map((release) => [release.id, release.live])).toEqual([
      [ids[2], false],
      [ids[0], true],
    ]);
    expect(readdirSync(paths.releasesDir).sort()).toEqual([ids[0], ids[2]]);
  });
});

describe("start-up", () => {
  it("reads the releases there are and removes a folder a crash left half-written", async () => {
    const paths = site();
    const { publish } = publisherFor(paths);
    const job = await publish();
    const halfWritten = path.join(paths.releasesDir, "2099-01-01T00-00-00-000Z");
    writeFile(halfWritten, "content/site.yaml", "phone: 1\n");
    const warn = vi.fn();

    const { publisher } = publisherFor(paths, { logger: { ...silent, warn } });

    expect(existsSync(halfWritten)).toBe(false);
    expect(publisher.releases().map((release) => [release.id, release.live])).toEqual([[job.id, true]]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("2099-01-01T00-00-00-000Z"));
  });

  it("puts the live build back when a crash came between the two renames of a swap", () => {
    const paths = site();
    const before = treeHash(paths.liveDir);
    renameSync(paths.liveDir, `${paths.liveDir}.previous`);
    publisherFor(paths);
    expect(treeHash(paths.liveDir)).toBe(before);
  });
});

it("carries data kept inside the live folder across every swap", async () => {
  const paths = site();
  // As the browser tests run it: DATA_DIR inside BUILD_DIR.
  const dataDir = path.join(paths.liveDir, "e2e-data");
  writeFile(dataDir, "leads.db", "leads");
  const { publish } = publisherFor(paths, {
    releasesDir: path.join(dataDir, "releases"),
    onLive: async () => {
      throw new Error("refused");
    },
  });
  expect((await publish()).state).toBe("failed");
  expect(read(dataDir, "leads.db")).toBe("leads");

  const working = publisherFor(paths, { releasesDir: path.join(dataDir, "releases") });
  await working.publish();
  writeFile(paths.root, "content/site.yaml", "phone: 2\n");
  await working.publish();
  await working.publisher.rollback("ana@firm.example");
  expect(read(dataDir, "leads.db")).toBe("leads");
  expect(working.publisher.releases()).toHaveLength(3);
  expect(read(paths.liveDir, "client/index.html")).toContain("phone: 555 0100");
});

describe("git", () => {
  function gitSite() {
    const paths = site();
    // No identity from the machine: the staff member's email has to be enough.
    const config = path.join(paths.root, "empty.gitconfig");
    writeFileSync(config, "");
    writeFile(paths.root, ".gitignore", "/build*\n/data/\n/empty.gitconfig\n");
    vi.stubEnv("GIT_CONFIG_GLOBAL", config);
    vi.stubEnv("GIT_CONFIG_NOSYSTEM", "1");
    const git = (...args: string[]) => execFileSync("git", args, { cwd: paths.root, encoding: "utf8" }).trim();
    git("init", "--quiet");
    git("add", "-A");
    git("-c", "user.name=Dev", "-c", "user.email=dev@firm.example", "commit", "--quiet", "-m", "start");
    return { paths, git };
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("commits the content change once, as the staff member, naming the files", async () => {
    const { paths, git } = gitSite();
    const { publisher, publish } = publisherFor(paths);
    // An email is untrusted input: it reaches git as an argument, never through a shell.
    const by = "ana$(touch pwned);`touch pwned`@firm.example";
    writeFile(paths.root, "content/site.yaml", "phone: 555 0199\n");
    writeFile(paths.root, "content/team/ben.md", "role: Analyst\n");
    writeFile(paths.root, "notes.txt", "not content");

    const job = await publish(by);

    expect(git("rev-list", "--count", "HEAD")).toBe("2");
    expect(git("log", "-1", "--format=%ae")).toBe(by);
    expect(git("log", "-1", "--format=%s")).toBe("Publish: content/site.yaml, content/team/ben.md");
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([
      "content/site.yaml",
      "content/team/ben.md",
    ]);
    // Only content/ is committed.
    expect(git("status", "--porcelain")).toBe("?? notes.txt");
    expect(job.release?.commit).toBe(git("rev-parse", "HEAD"));
    expect(publisher.releases()[0]?.commit).toBe(git("rev-parse", "HEAD"));
    expect(existsSync(path.join(paths.root, "pwned"))).toBe(false);
  });

  it("makes no commit when the content did not change", async () => {
    const { paths, git } = gitSite();
    const { publisher, publish } = publisherFor(paths);
    const job = await publish();
    expect(job.state).toBe("done");
    expect(git("rev-list", "--count", "HEAD")).toBe("1");
    expect(publisher.releases()[0]?.commit).toBeUndefined();
  });

  it("commits a roll back too, and a git failure does not fail the publish", async () => {
    const { paths, git } = gitSite();
    const error = vi.fn();
    const { publisher, publish } = publisherFor(paths, { logger: { ...silent, error } });
    await publish();
    writeFile(paths.root, "content/site.yaml", "phone: 555 0199\n");
    await publish();
    const rolledBack = await publisher.rollback("cy@firm.example");
    expect(git("log", "-1", "--format=%ae %s")).toBe(
      `cy@firm.example Roll back to ${rolledBack.restores}: content/site.yaml`,
    );
    expect(git("status", "--porcelain", "--", "content")).toBe("");

    // Git refuses (another git command holds the index): the publish goes live all the same, and the log says why.
    writeFileSync(path.join(paths.root, ".git", "index.lock"), "");
    writeFile(paths.root, "content/site.yaml", "phone: 555 0111\n");
    const job = await publish();
    expect(job.state).toBe("done");
    expect(job.release?.commit).toBeUndefined();
    expect(read(paths.liveDir, "client/index.html")).toContain("555 0111");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("git could not record it"));
  });
});

describe("the build the server started with", () => {
  it("is kept as a release, so the first publish can be rolled back to it, content and all", async () => {
    const paths = site();
    const { publisher, publish } = publisherFor(paths);
    const started = await publisher.adopt("the server");
    expect(started).toMatchObject({ kind: "start", by: "the server", live: true });
    // Once is enough: a live build that is a release is not kept twice.
    expect(await publisher.adopt("the server")).toBeUndefined();

    writeFile(paths.root, "content/team/nadia.md", "role: Partner, Research\n");
    expect((await publish()).state).toBe("done");
    expect(read(paths.liveDir, "client/index.html")).toContain("nadia.md");

    await publisher.rollback("ana@firm.example");
    expect(read(paths.liveDir, "client/index.html")).toBe("the first build");
    expect(existsSync(path.join(paths.root, "content/team/nadia.md"))).toBe(false);
    expect(publisher.releases().map((release) => [release.kind, release.live])).toEqual([
      ["rollback", true],
      ["publish", false],
      ["start", false],
    ]);
  });
});
