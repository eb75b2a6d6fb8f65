import node from "@astrojs/node";
import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { pageShapes } from "./scripts/editor-bundle";
import { fontFallbacks } from "./scripts/font-fallbacks";
import { pagePolicyDirectives } from "./src/lib/security-headers";

// The config runs before Vite reads .env: load it here so the content's settings (src/content/site.ts) see the same
// values at build time as the pages do. A variable set in the shell wins over .env.
Object.assign(process.env, {
  ...loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "VITE_"),
  ...process.env,
});

const { leadsOnServer, site } = await import("./src/content/site");
const { leadModeSections } = await import("./scripts/lead-mode-sections");
const { notFoundSlug, redirects, unlistedPaths } = await import("./src/content/routing");
const { siteIntegration } = await import("./scripts/site-integration");

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

export default defineConfig({
  site: site.baseUrl,
  // Pages are pre-rendered files; the few rendered on request (the form's answer without JavaScript, the staff area)
  // become a handler that `npm start` mounts (server/on-demand.ts). A static host serves client/ alone.
  output: "static",
  adapter: node({ mode: "middleware" }),
  trailingSlash: "never",
  outDir: buildDir,
  // The site's stylesheet is one file, which each pre-rendered page links cut to its own rules after the build
  // (docs/decisions/0037); a widget's few rules, under Vite's inlining limit, are written into the pages that
  // render it.
  build: { client: "client", server: "server", format: "directory", assets: "assets", inlineStylesheets: "auto" },
  redirects: { ...redirects },
  markdown: {
    syntaxHighlight: false,
    // The privacy notice tells what happens to a request the way this build takes it (scripts/lead-mode-sections.ts).
    processor: satteri({ mdastPlugins: [leadModeSections(leadsOnServer())] }),
  },
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
    // The editor (keystatic.config.ts) is no integration: its page (src/pages/keystatic/) and API
    // (src/pages/api/keystatic/) are the site's own, on demand, so that the page can carry the staff header.
  ],
  vite: {
    envPrefix: ["VITE_", "PUBLIC_"],
    plugins: [fontFallbacks(), tailwindcss(), pageShapes()],
    // The editor's dependencies, bundled before the dev server's first page (`npm run edit`), as Keystatic's
    // integration had them: found later, they reload the open editor.
    optimizeDeps: { entries: ["keystatic.config.ts"], include: ["@keystatic/astro/ui", "@keystatic/core/ui"] },
    resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  },
});
