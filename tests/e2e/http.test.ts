import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { CONTACT_PATH, CONTACT_SEND_PATH, FORM_ID, MESSAGES } from "~/contact/contact-rules";
import { makeFields } from "~/test/lead-factory";
import { notFoundPageFor as siteNotFoundPageFor } from "~/lib/site-map";
import { pageFile } from "~/lib/build-output";
import {
  cacheControlFor,
  CACHE_CONTROL,
  DOCUMENT_HEADERS,
  readHeaderManifest,
  RESPONSE_HEADERS,
} from "~/lib/security-headers";
import { buildDir, expect, siteMap, test } from "./fixtures";
import { allPages as pages, unknownPathFor } from "./site-pages";

/**
 * The HTTP contract of every host: `npm start` (project "chromium") and nginx with the
 * generated config (project "nginx") must answer exactly the same.
 */

const manifest = readHeaderManifest(buildDir);
const clientDir = path.resolve(buildDir, "client");
/** The largest asset of a kind a visitor loads: big enough to be worth compressing. */
const anAsset = (extension: string) => {
  const [found] = readdirSync(path.join(clientDir, "assets"))
    .filter((file) => file.endsWith(`.${extension}`) && !siteMap.staffOnly.includes(`/assets/${file}`))
    .sort(
      (a, b) => statSync(path.join(clientDir, "assets", b)).size - statSync(path.join(clientDir, "assets", a)).size,
    );
  if (!found) throw new Error(`the build has no .${extension} asset`);
  return `/assets/${found}`;
};
const pageHtml = (page: string) => readFileSync(path.join(clientDir, pageFile(page)), "utf8");

/** Every response carries the response headers; a document also the document headers, the CSP among them. */
function expectSecurityHeaders(headers: Record<string, string>, isDocument: boolean, label: string) {
  for (const [name, value] of Object.entries(manifest.headers)) {
    expect(headers[name.toLowerCase()], `${name} on ${label}`).toBe(value);
  }
  for (const [name, value] of Object.entries(manifest.documentHeaders)) {
    expect(headers[name.toLowerCase()], `${name} on ${label}`).toBe(isDocument ? value : undefined);
  }
  expect(headers["x-powered-by"], `X-Powered-By on ${label}`).toBeUndefined();
  expect(headers["server"] ?? "", `Server on ${label} names no version`).not.toMatch(/\d/);
}

/** "a 'b'; c d" → { a: "'b'", c: "d" } */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources.join(" ")]),
  );

const notFoundPageFor = (url: string) => siteNotFoundPageFor(siteMap.notFound, url);

test("the editor's files answer a visitor 404, in every encoding", async ({ request }) => {
  expect(siteMap.staffOnly.length).toBeGreaterThan(0);
  for (const file of siteMap.staffOnly) {
    expect(statSync(path.join(clientDir, file)).isFile(), `${file} is in the build`).toBe(true);
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await request.get(file, { headers: { "accept-encoding": encoding } });
      expect(response.status(), `${file} (${encoding})`).toBe(404);
    }
  }
});

test("the build's header set is the one of src/lib/security-headers.ts", () => {
  expect(manifest).toEqual({ headers: RESPONSE_HEADERS, documentHeaders: DOCUMENT_HEADERS });
});

test.describe("pages", () => {
  test("every page answers 200 as revalidated HTML with the security headers", async ({ request }) => {
    for (const page of pages) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(200);
      const headers = response.headers();
      expectSecurityHeaders(headers, true, page);
      expect(headers["content-type"], page).toMatch(/^text\/html/);
      expect(headers["cache-control"], page).toBe(CACHE_CONTROL.html);
    }
  });

  // Two policies (the header and the page's meta tag) both apply: the header must not take back what the page allows.
  test("the CSP header adds frame-ancestors and agrees with each page's own policy", async ({ request }) => {
    const header = directives(manifest.documentHeaders["Content-Security-Policy"] ?? "");
    expect(header["frame-ancestors"]).toBe("'none'");
    for (const page of [...pages, ...siteMap.notFound.map((entry) => entry.page)]) {
      const html = await (await request.get(page)).text();
      const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1];
      expect(meta, `${page} has its own policy`).toBeDefined();
      const own = directives(meta ?? "");
      expect(own["script-src"], `${page} allows its scripts by hash`).toMatch(/'sha256-/);
      for (const [name, value] of Object.entries(header)) {
        if (name === "frame-ancestors") continue;
        expect(own[name], `${name} on ${page}`).toBe(value);
      }
      for (const name of ["default-src", "script-src", "style-src"]) {
        expect(header[name], `the header leaves ${name} to the page`).toBeUndefined();
      }
    }
  });

  test("HEAD answers like GET, without a body", async ({ request }) => {
    for (const page of pages.slice(0, 2)) {
      const response = await request.head(page);
      expect(response.status(), page).toBe(200);
      expectSecurityHeaders(response.headers(), true, `HEAD ${page}`);
      expect(await response.body()).toHaveLength(0);
    }
  });
});

