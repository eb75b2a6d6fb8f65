// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteMap } from "~/lib/site-map";
import { CACHE_CONTROL, CONTENT_SECURITY_POLICY, DOCUMENT_HEADERS, RESPONSE_HEADERS } from "~/lib/security-headers";
import { leadNotSentPage, NPM_START_ADDRESS, writeDeployConfigs } from "./deploy-configs";

const siteMap: SiteMap = {
  pages: ["/", "/contact", "/team", "/team/member/ada-lovelace"],
  unlisted: [],
  resources: ["/robots.txt"],
  redirects: [{ from: "/why-choose", to: "/capabilities" }],
  movedFiles: [{ from: "/sitemap.xml", to: "/sitemap-index.xml" }],
  notFound: [
    { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
    { pattern: "/*", page: "/404" },
  ],
  onDemand: [],
  staffOnly: ["/assets/keystatic-page.abc123.js"],
};

const contactEmail = "hello@firm.example";

/** A build's client files and configs; `leadService`: made without an EmailJS key, so `npm start` takes leads. */
function writeBuild(leadService: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-configs-"));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, "client", file)), { recursive: true });
    writeFileSync(path.join(dir, "client", file), body);
  };
  writeFileSync(path.join(dir, "site-map.json"), JSON.stringify(siteMap));
  write("index.html", "<h1>Home</h1>");
  write("contact/index.html", "<h1>Contact</h1>");
  write("team/index.html", "<h1>Team</h1>");
  write("team/member/ada-lovelace/index.html", "<h1>Ada</h1>");
  write("team/member/not-found/index.html", "<h1>Team Member Not Found</h1>");
  write("404.html", "<h1>Oops! Page not found</h1>");
  write("assets/keystatic-page.abc123.js", "editor();");
  writeDeployConfigs(dir, { leadService, contactEmail });
  return dir;
}

/** A build with an EmailJS key (a static host's), and one that takes its own leads. */
let buildDir: string;
let leadServiceBuildDir: string;
const read = (file: string, dir = buildDir) => readFileSync(path.join(dir, file), "utf8");

beforeAll(() => {
  buildDir = writeBuild(false);
  leadServiceBuildDir = writeBuild(true);
});

afterAll(() => {
  for (const dir of [buildDir, leadServiceBuildDir]) rmSync(dir, { recursive: true, force: true });
});

