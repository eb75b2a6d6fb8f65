import type { RouteConfigEntry } from "@react-router/dev/routes";
import { caseStudyPages } from "~/content/case-studies";
import { notFoundPath, notFoundSlug, redirects, unlistedPaths } from "~/content/routing";
import { memberSlug, members } from "~/content/team";
import routeConfig from "~/routes";

/** The content behind each route with a parameter: one page per entry. */
const dynamicPaths: Record<string, () => string[]> = {
  "/team/member/:memberName": () => members.map((member) => `/team/member/${memberSlug(member)}`),
  "/impact/:slug": () => caseStudyPages().map((study) => `/impact/${study.slug}`),
};

export type NotFoundFallback = {
  /** A route pattern; `:name` matches one path segment, a final `*` anything. */
  pattern: string;
  /** The pre-rendered page answered, with status 404, for unknown paths matching the pattern. */
  page: string;
};

export type SiteMap = {
  /** Indexable pages: the sitemap. */
  pages: string[];
  /** Pages that exist but stay out of search engines. */
  unlisted: string[];
  redirects: { from: string; to: string }[];
  /** Most specific first. */
  notFound: NotFoundFallback[];
  /** Everything the build pre-renders. */
  prerender: string[];
};

/** Every route's full path pattern, in route-table order. */
export function routePatterns(entries: RouteConfigEntry[] = routeConfig, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = joinPath(parent, entry.index ? "" : entry.path);
    const children = entry.children ? routePatterns(entry.children, own) : [];
    const isPage = entry.index || entry.path !== undefined;
    return isPage ? [own, ...children] : children;
  });
}

function joinPath(parent: string, path = ""): string {
  const joined = `${parent}/${path}`.replace(/\/+/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : "/";
}

const isDynamic = (pattern: string) => pattern.includes(":") || pattern.includes("*");

/**
 * Derives every URL of the site from the route table and the content modules,
 * so adding a team member or a case study adds its page everywhere at once.
 */
export function buildSiteMap(patterns: string[] = routePatterns()): SiteMap {
  const dynamic = patterns.filter((pattern) => isDynamic(pattern) && pattern !== "/*");
  for (const pattern of dynamic) {
    if (!dynamicPaths[pattern])
      throw new Error(`site-map.ts: route "${pattern}" has a parameter but no content source`);
  }
  for (const pattern of Object.keys(dynamicPaths)) {
    if (!patterns.includes(pattern)) throw new Error(`site-map.ts: content source for "${pattern}" matches no route`);
  }
  for (const from of Object.keys(redirects)) {
    if (!patterns.includes(from)) throw new Error(`routing.ts: redirect "${from}" has no route`);
  }

  const staticPages = patterns.filter((pattern) => !isDynamic(pattern));
  const contentPages = dynamic.flatMap((pattern) => dynamicPaths[pattern]?.() ?? []);
  const redirectList = Object.entries(redirects).map(([from, to]) => ({ from, to }));
  const notFound: NotFoundFallback[] = [
    ...dynamic.map((pattern) => ({ pattern, page: pattern.replace(/:[^/]+$/, notFoundSlug) })),
    { pattern: "/*", page: notFoundPath },
  ];

  const visible = [...staticPages, ...contentPages].filter((path) => !(path in redirects));
  const pages = visible.filter((path) => !unlistedPaths.includes(path));
  const unlisted = visible.filter((path) => unlistedPaths.includes(path));
  const prerender = [...visible, ...redirectList.map((r) => r.from), ...notFound.map((n) => n.page)];
  const duplicates = prerender.filter((path, index) => prerender.indexOf(path) !== index);
  if (duplicates.length) throw new Error(`site-map.ts: the same path twice: ${duplicates.join(", ")}`);

  return { pages, unlisted, redirects: redirectList, notFound, prerender };
}