test.describe("redirects", () => {
  test("old URLs and moved files answer 301 to their new home, with or without a trailing slash, keeping the query", async ({
    request,
  }) => {
    for (const { from, to } of [...siteMap.redirects, ...siteMap.movedFiles]) {
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
    const page = pages.find((p) => p !== "/") ?? "/capabilities";
    const withQuery = await request.get(`${page}//?ref=mail`, { maxRedirects: 0 });
    expect(withQuery.headers()["location"]).toBe(`${page}?ref=mail`);
  });

  test("a page's file name answers 301 to the page (an old page's to its new home), keeping the query", async ({
    request,
  }) => {
    const page = pages.find((p) => p !== "/") ?? "/team";
    const moves = [
      ...pages.map((p) => [`/${pageFile(p)}`, p] as const),
      ...siteMap.redirects.map(({ from, to }) => [`${from}/index.html`, to] as const),
      [`/${pageFile(page)}?ref=mail`, `${page}?ref=mail`] as const,
    ];
    for (const [url, location] of moves) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(301);
      expect(response.headers()["location"], url).toBe(location);
    }
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
      expect(await response.text(), `${url} shows ${page}`).toBe(pageHtml(page));
      expectSecurityHeaders(response.headers(), true, url);
      expect(response.headers()["cache-control"], url).toBe(CACHE_CONTROL.html);
    }
  });

  test("the not-found pages are never served by their file name", async ({ request }) => {
    for (const { page } of siteMap.notFound) {
      const url = `/${pageFile(page)}`;
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(await response.text(), `${url} shows ${notFoundPageFor(url)}`).toBe(pageHtml(notFoundPageFor(url)));
    }
  });

  test("the files written for other hosts and the precompressed twins are not served", async ({ request }) => {
    const notFoundBodies = siteMap.notFound.map(({ page }) => pageHtml(page));
    const copies = siteMap.notFound
      .filter(({ pattern }) => pattern !== "/*")
      .map(({ pattern }) => `${pattern.split("/").slice(0, -1).join("/")}/404.html`);
    for (const url of ["/_headers", "/_redirects", "/404.html", "/404.html.br", "/.hidden", ...copies]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      // nginx answers these from its generic 404 page, `npm start` from the one of the path's pattern.
      expect(notFoundBodies, `${url} shows a not-found page`).toContain(await response.text());
    }
  });
});

test.describe("files", () => {
  const image = readdirSync(path.join(clientDir, "images")).find((file) => file.endsWith(".avif"));
  const files = () => [
    anAsset("js"),
    anAsset("woff2"),
    "/favicon.svg",
    "/robots.txt",
    "/sitemap-index.xml",
    ...(image ? [`/images/${image}`] : []),
  ];

  test("carry their cache policy and the security headers", async ({ request }) => {
    expect(cacheControlFor(anAsset("js"))).toBe(CACHE_CONTROL.immutable);
    expect(image, "the build has images").toBeDefined();
    for (const url of files()) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe(cacheControlFor(url));
      expectSecurityHeaders(response.headers(), false, url);
    }
  });

  test("the crawler files have their types", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
    const sitemap = await request.get("/sitemap-index.xml");
    expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  });

  test("hashed assets come without validators (never revalidated); pages revalidate by ETag", async ({ request }) => {
    for (const url of [anAsset("js"), anAsset("woff2")]) {
      expect((await request.get(url)).headers()["etag"], url).toBeUndefined();
    }
    const url = pages[0] ?? "/";
    const page = await request.get(url);
    const etag = page.headers()["etag"];
    expect(etag, "a page's ETag").toBeDefined();
    const again = await request.get(url, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status(), "a page unchanged since").toBe(304);
  });

  test("text is compressed with gzip for clients that ask for it", async ({ request }) => {
    for (const url of [...pages.slice(0, 2), anAsset("js")]) {
      const response = await request.get(url, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers()["content-encoding"], url).toBe("gzip");
      expect(response.headers()["vary"] ?? "", url).toMatch(/accept-encoding/i);
    }
    const compressed = await request.get(anAsset("woff2"), { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers()["content-encoding"], "fonts are compressed already").toBeUndefined();
  });
});

