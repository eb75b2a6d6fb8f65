import { test } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server a test starts for itself on a port of its own (`npm start` on a copy of the site, `npm run edit`), in its
 * own process group, so that ending it ends npm, the build and the server, and nothing else.
 *
 * The group is also written to `pidFile`, outside the test's folder: Playwright ends a stuck worker without running
 * its afterAll, and the server left behind would keep the port (and Astro's one dev server per project) from the
 * retry, which would then test the old server on files it has just replaced.
 */
export class OwnServer {
  /** What the server printed: shown when it stops, or never answers. */
  output = "";

  constructor(
    private readonly name: string,
    private readonly pidFile: string,
  ) {
    // A failed test prints what the server said meanwhile: in CI, the run's output is all there is to read.
    test.afterEach(() => {
      const { status, expectedStatus } = test.info();
      if (status !== expectedStatus)
        console.log(`${this.name} printed, last 4,000 characters:\n${this.output.slice(-4000)}`);
    });
  }

  /**
   * Ends a server a previous worker left, starts this one, and waits until `url` answers and the server has printed
   * `says` (its own address: an answer from another process on the port is not this server's).
   */
  async start(
    command: string,
    args: string[],
    options: { env: NodeJS.ProcessEnv; url: string; says: string; timeout: number; cwd?: string },
  ) {
    await this.stop();
    this.output = "";
    const child: ChildProcess = spawn(command, args, {
      env: options.env,
      ...(options.cwd ? { cwd: options.cwd } : {}),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    if (child.pid) writeFileSync(this.pidFile, String(child.pid));
    child.stdout?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    const answers = () =>
      fetch(options.url).then(
        (response) => response.ok,
        () => false,
      );
    const until = Date.now() + options.timeout;
    while (!(this.output.includes(options.says) && (await answers()))) {
      if (child.exitCode !== null)
        throw new Error(`${this.name} stopped (exit ${child.exitCode}):\n${this.output.slice(-4000)}`);
      if (Date.now() > until)
        throw new Error(`${this.name} did not answer in ${options.timeout / 1000} s:\n${this.output.slice(-4000)}`);
      // Often enough that a test timing a start times the server, not this loop.
      await pause(100);
    }
  }

  /** Ends the server and everything it started at once, as a crash or `kill -9` would. */
  async kill() {
    await this.stop({ crash: true });
  }

  /** Ends the server this test started, in this worker or in one Playwright ended, and waits until it is gone. */
  async stop({ crash = false } = {}) {
    const group = existsSync(this.pidFile) ? Number(readFileSync(this.pidFile, "utf8")) : 0;
    rmSync(this.pidFile, { force: true });
    if (!group) return;
    const alive = () => {
      try {
        process.kill(-group, 0);
        return true;
      } catch {
        return false;
      }
    };
    // A polite stop first: Astro's dev server removes its lock file on the way out.
    const signals = crash
      ? ([["SIGKILL", 5_000]] as const)
      : ([
          ["SIGTERM", 10_000],
          ["SIGKILL", 5_000],
        ] as const);
    for (const [signal, wait] of signals) {
      if (!alive()) return;
      process.kill(-group, signal);
      const until = Date.now() + wait;
      while (alive() && Date.now() < until) await pause(200);
    }
  }
}
