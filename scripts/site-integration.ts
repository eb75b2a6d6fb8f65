import type { AstroIntegration } from "astro";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONTENT_DIR } from "~/content/content-files";
import { contentProblems } from "~/content/validate";
import { ContentProblemsError, describeProblems } from "~/lib/content-problems";
import { leadsOnServer, site } from "~/content/site";
import { buildSiteMap } from "~/lib/site-map";
import { writeDeployConfigs } from "./deploy-configs";
import { staffAssets } from "./editor-bundle";
import { clientChunks, writePageStylesheets } from "./page-stylesheets";
import { precompress } from "./precompress";
import { writeLeadMode } from "~/lib/lead-mode";
import { codeVersion, contentVersion, writeBuildVersions } from "~/lib/build-versions";

/** The file a line of the content check names: the text before its first colon. */
const fileOf = (line: string) => line.slice(0, line.indexOf(":"));

/**
 * The build's own steps around Astro's: the files in content/ and every content module are checked before Astro
 * reads them (every mistake in content/ is listed at once, naming the file, the field and what to do), and again
 * after each change while the dev server runs; once Astro has written the pages, the URL facts and the configs
 * that `npm start`, nginx, Netlify and Vercel read are written next to the client files, and the text files get
 * precompressed twins.
 */
export function siteIntegration({ buildDir }: { buildDir: string }): AstroIntegration {
  let dynamicRoutes: string[] = [];
  let endpoints: string[] = [];
  let onDemand: string[] = [];
  const staffOnly = staffAssets();
  const chunks = clientChunks();
  return {
    name: "northbridge-site",
    hooks: {
      "astro:config:setup": ({ addClientDirective, command, logger, updateConfig }) => {
        addClientDirective({ name: "afterpaint", entrypoint: "./src/islands/after-paint.ts" });
        // The Node adapter turns off the HTML pages Astro writes at an old path (its server answers them): a static
        // host without redirect rules needs them, and `npm start` answers those paths with a 301 of its own.
        updateConfig({ build: { redirects: true }, vite: { plugins: [staffOnly.plugin, chunks.plugin] } });
        const problems = contentProblems();
        if (problems.length === 0) return;
        // The dev server (and `npm run edit`) starts anyway, so the owner can open the editor and fix the file.
        if (command === "dev") return logger.warn(describeProblems(problems));
        // `npm run build` lists the problems before it starts Astro (scripts/build-site.ts): this stops any other
        // way into a build, with Astro's own report around the same list.
        throw new ContentProblemsError(problems);
      },
      "astro:server:setup": ({ server, logger }) => {
        // While the dev server (or `npm run edit`) runs, each change in content/ is checked again, so the owner
        // sees what is left to fix after every save in the editor or in a text editor.
        let shown = contentProblems();
        let timer: NodeJS.Timeout | undefined;
        const recheck = () => {
          const problems = contentProblems();
          if (problems.join("\n") === shown.join("\n")) return;
          if (problems.length > 0) logger.warn(describeProblems(problems));
          else logger.info("The site's content has no problems left to fix.");
          // A file that could not be read is left out of the preview until the server starts again (content.config.ts).
          const unreadable = (list: string[]) => list.filter((line) => / cannot be read: /.test(line)).map(fileOf);
          for (const file of unreadable(shown).filter((file) => !unreadable(problems).includes(file))) {
            logger.info(
              `${file} can be read now: stop npm run edit (Ctrl+C) and start it again to see it in the preview.`,
            );
          }
          shown = problems;
        };
        server.watcher.on("all", (_event, file) => {
          if (!path.resolve(file).startsWith(`${CONTENT_DIR}${path.sep}`)) return;
          clearTimeout(timer);
          timer = setTimeout(recheck, 300);
        });
      },
      "astro:routes:resolved": ({ routes }) => {
        dynamicRoutes = routes
          .filter(
            (route) =>
              route.type === "page" && route.isPrerendered && route.params.length > 0 && route.origin === "project",
          )
          .map((route) => route.pattern);
        // Astro's list of built pages leaves out what endpoints wrote (robots.txt).
        endpoints = routes
          .filter((route) => route.type === "endpoint" && route.params.length === 0 && route.origin === "project")
          .map((route) => route.pattern);
        onDemand = routes
          .filter((route) => !route.isPrerendered && (route.type === "page" || route.type === "endpoint"))
          .map((route) => route.pattern);
      },
      "astro:build:start": async () => {
        // headers.json, written last, tells `npm start` the build is complete: a build that fails leaves none.
        await rm(path.join(buildDir, "headers.json"), { force: true });
      },
      "astro:build:done": async ({ pages, dir, logger }) => {
        await mkdir(buildDir, { recursive: true });
        const siteMap = buildSiteMap({
          built: [...pages.map((page) => page.pathname), ...endpoints],
          dynamicRoutes,
          onDemand,
          staffOnly: staffOnly.files(),
        });
        await writeFile(path.join(buildDir, "site-map.json"), `${JSON.stringify(siteMap, null, 2)}\n`);
        await writeLeadMode(buildDir, site.emailjs.publicKey);
        // What it was made of, so `npm start` can tell whether this build is the code and content it would build.
        writeBuildVersions(buildDir, { code: codeVersion(process.cwd()), content: contentVersion(CONTENT_DIR) });
        const stylesheets = await writePageStylesheets(fileURLToPath(dir), chunks.loads);
        if (stylesheets) {
          await writeFile(path.join(buildDir, "page-stylesheets.json"), `${JSON.stringify(stylesheets, null, 2)}\n`);
          const sizes = Object.values(stylesheets.written).map((bytes) => Math.round(bytes / 1024));
          logger.info(
            `${Object.keys(stylesheets.pages).length} pages link their own stylesheets: ${sizes.length} files of ${Math.min(...sizes)}–${Math.max(...sizes)} KB`,
          );
        }
        const { files, bytes, brotli } = precompress(fileURLToPath(dir));
        logger.info(
          `precompressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(brotli / 1024)} KB Brotli`,
        );
        // Without an EmailJS key the form sends to the site itself: nginx passes those requests to `npm start`.
        writeDeployConfigs(buildDir, {
          leadService: leadsOnServer(),
          contactEmail: site.emailjs.recipient,
        });
        logger.info(`site-map.json, headers.json, nginx.conf, vercel.json, _headers and _redirects in ${buildDir}`);
      },
    },
  };
}
