/**
 * What a pre-rendered page costs a first-time visitor, read from the build
 * output alone (deterministic, unlike a Lighthouse run): the byte budgets of
 * docs/decisions/0003-javascript-budget.md, asserted by tests/e2e/budgets.test.ts.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type HTMLElement, parse } from "node-html-parser";
import { pageFile, RAW_TEXT_ELEMENTS } from "./build-output";

export const KB = 1024;

export const BUDGETS = {
  /** JavaScript a page loads before it is interactive (scripts and modulepreloads), gzip. */
  firstLoadJs: 140 * KB,
  /** Everything the home page needs for its first paint at phone width. */
  homeTotal: 450 * KB,
  /**
   * A page as sent (status line, headers, Brotli body) within what a new connection delivers in its first round trip:
   * TCP's initial congestion window of 10 segments of 1460 bytes (RFC 6928), as Lighthouse's simulation models it.
   * One byte more costs a phone a whole round trip before its first paint.
   */
  firstRoundTrip: 10 * 1460,
};

/** Lighthouse's mobile emulation (Moto G Power): what "at the mobile width" means here. */
export const MOBILE = { width: 412, deviceScaleFactor: 1.75 };

export type PageWeight = {
  page: string;
  /** Bytes on the wire: gzip for text, as stored for fonts and images (already compressed). */
  html: number;
  css: number;
  js: number;
  /** The page data its boot module fetches for hydration (not needed to paint, so not in the total). */
  data: number;
  fonts: number;
  images: number;
  total: number;
  jsFiles: string[];
};

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const isText = (file: string) => /\.(?:html|css|js|svg|json|txt)$/.test(file);

/** A URL of the page as a file of the build, or undefined when it is not one (another host, a page URL). */
function buildFile(clientDir: string, url: string): string | undefined {
  const pathname = /^https?:\/\//.test(url) ? new URL(url).pathname : url.split(/[?#]/)[0];
  if (!pathname?.startsWith("/")) return undefined;
  const direct = path.join(clientDir, decodeURIComponent(pathname));
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  // An image host serves the build's own images under another origin or path.
  const image = path.join(clientDir, "images", path.posix.basename(pathname));
  return existsSync(image) ? image : undefined;
}

const SCRIPT_URL = /["'](\/[^"']+\.m?js)["']/g;
const DATA_URL = /["'](\/[^"']+\.txt)["']/g;
const urlsIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? "");

/**
 * The JavaScript the page loads on its own: script tags, modulepreloads, the inline module loader's imports and,
 * through `readScript`, what those modules name in turn (the boot module that lists the page's chunks,
 * scripts/defer-hydration.ts).
 */
export function firstLoadScripts(document: HTMLElement, readScript: (url: string) => string = () => ""): string[] {
  const loaded = document
    .querySelectorAll('script[type="module"]:not([src])')
    .flatMap((script) => urlsIn(script.rawText, SCRIPT_URL));
  const urls = [
    ...document.querySelectorAll("script[src]").map((script) => script.getAttribute("src") ?? ""),
    ...document.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute("href") ?? ""),
    ...loaded.flatMap((url) => [url, ...urlsIn(readScript(url), SCRIPT_URL)]),
  ];
  return [...new Set(urls.filter(Boolean))];
}

/** The CSS pixels an image slot takes at this viewport width, from a `sizes` attribute. */
export function slotWidth(sizes: string | undefined, viewportWidth: number): number {
  for (const entry of (sizes ?? "100vw").split(",").map((part) => part.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(vw|px)$/.exec(entry);
    if (!match) continue;
    const [, kind, limit, value, unit] = match;
    const applies = !kind || (kind === "min" ? viewportWidth >= Number(limit) : viewportWidth <= Number(limit));
    if (applies) return unit === "vw" ? (Number(value) / 100) * viewportWidth : Number(value);
  }
  return viewportWidth;
}

/** The candidate of a `srcset` a browser picks for a slot: the smallest at least as wide as needed. */
export function pickCandidate(srcset: string, sizes: string | undefined, viewport = MOBILE): string | undefined {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = "", descriptor = "1x"]) => ({ url, width: Number.parseFloat(descriptor) }))
    .filter(({ url }) => url)
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(sizes, viewport.width) * viewport.deviceScaleFactor;
  return (candidates.find(({ width }) => width >= needed) ?? candidates.at(-1))?.url;
}

