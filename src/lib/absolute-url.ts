import { site } from "~/content/site";

/** A site path as an absolute URL on the canonical origin (`site.baseUrl`), for canonical links, Open Graph and sitemaps. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.baseUrl}/`).href;
}
