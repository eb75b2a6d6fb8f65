// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prepareBuild, staleBuild } from "./build-freshness";
import { LIVE_RELEASE_FILE } from "./publish/live-swap";

let root: string;
const buildDir = () => path.join(root, "build");

/** Writes `file` under the project root, modified `secondsAgo` seconds ago. */
function touch(file: string, secondsAgo: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, time, time);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "freshness-"));
  touch("src/pages/index.astro", 300);
  touch("astro.config.ts", 300);
  touch("build/headers.json", 100);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it("finds a build current when every source is older", () => {
  expect(staleBuild(root, buildDir())).toBeNull();
});

it("names the source changed after the build", () => {
  touch("src/content/team.ts", 10);
  expect(staleBuild(root, buildDir())).toEqual({
    newer: path.join("src", "content", "team.ts"),
    builtAt: expect.any(Date) as unknown,
  });
});

it("ignores tests and the images the build generates", () => {
  touch("src/content/team.test.ts", 10);
  touch("public/images/ada-480.avif", 10);
  expect(staleBuild(root, buildDir())).toBeNull();
});

describe("what npm start does with the build before serving", () => {
  let said: string[];
  const log = {
    log: (message: string) => said.push(message),
    warn: (message: string) => said.push(`warning: ${message}`),
  };
  const builtAt = () => statSync(path.join(buildDir(), "headers.json")).mtime.toISOString();
  const prepare = (build: () => boolean) => prepareBuild({ root, buildDir: buildDir(), build, log });

  beforeEach(() => {
    said = [];
  });

  it("serves a current build as it is, saying nothing", () => {
    const build = vi.fn(() => true);
    expect(prepare(build)).toBe(true);
    expect(build).not.toHaveBeenCalled();
    expect(said).toEqual([]);
  });

  it("rebuilds when a source changed after the build, naming it", () => {
    touch("src/content/team.ts", 10);
    const build = vi.fn(() => true);
    expect(prepare(build)).toBe(true);
    expect(build).toHaveBeenCalledOnce();
    expect(said).toEqual([
      `${path.join("src", "content", "team.ts")} changed after the build in ${buildDir()} (${builtAt()}): rebuilding.`,
    ]);
  });

  it("when the rebuild fails, serves the older build and says so, with its time", () => {
    touch("src/content/team.ts", 10);
    const time = builtAt();
    expect(prepare(() => false)).toBe(true);
    expect(said).toHaveLength(2);
    expect(said[1]).toBe(`warning: The rebuild failed: serving the OLDER build from ${time}.`);
  });

  it("stops when a failed rebuild leaves no complete build", () => {
    touch("src/content/team.ts", 10);
    const build = () => {
      rmSync(path.join(buildDir(), "headers.json"));
      return false;
    };
    expect(prepare(build)).toBe(false);
    expect(said.some((line) => line.startsWith("warning:"))).toBe(false);
  });

  it("builds first when there is no build, and stops if that fails", () => {
    rmSync(buildDir(), { recursive: true });
    const build = vi.fn(() => false);
    expect(prepare(build)).toBe(false);
    expect(build).toHaveBeenCalledOnce();
    expect(said).toEqual([`No build in ${buildDir()}: building first.`]);
  });
});

describe("a build published from the staff area", () => {
  it("is not rebuilt for content saved since: those edits wait for the next Publish", () => {
    const site = mkdtempSync(path.join(tmpdir(), "published-"));
    try {
      const buildDir = path.join(site, "build");
      mkdirSync(path.join(site, "content"), { recursive: true });
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(path.join(buildDir, "headers.json"), "{}");
      const past = new Date(Date.now() - 60_000);
      utimesSync(path.join(buildDir, "headers.json"), past, past);
      writeFileSync(path.join(site, "content", "site.yaml"), "phone: 555 0199\n");
      expect(staleBuild(site, buildDir)?.newer).toBe(path.join("content", "site.yaml"));

      // Kept as the build the server started with: still rebuilt, as any build made outside the staff area.
      writeFileSync(
        path.join(buildDir, LIVE_RELEASE_FILE),
        JSON.stringify({ id: "2026-11-27T10-15-30-123Z", kind: "start" }),
      );
      expect(staleBuild(site, buildDir)?.newer).toBe(path.join("content", "site.yaml"));
      writeFileSync(path.join(buildDir, LIVE_RELEASE_FILE), JSON.stringify({ id: "2026-11-27T10-15-30-123Z" }));
      expect(staleBuild(site, buildDir)).toBeNull();
      // A change to the code still rebuilds it.
      mkdirSync(path.join(site, "src"));
      writeFileSync(path.join(site, "src", "page.ts"), "export {};\n");
      expect(staleBuild(site, buildDir)?.newer).toBe(path.join("src", "page.ts"));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
