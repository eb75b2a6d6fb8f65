import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { robotsTxt } from "~/lib/crawler-files";

describe("robotsTxt", () => {
  it("allows every crawler everywhere and points at the sitemap index", () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap-index.xml\n`);
  });
});
