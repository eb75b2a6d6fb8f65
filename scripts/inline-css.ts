/**
 * Post-build step of `npm run build`: replaces the site stylesheet's <link> in
 * every pre-rendered page with a <style> holding the same CSS, so the first
 * paint waits for no request (docs/decisions/0003-javascript-budget.md). The
 * browser bundle never renders the link (app/root.tsx), so nothing fetches it again.
 *
 *   npx tsx scripts/inline-css.ts [buildDir]
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { htmlFiles } from "./deploy-configs";

/** A stylesheet React placed by precedence (`<link rel="stylesheet" precedence>`), as pre-rendered. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string, precedence: string) => {
    const css = readCss(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`);
    return `<style data-href="${href}" data-precedence="${precedence}">${css}</style>`;
  });
}

export function inlineCss(buildDir: string): number {
  const clientDir = path.join(buildDir, "client");
  const cache = new Map<string, string>();
  const readCss = (href: string) => {
    if (!cache.has(href)) cache.set(href, readFileSync(path.join(clientDir, href), "utf8").trimEnd());
    return cache.get(href) ?? "";
  };
  for (const file of htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    const html = readFileSync(full, "utf8");
    const inlined = inlineStylesheets(html, readCss);
    if (inlined !== html) writeFileSync(full, inlined);
  }
  return cache.size;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const count = inlineCss(path.resolve(process.argv[2] ?? "build"));
  console.log(`Inlined ${count} stylesheet(s) into the pre-rendered pages`);
}