/** Images the page fetches before first paint at phone width: preloads and every image not marked lazy. */
export function eagerImages(document: HTMLElement): string[] {
  const preloads = document.querySelectorAll('link[rel="preload"][as="image"]').map((link) => {
    const srcset = link.getAttribute("imagesrcset");
    return srcset ? pickCandidate(srcset, link.getAttribute("imagesizes")) : link.getAttribute("href");
  });
  const images = document
    .querySelectorAll("img")
    .filter((img) => img.getAttribute("loading") !== "lazy")
    .map((img) => {
      const source = img.parentNode?.tagName === "PICTURE" ? img.parentNode.querySelector("source") : null;
      const srcset = source?.getAttribute("srcset") ?? img.getAttribute("srcset");
      const sizes = source?.getAttribute("sizes") ?? img.getAttribute("sizes");
      return srcset ? pickCandidate(srcset, sizes) : img.getAttribute("src");
    });
  const icons = document.querySelectorAll('link[rel="icon"]').map((link) => link.getAttribute("href"));
  return [...new Set([...preloads, ...images, ...icons].filter((url): url is string => !!url))];
}

/** Whether a CSS `unicode-range` ("U+??,U+131,U+2000-206F") includes the code point. */
export function rangeCovers(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(",").some((item) => {
    const [, start = "", end] = /U\+([0-9A-F?]+)(?:-([0-9A-F]+))?/i.exec(item.trim()) ?? [];
    if (!start) return false;
    const low = Number.parseInt(start.replace(/\?/g, "0"), 16);
    const high = start.includes("?")
      ? Number.parseInt(start.replace(/\?/g, "F"), 16)
      : Number.parseInt(end ?? start, 16);
    return codePoint >= low && codePoint <= high;
  });
}

/** Fonts the page downloads for Latin text: preloads, and the stylesheet's faces covering Basic Latin. */
export function latinFonts(document: HTMLElement, stylesheets: string[]): string[] {
  const preloaded = document
    .querySelectorAll('link[rel="preload"][as="font"]')
    .map((link) => link.getAttribute("href") ?? "");
  const faces = stylesheets.flatMap((css) =>
    [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((match) => match[1] ?? "")
      .filter((face) => rangeCovers(/unicode-range:([^;]*)/.exec(face)?.[1] ?? "U+0-10FFFF", "A".codePointAt(0) ?? 0))
      .map((face) => /url\(([^)]+)\)/.exec(face)?.[1]?.replace(/["']/g, "") ?? ""),
  );
  return [...new Set([...preloaded, ...faces].filter(Boolean))];
}

export function pageWeight(clientDir: string, page: string): PageWeight {
  const htmlFile = path.join(clientDir, pageFile(page));
  const document = parse(readFileSync(htmlFile, "utf8"), { blockTextElements: RAW_TEXT_ELEMENTS });
  const fileOf = (url: string) => {
    const file = buildFile(clientDir, url);
    if (!file) throw new Error(`${page} references ${url}, which is not in the build`);
    return file;
  };
  const readText = (url: string) => readFileSync(fileOf(url), "utf8");
  const sizeOf = (urls: string[]) =>
    urls.map(fileOf).reduce((sum, file) => sum + (isText(file) ? gzipSize(file) : statSync(file).size), 0);

  const cssUrls = document
    .querySelectorAll('link[rel="stylesheet"]')
    .map((link) => link.getAttribute("href") ?? "")
    .filter(Boolean);
  // Linked stylesheets, and those the build inlined into the page (scripts/inline-css.ts).
  const stylesheets = [...cssUrls.map(readText), ...document.querySelectorAll("style").map((style) => style.rawText)];
  const jsFiles = firstLoadScripts(document, readText);
  const dataFiles = [...new Set(jsFiles.flatMap((url) => urlsIn(readText(url), DATA_URL)))];

  const weight = {
    page,
    html: gzipSize(htmlFile),
    css: sizeOf(cssUrls),
    js: sizeOf(jsFiles),
    data: sizeOf(dataFiles),
    fonts: sizeOf(latinFonts(document, stylesheets)),
    images: sizeOf(eagerImages(document)),
    jsFiles,
  };
  return { ...weight, total: weight.html + weight.css + weight.js + weight.fonts + weight.images };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
