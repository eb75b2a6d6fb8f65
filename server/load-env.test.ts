// @vitest-environment node
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, beforeEach, expect, it } from "vitest";

/*
 * load-env.ts reads the .env of the project it sits in, so it runs here as a copy in a project of its own (a
 * temporary folder holding server/load-env.ts and perhaps a .env), in a child process as `npm start` runs it.
 */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
let root: string;

/** What the server would see after importing load-env.ts first, with `env` as the environment it was started in. */
function settingsAfterLoadEnv(env: NodeJS.ProcessEnv): { PORT?: string; HOST?: string } {
  const probe = path.join(root, "server", "probe.ts");
  writeFileSync(
    probe,
    'import "./load-env";\nprocess.stdout.write(JSON.stringify({ PORT: process.env.PORT, HOST: process.env.HOST }));\n',
  );
  const run = spawnSync(process.execPath, ["--import", tsx, probe], { cwd: root, encoding: "utf8", env });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as { PORT?: string; HOST?: string };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "load-env-"));
  mkdirSync(path.join(root, "server"));
  copyFileSync(fileURLToPath(new URL("load-env.ts", import.meta.url)), path.join(root, "server", "load-env.ts"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const environment = () => {
  const env = { ...process.env };
  delete env.PORT;
  delete env.HOST;
  return env;
};

it("reads the project's .env, and a variable already set in the environment wins over it", () => {
  writeFileSync(path.join(root, ".env"), "PORT=4321\nHOST=127.0.0.9\n");
  expect(settingsAfterLoadEnv(environment())).toEqual({ PORT: "4321", HOST: "127.0.0.9" });
  expect(settingsAfterLoadEnv({ ...environment(), HOST: "192.0.2.1" })).toEqual({ PORT: "4321", HOST: "192.0.2.1" });
});

it("starts without a .env", () => {
  expect(settingsAfterLoadEnv(environment())).toEqual({});
});
