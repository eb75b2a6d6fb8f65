// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentVersion } from "~/lib/build-versions";
import { aroundChanges, createPublisher, PublishError, type BuildSite } from "./publisher";
import { openReleaseFolder, type ReleaseFolder, type ReleaseRecord } from "./release-folder";
import { startingRelease } from "./startup";

/*
 * Drafts, previews, publishing and the versions on a real folder of releases, with a build that writes in a moment
 * what a site build writes: each page shows the content it was built from.
 */

const CODE = "code-1";
let root: string;
let folder: ReleaseFolder;
let builds: string[];
let live: ReleaseRecord | undefined;
let clock: Date;
/** While set, a build waits for it: a test can act while a build runs. */
let gate: Promise<void> | null;
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
  return clock;
};

/** A site build in miniature: the home page shows the team file it was given, and the build says what it read. */
const build: BuildSite = async (outDir, onLine, { contentDir }) => {
  builds.push(contentDir);
  await gate;
  onLine("building");
  const member = readFileSync(path.join(contentDir, "team", "ada.md"), "utf8");
  if (member.includes("BROKEN")) {
    onLine("content/team/ada.md: Role (role): is missing");
    return false;
  }
  mkdirSync(path.join(outDir, "client"), { recursive: true });
  writeFileSync(path.join(outDir, "client", "index.html"), `<h1>${member}</h1>`);
  writeFileSync(
    path.join(outDir, "build-versions.json"),
    JSON.stringify({ code: CODE, content: contentVersion(contentDir) }),
  );
  writeFileSync(path.join(outDir, "headers.json"), "{}");
  return true;
};

const drafts = (file: string) => path.join(root, "content", file);
const save = (file: string, text: string) => {
  mkdirSync(path.dirname(drafts(file)), { recursive: true });
  writeFileSync(drafts(file), text);
};
const liveHome = () => {
  folder.reload();
  return readFileSync(path.join(folder.buildOf(folder.liveId() ?? ""), "client", "index.html"), "utf8");
};

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The staff area's publisher over the test's folder, with the build in miniature and the test's clock. */
function publisher(options: Partial<Parameters<typeof createPublisher>[0]> = {}) {
  return createPublisher({
    root,
    folder,
    code: CODE,
    checkContent: () => [],
    build,
    onLive: (release) => {
      live = release;
    },
    now: tick,
    logger: quiet,
    ...options,
  });
}

/** `npm start`'s choice of what to serve, as after a restart: the folder read afresh. */
function start(options: Partial<Parameters<typeof startingRelease>[0]> = {}) {
  return startingRelease({
    root,
    folder: openReleaseFolder(folder.dir),
    code: CODE,
    buildDir: path.join(root, "build"),
    staffArea: true,
    noBuild: false,
    build,
    now: tick,
    logger: quiet,
    ...options,
  });
}

async function finished(p: ReturnType<typeof publisher>) {
  await p.idle();
  return p.view().lastJob();
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "releases-"));
  save("team/ada.md", "Ada: analyst");
  save("team/grace.md", "Grace: admiral");
  save("site.yaml", "phone: +1 202 555 0148\n");
  folder = openReleaseFolder(path.join(root, "build.releases"));
  builds = [];
  live = undefined;
  gate = null;
  clock = new Date("2026-11-28T09:00:00.000Z");
  const started = await start({ folder });
  if ("problem" in started) throw new Error(started.problem);
  builds = [];
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the drafts", () => {
  it("are listed in the editor's words against the live version, and stay through any version made live", async () => {
    const p = publisher();
    save("team/ada.md", "Ada: chief analyst");
    await p.publish("morgan@firm.example");
    const first = await finished(p);
    expect(liveHome()).toBe("<h1>Ada: chief analyst</h1>");

    save("site.yaml", "phone: +1 202 555 0199\n");
    const waiting = p.view().drafts();
    expect(waiting.waiting).toBe(true);
    expect(waiting.changes.entries.map((entry) => [entry.kind, entry.name, entry.editor])).toEqual([
      ["Contact details", "Contact details", "/keystatic/singleton/site"],
    ]);

    // Back to the version the server started with: the drafts are not touched.
    const [, start] = p.view().versions();
    await p.makeLive(start?.id ?? "", "morgan@firm.example");
    expect(liveHome()).toBe("<h1>Ada: analyst</h1>");
    expect(readFileSync(drafts("site.yaml"), "utf8")).toBe("phone: +1 202 555 0199\n");
    expect(readFileSync(drafts("team/ada.md"), "utf8")).toBe("Ada: chief analyst");
    expect(
      p
        .view()
        .drafts()
        .changes.entries.map((entry) => entry.name)
        .sort(),
    ).toEqual(["Ada", "Contact details"]);
    expect(first?.state).toBe("done");
  });

  it("with nothing waiting, publishing builds nothing and adds no version", async () => {
    const p = publisher();
    const before = p.view().versions().length;
    await expect(p.publish("morgan@firm.example")).rejects.toThrow(PublishError);
    await p.idle();
    expect(builds).toEqual([]);
    expect(p.view().versions()).toHaveLength(before);
  });

  it("are built from a snapshot: an edit saved while a build runs waits for the next", async () => {
    const p = publisher();
    save("team/ada.md", "Ada: chief analyst");
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    await p.publish("morgan@firm.example");
    while (builds.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    save("team/ada.md", "Ada: saved during the build");
    open();
    await p.idle();
    expect(liveHome()).toBe("<h1>Ada: chief analyst</h1>");
    expect(p.view().drafts().waiting).toBe(true);
  });
});

