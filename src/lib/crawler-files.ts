import { absoluteUrl } from "~/lib/absolute-url";

export const SITEMAP_PATH = "/sitemap.xml";

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/**
 * The sitemaps.org document for the given page paths, as absolute canonical URLs.
 * Only `<loc>`: the site has no trustworthy modification dates, and search engines
 * ignore `changefreq` and `priority`.
 */
export function sitemapXml(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Every crawler may read every page (noindex pages say so themselves); the sitemap lists the pages. */
export function robotsTxt(): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(SITEMAP_PATH)}`, ""].join("\n");
}
