// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { writeLeadBuild } from "../../tests/support/lead-build";
import { CONTACT_SEND_PATH, LIMITS } from "~/contact/contact-rules";
import { makeFields } from "~/test/lead-factory";
import { send, startServerProcess, type ServerProcess } from "../../tests/support/server-process";

/*
 * `npm start` with DATA_DIR on a disk that fills up: a small tmpfs mounted in a mount namespace of the server's own
 * (unshare, as root), so the project's disk is never touched. A lead that cannot be stored is answered as failed,
 * and the log says why: the disk is full.
 */

let dir: string;
let buildDir: string;
let server: ServerProcess | undefined;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-full-disk-"));
  buildDir = await writeLeadBuild();
});

afterEach(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

it("logs a full disk as the cause when a lead cannot be stored, and keeps serving", { timeout: 120_000 }, async () => {
  const dataDir = path.join(dir, "data");
  mkdirSync(dataDir);
  server = await startServerProcess(
    { BUILD_DIR: buildDir, DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "10000", SMTP_URL: "" },
    {
      wrap: (command) => [
        "unshare",
        "--mount",
        "sh",
        "-c",
        `mount -t tmpfs -o size=384k tmpfs "$0" && exec "$@"`,
        dataDir,
        ...command,
      ],
    },
  );
  let status = 0;
  for (let lead = 0; lead < 2_000 && status !== 500; lead += 1) {
    // The longest challenge and message, different each time, so no two are kept as one.
    const long = `Visitor ${lead} `.padEnd(LIMITS.challenge, "x");
    const fields = makeFields({ name: `Visitor ${lead}`, challenge: long, message: long });
    status = (
      await send(`${server.url}${CONTACT_SEND_PATH}`, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      })
    ).status;
  }
  expect(status).toBe(500);
  const failures = () =>
    server
      ?.output()
      .split("\n")
      .filter((line) => line.includes("a lead could not be stored")) ?? [];
  // The log is written a moment after the answer.
  for (const deadline = Date.now() + 5_000; failures().length === 0 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(failures()[0]).toContain("database or disk is full");
  expect(server.output()).not.toContain("cannot rollback");
  expect((await fetch(`${server.url}/contact`)).status).toBe(200);
});
