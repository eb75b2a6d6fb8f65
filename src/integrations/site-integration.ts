import type { AstroIntegration } from "astro";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validateContent } from "~/content/validate";
import { site } from "~/content/site";
import { buildSiteMap } from "~/lib/site-map";
import { writeDeployConfigs } from "../../scripts/deploy-configs";
import { precompress } from "../../scripts/precompress";
import { writeLeadMode } from "../../server/leads/build-mode";

/**
 * The build's own steps around Astro's: the files in content/ and every content module are checked before Astro
 * reads them (every mistake in content/ is listed at once, naming the file, the field and what to do); once Astro
 * has written the pages, the URL facts
 * and the configs that `npm start`, nginx, Netlify and Vercel read are written next to the client files, and the
 * text files get precompressed twins.
 */
export function siteIntegration({ buildDir }: { buildDir: string }): AstroIntegration {
  let dynamicRoutes: string[] = [];
  let endpoints: string[] = [];
  return {
    name: "northbridge-site",
    hooks: {
      "astro:config:setup": ({ command, logger }) => {
        if (command !== "dev") return validateContent();
        // The dev server (and `npm run edit`) starts anyway, so the owner can open the editor and fix the file.
        try {
          validateContent();
        } catch (error) {
          logger.warn(error instanceof Error ? error.message : String(error));
        }
      },
      "astro:routes:resolved": ({ routes }) => {
        dynamicRoutes = routes
          .filter((route) => route.type === "page" && route.params.length > 0 && route.origin === "project")
          .map((route) => route.pattern);
        // Astro's list of built pages leaves out what endpoints wrote (robots.txt).
        endpoints = routes
          .filter((route) => route.type === "endpoint" && route.params.length === 0 && route.origin === "project")
          .map((route) => route.pattern);
      },
      "astro:build:start": async () => {
        // headers.json, written last, tells `npm start` the build is complete: a build that fails leaves none.
        await rm(path.join(buildDir, "headers.json"), { force: true });
      },
      "astro:build:done": async ({ pages, dir, logger }) => {
        await mkdir(buildDir, { recursive: true });
        const siteMap = buildSiteMap({ built: [...pages.map((page) => page.pathname), ...endpoints], dynamicRoutes });
        await writeFile(path.join(buildDir, "site-map.json"), `${JSON.stringify(siteMap, null, 2)}\n`);
        await writeLeadMode(buildDir, site.emailjs.publicKey);
        const { files, bytes, brotli } = precompress(fileURLToPath(dir));
        logger.info(
          `precompressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(brotli / 1024)} KB Brotli`,
        );
        // Without an EmailJS key the form sends to the site itself: nginx passes those requests to `npm start`.
        writeDeployConfigs(buildDir, {
          leadService: site.emailjs.publicKey.trim() === "",
          contactEmail: site.emailjs.recipient,
        });
        logger.info(`site-map.json, headers.json, nginx.conf, vercel.json, _headers and _redirects in ${buildDir}`);
      },
    },
  };
}
