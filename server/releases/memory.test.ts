// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contentVersion } from "~/lib/build-versions";
import { createServer } from "../app";
import { writeFixtureBuild } from "../../tests/support/fixture-build";
import { openStaffStore } from "../staff/store";
import { SESSION_COOKIE, CSRF_COOKIE } from "../staff/staff-auth";
import type { BuildSite } from "./publisher";
import { openReleaseFolder } from "./release-folder";
import { startingRelease } from "./startup";

/*
 * The server's memory stays flat across publishes: the pages on demand are loaded once, whichever version is live.
 * Each build here carries pages on demand that hold 4 MB once loaded, so a server that loaded each version's would
 * grow by 80 MB over these 20 publishes. Run with --expose-gc (vitest.config.ts), so each reading follows a full GC.
 */

const PUBLISHES = 20;
const WARM_UP = 5;
let root: string;
let fixture: string;

/** A build in miniature whose pages on demand hold 4 MB when loaded, and answer with the form's token. */
function writeBuild(): string {
  const dir = writeFixtureBuild({
    siteMap: { pages: ["/"], notFound: [{ pattern: "/*", page: "/404" }] },
    files: { "index.html": "<h1>Home</h1>", "404.html": "<h1>Not found</h1>" },
  });
  mkdirSync(path.join(dir, "server"));
  writeFileSync(
    path.join(dir, "server", "entry.mjs"),
    `const held = Buffer.alloc(4 * 1024 * 1024, 1);
export function handler(req, res, next, locals) {
  if (!locals || !locals.staffArea) return next();
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ csrf: locals.staffArea.csrfToken, held: held.length }));
}
`,
  );
  return dir;
}

const build: BuildSite = async (outDir, _onLine, { contentDir }) => {
  cpSync(fixture, outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, "build-versions.json"),
    JSON.stringify({ code: "c", content: contentVersion(contentDir) }),
  );
  return true;
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "publish-memory-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  fixture = writeBuild();
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(fixture, { recursive: true, force: true });
});

it(`stays within 20 MB of where it started over ${PUBLISHES} publishes`, { timeout: 120_000 }, async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  expect(gc, "node runs with --expose-gc").toBeTypeOf("function");
  const folder = openReleaseFolder(path.join(root, "build.releases"));
  const started = await startingRelease({
    root,
    folder,
    code: "c",
    buildDir: fixture,
    staffArea: true,
    noBuild: true,
    build,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
  });
  if ("problem" in started) throw new Error(started.problem);
  const dataDir = path.join(root, "data");
  const app = await createServer({
    buildDir: folder.buildOf(started.id),
    logger: false,
    leads: false,
    staff: { dataDir, root, folder, code: "c", build },
  });
  const store = openStaffStore(dataDir);
  const { account } = store.add("morgan@firm.example", new Date());
  const session = store.startSession(account.id, new Date());
  store.close();
  // A staff page, rendered by the pages on demand, gives the form's token and sets its cookie.
  const page = await app.inject({ url: "/staff", cookies: { [SESSION_COOKIE]: session } });
  const csrf = (JSON.parse(page.body) as { csrf: string }).csrf;
  const csrfCookie = page.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? "";
  const draft = path.join(root, "content", "testimonials.yaml");
  const testimonials = readFileSync(draft, "utf8");
  const post = () =>
    app.inject({
      method: "POST",
      url: "/staff/publish",
      cookies: { [SESSION_COOKIE]: session, [CSRF_COOKIE]: csrfCookie },
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `_csrf=${encodeURIComponent(csrf)}`,
    });
  /** Publishes a change, and waits until the publish has finished: Publish then has nothing left to publish. */
  const publish = async (i: number) => {
    writeFileSync(draft, `${testimonials}# draft ${i}\n`);
    expect((await post()).headers.location).toBe("/staff/publish");
    while (!String((await post()).headers.location).includes("problem=nothing")) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const rss = () => {
    gc?.();
    return process.memoryUsage().rss;
  };

  // The first publishes warm the server (compiled code, the allocator's pools: about 20 MB, once); a copy kept per
  // publish would show after them, growing on.
  for (let i = 0; i < WARM_UP; i += 1) await publish(i);
  const before = rss();
  for (let i = 1; i <= PUBLISHES; i += 1) await publish(WARM_UP + i);
  const after = rss();
  await app.close();
  console.log(
    `RSS after a full GC: ${(before / 2 ** 20).toFixed(1)} MB before, ${(after / 2 ** 20).toFixed(1)} MB after ${PUBLISHES} publishes`,
  );
  expect(after - before).toBeLessThan(20 * 2 ** 20);
  expect(folder.list().length).toBeGreaterThan(PUBLISHES);
});
