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
 * A throwaway build folder for server tests: the site map, the header manifest, whatever client files the test
 * names and, given `serverEntry`, the server's entry (a stand-in for Astro's handler), as `npm run build` would lay
 * them out; in `dir` when given, else in a new temporary folder.
 */
export function writeFixtureBuild({
  siteMap = {},
  files = {},
  serverEntry,
  dir,
}: {
  siteMap?: Partial<SiteMap>;
  files?: Record<string, string | Buffer>;
  serverEntry?: string;
  dir?: string;
}): string {
  const buildDir = dir ?? mkdtempSync(path.join(tmpdir(), "site-build-"));
  mkdirSync(path.join(buildDir, "client"), { recursive: true });
  if (serverEntry !== undefined) {
    mkdirSync(path.join(buildDir, "server"), { recursive: true });
    writeFileSync(path.join(buildDir, "server", "entry.mjs"), serverEntry);
  }
  writeFileSync(path.join(buildDir, "site-map.json"), JSON.stringify({ ...emptySiteMap, ...siteMap }));
  writeFileSync(path.join(buildDir, "headers.json"), JSON.stringify(headerManifest()));
  for (const [file, body] of Object.entries(files)) {
    const full = path.join(buildDir, "client", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
  }
  return buildDir;
}
