import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
};
const test = { setupFiles: ["./src/test/setup.ts"], restoreMocks: true };

export default defineConfig({
  ...shared,
  test: {
    projects: [
      {
        ...shared,
        // Components and the browser's scripts, each file in its own jsdom. VM threads build a jsdom per file
        // three times faster than a process per file does.
        test: { ...test, name: "site", include: ["src/**/*.test.{ts,tsx}"], environment: "jsdom", pool: "vmThreads" },
      },
      {
        ...shared,
        // The server and the build scripts, a process per file: they start servers and builds.
        test: { ...test, name: "node", include: ["server/**/*.test.ts", "scripts/**/*.test.ts"], environment: "jsdom" },
      },
    ],
  },
});
