import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/*
 * The only heads the browser builds itself; kept apart from meta.ts so the browser bundle never carries
 * pageMeta (canonical, preview cards, structured data), which every page gets from its loader at build time.
 */

/** "{title} | {site name}", or the home page's title. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | Collaboration Events, Experiences & Communications`;
}

/**
 * The head of a page search engines should not list (a not-found page, a moved page): title, description and
 * noindex; it needs no canonical, preview cards or structured data, and the browser can build it for a
 * client-side navigation to an unknown path or slug.
 */
export function noindexMeta({ title, description }: { title?: string; description: string }): MetaDescriptor[] {
  return [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
