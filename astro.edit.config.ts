import keystatic from "@keystatic/astro";
import type { AstroUserConfig } from "astro";
import site from "./astro.config";

// Read by src/content.config.ts: a file with a mistake must not keep the editor from starting.
process.env.NORTHBRIDGE_EDITOR = "1";

/**
 * `npm run edit`: the site in Astro's dev server plus the Keystatic editor at /keystatic (keystatic.config.ts),
 * which opens in the browser. Kept apart from astro.config.ts so the built site has no editor in it.
 */
const editConfig: AstroUserConfig = {
  ...site,
  integrations: [...(site.integrations ?? []), keystatic()],
  // Tests (CI) drive the editor themselves.
  server: { open: process.env.CI ? false : "/keystatic" },
};

export default editConfig;
