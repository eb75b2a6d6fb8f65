// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extendedCodePoints, extendedFile, fontFaceRule, siteCodePoints, unicodeRange, WEB_FONTS } from "./build-fonts";

describe("siteCodePoints", () => {
  it("collects every character of the source, plus all of Basic Latin, and no control characters", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fonts-"));
    try {
      writeFileSync(path.join(dir, "copy.ts"), 'export const line = "Zoë’s plan → done\\t";\n');
      writeFileSync(path.join(dir, "notes.txt"), "ignored: ☃");
      const points = siteCodePoints([dir, path.join(dir, "missing")]);
      expect(points).toContain("’".codePointAt(0));
      expect(points).toContain("→".codePointAt(0));
      expect(points).toContain("~".codePointAt(0));
      expect(points).toContain("ë".codePointAt(0));
      expect(points).not.toContain("ÿ".codePointAt(0));
      expect(points).not.toContain("☃".codePointAt(0));
      expect(points).not.toContain(0x0a);
      expect(points).not.toContain(0x85);
      expect(points).toEqual([...points].sort((a, b) => a - b));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("extendedCodePoints", () => {
  it("is the rest of Latin-1: what a visitor may type that the copy does not use", () => {
    const extended = extendedCodePoints([0x41, "ë".codePointAt(0) ?? 0]);
    expect(extended).toContain("ÿ".codePointAt(0));
    expect(extended).toContain("ß".codePointAt(0));
    expect(extended).not.toContain("ë".codePointAt(0));
    expect(extended).not.toContain(0x41);
    expect(extended).toHaveLength(0x60 - 1);
  });
});

describe("unicodeRange", () => {
  it("writes runs as ranges and lone characters as themselves", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0x41, 0x2013, 0x2014, 0x2192])).toBe("U+20-22, U+41, U+2013-2014, U+2192");
  });
});

describe("fontFaceRule", () => {
  it("declares the family, the weights kept and swap display, for the generated file", () => {
    const [fraunces] = WEB_FONTS;
    expect(fontFaceRule({ ...fraunces!, weight: { min: 400, max: 600 } }, [0x41])).toContain("font-weight: 400 600;");
    const rule = fraunces ? fontFaceRule(fraunces, [0x41, 0x42]) : "";
    expect(rule).toContain('font-family: "Fraunces Variable";');
    expect(rule).toContain("font-weight: 600;");
    expect(rule).toContain("font-display: swap;");
    expect(rule).toContain('src: url("~fonts/fraunces.woff2") format("woff2");');
    expect(rule).toContain("unicode-range: U+41-42;");
    const extended = fraunces ? fontFaceRule(fraunces, [0xdf], extendedFile(fraunces)) : "";
    expect(extended).toContain('src: url("~fonts/fraunces-extended.woff2") format("woff2");');
    expect(extended).toContain("unicode-range: U+DF;");
  });
});
