import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { OwnServer } from "./own-server";
import { serverCommand } from "./server-process";

/*
 * A copy of the site that a browser test runs `npm start` on, apart from the suite's own server: a folder inside the
 * project (a build finds its packages from where it is, and the editor lists no file .gitignore lists), a port of its
 * own, the server's folders in it, and the server.
 */

/**
 * Each test's server, on E2E_PORT plus its offset: tests of one run share the machine. No offset lands on a port that
 * fetch refuses (BAD_PORTS): 17 would be 4190, and a server there would never seem to answer.
 */
export const OWN_PORTS = {
  editor: 3,
  staff: 5,
  newPage: 7,
  onDemand: 9,
  versions: 11,
  cdn: 13,
  webhooks: 15,
  passkeys: 19,
  leadSearch: 21,
  accounts: 23,
} as const;

/** The port of `test`'s server; `plus` one past it for a second server of the same test. */
export function ownPort(test: keyof typeof OWN_PORTS, plus = 0): number {
  const port = Number(process.env.E2E_PORT ?? 4173) + OWN_PORTS[test] + plus;
  if (BAD_PORTS.has(port)) throw new Error(`${test}'s port ${port} is one fetch refuses: choose another E2E_PORT`);
  return port;
}

/** The ports at or above 4000 that fetch (undici, browsers) refuses to reach: the Fetch standard's "bad ports". */
const BAD_PORTS = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** The suite's build (BUILD_DIR, default build/), as playwright.config.ts serves it. */
const suiteBuild = process.env.BUILD_DIR ?? "build";

export class SiteCopy {
  readonly work: string;
  /** The drafts the server and its editor read and write: a copy of content/, or the project's own. */
  readonly contentDir: string;
  readonly buildDir: string;
  readonly port: number;
  readonly url: string;
  readonly env: NodeJS.ProcessEnv;
  readonly server: OwnServer;
  private readonly copiesContent: boolean;

  /**
   * `folder` (.staff-test) holds the copy; `content: false` leaves the server on the project's content/, `editor`
   * has the editor on the running site save into the copy (its config reads PUBLIC_CONTENT_DIR). `env` is added to
   * the copy's own variables, and may replace them.
   */
  constructor(
    test: keyof typeof OWN_PORTS,
    folder: string,
    {
      content = true,
      editor = false,
      env = {},
    }: { content?: boolean; editor?: boolean; env?: Record<string, string> } = {},
  ) {
    this.work = path.resolve(folder);
    this.copiesContent = content;
    this.contentDir = content ? path.join(this.work, "content") : path.resolve("content");
    this.port = ownPort(test);
    this.url = `http://127.0.0.1:${this.port}`;
    this.env = {
      ...process.env,
      ...(content ? { CONTENT_DIR: this.contentDir } : {}),
      ...(editor ? { PUBLIC_CONTENT_DIR: path.relative(process.cwd(), this.contentDir) } : {}),
      BUILD_DIR: path.join(this.work, "build"),
      DATA_DIR: path.join(this.work, "data"),
      HOST: "127.0.0.1",
      PORT: String(this.port),
      // It builds first when its build folder holds none, whatever the suite's own server was told.
      NO_BUILD: "0",
      ...env,
    };
    this.buildDir = this.env.BUILD_DIR ?? "";
    this.server = new OwnServer(`npm start (${folder})`, `${this.work}.pid`);
  }

  /**
   * Ends what an earlier run left, and lays the folder out afresh: the copy of content/ and, with `build`, the suite's
   * build, which the server then keeps as its first version instead of building again (same code, same content).
   */
  async prepare({ build = false }: { build?: boolean } = {}) {
    await this.remove();
    mkdirSync(this.work, { recursive: true });
    if (this.copiesContent) cpSync("content", this.contentDir, { recursive: true });
    if (build) {
      // Not the suite's leads or traces.
      const skip = (source: string) =>
        /[\\/](?:e2e-data|test-results)(?:[\\/]|$)/.test(path.relative(suiteBuild, source));
      cpSync(suiteBuild, this.buildDir, { recursive: true, filter: (source) => !skip(source) });
    }
  }

  /** A staff account, added from the terminal as the firm does (`npm run staff -- add`). */
  addStaff({ email, password }: { email: string; password: string }) {
    const added = spawnSync("npm", ["run", "-s", "staff", "--", "add", email, "--password-stdin"], {
      env: this.env,
      input: password,
      encoding: "utf8",
    });
    if (added.status !== 0) throw new Error(`npm run staff -- add ${email} failed:\n${added.stderr}`);
  }

  /** Starts the server and waits until it answers; resolves with how long that took. */
  async start(timeout = 120_000): Promise<number> {
    const started = performance.now();
    const { command, args, cwd } = serverCommand();
    await this.server.start(command, args, {
      env: this.env,
      cwd,
      url: `${this.url}/robots.txt`,
      says: `listening at ${this.url}`,
      timeout,
    });
    return performance.now() - started;
  }

  /** Ends the server at once, as a crash would. */
  kill() {
    return this.server.kill();
  }

  /** Ends the server and removes the folder. */
  async remove() {
    await this.server.stop();
    rmSync(this.work, { recursive: true, force: true });
  }
}
