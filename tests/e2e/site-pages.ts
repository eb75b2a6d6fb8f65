import { servedPages } from "~/lib/site-map";
import { siteMap } from "./fixtures";

/** Every pre-rendered page a visitor can open: the sitemap's pages and the unlisted ones. */
export const allPages = servedPages(siteMap);

const dynamicPatterns = siteMap.notFound.map((entry) => entry.pattern).filter((pattern) => pattern !== "/*");

/** The route pattern a page was generated from ("/team/member/:memberName"), or the path itself. */
export function templateOf(path: string): string {
  const parts = path.split("/");
  const pattern = dynamicPatterns.find((candidate) => {
    const want = candidate.split("/");
    return want.length === parts.length && want.every((part, i) => part.startsWith(":") || part === parts[i]);
  });
  return pattern ?? path;
}

/** One page per template: every static page plus the first member page, the first case study, ... */
export const onePagePerTemplate = allPages.filter(
  (path, index) => allPages.findIndex((other) => templateOf(other) === templateOf(path)) === index,
);

/** A path the pattern matches but no page exists at: "/team/member/:memberName" → "/team/member/no-such-page". */
export const unknownPathFor = (pattern: string) =>
  pattern === "/*" ? "/no-such-page" : pattern.replace(/:[^/]+/g, "no-such-page");

/** An address under each not-found fallback that no page has, e.g. "/team/member/no-such-page". */
export const unknownPaths = siteMap.notFound.map((entry) => unknownPathFor(entry.pattern));