describe("headers.json", () => {
  it("holds the headers of every response and those of documents, with the one CSP header", () => {
    const manifest = JSON.parse(read("headers.json")) as Record<string, Record<string, string>>;
    expect(manifest).toEqual({ headers: RESPONSE_HEADERS, documentHeaders: DOCUMENT_HEADERS });
    expect(manifest.documentHeaders?.["Content-Security-Policy"]).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe("the editor's files", () => {
  const [editorFile = ""] = siteMap.staffOnly;

  it("answer 404 on Netlify, forced over the file that is there", () => {
    expect(read("client/_redirects").split("\n")).toContain(`${editorFile}  /404.html  404!`);
  });

  it("answer 404 on Vercel, before the file system", () => {
    const { routes } = JSON.parse(read("vercel.json")) as {
      routes: { src?: string; status?: number; handle?: string }[];
    };
    const editor = routes.findIndex((route) => route.status === 404 && new RegExp(`^${route.src}$`).test(editorFile));
    expect(editor).toBeGreaterThan(-1);
    expect(editor).toBeLessThan(routes.findIndex((route) => route.handle === "filesystem"));
  });

  it("answer 404 on nginx", () => {
    expect(read("nginx.conf")).toContain(`    location = ${editorFile} {\n      return 404;\n    }`);
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
    expect(config()).toContain('rewrite "^/why-choose(?:/*|/index\\\\.html)$" /capabilities permanent;');
    expect(config()).toContain('rewrite "^/sitemap\\\\.xml(?:/*|/index\\\\.html)$" /sitemap-index.xml permanent;');
    expect(config()).toMatch(/^\s+listen 8080;$/m);
    expect(existsSync(path.join(buildDir, "client", "nginx.conf"))).toBe(false);
  });

  it("sends the CSP and the other document headers with HTML only", () => {
    expect(config()).toContain(
      `map $sent_http_content_type $document_content_security_policy {\n    "~^text/html" "${CONTENT_SECURITY_POLICY}";\n    default "";\n  }`,
    );
    expect(config()).toContain("add_header Content-Security-Policy $document_content_security_policy always;");
  });

  it("answers a page's file name 301 to the page, and never serves an HTML file by its name", () => {
    expect(config()).toContain('rewrite "^/index\\\\.html$" / permanent;');
    expect(config()).toContain('rewrite "^/team/index\\\\.html$" /team permanent;');
    expect(config()).toContain('location ~ "\\\\.html$" {\n      internal;\n    }');
  });

  it("percent-encodes the backslashes of a trailing-slash redirect's target", () => {
    expect(config()).toContain("map $without_trailing_slash $trailing_slash_location {");
    expect(config()).toContain('"${backslash_part0}%5C${backslash_part1}";');
    expect(config()).toContain("return 301 $trailing_slash_location;");
  });

  it("answers any method but GET and HEAD with 405 and Allow, as plain text", () => {
    expect(config()).toContain("if ($method_not_allowed) {\n      return 405;\n    }");
    expect(config()).toContain('add_header Allow "GET, HEAD" always;');
    expect(config()).toContain('return 405 "Method Not Allowed: use GET or HEAD";');
  });

  it("with an EmailJS key, serves the site alone: the contact page is a file, /api/ is not found", () => {
    expect(config()).not.toMatch(/upstream|proxy_pass|\/api\//);
    expect(config()).toContain("location = /contact {\n      try_files /contact/index.html =404;\n    }");
  });

  describe("of a build that takes its own leads", () => {
    const leadConfig = () => read("nginx.conf", leadServiceBuildDir);

    it("passes the form's POST and the form script's API to `npm start`, at its default address", () => {
      expect(leadConfig()).toContain(`upstream npm_start {\n    server ${NPM_START_ADDRESS};\n  }`);
      expect(NPM_START_ADDRESS).toBe("127.0.0.1:3000");
      expect(leadConfig()).toContain("location = /contact {\n      try_files /contact/index.html =404;\n    }");
      expect(leadConfig()).toContain("location = /contact/send {\n      proxy_pass http://npm_start;");
      expect(leadConfig()).toContain("location ^~ /api/ {\n      proxy_pass http://npm_start;");
      expect(leadConfig().match(/client_max_body_size 1m;/g)).toHaveLength(2);
      expect(leadConfig().match(/error_page 502 503 504 =503 @lead_not_sent;/g)).toHaveLength(2);
      // Those paths take every method: `npm start` answers the ones it refuses.
      expect(leadConfig()).toContain('"~^\\\\S+ /contact/send$" "";\n    "~^\\\\S+ /api/" "";\n    default 1;');
    });

    it("tells `npm start` who asked, and sends its answers with nginx's one copy of the header set", () => {
      for (const line of [
        "proxy_set_header Host $http_host;",
        "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
        "proxy_set_header X-Forwarded-Proto $scheme;",
      ])
        expect(leadConfig()).toContain(line);
      for (const name of [...Object.keys(RESPONSE_HEADERS), ...Object.keys(DOCUMENT_HEADERS)])
        expect(leadConfig()).toContain(`proxy_hide_header ${name};`);
    });

    it("answers 503 with a page saying the request was not sent, when `npm start` cannot be reached", () => {
      const page = leadNotSentPage(contactEmail);
      expect(leadConfig()).toContain(`return 503 "${page.replace(/"/g, '\\"')}";`);
      expect(page).toContain("<h1>Your request was not sent</h1>");
      expect(page).toContain(`<a href="mailto:${contactEmail}">${contactEmail}</a>`);
      expect(page).toMatch(/Go <strong>Back<\/strong>.*still in the form\. Try sending it again in a minute/);
      // Nothing for the CSP to refuse, nothing nginx would read as a variable.
      expect(page).not.toMatch(/<script|<style|\sstyle=|\$/);
      expect(leadNotSentPage("a$b<c>@firm.example")).toContain("a&#36;b&lt;c&gt;@firm.example");
    });
  });
});
