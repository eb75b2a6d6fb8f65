// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWeight, pickCandidate, rangeCovers, slotWidth } from "./page-weight";

let clientDir: string;
const bytes = (size: number) => Buffer.alloc(size, 7);
const write = (file: string, body: string | Buffer) => {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), body);
};
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

const js = {
  renderer: 'import{t}from"./react.js";export default t;',
  react: "export const t = 1;".repeat(40),
  island: 'import{t}from"./react.js";const send=()=>import(`./send.js`);export default t;',
  send: 'import{v}from"./validate.js";export const s = 2;'.repeat(10),
  validate: "export const v = 3;".repeat(30),
};
const inlineLoader = "(()=>{(self.Astro||(self.Astro={})).load=async e=>{await(await e())()}})();";
const css = `@font-face{font-family:A;src:url(/assets/a-latin.woff2)format("woff2");unicode-range:U+??,U+131}
@font-face{font-family:A;src:url(/assets/a-cyrillic.woff2)format("woff2");unicode-range:U+400-45F}`;
const html = `<!DOCTYPE html><html><head>
<link rel="preload" href="/assets/a-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/assets/app.css"/>
<link rel="preload" as="image" imageSrcSet="/images/hero-400.avif 400w, /images/hero-800.avif 800w, /images/hero-1600.avif 1600w" imageSizes="100vw"/>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body>
<picture><source type="image/avif" srcset="/images/hero-400.avif 400w, /images/hero-800.avif 800w, /images/hero-1600.avif 1600w" sizes="100vw"/><img src="/images/hero-800.webp" alt=""/></picture>
<picture><source type="image/avif" srcset="/images/below-800.avif 800w" sizes="100vw"/><img src="/images/below-800.webp" loading="lazy" alt=""/></picture>
<script>${inlineLoader}</script>
<astro-island uid="a" component-url="/assets/island.js" renderer-url="/assets/client.js" client="load"><button>Go</button></astro-island>
</body></html>`;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  write("index.html", html);
  write("assets/app.css", css);
  write("assets/client.js", js.renderer);
  write("assets/react.js", js.react);
  write("assets/island.js", js.island);
  write("assets/send.js", js.send);
  write("assets/validate.js", js.validate);
  write("assets/a-latin.woff2", bytes(3000));
  write("assets/a-cyrillic.woff2", bytes(5000));
  for (const [file, size] of [
    ["hero-400.avif", 400],
    ["hero-800.avif", 800],
    ["hero-1600.avif", 1600],
    ["hero-800.webp", 9000],
    ["below-800.avif", 7000],
  ] as const) {
    write(`images/${file}`, bytes(size));
  }
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("pageWeight", () => {
  it("counts each island's component and renderer and what they import, gzipped, and the inline scripts", () => {
    const weight = pageWeight(clientDir, "/");
    expect(weight.islands).toBe(1);
    expect(weight.jsFiles.slice(0, 3).sort()).toEqual(["/assets/client.js", "/assets/island.js", "/assets/react.js"]);
    expect(weight.scriptFiles).toBe(gzip(js.renderer) + gzip(js.react) + gzip(js.island));
    // The JSON-LD block is data, not a script.
    expect(weight.inlineScripts).toBe(gzip(inlineLoader));
    expect(weight.css).toBe(gzip(css));
  });

  it("counts what the page imports on demand apart, and in what it ships", () => {
    const weight = pageWeight(clientDir, "/");
    expect(weight.jsFiles.slice(3)).toEqual(["/assets/send.js", "/assets/validate.js"]);
    expect(weight.lazyScripts).toBe(gzip(js.send) + gzip(js.validate));
    expect(weight.js).toBe(weight.scriptFiles + weight.lazyScripts + weight.inlineScripts);
  });

  it("counts the Latin font faces and the eager images at phone width, not lazy ones", () => {
    const weight = pageWeight(clientDir, "/");
    expect(weight.fonts).toBe(3000);
    // 412 px at 1.75x needs 721 px: the 800w AVIF, once for the preload and the img together.
    expect(weight.images).toBe(800);
    expect(weight.total).toBe(weight.html + weight.css + weight.scriptFiles + weight.fonts + weight.images);
  });

  it("finds the font faces of a stylesheet inlined into the page, and a page without scripts ships none", () => {
    write("inline/index.html", `<style>${css}</style><p>Text</p>`);
    const weight = pageWeight(clientDir, "/inline");
    expect(weight.fonts).toBe(3000);
    expect(weight).toMatchObject({ js: 0, islands: 0, jsFiles: [] });
  });

  it("reads Astro's 404 page from 404.html", () => {
    write("404.html", '<h1>Oops</h1><script type="module">console.error(location.pathname)</script>');
    expect(pageWeight(clientDir, "/404")).toMatchObject({ scriptFiles: 0, islands: 0 });
    expect(pageWeight(clientDir, "/404").inlineScripts).toBeGreaterThan(0);
  });

  it("fails loudly when a page references a file the build lacks", () => {
    write("broken/index.html", '<script type="module" src="/assets/gone.js"></script>');
    expect(() => pageWeight(clientDir, "/broken")).toThrow("/broken references /assets/gone.js");
  });
});

describe("responsive image choice", () => {
  it("reads the slot width from sizes at the viewport", () => {
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", 412)).toBe(412);
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", 1000)).toBe(500);
    expect(slotWidth("(max-width: 600px) 300px, 50vw", 412)).toBe(300);
    expect(slotWidth(undefined, 412)).toBe(412);
  });

  it("picks the smallest candidate wide enough, else the widest", () => {
    expect(pickCandidate("a 400w, b 800w, c 1600w", "100vw")).toBe("b");
    expect(pickCandidate("a 400w, b 600w", "100vw")).toBe("b");
    expect(pickCandidate("a 400w, b 800w", "200px")).toBe("a");
  });
});

describe("rangeCovers", () => {
  it("understands single points, ranges and wildcards", () => {
    const basicLatin = "A".codePointAt(0) ?? 0;
    expect(rangeCovers("U+??,U+131", basicLatin)).toBe(true);
    expect(rangeCovers("U+0000-00FF", basicLatin)).toBe(true);
    expect(rangeCovers("U+400-45F,U+2116", basicLatin)).toBe(false);
    expect(rangeCovers("U+41", basicLatin)).toBe(true);
  });
});
