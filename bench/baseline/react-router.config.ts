import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The bare framework, for comparison in `npm run bench`: React and React Router
 * alone, one pre-rendered page, built and served exactly like the site.
 */
export default {
  ssr: false,
  prerender: ["/"],
  buildDirectory: "../../bench-results/baseline/build",
  // The production server reads the same URL facts the site's build writes.
  async buildEnd({ reactRouterConfig }) {
    const siteMap = { pages: ["/"], unlisted: [], redirects: [], notFound: [], prerender: ["/"] };
    await writeFile(path.join(reactRouterConfig.buildDirectory, "site-map.json"), JSON.stringify(siteMap));
  },
} satisfies Config;
