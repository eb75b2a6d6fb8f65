import { describe, expect, it } from "vitest";
import { buildSiteMap, toPattern } from "~/lib/site-map";

describe("buildSiteMap", () => {
  const siteMap = buildSiteMap({
    built: ["", "team/", "team/member/ada-lovelace/", "team/member/not-found/", "image-test/", "404/", "why-choose/"],
    dynamicRoutes: ["/team/member/[memberName]"],
  });

  it("lists pages, unlisted pages, redirects and each dynamic route's not-found page", () => {
    expect(siteMap.pages).toEqual(["/", "/team", "/team/member/ada-lovelace"]);
    expect(siteMap.unlisted).toEqual(["/image-test"]);
    expect(siteMap.redirects).toContainEqual({ from: "/why-choose", to: "/capabilities" });
    expect(siteMap.notFound).toEqual([
      { pattern: "/team/member/:memberName", page: "/team/member/not-found" },
      { pattern: "/*", page: "/404" },
    ]);
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
