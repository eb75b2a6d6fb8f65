import { test, expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { codeVersion, contentVersion } from "~/lib/build-versions";
import { STAFF_COOKIES } from "~/staff/staff-pages";
import { cachingProxyConfig } from "../../scripts/deploy-configs";
import { openReleaseFolder } from "../../server/releases/release-folder";
import { ownPort, SiteCopy } from "../support/site-copy";

/*
 * `npm start` behind Debian's nginx as a caching proxy, as a CDN serves the site (the generated
 * nginx-caching-proxy.conf, docs/deploy.md): pages are served from the cache, a version made live reaches visitors
 * within a minute, and the cache never hands a visitor a preview or a staff page.
 */

const site = new SiteCopy("cdn", ".cdn-test");
const siteURL = site.url;
const proxyPort = ownPort("cdn", 1);
const cdnURL = `http://127.0.0.1:${proxyPort}`;
const STAFF = { email: "ravi.chandran@northbridge.example", password: "lanterns along the quay" };
const MARKER = "<!-- the newer version -->";
const PICKED_UP_WITHIN_MS = 60_000;
let nginx: ChildProcess | undefined;
let newer = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  // The suite's build, kept as the version live at the start.
  await site.prepare({ build: true });

  // A newer version, built from the same content: its home page says so.
  const folder = openReleaseFolder(path.join(site.work, "build.releases"));
  newer = folder.nextId(new Date(Date.now() - 60_000));
  const dir = folder.start(newer);
  cpSync(site.contentDir, path.join(dir, "content"), { recursive: true });
  cpSync(site.buildDir, path.join(dir, "build"), { recursive: true });
  const home = path.join(dir, "build", "client", "index.html");
  writeFileSync(home, readFileSync(home, "utf8").replace("</body>", `${MARKER}</body>`));
  for (const twin of [".br", ".gz"]) rmSync(`${home}${twin}`, { force: true });
  folder.finish({
    id: newer,
    by: STAFF.email,
    at: new Date().toISOString(),
    kind: "drafts",
    code: codeVersion(process.cwd()),
    content: contentVersion(path.join(dir, "content")),
    files: [],
  });

  site.addStaff(STAFF);
  await site.start();

  const prefix = path.join(site.work, "nginx");
  mkdirSync(prefix, { recursive: true });
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    cachingProxyConfig({
      listen: `127.0.0.1:${proxyPort}`,
      upstream: `127.0.0.1:${site.port}`,
      cacheDir: path.join(prefix, "cache"),
    }),
  );
  const binary = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  nginx = spawn(binary, ["-p", prefix, "-c", "nginx.conf", "-e", "stderr", "-g", "daemon off; master_process off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(() =>
      fetch(`${cdnURL}/robots.txt`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
});

test.afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await site.remove();
});

/** A request through the cache, with `cookies` when a staff member's browser sends them. */
const viaCache = async (url: string, cookies = "") => {
  const response = await fetch(`${cdnURL}${url}`, { headers: cookies ? { cookie: cookies } : {}, redirect: "manual" });
  return { status: response.status, cache: response.headers.get("x-cache-status"), body: await response.text() };
};

test("serves pages from its cache, never a preview or a staff page, and a version made live within a minute", async ({
  page,
}) => {
  await viaCache("/");
  const cached = await viaCache("/");
  expect(cached.cache).toBe("HIT");
  expect(cached.body).not.toContain(MARKER);

  // The staff area is no-store: asked twice, it is never served from the cache.
  for (let i = 0; i < 2; i += 1) expect((await viaCache("/staff/sign-in")).cache).not.toBe("HIT");

  // A staff member signs in (on the server itself) and looks at the newer version.
  await page.goto(`${siteURL}/staff/sign-in`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.goto(`${siteURL}/staff/preview/${newer}`);
  const cookies = (await page.context().cookies())
    .filter((cookie) => (Object.values(STAFF_COOKIES) as string[]).includes(cookie.name))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  expect(cookies).toContain(STAFF_COOKIES.preview);
  const previewed = await viaCache("/", cookies);
  expect(previewed.body).toContain(MARKER);
  expect(previewed.cache).toBe("BYPASS");
  // Visitors, meanwhile, get the live version, however often the preview was asked for.
  for (let i = 0; i < 3; i += 1) expect((await viaCache("/")).body).not.toContain(MARKER);
  expect((await viaCache("/staff/publish", cookies)).cache).toBe("BYPASS");

  // The newer version published from its preview: visitors of the cache get it within a minute.
  await page.goto(`${siteURL}/staff/preview/${newer}`);
  await page.getByRole("button", { name: "Publish this" }).click();
  await expect(page.getByRole("heading", { name: "Live" })).toBeVisible();
  const started = performance.now();
  let seen = await viaCache("/");
  while (!seen.body.includes(MARKER) && performance.now() - started < PICKED_UP_WITHIN_MS + 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    seen = await viaCache("/");
  }
  const tookMs = performance.now() - started;
  console.log(`The cache served the newer version ${Math.round(tookMs / 1000)} s after it went live`);
  expect(seen.body).toContain(MARKER);
  expect(tookMs).toBeLessThanOrEqual(PICKED_UP_WITHIN_MS);
});
