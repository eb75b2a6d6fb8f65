import type { AstroIntegration } from "astro";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validateContent } from "~/content/validate";
import { site } from "~/content/site";
import { buildSiteMap } from "~/lib/site-map";
import { writeEmailServiceMode } from "../../server/email-stand-in";

/**
 * The build's own steps around Astro's: every content module is checked before a page renders (a bad entry
 * fails the build naming the module, the entry and the field), and the URL facts the production server, the
 * deploy configs and the tests read are written next to the client files.
 */
export function siteIntegration({ buildDir }: { buildDir: string }): AstroIntegration {
  let dynamicRoutes: string[] = [];
  return {
    name: "northbridge-site",
    hooks: {
      "astro:config:setup": () => {
        validateContent();
      },
      "astro:routes:resolved": ({ routes }) => {
        dynamicRoutes = routes
          .filter((route) => route.type === "page" && route.params.length > 0 && route.origin === "project")
          .map((route) => route.pattern);
      },
      "astro:build:done": async ({ pages, dir }) => {
        await mkdir(buildDir, { recursive: true });
        const siteMap = buildSiteMap({ built: pages.map((page) => page.pathname), dynamicRoutes });
        await writeFile(path.join(buildDir, "site-map.json"), `${JSON.stringify(siteMap, null, 2)}\n`);
        await writeEmailServiceMode(buildDir, site.emailjs.publicKey);
        void fileURLToPath(dir);
      },
    },
  };
}
