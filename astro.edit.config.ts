import type { AstroUserConfig } from "astro";
import site from "./astro.config";

// Read by src/content.config.ts: a file with a mistake must not keep the editor from starting.
process.env.NORTHBRIDGE_EDITOR = "1";

/**
 * `npm run edit`: the site in Astro's dev server with the Keystatic editor at /keystatic (keystatic.config.ts),
 * opened in the browser, for working on a copy of the site without signing in. The running site has the same editor
 * behind the staff sign-in.
 */
const editConfig: AstroUserConfig = {
  ...site,
  // Tests (CI) drive the editor themselves.
  // At 127.0.0.1, where docs/editing.md sends the owner (as Keystatic's integration set it, before the site mounted
  // the editor's routes itself).
  server: { host: "127.0.0.1", open: process.env.CI ? false : "/keystatic" },
  vite: {
    ...site.vite,
    // Its own cache of the browser's dependencies: `astro build` rewrites node_modules/.vite for the site's config,
    // and a build beside a running editor (`npm run build`, a test's) would leave the editor's pages loading stale
    // files (504 "Outdated Optimize Dep") and never showing.
    cacheDir: "node_modules/.vite-edit",
    // Vite bundles the browser's dependencies from what src/ imports; the unit tests beside the code import jsdom and
    // Vitest, which no page loads, and bundling them tripled the editor's first start.
    environments: { client: { optimizeDeps: { entries: ["!src/**/*.test.*"] } } },
  },
};

export default editConfig;
