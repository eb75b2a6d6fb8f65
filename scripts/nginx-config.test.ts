// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESPONSE_HEADERS } from "~/lib/security-headers";
import { makeFields } from "~/test/lead-factory";
import { writeFixtureBuild } from "../tests/support/fixture-build";
import { rawRequest } from "../tests/e2e/raw-request";
import { writeDeployConfigs } from "./deploy-configs";

/*
 * The generated nginx.conf on Debian's nginx, run by scripts/nginx-serve.ts as the Playwright project "nginx" runs
 * it, for a small build in each mode. The e2e tests hold nginx to `npm start` on the real build; these also stop the
 * server behind nginx, which they cannot.
 */

const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const contactEmail = "hello@firm.example";
const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1>`;
const files = {
  "index.html": page("Home"),
  "contact/index.html": page("Contact"),
  "team/index.html": page("Team"),
  "team/member/ada-lovelace/index.html": page("Ada"),
  "team/member/not-found/index.html": page("Team Member Not Found"),
  "404.html": page("Page Not Found"),
  "robots.txt": "User-agent: *\n",
};
const siteMap = {
  pages: ["/", "/contact", "/team", "/team/member/ada-lovelace"],
  redirects: [{ from: "/why-choose", to: "/capabilities" }],
  notFound: [
    { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
    { pattern: "/*", page: "/404" },
  ],
};

/** A port nothing listens on, for now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Served = { url: string; buildDir: string; nginx: ChildProcess };

/** nginx serving a fixture build in one mode, as scripts/nginx-serve.ts serves the real one. */
async function serve(leadService: boolean, upstream: string): Promise<Served> {
  const buildDir = writeFixtureBuild({ siteMap, files });
  writeDeployConfigs(buildDir, { leadService, contactEmail });
  const port = await freePort();
  const nginx = spawn(process.execPath, ["--import", tsx, "scripts/nginx-serve.ts"], {
    env: { ...process.env, BUILD_DIR: buildDir, NGINX_PORT: String(port), NGINX_UPSTREAM: upstream },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`${url}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, buildDir, nginx };
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop({ nginx, buildDir }: Served) {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  rmSync(buildDir, { recursive: true, force: true });
}

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** Stands in for `npm start`: answers every request 200 with the header set, as the server would, and keeps it. */
async function startUpstream(): Promise<{ server: Server; address: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      response.writeHead(200, { ...RESPONSE_HEADERS, "Content-Type": "text/plain", "Cache-Control": "no-store" });
      response.end("taken by npm start");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const formBody = new URLSearchParams(makeFields({ challenge: "A convening for forty people." })).toString();
const postForm = (url: string) =>
  fetch(`${url}/contact/send`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, "Sec-Fetch-Site": "same-origin" },
    body: formBody,
    redirect: "manual",
  });

