import { describe, expect, it } from "vitest";
import { buildSiteMap, routePatterns } from "~/lib/site-map";

describe("buildSiteMap", () => {
  const siteMap = buildSiteMap();

  it("pre-renders the sitemap and robots.txt without listing them as pages", () => {
    expect(routePatterns()).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt"]));
    expect(siteMap.resources).toEqual(["/sitemap.xml", "/robots.txt"]);
    expect(siteMap.prerender).toEqual(expect.arrayContaining(["/sitemap.xml", "/robots.txt"]));
    expect(siteMap.pages).not.toContain("/sitemap.xml");
    expect(siteMap.unlisted).not.toContain("/robots.txt");
  });

  it("treats any route ending in a file name as a resource", () => {
    const patterns = [...routePatterns(), "/feed.rss"];
    const { pages, resources, prerender } = buildSiteMap(patterns);
    expect(resources).toEqual(["/sitemap.xml", "/robots.txt", "/feed.rss"]);
    expect(prerender).toContain("/feed.rss");
    expect(pages).not.toContain("/feed.rss");
  });
});
