import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { robotsTxt, sitemapXml } from "~/lib/crawler-files";

describe("sitemapXml", () => {
  it("lists each page as an absolute URL on the site's base URL", () => {
    expect(sitemapXml(["/", "/team", "/team/member/amara-okafor"])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${site.baseUrl}/</loc></url>`,
        `  <url><loc>${site.baseUrl}/team</loc></url>`,
        `  <url><loc>${site.baseUrl}/team/member/amara-okafor</loc></url>`,
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes characters XML reserves", () => {
    expect(sitemapXml(["/a?b=1&c=2"])).toContain("/a?b=1&amp;c=2</loc>");
  });
});

describe("robotsTxt", () => {
  it("allows every crawler everywhere and points at the sitemap", () => {
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`);
  });
});
