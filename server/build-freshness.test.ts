// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { staleBuild } from "./build-freshness";

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
