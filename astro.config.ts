import node from "@astrojs/node";
import react from "@astrojs/react";
import keystatic from "@keystatic/astro";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { fontFallbacks } from "./scripts/font-fallbacks";
import { pagePolicyDirectives } from "./src/lib/security-headers";

// The config runs before Vite reads .env: load it here so the content's settings (src/content/site.ts) see the same
// values at build time as the pages do. A variable set in the shell wins over .env.
Object.assign(process.env, {
  ...loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "VITE_"),
  ...process.env,
});

const { site } = await import("./src/content/site");
const { notFoundSlug, redirects, unlistedPaths } = await import("./src/content/routing");
const { siteIntegration } = await import("./scripts/site-integration");

// Astro's policy lists the hash of every inlined script on every page, not only on the pages that use it (about 45
// bytes each, and a page must fit TCP's first window: docs/decisions/0015). Inlined: the scripts that must act the
// moment a page paints (the phone menu's fallback, the contact form's send guard, the image fallbacks) and the
// portrait checks, which as a file took member pages a third round trip before their portrait painted. The others
// load as files, which 'self' allows. Other assets keep Vite's default.
const FIRST_PAINT_SCRIPTS =
  /^assets\/(invoker-commands|contact-page|image-script|photo-checks)\.astro_astro_type_script_/;
function inlineOnlyFirstPaintScripts(file: string): boolean | undefined {
  return file.endsWith(".js") ? FIRST_PAINT_SCRIPTS.test(file) : undefined;
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

export default defineConfig({
  site: site.baseUrl,
  // Pages are pre-rendered files; the few rendered on request (the form's answer without JavaScript, the staff area)
  // become a handler that `npm start` mounts (server/on-demand.ts). A static host serves client/ alone.
  output: "static",
  adapter: node({ mode: "middleware" }),
  trailingSlash: "never",
  outDir: buildDir,
  build: { client: "client", server: "server", format: "directory", assets: "assets", inlineStylesheets: "always" },
  redirects: { ...redirects },
  markdown: { syntaxHighlight: false },
  security: {
    // The server checks every state-changing request before a page sees it (a form post's origin, the staff area's
    // CSRF token), and answers a refused contact post with the visitor's values: Astro's plain 403 would lose them.
    checkOrigin: false,
    csp: {
      algorithm: "SHA-256",
      directives: pagePolicyDirectives({
        // Photos may come from another host (IMAGE_BASE_URL); the form may send through EmailJS.
        images: /^https?:\/\//i.test(site.imageBaseUrl) ? new URL(site.imageBaseUrl).origin : "",
        emailService: site.emailjs.apiOrigin,
      }),
    },
  },
  integrations: [
    react(),
    // Unlisted pages and each dynamic route's not-found page stay out of the sitemap.
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, "") || "/";
        return (
          !unlistedPaths.includes(path) &&
          !path.endsWith(`/${notFoundSlug}`) &&
          // Pages rendered on request: the form's answer and the staff area.
          !/^\/(?:staff|keystatic|contact\/send)(?:\/|$)/.test(path)
        );
      },
    }),
    siteIntegration({ buildDir }),
    // The editor (keystatic.config.ts) at /keystatic, a page on demand: `npm start` serves it to signed-in staff.
    keystatic(),
  ],
  vite: {
    build: { assetsInlineLimit: inlineOnlyFirstPaintScripts },
    envPrefix: ["VITE_", "PUBLIC_"],
    plugins: [fontFallbacks(), tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  },
});
