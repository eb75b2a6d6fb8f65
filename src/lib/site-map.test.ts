import { describe, expect, it } from "vitest";
import { buildSiteMap, matchesPattern, notFoundPageFor, servedPages, toPattern } from "~/lib/site-map";

describe("buildSiteMap", () => {
  const siteMap = buildSiteMap({
    built: ["", "team/", "team/member/ada-lovelace/", "team/member/not-found/", "image-test/", "404/", "why-choose/"],
    dynamicRoutes: ["/team/member/[memberName]"],
  });

  it("lists pages, unlisted pages, redirects and each dynamic route's not-found page", () => {
    expect(siteMap.pages).toEqual(["/", "/team", "/team/member/ada-lovelace"]);
    expect(siteMap.unlisted).toEqual(["/image-test"]);
    expect(servedPages(siteMap)).toEqual(["/", "/team", "/team/member/ada-lovelace", "/image-test"]);
    expect(siteMap.redirects).toContainEqual({ from: "/why-choose", to: "/capabilities" });
    expect(siteMap.notFound).toEqual([
      { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
      { pattern: "/*", page: "/404" },
    ]);
  });

  it("moves the old sitemap address to the sitemap index", () => {
    expect(siteMap.movedFiles).toEqual([{ from: "/sitemap.xml", to: "/sitemap-index.xml" }]);
  });

  it("keeps generated files out of the pages", () => {
    const { pages, resources } = buildSiteMap({ built: ["", "robots.txt"], dynamicRoutes: [] });
    expect(pages).toEqual(["/"]);
    expect(resources).toEqual(["/robots.txt"]);
  });

  it("reads Astro's route syntax", () => {
    expect(toPattern("/impact/[slug]")).toBe("/impact/:slug");
    expect(toPattern("/docs/[...rest]")).toBe("/docs/*");
  });
});

describe("matchesPattern", () => {
  it("matches one segment per parameter and anything under a final *", () => {
    expect(matchesPattern("/team/member/:memberName", "/team/member/ada")).toBe(true);
    expect(matchesPattern("/team/member/:memberName", "/team/member/ada/x")).toBe(false);
    expect(matchesPattern("/team/member/:memberName", "/team")).toBe(false);
    expect(matchesPattern("/*", "/anything/at/all")).toBe(true);
    expect(matchesPattern("/team/*", "/team/member/ada")).toBe(true);
    expect(matchesPattern("/team/*", "/impact/x")).toBe(false);
  });
});

describe("notFoundPageFor", () => {
  const notFound = [
    { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
    { pattern: "/*", page: "/404" },
  ];

  it("answers the most specific not-found page, else the generic one", () => {
    expect(notFoundPageFor(notFound, "/team/member/nobody")).toBe("/team/member/not-found");
    expect(notFoundPageFor(notFound, "/team/member/nobody/else")).toBe("/404");
    expect(notFoundPageFor([], "/anything")).toBe("/404");
  });
});