/** What nginx answers the same in both modes, as `npm start` does (tests/e2e/http.test.ts and url-abuse.test.ts). */
function itAnswersLikeNpmStart(served: () => Served) {
  it("percent-encodes backslashes in a trailing-slash redirect, so it never points at another host", async () => {
    for (const [rawPath, location] of [
      ["/\\evil.example/", "/%5Cevil.example"],
      ["/\\\\evil.example/?a=b", "/%5C%5Cevil.example?a=b"],
      ["/%5Cevil.example/", "/%5Cevil.example"],
      ["/team\\x\\y\\z/", "/team%5Cx%5Cy%5Cz"],
    ] as const) {
      const response = await rawRequest(served().url, rawPath);
      expect(response.status, rawPath).toBe(301);
      expect(response.headers.location, rawPath).toBe(location);
    }
  });

  it("answers a page's file name 301 to the page, keeping the query", async () => {
    for (const [url, location] of [
      ["/index.html", "/"],
      ["/team/index.html?ref=mail", "/team?ref=mail"],
      ["/contact/index.html", "/contact"],
      ["/why-choose/index.html", "/capabilities"],
    ] as const) {
      const response = await fetch(`${served().url}${url}`, { redirect: "manual" });
      expect(response.status, url).toBe(301);
      expect(response.headers.get("location"), url).toBe(location);
      expect(response.headers.get("cache-control"), url).toBeNull();
    }
  });

  it("never serves a not-found page by its file name", async () => {
    const byName = await fetch(`${served().url}/team/member/not-found/index.html`);
    expect(byName.status).toBe(404);
    expect(await byName.text()).toBe(files["404.html"]);
    const byPattern = await fetch(`${served().url}/team/member/nobody`);
    expect(byPattern.status).toBe(404);
    expect(await byPattern.text()).toBe(files["team/member/not-found/index.html"]);
  });

  it("answers any method but GET and HEAD with 405, Allow and the security headers", async () => {
    for (const [method, url] of [
      ["POST", "/team"],
      ["PUT", "/robots.txt"],
      ["DELETE", "/"],
      ["OPTIONS", "/nowhere"],
    ] as const) {
      const response = await fetch(`${served().url}${url}`, { method, redirect: "manual" });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${url}`).toBe("GET, HEAD");
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBeNull();
      expect(await response.text()).toBe("Method Not Allowed: use GET or HEAD");
    }
  });
}

describe("nginx.conf of a build that takes its own leads", () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let served: Served;

  beforeAll(async () => {
    upstream = await startUpstream();
    served = await serve(true, upstream.address);
  });

  afterAll(async () => {
    await stop(served);
    upstream.server.close();
  });

  itAnswersLikeNpmStart(() => served);

  it("passes the form's POST to `npm start` as sent, saying who asked, with one copy of each header", async () => {
    upstream.received.length = 0;
    const response = await postForm(served.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("taken by npm start");
    // Each header once: the upstream's copy is dropped for nginx's own (a repeated one would read "nosniff, nosniff").
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBe(RESPONSE_HEADERS["Strict-Transport-Security"]);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [post] = upstream.received;
    expect(post).toMatchObject({ method: "POST", url: "/contact/send", body: formBody });
    expect(post?.headers).toMatchObject({
      host: new URL(served.url).host,
      origin: served.url,
      "x-forwarded-for": "127.0.0.1",
      "x-forwarded-proto": "http",
      "content-type": "application/x-www-form-urlencoded",
    });
  });

  it("passes every request under /api/ to `npm start`, and keeps GET /contact the page", async () => {
    upstream.received.length = 0;
    const token = await fetch(`${served.url}/api/contact-token?x=1`);
    expect(await token.text()).toBe("taken by npm start");
    const send = await fetch(`${served.url}/api/a-later-endpoint`, { method: "POST", body: "{}" });
    expect(send.status).toBe(200);
    const contact = await fetch(`${served.url}/contact`);
    expect(await contact.text()).toBe(files["contact/index.html"]);
    expect(upstream.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET /api/contact-token?x=1",
      "POST /api/a-later-endpoint",
    ]);
  });

  it("answers 503 with a page saying nothing was sent, when `npm start` cannot be reached", async () => {
    await new Promise((resolve) => upstream.server.close(resolve));
    for (const response of [await postForm(served.url), await fetch(`${served.url}/api/contact-token`)]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("retry-after")).toBe("60");
      for (const [name, value] of Object.entries(RESPONSE_HEADERS)) expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const html = await response.text();
      expect(html).toContain("<h1>Your request was not sent</h1>");
      expect(html).toContain("Go <strong>Back</strong> in your browser: your text is still in the form.");
      expect(html).toContain("Try sending it again in a minute");
      expect(html).toContain(`<a href="mailto:${contactEmail}">${contactEmail}</a>`);
      expect(html).not.toMatch(/<script|<style|\sstyle=/);
    }
  });
});

describe("nginx.conf of a build with an EmailJS key", () => {
  let served: Served;

  beforeAll(async () => {
    // No server behind nginx at all: nothing may be passed to one.
    served = await serve(false, `127.0.0.1:${await freePort()}`);
  });

  afterAll(() => stop(served));

  itAnswersLikeNpmStart(() => served);

  it("takes no form posts and has no /api/", async () => {
    const post = await postForm(served.url);
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const token = await fetch(`${served.url}/api/contact-token`);
    expect(token.status).toBe(404);
    expect(await token.text()).toBe(files["404.html"]);
  });
});
