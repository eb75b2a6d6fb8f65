/**
 * Post-build step of `npm run build`: replaces the site stylesheet's <link> in
 * every pre-rendered page with a <style> holding the part of it that page uses
 * (its critical CSS), so the first paint waits for no request and the HTML stays
 * small (docs/decisions/0003-javascript-budget.md, "Critical CSS").
 *
 * Beasties keeps every rule whose selector matches an element of the page, with
 * its media queries, states (:hover, :focus-visible, data-[state]) and the
 * keyframes those rules animate; every @font-face is kept too (Beasties cannot
 * follow the fonts through Tailwind's CSS variables), and so is every @property.
 * The rest of the stylesheet, which the menus, the tooltips, the form's messages
 * and client-side navigation need, the app applies when the visitor first reaches
 * for the page or navigates (app/components/layout/whole-stylesheet.tsx); without
 * JavaScript, a <noscript> link loads it instead.
 * That later file is the whole stylesheet less its font faces and property
 * registrations (`<name>.deferred.css`, written beside it): loaded a second time,
 * those made the browser re-resolve every font and restyle and re-lay-out the
 * whole page in one long task; the rules alone restyle what they match, to the
 * same values, in the same order. The browser bundle never renders the link
 * (app/root.tsx), so React does not fetch it a second time.
 *
 *   npx tsx scripts/inline-css.ts [buildDir]
 */
import Beasties from "beasties";
import { readFileSync, writeFileSync } from "node:fs";
import postcss from "postcss";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { deferredStylesheetHref } from "~/lib/deferred-stylesheet";
import { htmlFiles } from "./build-output";

/** A stylesheet React placed by precedence (`<link rel="stylesheet" precedence>`), as pre-rendered. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;
const FONT_FACE = /@font-face\s*{[^}]*}/g;
/**
 * Class names with a character HTML escapes (Tailwind's `[&_svg]:size-4`, `after:content-['']`) reach Beasties
 * still escaped (`[&amp;_svg]`), so their rules never match; they are few, and always kept.
 */
const ESCAPED_IN_HTML = /\\[&<>"']/;
/** Beasties drops selectors built on `:where()`, which Tailwind uses for divide-*, space-* and in-data-* utilities. */
const WHERE = /:where\(/;
/**
 * Beasties strips pseudo-classes before matching, so a selector made of nothing else (the site's `:focus-visible`
 * ring, `::placeholder`) is left empty and dropped; without it, a keyboard visitor saw no focus ring until the rest of
 * the stylesheet arrived.
 */
const PSEUDO_ONLY = /^(?:::?[\w-]+(?:\([^()]*\))?)+$/;

/** At-rules that hold for the whole page rather than for the elements they match: every page inlines them all. */
const PAGE_WIDE_AT_RULES = new Set(["font-face", "property"]);

/** The page-wide at-rules of a stylesheet, as written. */
function pageWideAtRules(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkAtRules((atRule) => {
    if (PAGE_WIDE_AT_RULES.has(atRule.name)) found.push(atRule.toString());
  });
  return found;
}

/** The stylesheet a page loads after its first paint: the whole one less what its critical CSS holds for every page. */
export function deferredCss(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules((atRule) => {
    if (PAGE_WIDE_AT_RULES.has(atRule.name)) atRule.remove();
  });
  return root.toString();
}

/** The rules of `css` that `html` uses; `where` names the page in errors. */
export type CriticalCss = (html: string, css: string, where: string) => Promise<string>;

export const beastiesCriticalCss: CriticalCss = async (html, css, where) => {
  const warnings: string[] = [];
  const beasties = new Beasties({
    reduceInlineStyles: true,
    external: false,
    keyframes: "critical",
    fonts: false,
    allowRules: [ESCAPED_IN_HTML, WHERE, PSEUDO_ONLY],
    compress: true,
    logger: { warn: (message) => warnings.push(message), error: (message) => warnings.push(message) },
  });
  const marker = "data-critical-css";
  const processed = await beasties.process(html.replace(/<\/head>/, `<style ${marker}>${css}</style></head>`));
  if (warnings.length > 0) throw new Error(`${where}: Beasties: ${warnings.join("; ")}`);
  const critical = new RegExp(`<style ${marker}>([\\s\\S]*?)</style>`).exec(processed)?.[1] ?? "";
  return assertPageWide([...(css.match(FONT_FACE) ?? []), critical].join(""), css, where);
};

/** The deferred stylesheet leaves the page-wide at-rules out, so a page whose critical CSS lacked one would never get it. */
export function assertPageWide(critical: string, css: string, where: string): string {
  const kept = new Set(pageWideAtRules(critical).map((rule) => rule.replace(/\s+/g, "")));
  const missing = pageWideAtRules(css).filter((rule) => !kept.has(rule.replace(/\s+/g, "")));
  if (missing.length > 0) throw new Error(`${where}: critical CSS lacks ${missing.join(", ")}`);
  return critical;
}

export async function inlineStylesheets(
  html: string,
  readCss: (href: string) => string,
  criticalCss: CriticalCss = beastiesCriticalCss,
  where = "page",
): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  const page = html.replace(STYLESHEET_LINK, "");
  let inlined = html;
  for (const [link, href = "", precedence = ""] of links) {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`);
    const critical = await criticalCss(page, css, where);
    const later = deferredStylesheetHref(href);
    inlined = inlined.replace(
      link,
      `<style data-href="${later}" data-precedence="${precedence}">${critical}</style><noscript><link rel="stylesheet" href="${later}"/></noscript>`,
    );
  }
  return inlined;
}

export async function inlineCss(buildDir: string): Promise<{ stylesheets: number; pages: number }> {
  const clientDir = path.join(buildDir, "client");
  const cache = new Map<string, string>();
  const readCss = (href: string) => {
    if (!cache.has(href)) {
      const css = readFileSync(path.join(clientDir, href), "utf8").trimEnd();
      writeFileSync(path.join(clientDir, deferredStylesheetHref(href)), deferredCss(css));
      cache.set(href, css);
    }
    return cache.get(href) ?? "";
  };
  let pages = 0;
  for (const file of htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    const html = readFileSync(full, "utf8");
    const inlined = await inlineStylesheets(html, readCss, beastiesCriticalCss, file);
    if (inlined !== html) {
      writeFileSync(full, inlined);
      pages += 1;
    }
  }
  return { stylesheets: cache.size, pages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { stylesheets, pages } = await inlineCss(path.resolve(process.argv[2] ?? "build"));
  console.log(`Inlined the critical part of ${stylesheets} stylesheet(s) into ${pages} pre-rendered pages`);
}