test.describe("methods", () => {
  test("any method but GET and HEAD answers 405 with Allow, whatever the path", async ({ request }) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      for (const url of [pages[0] ?? "/", anAsset("js"), "/robots.txt", unknownPathFor("/*")]) {
        const response = await request.fetch(url, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${url}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${url}`).toBe("GET, HEAD");
        expect(await response.text(), `${method} ${url}`).toBe("Method Not Allowed: use GET or HEAD");
        expectSecurityHeaders(response.headers(), false, `${method} ${url}`);
      }
    }
  });

  test("the form's answer takes its POST, and says so to any other method; opened by its address it sends to the form", async ({
    request,
  }) => {
    const response = await request.fetch(CONTACT_SEND_PATH, { method: "PUT", maxRedirects: 0 });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
    const opened = await request.get(CONTACT_SEND_PATH, { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(opened.headers()["location"]).toBe(CONTACT_PATH);
  });
});

// Through nginx too: a build that takes its own leads has nginx pass the form's requests to `npm start`.
test.describe("the contact form without JavaScript", () => {
  test("sends its POST to the server, which answers with the page and the thank-you", async ({ request, baseURL }) => {
    const form = parse(await (await request.get(CONTACT_PATH)).text()).querySelector(`form#${FORM_ID}`);
    expect(form?.getAttribute("method"), "this build takes its own leads: the form posts to the site").toBe("post");
    expect(form?.getAttribute("action")).toBe(`${CONTACT_SEND_PATH}#${FORM_ID}`);
    const response = await request.post(CONTACT_SEND_PATH, {
      form: makeFields({ challenge: "A convening for forty people, through nginx." }),
      // What a browser sends with a form of this site; the server takes posts from its own pages only.
      headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    // What the visitor typed is in the answer: no cache may keep it.
    expect(response.headers()["cache-control"]).toBe("no-store");
    // The whole contact page, rendered on request around the form: its heading, the site's header and footer.
    const answer = parse(await response.text());
    expect(answer.text).toContain(MESSAGES.sent);
    expect(answer.querySelector("h1")?.text).toBe(
      parse(await (await request.get(CONTACT_PATH)).text()).querySelector("h1")?.text,
    );
    expect(answer.querySelector("header")).not.toBeNull();
    expect(answer.querySelector("footer")).not.toBeNull();
    // Its own policy (the page's hashes, as a header) goes with the site's document policy, both enforced.
    const { "content-security-policy": policies = "", ...others } = response.headers();
    expect(policies).toMatch(/script-src 'self' 'sha256-/);
    expect(policies).toContain(manifest.documentHeaders["Content-Security-Policy"]);
    expectSecurityHeaders(
      { ...others, "content-security-policy": manifest.documentHeaders["Content-Security-Policy"] ?? "" },
      true,
      `POST ${CONTACT_SEND_PATH}`,
    );
  });
});

test.describe("the staff area", () => {
  const staffPaths = ["/staff", "/staff/leads", "/staff/publish", "/keystatic", "/keystatic/collection/team"];

  test("npm start keeps it behind the sign-in, never cached; a static host (nginx) has none", async ({ request }) => {
    const staticHost = test.info().project.name === "nginx";
    for (const url of staffPaths) {
      const response = await request.get(url, { maxRedirects: 0 });
      if (staticHost) {
        expect(response.status(), url).toBe(404);
        continue;
      }
      expect(response.status(), url).toBe(303);
      expect(response.headers()["location"], url).toBe(`/staff/sign-in?next=${encodeURIComponent(url)}`);
      expect(response.headers()["cache-control"], url).toBe("no-store");
    }
    const api = await request.get("/api/keystatic/tree", { headers: { "no-cors": "1" }, maxRedirects: 0 });
    expect(api.status()).toBe(staticHost ? 404 : 401);
    const signIn = await request.get("/staff/sign-in");
    expect(signIn.status()).toBe(staticHost ? 404 : 200);
    if (!staticHost) {
      expect(signIn.headers()["cache-control"]).toBe("no-store");
      expect(
        parse(await signIn.text())
          .querySelector('input[name="_csrf"]')
          ?.getAttribute("value"),
      ).toBeTruthy();
    }
  });
});
