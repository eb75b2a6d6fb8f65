// @vitest-environment node
import { rmSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteMap } from "~/lib/site-map";
import { createServer, matchesPattern } from "./app";
import { writeFixtureBuild } from "./fixture-build";
import { contentSecurityPolicy, DOCUMENT_HEADERS, hashSource, RESPONSE_HEADERS } from "./security-headers";

const siteMap: SiteMap = {
  pages: ["/", "/team", "/team/member/ada-lovelace"],
  unlisted: ["/image-test"],
  redirects: [{ from: "/why-choose", to: "/capabilities" }],
  resources: ["/sitemap.xml", "/robots.txt"],
  notFound: [
    { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
    { pattern: "/*", page: "/404" },
  ],
  prerender: [],
};

const teamCsp = contentSecurityPolicy({ scriptHashes: [hashSource("window.team = 1")] });
const teamHtml = "<h1>Team</h1>" + "<p>Our people.</p>".repeat(200);

let buildDir: string;
let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  buildDir = writeFixtureBuild({
    siteMap,
    pageCsp: { "team/index.html": teamCsp },
    files: {
      "index.html": "<h1>Home</h1>",
      "team/index.html": teamHtml,
      "team/index.html.br": brotliCompressSync(teamHtml),
      "team/member/ada-lovelace/index.html": "<h1>Ada</h1>",
      "team/member/not-found/index.html": "<h1>Team Member Not Found</h1>",
      "404/index.html": "<h1>Oops! Page not found</h1>",
      "image-test/index.html": "<h1>Image Diagnostic</h1>",
      "sitemap.xml": '<?xml version="1.0" encoding="UTF-8"?><urlset></urlset>',
      "robots.txt": "User-agent: *\nAllow: /\n",
      "assets/app-abc123.js": "console.log('app');".repeat(100),
      ".env": "SECRET=1",
      _headers: "/*\n  X-Frame-Options: DENY\n",
    },
  });
  app = await createServer({ buildDir, logger: false });
});

afterAll(async () => {
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("production server", () => {
  it("serves pre-rendered pages at their canonical paths with revalidating caching", async () => {
    const response = await app.inject({ url: "/team" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.body).toContain("<h1>Team</h1>");
    expect((await app.inject({ url: "/image-test" })).statusCode).toBe(200);
  });

  it("redirects a trailing slash and old paths permanently, keeping the query", async () => {
    const slash = await app.inject({ url: "/team/?ref=mail" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/team?ref=mail");
    const old = await app.inject({ url: "/why-choose/" });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/capabilities");
  });

  it("answers unknown paths with 404 and the most specific not-found page", async () => {
    const member = await app.inject({ url: "/team/member/nobody" });
    expect(member.statusCode).toBe(404);
    expect(member.body).toContain("Team Member Not Found");
    const deep = await app.inject({ url: "/team/member/nobody/else" });
    expect(deep.statusCode).toBe(404);
    expect(deep.body).toContain("Oops! Page not found");
    const post = await app.inject({ method: "POST", url: "/team" });
    expect(post.statusCode).toBe(404);
  });

  it("serves the sitemap as XML and robots.txt as plain text", async () => {
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("User-agent: *");
  });

  it("serves a page's precompressed twin with the page's own headers", async () => {
    const response = await app.inject({ url: "/team", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-security-policy"]).toBe(teamCsp);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect((await app.inject({ url: "/team/index.html.br" })).statusCode).toBe(404);
  });

  it("serves hashed assets immutable and compressed", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
    // Never revalidated, so no validators to send; a page keeps its own, to revalidate against.
    expect(response.headers["etag"]).toBeUndefined();
    expect(response.headers["last-modified"]).toBeUndefined();
    const page = await app.inject({ url: "/team" });
    expect(page.headers["etag"]).toBeDefined();
    const gzip = await app.inject({ url: "/team", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("never serves dotfiles, index files by another name or directory listings", async () => {
    expect((await app.inject({ url: "/.env" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/assets" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/team/index.html" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/_headers" })).statusCode).toBe(404);
  });

  it("sends each page's own CSP and the document headers with HTML, and the rest on every response", async () => {
    const team = await app.inject({ url: "/team" });
    expect(team.headers["content-security-policy"]).toBe(teamCsp);
    for (const url of ["/", "/nowhere", "/assets/app-abc123.js", "/team/"]) {
      const response = await app.inject({ url });
      const isDocument = String(response.headers["content-type"]).startsWith("text/html");
      expect(isDocument, url).toBe(url === "/" || url === "/nowhere");
      for (const [name, value] of Object.entries(RESPONSE_HEADERS)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
      }
      for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${url}`).toBe(isDocument ? value : undefined);
      }
      const csp = isDocument ? contentSecurityPolicy() : undefined;
      expect(response.headers["content-security-policy"], url).toBe(csp);
    }
  });
});

describe("matchesPattern", () => {
  it("matches one segment per parameter and anything under a final *", () => {
    expect(matchesPattern("/team/member/:memberName", "/team/member/ada")).toBe(true);
    expect(matchesPattern("/team/member/:memberName", "/team/member/ada/x")).toBe(false);
    expect(matchesPattern("/team/member/:memberName", "/team")).toBe(false);
    expect(matchesPattern("/*", "/anything/at/all")).toBe(true);
    expect(matchesPattern("/team/*", "/team/member/ada")).toBe(true);
    expect(matchesPattern("/team/*", "/impact/x")).toBe(false);
  });
});
