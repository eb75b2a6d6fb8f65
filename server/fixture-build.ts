import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SiteMap } from "~/lib/site-map";
import { type HeaderManifest, headerManifest } from "./security-headers";

const emptySiteMap: SiteMap = { pages: [], unlisted: [], resources: [], redirects: [], notFound: [], prerender: [] };

/**
 * A throwaway build folder for server tests: the site map, the header manifest and
 * whatever client files the test names, as `npm run build` would lay them out.
 */
export function writeFixtureBuild({
  siteMap = {},
  pageCsp = {},
  files = {},
}: {
  siteMap?: Partial<SiteMap>;
  pageCsp?: HeaderManifest["pages"];
  files?: Record<string, string | Buffer>;
}): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
  const manifest: HeaderManifest = { ...headerManifest({}), pages: pageCsp };
  writeFileSync(path.join(buildDir, "site-map.json"), JSON.stringify({ ...emptySiteMap, ...siteMap }));
  writeFileSync(path.join(buildDir, "headers.json"), JSON.stringify(manifest));
  for (const [file, body] of Object.entries(files)) {
    const full = path.join(buildDir, "client", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
  }
  return buildDir;
}