describe("a preview", () => {
  it("builds the drafts without making them live; publishing it moves the pointer, with no second build", async () => {
    const p = publisher();
    save("team/grace.md", "Grace: rear admiral");
    await p.preview("morgan@firm.example");
    const job = await finished(p);
    expect(job).toMatchObject({ purpose: "preview", state: "done" });
    const id = job?.release ?? "";
    expect(p.previewBuild(id)).toBe(folder.buildOf(id));
    expect(liveHome()).toBe("<h1>Ada: analyst</h1>");
    expect(p.view().drafts().preview?.id).toBe(id);
    expect(builds).toHaveLength(1);

    // Asked again with the same drafts: the same preview.
    await p.preview("morgan@firm.example");
    expect(builds).toHaveLength(1);

    await p.publish("morgan@firm.example");
    await p.idle();
    expect(folder.liveId()).toBe(id);
    expect(live?.id).toBe(id);
    expect(builds).toHaveLength(1);
    expect(p.view().drafts().waiting).toBe(false);
  });

  it("of drafts that do not build says why, and leaves the live site as it was", async () => {
    const p = publisher();
    save("team/ada.md", "BROKEN");
    await p.publish("morgan@firm.example");
    const job = await finished(p);
    expect(job?.state).toBe("failed");
    expect(job?.problems.join("\n")).toContain("content/team/ada.md: Role (role): is missing");
    expect(liveHome()).toBe("<h1>Ada: analyst</h1>");
    expect(readdirSync(folder.dir).filter((name) => /^\d{4}-/.test(name))).toHaveLength(1);
  });
});

describe("the versions", () => {
  it("any can be made live, back and forward again, at once while its build is kept", async () => {
    const p = publisher();
    save("team/ada.md", "Ada: second");
    await p.publish("morgan@firm.example");
    await p.idle();
    save("team/ada.md", "Ada: third");
    await p.publish("morgan@firm.example");
    await p.idle();
    const [third, second, first] = p.view().versions();
    expect([third?.live, second?.live, first?.live]).toEqual([true, false, false]);
    builds = [];

    await p.makeLive(second?.id ?? "", "grace@firm.example");
    expect(liveHome()).toBe("<h1>Ada: second</h1>");
    await p.makeLive(third?.id ?? "", "grace@firm.example");
    expect(liveHome()).toBe("<h1>Ada: third</h1>");
    expect(builds).toEqual([]);
    expect(p.view().versions()[0]).toMatchObject({ id: third?.id, live: true, liveBy: "grace@firm.example" });
  });

  it("an older one whose build was removed is built again from its own content, not the drafts", async () => {
    const p = publisher({ keep: 1 });
    save("team/ada.md", "Ada: second");
    await p.publish("morgan@firm.example");
    await p.idle();
    const [, first] = p.view().versions();
    expect(first?.built).toBe(false);
    save("team/ada.md", "Ada: a draft");
    await p.makeLive(first?.id ?? "", "morgan@firm.example");
    await p.idle();
    expect(liveHome()).toBe("<h1>Ada: analyst</h1>");
    expect(readFileSync(drafts("team/ada.md"), "utf8")).toBe("Ada: a draft");
  });

  it("Discard drafts resets them to the live version and keeps what they held", async () => {
    const p = publisher();
    save("team/ada.md", "Ada: unwanted");
    save("team/new.md", "New: person");
    const changes = await p.discardDrafts("morgan@firm.example");
    expect(changes.entries.map((entry) => entry.name).sort()).toEqual(["Ada", "New"]);
    expect(readFileSync(drafts("team/ada.md"), "utf8")).toBe("Ada: analyst");
    expect(existsSync(drafts("team/new.md"))).toBe(false);
    const [kept = ""] = readdirSync(path.join(folder.dir, "discarded"));
    expect(readFileSync(path.join(folder.dir, "discarded", kept, "content", "team", "ada.md"), "utf8")).toBe(
      "Ada: unwanted",
    );
  });
});

