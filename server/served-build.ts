import { existsSync } from "node:fs";
import path from "node:path";
import { readContactPage, readNavigation, readSiteFacts } from "~/content/content-files";
import { readSiteMap } from "~/lib/build-output";
import { readHeaderManifest, type HeaderManifest } from "~/lib/security-headers";
import { servedPages, type SiteMap } from "~/lib/site-map";

/*
 * A build as the server serves it: the live release's, or a preview's. Read once per build folder (a release never
 * changes) and kept while it is served.
 */

export type ServedBuild = {
  dir: string;
  siteMap: SiteMap;
  redirects: Map<string, string>;
  pages: Set<string>;
  headerSet: HeaderManifest;
  clientDir: string;
  /** URL paths of the files only the staff's pages load. */
  staffOnly: Set<string>;
  /**
   * The content it was built from (a release's snapshot, beside its build), read as the pages on demand show it:
   * undefined for a build that is no release, whose pages on demand show the content bundled in them.
   */
  content: () => App.Locals["siteContent"];
};

export function readServedBuild(dir: string): ServedBuild {
  const siteMap = readSiteMap(dir);
  const clientDir = path.join(dir, "client");
  const snapshot = path.join(path.dirname(dir), "content");
  let content: App.Locals["siteContent"];
  return {
    dir,
    siteMap,
    redirects: new Map([...siteMap.redirects, ...siteMap.movedFiles].map(({ from, to }) => [from, to])),
    pages: new Set(servedPages(siteMap)),
    headerSet: readHeaderManifest(dir),
    clientDir,
    staffOnly: new Set(siteMap.staffOnly),
    content: () => {
      if (content || !existsSync(snapshot)) return content;
      // Read when a page on demand first needs it; the content check passed before this build was made. A snapshot
      // that cannot be read (a build kept from elsewhere) leaves the pages their bundled content.
      try {
        content = {
          contactPage: readContactPage(snapshot),
          siteFacts: readSiteFacts(snapshot),
          navigation: readNavigation(snapshot),
        };
      } catch {
        content = undefined;
      }
      return content;
    },
  };
}

/** The builds served lately, by folder: the live one and the previews being looked at. */
export function servedBuilds(keep = 4) {
  const builds = new Map<string, ServedBuild>();
  const at = (dir: string): ServedBuild => {
    const found = builds.get(dir);
    if (found) {
      builds.delete(dir);
      builds.set(dir, found);
      return found;
    }
    const build = readServedBuild(dir);
    builds.set(dir, build);
    for (const old of [...builds.keys()].slice(0, Math.max(0, builds.size - keep))) builds.delete(old);
    return build;
  };
  return {
    at,
    /** The build a file sent belongs to, among those served lately. */
    holding: (file: string) => [...builds.values()].find((build) => file.startsWith(`${build.clientDir}${path.sep}`)),
  };
}
