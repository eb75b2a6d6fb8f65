import { site } from "~/content/site";
import { unlistedPaths } from "~/content/routing";
import { absoluteUrl } from "~/lib/absolute-url";
import { documentTitle, type MetaDescriptor } from "~/lib/document-title";
import type { JsonLd } from "~/lib/structured-data";

/** The branded link-preview card drawn at build by scripts/images/social.ts. */
export const SHARE_IMAGE = { path: "/social/share.png", width: 1200, height: 630, type: "image/png" } as const;

export type PageMetaInput = {
  /** Page name; the document title becomes "{title} | {site name}". Omit on the home page. */
  title?: string;
  description: string;
  /** The page's canonical path, e.g. "/team". */
  path: string;
  /** Kept out of search results (404, redirect stubs, diagnostics). */
  noindex?: boolean;
  ogType?: "website" | "article" | "profile";
  /** This page's JSON-LD nodes, from src/lib/structured-data.ts (the layout adds the Organization to every page). */
  jsonLd?: JsonLd[];
};

/** Search results show about 160 characters of a description; longer ones are cut at a word, with an ellipsis. */
export const DESCRIPTION_MAX = 160;

export function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : max - 1).replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/** A page's head from its copy in content/pages/ (getPages) and its URL: `pageHead(pages.team, Astro.url)`. */
export function pageHead(page: Omit<PageMetaInput, "path">, url: URL): MetaDescriptor[] {
  return pageMeta({ ...page, path: url.pathname });
}

/** Every page's head: title, description, canonical, robots, Open Graph, Twitter card, JSON-LD. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = documentTitle(input.title);
  const description = clipDescription(input.description);
  const url = absoluteUrl(input.path);
  const image = absoluteUrl(SHARE_IMAGE.path);
  const imageAlt = `${site.name}: ${site.tagline}`;
  const noindex = input.noindex ?? unlistedPaths.includes(input.path);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    // X reads the title, description and image from Open Graph when its own tags are absent: only the card's kind.
    { name: "twitter:card", content: "summary_large_image" },
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
  if (!noindex) descriptors.push({ tagName: "link", rel: "canonical", href: url });
  return descriptors;
}
