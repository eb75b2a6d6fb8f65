/**
 * What a pre-rendered page costs a visitor, read from the build output alone (deterministic, unlike a Lighthouse
 * run): the byte budgets asserted by tests/e2e/budgets.test.ts.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type HTMLElement, parse } from "node-html-parser";
import { pageFile, RAW_TEXT_ELEMENTS } from "~/lib/build-output";

export const KB = 1024;

/** What a page may weigh (docs/performance.md). */
export const BUDGETS = {
  /** JavaScript a page may ship (gzip): its script files, what they import, now or on demand, and its inline scripts. */
  js: 90 * KB,
  /** Pages allowed more: the contact form validates and sends. */
  jsByPage: { "/contact": 120 * KB } as Readonly<Record<string, number>>,
  /**
   * A page without islands ships no framework, only "a few lines" of script at most (files and inline, gzip): the
   * 404 page logs its path, a photo that fails to load gives way to "Photo Coming Soon", the team page marks the
   * group shown and checks its portraits.
   */
  scriptWithoutIslands: 3 * KB,
  /** Everything the home page needs for its first paint at phone width. */
  homeTotal: 450 * KB,
};

export const jsBudgetFor = (page: string) => BUDGETS.jsByPage[page] ?? BUDGETS.js;

/** Lighthouse's mobile emulation (Moto G Power): what "at the mobile width" means here. */
export const MOBILE = { width: 412, deviceScaleFactor: 1.75 };

export type PageWeight = {
  page: string;
  /** Bytes on the wire: gzip for text, as stored for fonts and images (already compressed). */
  html: number;
  /** Linked stylesheets (a widget's small style is written into the page, where it counts in `html`). */
  css: number;
  /** Every script the page can run: `scriptFiles` + `lazyScripts` + `inlineScripts`. */
  js: number;
  /** Script files loaded with the page or its islands, and what they import. */
  scriptFiles: number;
  /** Chunks only imported on demand (`import()`), e.g. a library loaded when the form is sent. */
  lazyScripts: number;
  /** The page's own `<script>` elements without `src` (the island loader Astro inlines), part of `html` too. */
  inlineScripts: number;
  fonts: number;
  images: number;
  /** What the first visit downloads: HTML, stylesheets, script files loaded with the page, fonts and eager images. */
  total: number;
  /** The script files loaded with the page, then the lazy ones. */
  jsFiles: string[];
  /** Astro islands (`<astro-island>`): the page's components that ship JavaScript. */
  islands: number;
};

const gzipSize = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;
const gzipFileSize = (file: string) => gzipSize(readFileSync(file));
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

/** Script types a browser runs (JSON-LD and other data blocks are not scripts). */
const isExecutable = (type: string | undefined) =>
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i.test((type ?? "").trim());

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`: loaded with the module. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]([^"'`]+\.m?js)["'`]/g;
/** `import("./x.js")`: loaded when the code asks for it. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;
const specifiers = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((match) => match[1] ?? "");
/** A specifier as a site path, resolved against the module that names it. */
const resolveUrl = (specifier: string, from: string) => new URL(specifier, new URL(from, "http://site")).pathname;

/**
 * The page's JavaScript, as URL paths: what loads with the page or its islands (script tags, modulepreloads, each
 * island's component and renderer, and everything they import), then what those modules only import on demand.
 */
export function pageScripts(
  document: HTMLElement,
  readScript: (url: string) => string = () => "",
): { eager: string[]; lazy: string[] } {
  const inline = document
    .querySelectorAll("script:not([src])")
    .filter((script) => isExecutable(script.getAttribute("type")))
    .map((script) => script.rawText);
  const roots = [
    ...document.querySelectorAll("script[src]").map((script) => script.getAttribute("src") ?? ""),
    ...document.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute("href") ?? ""),
    ...document
      .querySelectorAll("astro-island")
      .flatMap((island) =>
        ["component-url", "renderer-url", "before-hydration-url"].map((a) => island.getAttribute(a) ?? ""),
      ),
    ...inline.flatMap((code) => specifiers(code, STATIC_IMPORT).map((url) => resolveUrl(url, "/"))),
  ].filter(Boolean);
  const lazyRoots = inline.flatMap((code) => specifiers(code, DYNAMIC_IMPORT).map((url) => resolveUrl(url, "/")));

  const eager = new Set<string>();
  const lazy = new Set<string>();
  const visit = (url: string, into: Set<string>) => {
    if (eager.has(url) || into.has(url)) return;
    into.add(url);
    const code = readScript(url);
    for (const next of specifiers(code, STATIC_IMPORT)) visit(resolveUrl(next, url), into);
    for (const next of specifiers(code, DYNAMIC_IMPORT)) lazyRoots.push(resolveUrl(next, url));
  };
  for (const url of roots) visit(url, eager);
  while (lazyRoots.length > 0) visit(lazyRoots.shift() ?? "", lazy);
  return { eager: [...eager], lazy: [...lazy].filter((url) => !eager.has(url)) };
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
  // A data: URL (the favicon) is part of the HTML, weighed with it.
  return [
    ...new Set([...preloads, ...images, ...icons].filter((url): url is string => !!url && !url.startsWith("data:"))),
  ];
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
    urls.map(fileOf).reduce((sum, file) => sum + (isText(file) ? gzipFileSize(file) : statSync(file).size), 0);

  const cssUrls = document
    .querySelectorAll('link[rel="stylesheet"]')
    .map((link) => link.getAttribute("href") ?? "")
    .filter(Boolean);
  // Linked stylesheets, and those the build inlined into the page (build.inlineStylesheets).
  const stylesheets = [...cssUrls.map(readText), ...document.querySelectorAll("style").map((style) => style.rawText)];
  const scripts = pageScripts(document, readText);
  const inline = document
    .querySelectorAll("script:not([src])")
    .filter((script) => isExecutable(script.getAttribute("type")))
    .map((script) => script.rawText)
    .join("\n");

  const html = gzipFileSize(htmlFile);
  const css = sizeOf(cssUrls);
  const scriptFiles = sizeOf(scripts.eager);
  const lazyScripts = sizeOf(scripts.lazy);
  const inlineScripts = inline ? gzipSize(inline) : 0;
  const fonts = sizeOf(latinFonts(document, stylesheets));
  const images = sizeOf(eagerImages(document));
  return {
    page,
    html,
    css,
    js: scriptFiles + lazyScripts + inlineScripts,
    scriptFiles,
    lazyScripts,
    inlineScripts,
    fonts,
    images,
    total: html + css + scriptFiles + fonts + images,
    jsFiles: [...scripts.eager, ...scripts.lazy],
    islands: document.querySelectorAll("astro-island").length,
  };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
