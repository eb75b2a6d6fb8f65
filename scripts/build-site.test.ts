import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR } from "~/content/content-files";
import { buildInPlaceOf } from "./build-site";

let dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "build-site-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function previousBuild(root: string): string {
  const target = path.join(root, "build");
  mkdirSync(path.join(target, "client"), { recursive: true });
  writeFileSync(path.join(target, "client", "index.html"), "previous");
  return target;
}

describe("buildInPlaceOf", () => {
  it("swaps the new build in when the build succeeds", () => {
    const target = previousBuild(tempDir());
    const built = buildInPlaceOf(target, (dir) => {
      mkdirSync(path.join(dir, "client"), { recursive: true });
      writeFileSync(path.join(dir, "client", "index.html"), "next");
      return true;
    });
    expect(built).toBe(true);
    expect(readFileSync(path.join(target, "client", "index.html"), "utf8")).toBe("next");
    expect(existsSync(`${target}.next`)).toBe(false);
    expect(existsSync(`${target}.previous`)).toBe(false);
  });

  it("leaves the previous build untouched, and no half-written one, when the build fails", () => {
    const target = previousBuild(tempDir());
    const built = buildInPlaceOf(target, (dir) => {
      mkdirSync(path.join(dir, "client"), { recursive: true });
      writeFileSync(path.join(dir, "client", "half.html"), "half");
      return false;
    });
    expect(built).toBe(false);
    expect(readFileSync(path.join(target, "client", "index.html"), "utf8")).toBe("previous");
    expect(existsSync(path.join(target, "client", "half.html"))).toBe(false);
    expect(existsSync(`${target}.next`)).toBe(false);
  });
});

describe("npm run build with a mistake in content/ (a real build, stopped by the content check)", () => {
  it("fails naming every mistake with its file and field, and the previous build stays", () => {
    const root = tempDir();
    const target = previousBuild(root);
    // A copy of the project's content with two mistakes, which the build reads in place of content/.
    const content = path.join(root, "content");
    cpSync(CONTENT_DIR, content, { recursive: true });
    const first = path.join(content, "team", "amara-okafor.md");
    writeFileSync(first, readFileSync(first, "utf8").replace(/^role: .*$/m, 'role: ""'));
    const second = path.join(content, "team", "grace-mwangi.md");
    writeFileSync(second, readFileSync(second, "utf8").replace("- Shared Services", "- Shared Service"));
    const run = spawnSync("npx", ["tsx", "scripts/build-site.ts"], {
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: target, CONTENT_DIR: content },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).not.toBe(0);
    expect(output).toContain("content/team/amara-okafor.md: role: is empty");
    expect(output).toContain('content/team/grace-mwangi.md: groups: "Shared Service" is not a group');
    expect(output).toContain(`The previous build in ${target} is unchanged.`);
    expect(readFileSync(path.join(target, "client", "index.html"), "utf8")).toBe("previous");
  }, 120_000);
});
