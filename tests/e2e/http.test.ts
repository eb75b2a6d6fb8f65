import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pageFile } from "../../scripts/build-output";
import { notFoundPageFor as serverNotFoundPageFor } from "../../server/app";
import {
  cacheControlFor,
  CACHE_CONTROL,
  DOCUMENT_HEADERS,
  readHeaderManifest,
  RESPONSE_HEADERS,
} from "../../server/security-headers";
import { inlineScriptHashes } from "../../scripts/deploy-configs";
import { expect, siteMap, test } from "./fixtures";
import { allPages as pages, unknownPathFor } from "./site-pages";

/**
 * The HTTP contract of every host: `npm start` (project "chromium") and nginx with the
 * generated config (project "nginx") must answer exactly the same.
 */

const manifest = readHeaderManifest("build");
const clientDir = path.resolve("build/client");
const homeHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
const firstAsset = (extension: string) => {
  const found = new RegExp(`/assets/[^"]+\\.${extension}`).exec(homeHtml)?.[0];
  if (!found) throw new Error(`the home page references no .${extension} asset`);
  return found;
};

/** Every response carries the response headers; a document (`csp` given) also the document headers and that CSP. */
function expectSecurityHeaders(headers: Record<string, string>, csp: string | undefined, label: string) {
  for (const [name, value] of Object.entries(RESPONSE_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} on ${label}`).toBe(value);
  }
  if (csp === undefined) {
    for (const name of [...Object.keys(DOCUMENT_HEADERS), "Content-Security-Policy"]) {
      expect(headers[name.toLowerCase()], `no ${name} on ${label}`).toBeUndefined();
    }
  } else {
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) {
      expect(headers[name.toLowerCase()], `${name} on ${label}`).toBe(value);
    }
    expect(headers["content-security-policy"], `CSP on ${label}`).toBe(csp);
  }
  expect(headers["x-powered-by"], `X-Powered-By on ${label}`).toBeUndefined();
  expect(headers["server"] ?? "", `Server on ${label} names no version`).not.toMatch(/\d/);
}

const notFoundPageFor = (url: string) => serverNotFoundPageFor(siteMap.notFound, url);

test.describe("pages", () => {
  test("every page answers 200 with its own CSP, which allows each of its inline scripts", async ({ request }) => {
    for (const page of pages) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
      const headers = response.headers();
      const csp = manifest.pages[pageFile(page)] ?? "";
      expectSecurityHeaders(headers, csp, page);
      expect(headers["content-type"], page).toMatch(/^text\/html/);
      expect(headers["cache-control"], page).toBe(CACHE_CONTROL.html);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, `${page} runs no inline script without its hash`).not.toContain("unsafe-inline");
      for (const hash of inlineScriptHashes(await response.text())) {
        expect(scriptSrc, `${page} allows its inline script ${hash}`).toContain(hash);
      }
    }
  });

  test("HEAD answers like GET, without a body", async ({ request }) => {
    const response = await request.head("/team");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers(), manifest.pages[pageFile("/team")] ?? "", "HEAD /team");
    expect(await response.body()).toHaveLength(0);
  });
});

test.describe("redirects", () => {
  test("old URLs answer 301 to their new home, with or without a trailing slash, keeping the query", async ({
    request,
  }) => {
    for (const { from, to } of siteMap.redirects) {
      for (const [url, location] of [
        [from, to],
        [`${from}/`, to],
        [`${from}?ref=mail`, `${to}?ref=mail`],
      ] as const) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(301);
        expect(response.headers()["location"], url).toBe(location);
        for (const [name, value] of Object.entries(RESPONSE_HEADERS)) {
          expect(response.headers()[name.toLowerCase()], `${name} on ${url}`).toBe(value);
        }
      }
    }
  });

  test("a trailing slash answers 301 to the canonical URL, keeping the query", async ({ request }) => {
    for (const page of pages.filter((p) => p !== "/")) {
      const response = await request.get(`${page}/`, { maxRedirects: 0 });
      expect(response.status(), `${page}/`).toBe(301);
      expect(response.headers()["location"], `${page}/`).toBe(page);
    }
    const withQuery = await request.get("/team//?ref=mail", { maxRedirects: 0 });
    expect(withQuery.headers()["location"]).toBe("/team?ref=mail");
  });
});

test.describe("unknown paths", () => {
  test("answer 404 with the not-found page of the route they match", async ({ request }) => {
    const urls = [
      ...siteMap.notFound.map(({ pattern }) => unknownPathFor(pattern)),
      // One segment too deep for a route with a parameter: only the catch-all matches.
      ...siteMap.notFound
        .filter(({ pattern }) => pattern.includes(":"))
        .map(({ pattern }) => `${unknownPathFor(pattern)}/x`),
      // The not-found pages are files of the build, not pages of the site.
      ...siteMap.notFound.map(({ page }) => page),
    ];
    for (const { pattern, page } of siteMap.notFound) expect(notFoundPageFor(unknownPathFor(pattern))).toBe(page);
    for (const url of urls) {
      const page = notFoundPageFor(url);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), `${url} shows ${page}`).toBe(
        readFileSync(path.join(clientDir, pageFile(page)), "utf8"),
      );
      expectSecurityHeaders(response.headers(), manifest.pages[pageFile(page)] ?? "", url);
      expect(response.headers()["cache-control"], url).toBe(CACHE_CONTROL.html);
    }
  });

  test("the deploy configs written into the build folder are not served", async ({ request }) => {
    const notFoundBodies = siteMap.notFound.map(({ page }) =>
      readFileSync(path.join(clientDir, pageFile(page)), "utf8"),
    );
    for (const url of ["/_headers", "/_redirects", "/404.html", "/team/member/404.html", "/.hidden"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      // nginx answers these from its generic 404 page, `npm start` from the one of the path's pattern.
      expect(notFoundBodies, `${url} shows a not-found page`).toContain(await response.text());
    }
  });
});

test.describe("files", () => {
  const image = readdirSync(path.join(clientDir, "images")).find((file) => file.endsWith(".avif"));
  const dataFile = readdirSync(clientDir).find((file) => file.endsWith(".data"));
  const files = [
    firstAsset("js"),
    firstAsset("css"),
    firstAsset("woff2"),
    "/favicon.svg",
    ...(image ? [`/images/${image}`] : []),
    ...(dataFile ? [`/${dataFile}`] : []),
  ];

  test("carry their cache policy and the security headers", async ({ request }) => {
    expect(cacheControlFor(firstAsset("js"))).toBe(CACHE_CONTROL.immutable);
    expect(image, "the build has images").toBeDefined();
    expect(dataFile, "the build has page data files").toBeDefined();
    for (const url of files) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe(cacheControlFor(url));
      expectSecurityHeaders(response.headers(), undefined, url);
    }
  });

  test("hashed assets come without validators (never revalidated); pages revalidate by ETag", async ({ request }) => {
    for (const url of [firstAsset("js"), firstAsset("css"), firstAsset("woff2")]) {
      expect((await request.get(url)).headers()["etag"], url).toBeUndefined();
    }
    const page = await request.get("/team");
    const etag = page.headers()["etag"];
    expect(etag, "a page's ETag").toBeDefined();
    const again = await request.get("/team", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status(), "a page unchanged since").toBe(304);
  });

  test("text is compressed with gzip for clients that ask for it", async ({ request }) => {
    for (const url of ["/", "/team", firstAsset("js"), firstAsset("css")]) {
      const response = await request.get(url, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers()["content-encoding"], url).toBe("gzip");
      expect(response.headers()["vary"] ?? "", url).toMatch(/accept-encoding/i);
    }
    const compressed = await request.get(firstAsset("woff2"), { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers()["content-encoding"], "fonts are compressed already").toBeUndefined();
  });
});
