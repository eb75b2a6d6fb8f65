import { sitemapXml } from "~/lib/crawler-files";
import { buildSiteMap } from "~/lib/site-map";

/** Pre-rendered to build/client/sitemap.xml: every indexable page, from the same derived list as the prerender. */
export function loader() {
  return new Response(sitemapXml(buildSiteMap().pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
