import { site } from "~/content/site";

/** One element of a page's head, rendered by src/layouts/base-layout.astro. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

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
