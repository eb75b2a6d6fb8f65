// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteMap } from "~/lib/site-map";
import { CACHE_CONTROL, CONTENT_SECURITY_POLICY, DOCUMENT_HEADERS, RESPONSE_HEADERS } from "../server/security-headers";
import { writeDeployConfigs } from "./deploy-configs";

const siteMap: SiteMap = {
  pages: ["/", "/team", "/team/member/ada-lovelace"],
  unlisted: [],
  resources: ["/robots.txt"],
  redirects: [{ from: "/why-choose", to: "/capabilities" }],
  movedFiles: [{ from: "/sitemap.xml", to: "/sitemap-index.xml" }],
  notFound: [
    { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
    { pattern: "/*", page: "/404" },
  ],
};

let buildDir: string;
const read = (file: string) => readFileSync(path.join(buildDir, file), "utf8");

beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "deploy-configs-"));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(buildDir, "client", file)), { recursive: true });
    writeFileSync(path.join(buildDir, "client", file), body);
  };
  writeFileSync(path.join(buildDir, "site-map.json"), JSON.stringify(siteMap));
  write("index.html", "<h1>Home</h1>");
  write("team/index.html", "<h1>Team</h1>");
  write("team/member/ada-lovelace/index.html", "<h1>Ada</h1>");
  write("team/member/not-found/index.html", "<h1>Team Member Not Found</h1>");
  write("404.html", "<h1>Oops! Page not found</h1>");
  writeDeployConfigs(buildDir);
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("headers.json", () => {
  it("holds the headers of every response and those of documents, with the one CSP header", () => {
    const manifest = JSON.parse(read("headers.json")) as Record<string, Record<string, string>>;
    expect(manifest).toEqual({ headers: RESPONSE_HEADERS, documentHeaders: DOCUMENT_HEADERS });
    expect(manifest.documentHeaders?.["Content-Security-Policy"]).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe("Netlify", () => {
  it("redirects old paths and moved files with 301 and answers unknown paths with the pattern's page and 404", () => {
    const lines = read("client/_redirects").split("\n");
    expect(lines).toContain("/why-choose  /capabilities  301!");
    expect(lines).toContain("/sitemap.xml  /sitemap-index.xml  301!");
    expect(lines).toContain("/team/member/:memberName  /team/member/not-found/index.html  404");
    expect(lines.at(-2)).toBe("/*  /404.html  404");
  });

  it("sends every header on every path, the CSP once, and revalidates pages", () => {
    const headers = read("client/_headers");
    const rules = headers.split(/\n(?=\/)/).map((block) => block.split("\n")[0]);
    expect(rules).toEqual(expect.arrayContaining(["/*", "/assets/*", "/images/*", ...siteMap.pages]));
    expect(headers.match(/Content-Security-Policy: /g)).toHaveLength(1);
    expect(headers).toContain(`  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n`);
    expect(headers).toContain(`/team\n  Cache-Control: ${CACHE_CONTROL.html}`);
  });

  it("copies each route's not-found page to the 404.html static hosts look for, and keeps Astro's own", () => {
    expect(read("client/team/member/404.html")).toBe(read("client/team/member/not-found/index.html"));
    expect(read("client/404.html")).toBe("<h1>Oops! Page not found</h1>");
  });
});

describe("vercel.json", () => {
  type Route = { src?: string; dest?: string; status?: number; handle?: string; headers?: Record<string, string> };
  const routes = () => (JSON.parse(read("vercel.json")) as { routes: Route[] }).routes;
  const position = (match: (route: Route) => boolean) => routes().findIndex(match);

  it("redirects before the file system and answers 404 pages after it", () => {
    const filesystem = position((r) => r.handle === "filesystem");
    for (const location of ["/capabilities", "/sitemap-index.xml"]) {
      const redirect = routes().find((r) => r.headers?.Location === location);
      expect(redirect?.status, location).toBe(301);
      expect(position((r) => r === redirect)).toBeLessThan(filesystem);
    }
    const memberNotFound = position((r) => r.dest === "/team/member/not-found/index.html" && r.status === 404);
    const notFound = position((r) => r.dest === "/404.html" && r.status === 404 && r.src === "/.*");
    expect(filesystem).toBeLessThan(memberNotFound);
    expect(memberNotFound).toBeLessThan(notFound);
  });

  it("answers the files written for other hosts and the precompressed twins with the 404 page", () => {
    const hidden = routes().find((r) => r.status === 404 && r.dest === "/404.html" && r.src !== "/.*");
    expect(hidden?.src).toBeDefined();
    const matches = (url: string) => new RegExp(`^${hidden?.src ?? ""}$`).test(url);
    for (const url of ["/_headers", "/_redirects", "/404.html", "/team/member/404.html", "/index.html.gz", "/a.js.br"])
      expect(matches(url), url).toBe(true);
    for (const url of ["/team", "/assets/a.js", "/team/member/amara-okafor"]) expect(matches(url), url).toBe(false);
  });

  it("sends every header on every path and serves each page from its file", () => {
    expect(routes()[0]).toEqual({
      src: "/(.*)",
      headers: { ...RESPONSE_HEADERS, ...DOCUMENT_HEADERS },
      continue: true,
    });
    const team = routes().find((r) => r.src === "/team");
    expect(team?.dest).toBe("/team/index.html");
    expect(team?.headers).toEqual({ "Cache-Control": CACHE_CONTROL.html });
  });
});

describe("nginx.conf", () => {
  const config = () => read("nginx.conf");

  it("serves each page at its canonical path, with the not-found page of its pattern", () => {
    for (const pagePath of siteMap.pages) expect(config()).toContain(`location = ${pagePath} {`);
    expect(config()).toContain(
      'location ~ "^/team/member/[^/]+$" {\n      error_page 404 /team/member/not-found/index.html;',
    );
    expect(config()).toContain("error_page 404 /404.html;");
    expect(config()).toContain("location = /404.html {\n      internal;\n    }");
    expect(config()).toContain('rewrite "^/why-choose/*$" /capabilities permanent;');
    expect(config()).toContain('rewrite "^/sitemap\\\\.xml/*$" /sitemap-index.xml permanent;');
    expect(config()).toMatch(/^\s+listen 8080;$/m);
    expect(existsSync(path.join(buildDir, "client", "nginx.conf"))).toBe(false);
  });

  it("sends the CSP and the other document headers with HTML only", () => {
    expect(config()).toContain(
      `map $sent_http_content_type $document_content_security_policy {\n    "~^text/html" "${CONTENT_SECURITY_POLICY}";\n    default "";\n  }`,
    );
    expect(config()).toContain("add_header Content-Security-Policy $document_content_security_policy always;");
  });
});
