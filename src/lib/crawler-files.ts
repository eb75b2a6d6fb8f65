import { absoluteUrl } from "~/lib/absolute-url";

/** Where @astrojs/sitemap writes its index (it lists sitemap-0.xml, ...). */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

/** The sitemap's address before the move to Astro: search consoles still know it, so it answers 301 to the index. */
export const LEGACY_SITEMAP_PATH = "/sitemap.xml";

/** Every crawler may read every page (noindex pages say so themselves); the sitemap index lists the pages. */
export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(SITEMAP_INDEX_PATH)}`, ""].join("\n");
}
