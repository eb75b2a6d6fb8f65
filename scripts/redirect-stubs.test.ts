// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { redirectStubHtml, writeRedirectStubs } from "./redirect-stubs";

describe("redirect stubs", () => {
  const html = redirectStubHtml({ from: "/why-choose", to: "/capabilities" });

  it("forward at once, in the form the HTML standard requires", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/capabilities">');
    expect(html).toContain('<a href="/capabilities">Continue to /capabilities</a>');
  });

  it("are complete documents that stay out of search results", () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Page moved | Northbridge Collaborative</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<h1>This page has moved</h1>");
  });

  it("replace the framework's stub in the build folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "stubs-"));
    try {
      mkdirSync(path.join(dir, "case-studies"));
      await writeRedirectStubs(dir, [{ from: "/case-studies", to: "/impact" }]);
      expect(readFileSync(path.join(dir, "case-studies", "index.html"), "utf8")).toContain("url=/impact");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
