import type { Config } from "@react-router/dev/config";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The reference pages of `npm run bench`, built and served exactly like the site:
 * `/` is the bare framework (React and React Router alone, one pre-rendered page),
 * `/static` the same head and heading with no script and no stylesheet, what the
 * host and Lighthouse give a page that does nothing.
 */
const STATIC_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Static</title><meta name="description" content="One heading, no script, no stylesheet."/></head><body><h1>Static</h1></body></html>`;

export default {
  ssr: false,
  prerender: ["/"],
  buildDirectory: "../../bench-results/baseline/build",
  // The production server reads the same URL facts the site's build writes.
  async buildEnd({ reactRouterConfig }) {
    const siteMap = { pages: ["/", "/static"], unlisted: [], redirects: [], notFound: [], prerender: ["/"] };
    await writeFile(path.join(reactRouterConfig.buildDirectory, "site-map.json"), JSON.stringify(siteMap));
    const staticDir = path.join(reactRouterConfig.buildDirectory, "client", "static");
    await mkdir(staticDir, { recursive: true });
    await writeFile(path.join(staticDir, "index.html"), STATIC_PAGE);
  },
} satisfies Config;
