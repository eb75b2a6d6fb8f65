import react from "@astrojs/react";
import { getViteConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pageShapes } from "./scripts/editor-bundle.ts";

const shared = {
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
};
const test = { setupFiles: ["./src/test/setup.ts"], restoreMocks: true };
/** Tests of `.astro` components, which Astro renders (its Container API) in Node: `*.astro.test.ts`. */
const ASTRO_TESTS = "src/**/*.astro.test.ts";

export default defineConfig({
  ...shared,
  // The editor's config (keystatic.config.ts) reads each page's shape, as the build gives it; every project has it.
  plugins: [pageShapes()],
  test: {
    // Vitest's default on two cores is one worker, and the server's tests spend most of their time waiting (a load
    // test's 30 s, crashes, SMTP round trips): three overlap that wait, 250 s down to 110 s on this machine.
    maxWorkers: 3,
    projects: [
      {
        ...shared,
        // Components and the browser's scripts, each file in its own jsdom. VM threads build a jsdom per file
        // three times faster than a process per file does.
        test: {
          ...test,
          name: "site",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: [ASTRO_TESTS],
          environment: "jsdom",
          pool: "vmThreads",
        },
      },
      // Astro's own Vite setup compiles the components; each test puts what they render in a jsdom of its own.
      getViteConfig(
        { ...shared, test: { ...test, name: "astro", include: [ASTRO_TESTS], environment: "node" } },
        { configFile: false, integrations: [react()] },
      ),
      {
        ...shared,
        // The server and the build scripts, a process per file: they start servers and builds.
        test: {
          ...test,
          name: "node",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "jsdom",
          // A test of the server's memory reads it after a full garbage collection (server/releases/memory.test.ts).
          execArgv: ["--expose-gc"],
        },
      },
    ],
  },
});
