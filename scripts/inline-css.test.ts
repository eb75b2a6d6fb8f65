// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css";
import { precompress } from "./precompress";

describe("inlineStylesheets", () => {
  const link = '<link rel="stylesheet" href="/assets/app-1a2b.css" data-precedence="default"/>';

  it("puts the stylesheet React placed by precedence into the page itself", () => {
    const html = `<head><meta charSet="utf-8"/>${link}<link rel="icon" href="/favicon.svg"/></head>`;
    expect(inlineStylesheets(html, () => "h1{color:red}")).toBe(
      '<head><meta charSet="utf-8"/><style data-href="/assets/app-1a2b.css" data-precedence="default">h1{color:red}</style><link rel="icon" href="/favicon.svg"/></head>',
    );
  });

  it("refuses CSS that would close the <style> element early", () => {
    expect(() => inlineStylesheets(link, () => "a::after{content:'</style>'}")).toThrow("</style");
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
