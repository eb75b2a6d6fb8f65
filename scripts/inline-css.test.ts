// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { assertPageWide, beastiesCriticalCss, deferredCss, inlineStylesheets } from "./inline-css";
import { precompress } from "./precompress";

describe("inlineStylesheets", () => {
  const link = '<link rel="stylesheet" href="/assets/app-1a2b.css" data-precedence="default"/>';

  it("puts the page's part of the stylesheet React placed by precedence into the page, and links the deferred one without scripts", async () => {
    const html = `<head><meta charSet="utf-8"/>${link}<link rel="icon" href="/favicon.svg"/></head><body><h1>Hi</h1></body>`;
    const critical = async (page: string, css: string) => {
      expect(page).not.toContain("app-1a2b.css");
      return `/* critical of */${css}`;
    };
    expect(await inlineStylesheets(html, () => "h1{color:red}", critical)).toBe(
      '<head><meta charSet="utf-8"/><style data-href="/assets/app-1a2b.deferred.css" data-precedence="default">/* critical of */h1{color:red}</style><noscript><link rel="stylesheet" href="/assets/app-1a2b.deferred.css"/></noscript><link rel="icon" href="/favicon.svg"/></head><body><h1>Hi</h1></body>',
    );
  });

  it("refuses CSS that would close the <style> element early", async () => {
    await expect(inlineStylesheets(link, () => "a::after{content:'</style>'}")).rejects.toThrow("</style");
  });
});

describe("beastiesCriticalCss", () => {
  const css = [
    '@font-face{font-family:"Inter Variable";src:url(/assets/inter.woff2) format("woff2")}',
    "h1{font-size:2rem}",
    ".card{padding:1rem}",
    "@media (min-width:64rem){.card{padding:2rem}.menu{display:flex}}",
    ".menu[data-state=open]{display:block}",
    "a:hover{color:teal}",
    "@keyframes spin{to{transform:rotate(1turn)}}",
    ".spinner{animation:spin 1s}",
  ].join("");
  const page = '<html><head></head><body><h1>Hi</h1><div class="card"><a href="/">Home</a></div></body></html>';

  it("keeps the rules that match the page, their media queries and states, and every font face", async () => {
    const critical = await beastiesCriticalCss(page, css, "index.html");
    expect(critical).toContain('@font-face{font-family:"Inter Variable"');
    expect(critical).toContain("h1{font-size:2rem}");
    expect(critical).toContain(".card{padding:1rem}");
    expect(critical).toMatch(/@media \(min-width:64rem\)\{\.card\{padding:2rem\}\}/);
    expect(critical).toContain("a:hover{color:teal}");
  });

  it("keeps the rules of class names HTML escapes, which Beasties cannot match", async () => {
    const escaped = '<html><head></head><body><a class="[&amp;_svg]:size-4" href="/">Go<svg></svg></a></body></html>';
    const critical = await beastiesCriticalCss(
      escaped,
      ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}.unused{color:red}",
      "x.html",
    );
    expect(critical).toContain("size-4 svg{width:1rem}");
    expect(critical).not.toContain(".unused");
  });

  it("keeps every property registration, and fails naming the page if one is ever left out", async () => {
    const property = '@property --tw-ring{syntax:"*";inherits:false}';
    expect(await beastiesCriticalCss(page, `${css}${property}`, "index.html")).toContain("@property --tw-ring");
    expect(() => assertPageWide("h1{color:red}", `h1{color:red}${property}`, "team/index.html")).toThrow(
      "team/index.html: critical CSS lacks @property --tw-ring",
    );
  });

  it("keeps rules whose selector is only a pseudo-class or element, such as the site's focus ring", async () => {
    const pseudo = ":focus-visible{outline:3px solid teal}::placeholder{color:gray}.unused:focus-visible{outline:0}";
    const critical = await beastiesCriticalCss(page, pseudo, "index.html");
    expect(critical).toContain(":focus-visible{outline:3px solid teal}");
    expect(critical).toContain("::placeholder{color:gray}");
    expect(critical).not.toContain(".unused");
  });

  it("leaves out what the page does not have: the closed menu, the spinner and its keyframes", async () => {
    const critical = await beastiesCriticalCss(page, css, "index.html");
    expect(critical).not.toContain(".menu");
    expect(critical).not.toContain("spinner");
    expect(critical).not.toContain("@keyframes");
  });
});

describe("deferredCss", () => {
  it("is the stylesheet less its font faces and property registrations, every rule kept in order", () => {
    const css = [
      '@font-face{font-family:"Inter Variable";src:url(/assets/inter.woff2) format("woff2")}',
      "@layer base{h1{font-size:2rem}}",
      "@layer utilities{.p-2{padding:.5rem}@media (min-width:40rem){.sm\\:p-4{padding:1rem}}}",
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      "@keyframes spin{to{transform:rotate(1turn)}}",
    ].join("");
    expect(deferredCss(css)).toBe(
      "@layer base{h1{font-size:2rem}}@layer utilities{.p-2{padding:.5rem}@media (min-width:40rem){.sm\\:p-4{padding:1rem}}}@keyframes spin{to{transform:rotate(1turn)}}",
    );
  });
});

describe("precompress", () => {
  it("writes Brotli and gzip twins of compressible files big enough to gain", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    try {
      mkdirSync(path.join(dir, "assets"));
      const script = "export const answer = 42;\n".repeat(200);
      writeFileSync(path.join(dir, "assets", "app.js"), script);
      writeFileSync(path.join(dir, "tiny.css"), "a{}");
      writeFileSync(path.join(dir, "photo.avif"), Buffer.alloc(5000, 1));
      precompress(dir);
      expect(readdirSync(dir, { recursive: true, encoding: "utf8" }).sort()).toEqual(
        ["assets", "assets/app.js", "assets/app.js.br", "assets/app.js.gz", "photo.avif", "tiny.css"].map((f) =>
          f.split("/").join(path.sep),
        ),
      );
      expect(brotliDecompressSync(readFileSync(path.join(dir, "assets/app.js.br"))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(path.join(dir, "assets/app.js.gz"))).toString()).toBe(script);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
