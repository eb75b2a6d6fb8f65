/**
 * Each pre-rendered page links a stylesheet of the rules it can use, cut from the site's one stylesheet by PurgeCSS
 * (docs/decisions/0037-each-page-links-the-rules-it-uses.md): what decides is whether a rule's classes, ids and
 * elements occur in the page, in its inline scripts or in the scripts its islands load. Attribute selectors never
 * remove a rule, since scripts and visitors change attributes (`aria-expanded`, `open`). The site's stylesheet
 * stays whole for the pages rendered on request (the staff area) and the dev server.
 */
import { Scanner } from "@tailwindcss/oxide";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { PurgeCSS, type ExtractorResultDetailed } from "purgecss";
import type { Plugin } from "vite";
import { clientFiles } from "~/lib/build-output";
import { bundleReach } from "./bundle-reach";

/**
 * Records, in the client build, the script files each entry chunk loads: itself and, through its static and
 * dynamic imports, every chunk it can bring in (a form's error messages and toasts come from those).
 */
export function clientChunks() {
  const loads = new Map<string, string[]>();
  const plugin: Plugin = {
    name: "northbridge-client-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const entry of Object.values(bundle)) {
        if (entry.type !== "chunk" || !entry.isEntry) continue;
        loads.set(`/${entry.fileName}`, [...bundleReach(bundle, [entry.fileName])]);
      }
    },
  };
  /** The client files (relative to the client folder) a script at this URL path loads, itself first. */
  return { plugin, loads: (url: string) => loads.get(url) ?? [] };
}

/** Names of the attributes the stylesheet's selectors test: PurgeCSS keeps those rules whatever the page holds. */
function attributesTested(css: string): string[] {
  const names = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkAttributes((node) => void names.add(node.attribute)));
  postcss.parse(css).walkRules((rule) => void collect.processSync(rule.selector));
  return [...names];
}

/** What a page can style: its elements' names, ids and attributes, and every class-like word Tailwind finds in it. */
function pageSelectors(html: string, root: HTMLElement, scripts: string[]): ExtractorResultDetailed {
  const elements = root.querySelectorAll("*");
  const attributes = elements.flatMap((element: HTMLElement) => Object.entries(element.attributes));
  const scanner = new Scanner({});
  return {
    tags: [...new Set(elements.map((element) => element.rawTagName.toLowerCase()))],
    ids: elements.map((element) => element.id).filter(Boolean),
    // The attribute as the browser reads it: Astro writes `[&_svg]:size-4` as `[&amp;_svg]:size-4`.
    classes: elements.flatMap((element) => element.getAttribute("class")?.split(/\s+/) ?? []),
    attributes: { names: attributes.map(([name]) => name), values: attributes.map(([, value]) => value) },
    // Tailwind's own candidate scan: classes written in inline scripts, in <noscript> and in the islands' chunks.
    undetermined: scanner.scanFiles([
      { content: html, extension: "html" },
      ...scripts.map((content) => ({ content, extension: "js" })),
    ]),
  };
}

export type PageStylesheets = {
  /** The site's stylesheet that pages linked, as a URL path. */
  site: string;
  /** Each page's file (relative to the client folder) and the stylesheet it now links. */
  pages: Record<string, string>;
  /** The stylesheets written: URL path → bytes. */
  written: Record<string, number>;
};

/**
 * After Astro's build, before the compressed twins: every HTML file in the client folder that links the site's
 * stylesheet links its own instead, named by its content's hash, so pages with the same rules share one file.
 */
export async function writePageStylesheets(
  clientDir: string,
  scriptsOf: (url: string) => string[],
): Promise<PageStylesheets | undefined> {
  // <noscript> is parsed as markup: what it shows without JavaScript is styled too, and a link in it is the page's.
  const pages = clientFiles(clientDir)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const html = readFileSync(path.join(clientDir, file), "utf8");
      return { file, html, root: parse(html, { blockTextElements: { script: true, style: true } }) };
    });
  const linked = (root: HTMLElement) =>
    root.querySelectorAll('link[rel="stylesheet"]').filter((link) => link.getAttribute("href")?.startsWith("/"));
  const site = pages
    .map(({ root }) => linked(root)[0])
    .find(Boolean)
    ?.getAttribute("href");
  if (!site) return undefined;
  const siteCss = readFileSync(path.join(clientDir, site), "utf8");
  const dynamicAttributes = attributesTested(siteCss);
  const result: PageStylesheets = { site, pages: {}, written: {} };
  for (const { file, html, root } of pages) {
    const links = linked(root).filter((link) => link.getAttribute("href") === site);
    if (links.length === 0) continue;
    const islandScripts = root
      .querySelectorAll("astro-island")
      .flatMap((island) => [island.getAttribute("component-url"), island.getAttribute("renderer-url")])
      .flatMap((url) => (url ? scriptsOf(url) : []))
      .map((script) => readFileSync(path.join(clientDir, script), "utf8"));
    const selectors = pageSelectors(html, root, islandScripts);
    const [purged] = await new PurgeCSS().purge({
      content: [{ raw: file, extension: "page" }],
      css: [{ raw: siteCss }],
      extractors: [{ extensions: ["page"], extractor: () => selectors }],
      dynamicAttributes,
      // PurgeCSS drops a selector made only of pseudo-classes, such as the focus ring's `:focus-visible` or
      // preflight's `[hidden]:where(:not([hidden=until-found]))` (FullHuman/purgecss#978, #1197, #1282): pseudo-classes
      // count as found, as its issue threads advise, and the classes beside them still decide.
      safelist: { standard: [/^:/] },
    });
    const css = purged?.css ?? siteCss;
    const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
    const href = path.posix.join(path.posix.dirname(site), `page.${hash}.css`);
    if (!(href in result.written)) {
      writeFileSync(path.join(clientDir, href), css);
      result.written[href] = Buffer.byteLength(css);
    }
    // Only the links change: each is written again where the parser found it, every other byte stays Astro's.
    let edited = html;
    for (const link of [...links].reverse()) {
      const [start, end] = link.range;
      link.setAttribute("href", href);
      edited = `${edited.slice(0, start)}${link.toString()}${edited.slice(end)}`;
    }
    writeFileSync(path.join(clientDir, file), edited);
    result.pages[file] = href;
  }
  return result;
}
