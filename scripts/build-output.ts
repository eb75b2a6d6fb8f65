/**
 * Reading the build output (build/client), shared by the post-build steps, the
 * page-weight reader, the HTML checker and the tests. Free of server and Vite
 * code, so each step loads only what it needs.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { DEPLOY_ONLY_FILE } from "../server/security-headers";

/** Elements whose content HTML parsers take as text, not markup. */
export const RAW_TEXT_ELEMENTS = { script: true, style: true, noscript: true, textarea: true, title: true, pre: true };

/** Every file under the client folder, as a path relative to it with "/" separators ("team/index.html"). */
export function clientFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** Every HTML page of the build (not the 404.html copies written for other hosts). */
export function htmlFiles(clientDir: string): string[] {
  return clientFiles(clientDir).filter((file) => file.endsWith(".html") && !DEPLOY_ONLY_FILE.test(file));
}

/** A page's file in the client folder: "/" → "index.html", "/team" → "team/index.html". */
export function pageFile(page: string): string {
  return page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
}

/** Smaller text files are sent as they are: compressing saves less than it costs (build, server and nginx alike). */
export const COMPRESS_MIN_BYTES = 1024;
