// @vitest-environment node
import { rmSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteMap } from "~/lib/site-map";
import { createServer } from "./app";
import { sameOriginLocation } from "./request-target";
import { writeFixtureBuild } from "../tests/support/fixture-build";
import { CACHE_CONTROL, CONTENT_SECURITY_POLICY, DOCUMENT_HEADERS, RESPONSE_HEADERS } from "~/lib/security-headers";

const siteMap: SiteMap = {
  pages: ["/", "/team", "/team/member/ada-lovelace"],
  unlisted: ["/image-test"],
  redirects: [{ from: "/why-choose", to: "/capabilities" }],
  movedFiles: [{ from: "/sitemap.xml", to: "/sitemap-index.xml" }],
  resources: ["/robots.txt"],
  notFound: [
    { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
    { pattern: "/*", page: "/404" },
  ],
  onDemand: [],
  staffOnly: [],
};

const teamHtml = "<h1>Team</h1>" + "<p>Our people.</p>".repeat(200);

let buildDir: string;
let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  buildDir = writeFixtureBuild({
    siteMap,
    files: {
      "index.html": "<h1>Home</h1>",
      "team/index.html": teamHtml,
      "team/index.html.br": brotliCompressSync(teamHtml),
      "team/member/ada-lovelace/index.html": "<h1>Ada</h1>",
      "team/member/not-found/index.html": "<h1>Team Member Not Found</h1>",
      "team/member/404.html": "<h1>Team Member Not Found</h1>",
      "404.html": "<h1>Oops! Page not found</h1>",
      "404/index.html": "<h1>Oops! Page not found</h1>",
      "__spa-fallback.html": "<h1>Oops! Page not found</h1>",
      "image-test/index.html": "<h1>Image Diagnostic</h1>",
      "why-choose/index.html": '<meta http-equiv="refresh" content="0;url=/capabilities">',
      "sitemap-index.xml": '<?xml version="1.0" encoding="UTF-8"?><sitemapindex></sitemapindex>',
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
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.html);
    expect(response.body).toContain("<h1>Team</h1>");
    expect((await app.inject({ url: "/image-test" })).statusCode).toBe(200);
  });

  it("redirects a trailing slash, old pages and moved files permanently, keeping the query", async () => {
    const slash = await app.inject({ url: "/team/?ref=mail" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/team?ref=mail");
    const old = await app.inject({ url: "/why-choose/" });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/capabilities");
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(301);
    expect(sitemap.headers.location).toBe("/sitemap-index.xml");
  });

  it("answers unknown paths with 404 and the most specific not-found page", async () => {
    const member = await app.inject({ url: "/team/member/nobody" });
    expect(member.statusCode).toBe(404);
    expect(member.body).toContain("Team Member Not Found");
    const deep = await app.inject({ url: "/team/member/nobody/else" });
    expect(deep.statusCode).toBe(404);
    expect(deep.body).toContain("Oops! Page not found");
  });

  it("serves the sitemap index as XML and robots.txt as plain text", async () => {
    const sitemap = await app.inject({ url: "/sitemap-index.xml" });
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
    expect(response.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.html);
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

  it("never serves dotfiles, the files written for other hosts or directory listings", async () => {
    expect((await app.inject({ url: "/.env" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/assets" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/_headers" })).statusCode).toBe(404);
    for (const [url, heading] of [
      ["/404.html", "Oops! Page not found"],
      ["/team/member/404.html", "Team Member Not Found"],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(heading);
    }
  });

  it("sends the document headers with HTML, and the rest on every response", async () => {
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
    }
  });
});

/** One request sent byte for byte as given, over a socket (inject, like a browser, would normalise the target). */
function rawRequest(rawPath: string, method = "GET"): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path: rawPath }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("redirects and odd requests are safe", () => {
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
  });

  it.each([
    ["/\\evil.com/", "/%5Cevil.com"],
    ["/\\/evil.com/", "/%5C/evil.com"],
    ["http://evil.example/team/", "/team"],
    ["https://evil.example/why-choose?x=1", "/capabilities?x=1"],
  ])("GET %s redirects within the site only, to %s", async (target, location) => {
    const response = await rawRequest(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(["//evil.example/", "http://evil.example//evil.example/"])(
    "GET %s is not found, never redirected",
    async (target) => {
      const response = await rawRequest(target);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it("makes every redirect target a path on this site", () => {
    for (const target of ["//evil.com", "/\\evil.com", "\\\\evil.com", "/\t/evil.com", "http://evil.com", "/ok/é"]) {
      const location = sameOriginLocation(target);
      expect(location, target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(location, "https://site.example").origin, target).toBe("https://site.example");
    }
  });

  it("answers a malformed URL with 400 and the full header set", async () => {
    const response = await rawRequest("/%c0");
    expect(response.status).toBe(400);
    for (const [name, value] of Object.entries({ ...RESPONSE_HEADERS, ...DOCUMENT_HEADERS })) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("answers %s on a page with 405 and Allow", async (method) => {
    for (const url of ["/team", "/", "/robots.txt"]) {
      const response = await app.inject({ method: method as "POST", url });
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow, url).toBe("GET, HEAD");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("redirects a page's file name to its canonical URL, and answers 404 for not-found pages by name", async () => {
    for (const [url, location] of [
      ["/index.html", "/"],
      ["/team/index.html", "/team"],
      ["/team/index.html?ref=x", "/team?ref=x"],
      ["/why-choose/index.html", "/capabilities"],
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    for (const url of ["/404/index.html", "/__spa-fallback.html", "/team/member/not-found/index.html"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("another build served while serving (a version made live)", () => {
  it("is served from the next request on, new pages included, without a restart", async () => {
    const dir = writeFixtureBuild({
      siteMap: { ...siteMap, pages: ["/"] },
      files: { "index.html": "<h1>Before</h1>", "404.html": "<h1>Not found</h1>" },
    });
    const server = await createServer({ buildDir: dir, logger: false, leads: false });
    try {
      expect((await server.inject({ url: "/" })).body).toBe("<h1>Before</h1>");
      expect((await server.inject({ url: "/team" })).statusCode).toBe(404);

      const next = writeFixtureBuild({
        siteMap: { ...siteMap, pages: ["/", "/team"] },
        files: { "index.html": "<h1>After</h1>", "team/index.html": "<h1>Team</h1>", "404.html": "<h1>Not found</h1>" },
      });
      server.serveBuild(next);

      expect((await server.inject({ url: "/" })).body).toBe("<h1>After</h1>");
      const team = await server.inject({ url: "/team" });
      expect([team.statusCode, team.body]).toEqual([200, "<h1>Team</h1>"]);
      rmSync(next, { recursive: true, force: true });
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it("answers a path that climbs out of the build, however encoded, as any unknown path", async () => {
  for (const url of ["/%2e%2e%2fsite-map.json", "/assets/..%2f..%2fheaders.json", "/..%5cheaders.json"]) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).not.toContain("notFound");
  }
});

describe("a client that sends slowly", () => {
  /** A raw connection to `server` that writes `head`, then one byte of `drip` every `everyMs`; resolves when closed. */
  function dribble(server: FastifyInstance, head: string, drip: string, everyMs: number) {
    const { port } = server.server.address() as AddressInfo;
    return new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
      const started = performance.now();
      let answer = "";
      let sent = 0;
      const socket = connect(port, "127.0.0.1", () => socket.write(head));
      const timer = setInterval(() => {
        if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] ?? "");
      }, everyMs);
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ closedAfterMs: performance.now() - started, answer });
      });
    });
  }

  let slow: FastifyInstance;
  beforeAll(async () => {
    slow = await createServer({
      buildDir,
      logger: false,
      timeouts: { requestMs: 1_500, headersMs: 800, checkEveryMs: 100 },
    });
    await slow.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => slow.close());

  it("is cut off, with 408, when its body takes longer than the request may", async () => {
    const head = "POST /team HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n";
    const { closedAfterMs, answer } = await dribble(slow, head, "x".repeat(1000), 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it("is cut off when its headers take longer than the headers may", async () => {
    const { closedAfterMs, answer } = await dribble(slow, "GET /team HTTP/1.1\r\n", "X-Slow: ".padEnd(200, "x"), 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(2_500);
  });

  it("on npm start's own settings, has a minute for the whole request and 20 s for its headers", async () => {
    expect(app.server.requestTimeout).toBe(60_000);
    expect(app.server.headersTimeout).toBe(20_000);
  });
});
