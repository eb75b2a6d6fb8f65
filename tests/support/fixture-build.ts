import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SiteMap } from "~/lib/site-map";
import { headerManifest } from "~/lib/security-headers";

const emptySiteMap: SiteMap = {
  pages: [],
  unlisted: [],
  redirects: [],
  movedFiles: [],
  resources: [],
  notFound: [],
  onDemand: [],
  staffOnly: [],
};

/**
 * A throwaway build folder for server tests: the site map, the header manifest and
 * whatever client files the test names, as `npm run build` would lay them out.
 */
export function writeFixtureBuild({
  siteMap = {},
  files = {},
}: {
  siteMap?: Partial<SiteMap>;
  files?: Record<string, string | Buffer>;
}): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
  writeFileSync(path.join(buildDir, "site-map.json"), JSON.stringify({ ...emptySiteMap, ...siteMap }));
  writeFileSync(path.join(buildDir, "headers.json"), JSON.stringify(headerManifest()));
  for (const [file, body] of Object.entries(files)) {
    const full = path.join(buildDir, "client", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
  }
  return buildDir;
}
