/**
 * Reading the build output (build/client), shared by the build's own steps (scripts/site-integration.ts),
 * the server, the page-weight reader, the HTML checker and the tests. Free of server and Vite code, so each step
 * loads only what it needs.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { notFoundPath } from "~/content/routing";
import type { SiteMap } from "~/lib/site-map";

/** Elements whose content HTML parsers take as text, not markup. */
export const RAW_TEXT_ELEMENTS = { script: true, style: true, noscript: true, textarea: true, title: true, pre: true };

/** The URL facts of a build, written next to its client folder by the site integration. */
export function readSiteMap(buildDir: string): SiteMap {
  return JSON.parse(readFileSync(path.join(buildDir, "site-map.json"), "utf8")) as SiteMap;
}

/** Every file under the client folder, as a path relative to it with "/" separators ("team/index.html"). */
export function clientFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** A not-found page copied into a folder for static hosts ("team/member/404.html"); the root 404.html is Astro's. */
export const NOT_FOUND_COPY = /\/404\.html$/;

/** Every HTML file Astro wrote: the pages, the not-found pages and the redirect pages (not the 404.html copies). */
export function htmlFiles(clientDir: string): string[] {
  return clientFiles(clientDir).filter((file) => file.endsWith(".html") && !NOT_FOUND_COPY.test(file));
}

/** A page's file in the client folder: "/" → "index.html", "/team" → "team/index.html", "/404" → "404.html". */
export function pageFile(page: string): string {
  if (page === "/") return "index.html";
  // Astro writes src/pages/404.astro as 404.html whatever build.format says, where static hosts look for it.
  if (page === notFoundPath) return "404.html";
  return `${page.slice(1)}/index.html`;
}

/** Smaller text files are sent as they are: compressing saves less than it costs (build, server and nginx alike). */
export const COMPRESS_MIN_BYTES = 1024;
