import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { serverCommand } from "./tests/support/server-process";

/** The build under test: `BUILD_DIR` (default build/), served by both servers below and read by the tests. */
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
/** Debian's nginx with the generated build/nginx.conf: the deploy config under test (scripts/nginx-serve.ts). */
const nginxPort = Number(process.env.NGINX_PORT ?? 8173);
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const withNginx = !process.env.E2E_BASE_URL;
/**
 * Where the server under test keeps its leads: inside the build, so each build starts with none. Set here, before
 * the workers start, so the tests read the same store (tests/e2e/leads.ts).
 */
process.env.E2E_DATA_DIR ??= path.resolve(buildDir, "e2e-data");

/**
 * Browser tests that hold a wait to a deadline in wall-clock time (the "timed" project below): the heading font, a
 * stalled script, a restart after a crash and a publish.
 */
const TIMED = /\/(?:fonts|stall|versions-faults)\.test\.ts$/;
/**
 * The editor test runs Astro's dev server, which shares the project's files with every build: a build or a page that
 * another test adds reloads the open editor under the test. It runs alone, after them (the "editor" project below);
 * `npx playwright test editor-mistakes --no-deps` runs it without them.
 */
const EDITOR = /\/editor-mistakes\.test\.ts$/;

/** The suite's server, started as every test starts one; Playwright runs it through a shell. */
const server = serverCommand();
const serverShellCommand = [server.command, ...server.args].map((word) => `'${word}'`).join(" ");

/** Debian's Chromium (Playwright cannot download its own browsers here), and how every test launches it. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // Tests never reach the internet: every host name but the servers' address fails to resolve. This blocks
    // other origins without intercepting requests (Playwright's routing pauses every request in Node and
    // now and then left a navigation hanging until the test timed out).
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  // Beside the build under test, so runs against different builds at once keep their own traces.
  outputDir: process.env.BUILD_DIR ? path.join(buildDir, "test-results") : "test-results",
  fullyParallel: true,
  forbidOnly: true,
  // The phone profile's throttled CPU and network leave a test waiting more than working: three workers keep
  // both cores busy (four made the run longer, not shorter).
  workers: process.env.CI ? 3 : undefined,
  // Chromium's CDP network throttling (the phone profile) now and then stalls a page's requests for good: a small
  // script can go unanswered for many seconds while the same server serves other tests. A test fails
  // only if it fails twice; the list reporter names any that passed on the retry as flaky.
  retries: process.env.CI ? 1 : 0,
  // The machines are two shared cores: axe over a long page, or a loop over many pages, can take half a minute.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [TIMED, EDITOR],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    ...(withNginx
      ? [
          {
            name: "nginx",
            // The HTTP contract (redirects, 404s, headers, files), against nginx instead of `npm start`.
            testMatch: /\/(http|url-abuse)\.test\.ts$/,
            use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: nginxURL },
          },
        ]
      : []),
    {
      name: "editor",
      testMatch: EDITOR,
      dependencies: withNginx ? ["chromium", "nginx"] : ["chromium"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      // Checks with a deadline in wall-clock time (the heading font within 1.5 s on the phone profile, a restart
      // within 5 s) run last, after everything else, one at a time: three workers on two shared cores, one of them
      // building a site, would time the machine, not the page.
      name: "timed",
      testMatch: TIMED,
      dependencies: ["editor"],
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // Builds first when BUILD_DIR holds no complete build (server/main.ts).
          command: serverShellCommand,
          cwd: server.cwd,
          // robots.txt: a file every build has, whichever pages exist.
          url: `${baseURL}/robots.txt`,
          // Every test posts from 127.0.0.1: the lead service's per-address limit is tested in server/, not here.
          env: {
            BUILD_DIR: buildDir,
            PORT: String(port),
            HOST: "127.0.0.1",
            CONTACT_RATE_LIMIT: "1000",
            DATA_DIR: process.env.E2E_DATA_DIR,
            // Leads are stored, not emailed: server/leads/ tests delivery against a real SMTP server.
            SMTP_URL: "",
          },
          reuseExistingServer: false,
          stdout: "ignore",
          stderr: "pipe",
          timeout: 300_000,
        },
        {
          command: "npx tsx scripts/nginx-serve.ts",
          url: `${nginxURL}/robots.txt`,
          // A build that takes its own leads: nginx passes the contact form's requests to the server above.
          env: { BUILD_DIR: buildDir, NGINX_PORT: String(nginxPort), NGINX_UPSTREAM: `127.0.0.1:${port}` },
          reuseExistingServer: false,
          stdout: "ignore",
          stderr: "pipe",
          timeout: 30_000,
        },
      ],
});
