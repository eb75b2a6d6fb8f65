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

const js = { entry: "export const a = 1;".repeat(50), route: "export const b = 2;".repeat(20), lazy: "x".repeat(999) };
const css = `@font-face{font-family:A;src:url(/assets/a-latin.woff2)format("woff2");unicode-range:U+??,U+131}
@font-face{font-family:A;src:url(/assets/a-cyrillic.woff2)format("woff2");unicode-range:U+400-45F}`;
const html = `<!DOCTYPE html><html><head>
<link rel="preload" href="/assets/a-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/entry.js"/>
<link rel="preload" as="image" imageSrcSet="/images/hero-400.avif 400w, /images/hero-800.avif 800w, /images/hero-1600.avif 1600w" imageSizes="100vw"/>
</head><body>
<picture><source type="image/avif" srcset="/images/hero-400.avif 400w, /images/hero-800.avif 800w, /images/hero-1600.avif 1600w" sizes="100vw"/><img src="/images/hero-800.webp" alt=""/></picture>
<picture><source type="image/avif" srcset="/images/below-800.avif 800w" sizes="100vw"/><img src="/images/below-800.webp" loading="lazy" alt=""/></picture>
<script type="module">import "/assets/entry.js"; import * as route from "/assets/route.js";</script>
</body></html>`;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  write("index.html", html);
  write("assets/app.css", css);
  write("assets/entry.js", js.entry);
  write("assets/route.js", js.route);
  write("assets/lazy.js", js.lazy);
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
  it("counts the scripts a page loads first, gzipped, and not those it loads later", () => {
    const weight = pageWeight(clientDir, "/");
    expect(weight.jsFiles).toEqual(["/assets/entry.js", "/assets/route.js"]);
    expect(weight.js).toBe(gzip(js.entry) + gzip(js.route));
    expect(weight.css).toBe(gzip(css));
  });

  it("counts the Latin font faces and the eager images at phone width, not lazy ones", () => {
    const weight = pageWeight(clientDir, "/");
    expect(weight.fonts).toBe(3000);
    // 412 px at 1.75x needs 721 px: the 800w AVIF, once for the preload and the img together.
    expect(weight.images).toBe(800);
    expect(weight.total).toBe(weight.html + weight.css + weight.js + weight.fonts + weight.images);
  });

  it("finds the font faces of a stylesheet inlined into the page", () => {
    write("inline/index.html", `<style>${css}</style><p>Text</p>`);
    expect(pageWeight(clientDir, "/inline").fonts).toBe(3000);
  });

  it("follows the boot module to the chunks it loads, and counts the page data it fetches apart", () => {
    const data = '[{"_1":2},"loaderData"]'.repeat(40);
    write("assets/page-data-1.txt", data);
    const boot =
      'const data = fetch("/assets/page-data-1.txt");\nconst preloads = ["/assets/entry.js","/assets/route.js"];';
    write("assets/boot-1.js", boot);
    write("booted/index.html", '<p>Hi</p><script type="module">await ready;\nimport("/assets/boot-1.js");</script>');
    const weight = pageWeight(clientDir, "/booted");
    expect(weight.jsFiles).toEqual(["/assets/boot-1.js", "/assets/entry.js", "/assets/route.js"]);
    expect(weight.js).toBe(gzip(boot) + gzip(js.entry) + gzip(js.route));
    expect(weight.data).toBe(gzip(data));
    expect(weight.total).toBe(weight.html + weight.js);
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