describe("an entry's history", () => {
  it("lists the versions it differed in, and restores one into the drafts alone", async () => {
    const p = publisher();
    save("team/ada.md", "Ada: second");
    await p.publish("morgan@firm.example");
    await p.idle();
    save("team/ada.md", "Ada: a new draft");
    save("team/grace.md", "Grace: a draft of her own");

    const history = p.view().entryHistory("team/ada.md");
    expect(history.map((item) => item.version.live)).toEqual([true, false]);
    expect(history[1]?.lines).toEqual([
      { mark: "-", text: "Ada: analyst" },
      { mark: "+", text: "Ada: a new draft" },
    ]);
    expect(
      aroundChanges(
        ["a", "b", "c", "d", "e", "f", "g"].map((text) => ({ mark: text === "d" ? "+" : " ", text }) as const),
        1,
      ).map((line) => line.text),
    ).toEqual(["…", "c", "d", "e", "…"]);
    await p.restoreEntry(history[1]?.version.id ?? "", "team/ada.md", "morgan@firm.example");
    expect(readFileSync(drafts("team/ada.md"), "utf8")).toBe("Ada: analyst");
    expect(readFileSync(drafts("team/grace.md"), "utf8")).toBe("Grace: a draft of her own");
  });
});

describe("npm start", () => {
  it("serves the live version as it is, drafts or not", async () => {
    save("team/ada.md", "Ada: a draft");
    const started = await start();
    expect(builds).toEqual([]);
    expect("id" in started && started.id).toBe(folder.liveId());
    expect(liveHome()).toBe("<h1>Ada: analyst</h1>");
  });

  it("after a code change, builds the live version's own content again, never the drafts", async () => {
    save("team/ada.md", "Ada: a draft");
    const liveBefore = folder.liveId();
    const started = await start({ code: "code-2" });
    expect(builds).toEqual([folder.contentOf("id" in started ? started.id : "")]);
    expect("kind" in started && started.kind).toBe("code");
    expect("from" in started && started.from).toBe(liveBefore);
    expect(liveHome()).toBe("<h1>Ada: analyst</h1>");
  });

  it("with no staff area, builds content/: it is the site itself", async () => {
    save("team/ada.md", "Ada: edited on disk");
    await start({ staffArea: false });
    expect(liveHome()).toBe("<h1>Ada: edited on disk</h1>");
  });
});

describe("git", () => {
  it("records each version made live as a commit of its content, never of the drafts", async () => {
    const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout.trim();
    git("init", "-q");
    git("add", "content");
    git("-c", "user.email=site@firm.example", "-c", "user.name=Site", "commit", "-q", "-m", "start");
    const p = publisher();
    save("team/ada.md", "Ada: published");
    await p.preview("morgan@firm.example");
    await p.idle();
    save("team/grace.md", "Grace: a draft saved after the preview");
    const [preview] = folder.list();
    await p.makeLive(preview?.id ?? "", "morgan@firm.example");
    expect(git("show", "HEAD:content/team/ada.md")).toBe("Ada: published");
    expect(git("show", "HEAD:content/team/grace.md")).toBe("Grace: admiral");
    expect(git("log", "-1", "--format=%ae %s")).toBe("morgan@firm.example Publish: content/team/ada.md");
    // The drafts are as they were, and git sees the later one as not yet committed.
    expect(readFileSync(drafts("team/grace.md"), "utf8")).toBe("Grace: a draft saved after the preview");
    expect(git("status", "--porcelain", "content")).toBe("M content/team/grace.md");
  });
});
