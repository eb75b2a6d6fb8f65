import { expect, test } from "./fixtures";
import { rawRequest } from "./raw-request";

/**
 * Hostile or odd requests, sent byte for byte (a browser or URL parser would
 * normalise them first): no host may answer with a stack trace, a file from
 * outside the build, a directory listing or a redirect to another site.
 */

const leaks: [string, RegExp][] = [
  ["a stack trace", /\n\s+at .+:\d+:\d+|\bError: |node_modules/],
  ["the server's file system", new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))],
  ["a directory listing", /Index of \/|<title>Directory|class="?listing/i],
  ["package.json", /"devDependencies"|"northbridge-site"/],
  ["the build's own files", /"notFound":|"documentHeaders":|"leadsOnServer":/],
];

const cases: { method: string; path: string; statuses: number[] }[] = [
  { method: "GET", path: "/../", statuses: [301, 400, 404] },
  { method: "GET", path: "/../package.json", statuses: [400, 403, 404] },
  { method: "GET", path: "/%2e%2e/", statuses: [301, 400, 404] },
  { method: "GET", path: "/%2e%2e%2fpackage.json", statuses: [400, 404] },
  { method: "GET", path: "/assets/..%2f..%2fsite-map.json", statuses: [400, 404] },
  { method: "GET", path: "/..%2fheaders.json", statuses: [400, 404] },
  { method: "GET", path: "/404.html", statuses: [404] },
  { method: "GET", path: "/..%5c..%5cpackage.json", statuses: [400, 403, 404] },
  { method: "GET", path: "/assets/", statuses: [301] },
  { method: "GET", path: "/assets", statuses: [404] },
  { method: "GET", path: "/images", statuses: [404] },
  { method: "GET", path: "/%00", statuses: [400, 404] },
  { method: "GET", path: `/${"a".repeat(10 * 1024)}`, statuses: [404, 414] },
  { method: "GET", path: "//evil.example/", statuses: [404] },
  { method: "GET", path: "/\\evil.example/", statuses: [301] },
  { method: "GET", path: "/%2F%2Fevil.example/", statuses: [301, 404] },
  { method: "HEAD", path: "/", statuses: [200] },
  { method: "OPTIONS", path: "/", statuses: [405] },
  { method: "POST", path: "/team", statuses: [405] },
  { method: "TRACE", path: "/", statuses: [405] },
];

for (const { method, path, statuses } of cases) {
  test(`${method} ${path.length > 40 ? `${path.slice(0, 20)}… (${path.length} characters)` : path} answers ${statuses.join(" or ")} and reveals nothing`, async ({
    baseURL,
  }) => {
    const response = await rawRequest(baseURL ?? "", path, { method });
    expect(statuses, `status ${response.status}`).toContain(response.status);
    for (const [what, pattern] of leaks) expect(response.body, `no ${what}`).not.toMatch(pattern);
    expect(response.headers["x-content-type-options"], "security headers on every answer").toBe("nosniff");
    const location = String(response.headers["location"] ?? "");
    expect(location, "a redirect stays on this site").not.toMatch(/^(?:[a-z]+:)?\/\/|^\/\\|^\\/i);
    if (method === "HEAD") expect(response.body).toBe("");
    if (response.status === 405) expect(response.headers["allow"], "the methods it takes").toBe("GET, HEAD");
  });
}

// Browsers read "/\" as "//", another host: a redirect keeps a backslash only percent-encoded, as sameOriginLocation().
for (const [path, location] of [
  ["/\\evil.example/", "/%5Cevil.example"],
  ["/\\\\evil.example/?a=b", "/%5C%5Cevil.example?a=b"],
  ["/%5Cevil.example/", "/%5Cevil.example"],
  ["/team\\x/", "/team%5Cx"],
] as const) {
  test(`GET ${path} answers 301 to ${location}`, async ({ baseURL }) => {
    const response = await rawRequest(baseURL ?? "", path);
    expect(response.status).toBe(301);
    expect(response.headers["location"]).toBe(location);
  });
}
