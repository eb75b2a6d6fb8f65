import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { pageFile } from "~/lib/build-output";
import { htmlFiles, RAW_TEXT_ELEMENTS } from "~/lib/build-output";
import { expect, siteMap, test } from "./fixtures";
import { allPages } from "./site-pages";

/**
 * A link checker over the pre-rendered HTML: every internal link and anchor
 * resolves, every file a page references exists, and every link opening a new
 * tab cannot reach back into the site (`rel="noopener noreferrer"`).
 */

const clientDir = path.resolve("build/client");
const redirects = new Map(siteMap.redirects.map(({ from, to }) => [from, to]));
const pageUrls = new Set(allPages);

/** "team/index.html" → "/team"; any other file (the SPA fallback) stands for "/". */
const urlOfFile = (file: string) =>
  file === "index.html" ? "/" : file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : "/";

const documents = new Map(
  htmlFiles(clientDir).map((file) => [
    file,
    parse(readFileSync(path.join(clientDir, file), "utf8"), { blockTextElements: RAW_TEXT_ELEMENTS }),
  ]),
);

/** The site's public origin, as the build wrote it into the home page's canonical link. */
const siteOrigin = new URL(
  documents.get("index.html")?.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "http://missing.invalid",
).origin;

const idsOf = (document: HTMLElement) =>
  new Set(
    [...document.querySelectorAll("[id]"), ...document.querySelectorAll("a[name]")].map(
      (element) => element.getAttribute("id") ?? element.getAttribute("name") ?? "",
    ),
  );

const isFile = (pathname: string) => {
  const file = path.join(clientDir, decodeURIComponent(pathname));
  return file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile();
};

/** Why an internal URL does not resolve, or undefined when it does (a page, a redirect, a file, an anchor on it). */
function brokenInternal(url: URL): string | undefined {
  const page = redirects.get(url.pathname) ?? url.pathname;
  if (pageUrls.has(page)) {
    const fragment = decodeURIComponent(url.hash.slice(1));
    const target = documents.get(pageFile(page));
    if (fragment && target && !idsOf(target).has(fragment)) return `no element with id "${fragment}" on ${page}`;
    return undefined;
  }
  if (isFile(url.pathname)) return undefined;
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) return "not canonical: drop the trailing slash";
  return "no such page or file";
}

/** Every URL a page references: links, then the files it loads. */
function referencesOf(document: HTMLElement) {
  const attribute = (selector: string, name: string) =>
    document.querySelectorAll(selector).map((element) => ({ element, value: element.getAttribute(name) ?? "" }));
  const srcsets = [
    ...attribute("img[srcset]", "srcset"),
    ...attribute("source[srcset]", "srcset"),
    ...attribute("link[imagesrcset]", "imagesrcset"),
  ].flatMap(({ element, value }) =>
    value.split(",").map((candidate) => ({ element, value: candidate.trim().split(/\s+/)[0] ?? "" })),
  );
  const moduleImports = document.querySelectorAll('script[type="module"]:not([src])').flatMap((script) =>
    [...script.rawText.matchAll(/["'](\/[^"']+\.m?js)["']/g)].map((match) => ({
      element: script,
      value: match[1] ?? "",
    })),
  );
  return {
    links: attribute("a[href]", "href"),
    files: [
      ...attribute("link[href]", "href"),
      ...attribute("script[src]", "src"),
      ...attribute("img[src]", "src"),
      ...srcsets,
      ...moduleImports,
    ],
  };
}

test("every internal link and anchor resolves to a page, a redirect or a file", () => {
  expect(documents.size, "the build has pages").toBeGreaterThan(0);
  const broken: string[] = [];
  for (const [file, document] of documents) {
    const base = new URL(urlOfFile(file), siteOrigin);
    for (const { value } of referencesOf(document).links) {
      if (/^(?:mailto|tel):/.test(value)) continue;
      if (value === "" || value === "#") {
        broken.push(`${file}: a link to "${value}" goes nowhere`);
        continue;
      }
      const url = new URL(value, base);
      if (url.origin !== siteOrigin) continue;
      const fragment = decodeURIComponent(url.hash.slice(1));
      const samePage = value.startsWith("#");
      const problem = samePage
        ? idsOf(document).has(fragment)
          ? undefined
          : `no element with id "${fragment}" on this page`
        : brokenInternal(url);
      if (problem) broken.push(`${file}: ${value}: ${problem}`);
    }
  }
  expect(broken).toEqual([]);
});

test("every file a page loads exists in the build", () => {
  const missing: string[] = [];
  for (const [file, document] of documents) {
    const base = new URL(urlOfFile(file), siteOrigin);
    for (const { element, value } of referencesOf(document).files) {
      const rel = element.getAttribute("rel") ?? "";
      // The canonical and alternate links name the public address of a page, checked as links.
      const url = new URL(value, base);
      const problem = /canonical|alternate/.test(rel)
        ? brokenInternal(url)
        : isFile(url.pathname)
          ? undefined
          : "missing";
      if (url.origin === siteOrigin && problem) missing.push(`${file}: ${value}: ${problem}`);
    }
  }
  expect(missing).toEqual([]);
});

test("links to other sites use https, and those opening a new tab carry rel=noopener noreferrer", () => {
  const unsafe: string[] = [];
  let external = 0;
  for (const [file, document] of documents) {
    for (const { element, value } of referencesOf(document).links) {
      const url = /^[a-z]+:/i.test(value) ? new URL(value) : undefined;
      const isExternal = url && /^https?:$/.test(url.protocol) && url.origin !== siteOrigin;
      if (isExternal) external += 1;
      if (isExternal && url.protocol !== "https:") unsafe.push(`${file}: ${value} is not https`);
      if (element.getAttribute("target") === "_blank") {
        const rel = (element.getAttribute("rel") ?? "").split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer")) {
          unsafe.push(`${file}: ${value} opens a new tab without rel="noopener noreferrer"`);
        }
      }
    }
  }
  expect(external, "the footer links to the firm's social pages").toBeGreaterThan(0);
  expect(unsafe).toEqual([]);
});
