// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteMap } from "~/lib/site-map";
import { hashSource, type HeaderManifest } from "../server/security-headers";
import { inlineScriptHashes, writeDeployConfigs } from "./deploy-configs";

const siteMap: SiteMap = {
  pages: ["/", "/team", "/team/member/ada-lovelace"],
  unlisted: [],
  resources: [],
  redirects: [{ from: "/why-choose", to: "/capabilities" }],
  notFound: [
    { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
    { pattern: "/*", page: "/404" },
  ],
  prerender: [],
};

const jsonLd = '<script type="application/ld+json">{"@type":"Organization"}</script>';
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head>${jsonLd}<script src="/assets/a.js"></script></head><body>${scripts
    .map((script) => `<script>${script}</script>`)
    .join("")}</body></html>`;

const scripts = {
  home: "window.home = 1;",
  team: "window.team = 1;",
  member: "window.member = 1;",
  memberNotFound: "window.memberNotFound = 1;",
  notFound: "window.notFound = 1;",
};

let buildDir: string;
let manifest: HeaderManifest;
const read = (file: string) => readFileSync(path.join(buildDir, file), "utf8");

beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "deploy-configs-"));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(buildDir, "client", file)), { recursive: true });
    writeFileSync(path.join(buildDir, "client", file), body);
  };
  writeFileSync(path.join(buildDir, "site-map.json"), JSON.stringify(siteMap));
  write("index.html", page(scripts.home));
  write("team/index.html", page(scripts.team));
  write("team/member/ada-lovelace/index.html", page(scripts.member));
  write("team/member/not-found/index.html", page(scripts.memberNotFound));
  write("404/index.html", page(scripts.notFound));
  write("why-choose.data", "[]");
  manifest = writeDeployConfigs(buildDir, "/images").manifest;
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("inlineScriptHashes", () => {
  it("hashes each inline script the browser runs, and no data block or external script", () => {
    const html = `${page("a()", "a()")}<script type="module">import "/x.js";</script><script type="text/plain">b</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashSource("a()"), hashSource('import "/x.js";')]);
  });
});

describe("headers.json", () => {
  it("gives each page a CSP allowing exactly its own inline scripts", () => {
    const team = manifest.pages["team/index.html"] ?? "";
    expect(team).toContain(hashSource(scripts.team));
    expect(team).not.toContain(hashSource(scripts.home));
    expect(manifest.pages["404/index.html"]).toContain(hashSource(scripts.notFound));
    expect(manifest.defaultCsp).not.toContain("sha256");
    expect(manifest.headers["X-Content-Type-Options"]).toBe("nosniff");
  });
});

describe("Netlify", () => {
  it("redirects old paths with 301 and answers unknown paths with the pattern's page and 404", () => {
    const lines = read("client/_redirects").split("\n");
    expect(lines).toContain("/why-choose  /capabilities  301!");
    expect(lines).toContain("/team/member/:memberName  /team/member/not-found/index.html  404");
    expect(lines.at(-2)).toBe("/*  /404/index.html  404");
  });

  it("gives broad rules a CSP covering every page under them, and each page its own after them", () => {
    const rules = read("client/_headers")
      .split(/\n(?=\/)/)
      .map((block) => ({ path: block.split("\n")[0] ?? "", csp: /Content-Security-Policy: (.*)/.exec(block)?.[1] }));
    const rule = (rulePath: string) => rules.find((r) => r.path === rulePath);
    const index = (rulePath: string) => rules.findIndex((r) => r.path === rulePath);

    expect(rule("/team")?.csp).toBe(manifest.pages["team/index.html"]);
    for (const script of Object.values(scripts)) expect(rule("/*")?.csp).toContain(hashSource(script));
    expect(rule("/team/member/:memberName")?.csp).toContain(hashSource(scripts.member));
    expect(rule("/team/member/:memberName")?.csp).toContain(hashSource(scripts.memberNotFound));
    expect(rule("/team/member/:memberName")?.csp).not.toContain(hashSource(scripts.team));
    expect(index("/*")).toBeLessThan(index("/team"));
    expect(index("/team/member/:memberName")).toBeLessThan(index("/team/member/ada-lovelace"));
    expect(read("client/_headers")).toMatch(
      /\/why-choose\.data\n {2}Cache-Control: public, max-age=0, must-revalidate/,
    );
  });

  it("copies each not-found page to the 404.html static hosts look for", () => {
    expect(read("client/404.html")).toBe(read("client/404/index.html"));
    expect(read("client/team/member/404.html")).toBe(read("client/team/member/not-found/index.html"));
  });
});

describe("vercel.json", () => {
  type Route = { src?: string; dest?: string; status?: number; handle?: string; headers?: Record<string, string> };
  const routes = () => (JSON.parse(read("vercel.json")) as { routes: Route[] }).routes;
  const position = (match: (route: Route) => boolean) => routes().findIndex(match);

  it("redirects before the file system and answers 404 pages after it", () => {
    const filesystem = position((r) => r.handle === "filesystem");
    const redirect = routes().find((r) => r.headers?.Location === "/capabilities");
    expect(redirect?.status).toBe(301);
    expect(position((r) => r === redirect)).toBeLessThan(filesystem);
    const memberNotFound = position((r) => r.dest === "/team/member/not-found/index.html" && r.status === 404);
    const notFound = position((r) => r.dest === "/404/index.html" && r.status === 404 && r.src === "/.*");
    expect(filesystem).toBeLessThan(memberNotFound);
    expect(memberNotFound).toBeLessThan(notFound);
  });

  it("answers the files written for other hosts and the precompressed twins with the 404 page", () => {
    const hidden = routes().find((r) => r.status === 404 && r.dest === "/404/index.html" && r.src !== "/.*");
    expect(hidden?.src).toBeDefined();
    const matches = (url: string) => new RegExp(`^${hidden?.src ?? ""}$`).test(url);
    for (const url of [
      "/_headers",
      "/_redirects",
      "/404.html",
      "/team/member/404.html",
      "/index.html.gz",
      "/assets/a.js.br",
    ])
      expect(matches(url), url).toBe(true);
    for (const url of ["/team", "/assets/a.js", "/team/member/amara-okafor"]) expect(matches(url), url).toBe(false);
  });

  it("serves each page from its file with its own CSP", () => {
    const team = routes().find((r) => r.src === "/team");
    expect(team?.dest).toBe("/team/index.html");
    expect(team?.headers?.["Content-Security-Policy"]).toBe(manifest.pages["team/index.html"]);
  });
});

describe("nginx.conf", () => {
  it("serves each page at its canonical path, with the not-found page of its pattern", () => {
    const config = read("nginx.conf");
    for (const pagePath of siteMap.pages) expect(config).toContain(`location = ${pagePath} {`);
    expect(config).toContain(
      'location ~ "^/team/member/[^/]+$" {\n      error_page 404 /team/member/not-found/index.html;',
    );
    expect(config).toContain("error_page 404 /404/index.html;");
    expect(config).toContain('rewrite "^/why-choose/*$" /capabilities permanent;');
    expect(config).toMatch(/^\s+listen 8080;$/m);
  });

  it("maps each HTML file to its own CSP", () => {
    const config = read("nginx.conf");
    expect(config).toContain(`"/team/index.html" "${manifest.pages["team/index.html"]}";`);
    expect(existsSync(path.join(buildDir, "client", "nginx.conf"))).toBe(false);
  });
});
