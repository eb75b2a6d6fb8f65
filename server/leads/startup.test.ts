// @vitest-environment node
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { dataDirProblem } from "./config";
import { writeLeadBuild } from "../../tests/support/lead-build";
import { startServerProcess } from "../../tests/support/server-process";
import { openLeadStore } from "./store";
import { openStaffStore } from "../staff/store";

/* What `npm start` says, and refuses, before it takes a single lead. */

const root = path.resolve(import.meta.dirname, "../..");
let dir: string;
let buildDir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-startup-"));
  buildDir = await writeLeadBuild();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

function startAndExit(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, HOST: "127.0.0.1", PORT: "0", NO_BUILD: "1", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

it("refuses to start, in one plain line, when DATA_DIR cannot be written or created", { timeout: 120_000 }, () => {
  const file = path.join(dir, "a-file");
  writeFileSync(file, "");
  // /sys is a folder even root cannot write in.
  for (const [dataDir, why] of [
    ["/sys", "this user may not write there (EACCES)"],
    [path.join(file, "leads"), "a file, not a folder, is in the way (ENOTDIR)"],
  ] as const) {
    const result = startAndExit({ DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Cannot keep leads in DATA_DIR ${dataDir}: ${why}. Set DATA_DIR to a folder this user can write, or fix that folder.`,
    );
    expect(result.stdout).not.toContain("Server listening");
  }
  expect(dataDirProblem(path.join(dir, "fine", "nested"))).toBeNull();
});

/**
 * Makes a file read-only to this process: chattr +i for root (whom permissions do not stop), chmod for anyone else.
 * Returns how to undo it.
 */
function readOnly(file: string): () => void {
  if (process.getuid?.() !== 0) {
    chmodSync(file, 0o444);
    return () => chmodSync(file, 0o644);
  }
  const set = spawnSync("chattr", ["+i", file], { encoding: "utf8" });
  if (set.status !== 0) throw new Error(`chattr +i ${file} failed: ${set.stderr}`);
  return () => spawnSync("chattr", ["-i", file]);
}

it("refuses to start, in one plain line, when a store in DATA_DIR cannot be written", { timeout: 120_000 }, () => {
  for (const [store, open] of [
    ["leads.db", (dataDir: string) => openLeadStore(dataDir, { messageIdDomain: "x.example" })],
    ["staff.db", openStaffStore],
  ] as const) {
    const dataDir = path.join(dir, `read-only-${store}`);
    mkdirSync(dataDir);
    open(dataDir).close();
    const undo = readOnly(path.join(dataDir, store));
    try {
      const result = startAndExit({ DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(
        new RegExp(
          `^Cannot keep leads in DATA_DIR ${dataDir}: its ${store.replace(".", "\\.")} cannot be written \\((EPERM|EACCES)\\)\\. Set DATA_DIR to a folder this user can write, or fix that folder\\.$`,
        ),
      );
      expect(result.stdout).not.toContain("Server listening");
    } finally {
      undo();
    }
  }
});

it("refuses a wrong setting by its name, without a stack trace", { timeout: 60_000 }, () => {
  const result = startAndExit({ DATA_DIR: path.join(dir, "data"), LEADS_RETRY_SECONDS: "soon" });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(
    'Check the environment (.env): LEADS_RETRY_SECONDS must be a whole number of at least 1, not "soon".',
  );
});

it(
  "says in one line that leads are stored and not emailed without SMTP_URL, and warns of a TRUST_PROXY anyone can use",
  { timeout: 60_000 },
  async () => {
    const server = await startServerProcess({
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(dir, "data"),
      HOST: "0.0.0.0",
      TRUST_PROXY: "true",
      SMTP_URL: "",
    });
    server.child.kill("SIGTERM");
    await server.exited;
    const messages = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const about = (words: string) => messages.filter((message) => message.msg.includes(words));
    expect(about("Leads are stored")).toEqual(
      [
        {
          level: 40,
          msg: `Leads are stored in ${path.join(dir, "data", "leads.db")} and NOT emailed: set SMTP_URL (smtp://user:password@mail.example.org:587) and LEADS_TO in .env, then restart; meanwhile \`npm run leads -- list\` shows them.`,
        },
      ].map((expected) => expect.objectContaining(expected)),
    );
    expect(about("TRUST_PROXY=true")).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining("believes X-Forwarded-For from anyone who reaches 0.0.0.0") as unknown,
      }),
    ]);
  },
);
