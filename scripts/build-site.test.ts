import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_DIR } from "~/content/content-files";
import { TEAM_GROUP_NAMES } from "~/content/choices";
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

/** A file of the content copy, rewritten by `edit`; its path as the build names it (content/...). */
function breakFile(content: string, relative: string, edit: (text: string) => string): string {
  const full = path.join(content, relative);
  const text = readFileSync(full, "utf8");
  const broken = edit(text);
  if (broken === text) throw new Error(`test data: ${relative} has nothing to break`);
  writeFileSync(full, broken);
  return `content/${relative}`;
}

describe("npm run build with mistakes in content/ (a real build, stopped by the content check)", () => {
  it("fails naming every mistake, in every kind of file, with its file and field in words, and the previous build stays", () => {
    const root = tempDir();
    const target = previousBuild(root);
    // A copy of the project's content, which the build reads in place of content/, with one mistake of each kind
    // in files taken from whatever content/ holds today, so that an owner's correct edits never break this test.
    const content = path.join(root, "content");
    cpSync(CONTENT_DIR, content, { recursive: true });
    const teamFiles = readdirSync(path.join(content, "team"))
      .filter((name) => name.endsWith(".md"))
      .sort();
    const [emptyRole, misspelt, noGroup, malformed] = teamFiles.map((name) => `team/${name}`);
    if (!emptyRole || !misspelt || !noGroup || !malformed) throw new Error("test data: the team needs four members");
    const groupsField = /^groups:.*\r?\n(?:[ \t]+-.*\r?\n)*/m;
    const [group] = TEAM_GROUP_NAMES;
    const misspelling = group.slice(0, -1);
    if ((TEAM_GROUP_NAMES as readonly string[]).includes(misspelling)) throw new Error("test data: not a misspelling");
    const listIndustry = readdirSync(path.join(content, "clients"))
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .find((name) => /^clients:[ \t]*\r?\n[ \t]*- /m.test(readFileSync(path.join(content, "clients", name), "utf8")));
    if (!listIndustry) throw new Error("test data: an industry lists its clients");
    // The line number a malformed line is reported with: its line in the file.
    let malformedLine = 0;

    const files = {
      emptyRole: breakFile(content, emptyRole, (text) => text.replace(/^role:.*$/m, 'role: ""')),
      misspelt: breakFile(content, misspelt, (text) => text.replace(groupsField, `groups:\n  - ${misspelling}\n`)),
      noGroup: breakFile(content, noGroup, (text) => text.replace(groupsField, "")),
      // A colon inside an unquoted value: YAML cannot read the line.
      malformed: breakFile(content, malformed, (text) => {
        const lines = text.split("\n");
        malformedLine = lines.findIndex((line) => line.startsWith("role:")) + 1;
        if (malformedLine === 0) throw new Error(`test data: ${malformed} has no role line`);
        lines[malformedLine - 1] = "role: Lead: Research";
        return lines.join("\n");
      }),
      // The client list written on one line, as a sentence: not a list.
      notAList: breakFile(content, `clients/${listIndustry}`, (text) =>
        text.replace(/^clients:[ \t]*\r?\n(?:[ \t]*- .*\r?\n?)+/m, "clients: Acme, Globex and Initech\n"),
      ),
    };

    const run = spawnSync("npx", ["tsx", "scripts/build-site.ts"], {
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: target, CONTENT_DIR: content },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).not.toBe(0);
    // Every mistake at once, and nothing else, each naming its file and field.
    expect(output).toContain(`has ${Object.keys(files).length} problems to fix`);
    expect(output).toContain(`${files.emptyRole}: Role (role): is empty`);
    expect(output).toContain(`${files.misspelt}: Groups (groups): "${misspelling}" is not a group`);
    expect(output).toContain(`${files.noGroup}: Groups (groups): is missing`);
    expect(output).toContain(`${files.malformed}: line ${malformedLine} ("role: Lead: Research") cannot be read`);
    expect(output).toContain(`${files.notAList}: Clients (clients): must be a list`);
    expect(output).toContain(`The previous build in ${target} is unchanged.`);
    // In plain words only: the list is printed before Astro starts, so no report of a failed hook, no stack trace.
    expect(output).not.toMatch(/unhandled error|Stack trace|^\s+at /m);
    expect(readFileSync(path.join(target, "client", "index.html"), "utf8")).toBe("previous");
    expect(existsSync(`${target}.next`)).toBe(false);
  }, 120_000);
});
