// @vitest-environment node
import { describe, expect, it } from "vitest";
import { problemsFromBuildOutput } from "./build-problems";

const npmTrailer = [
  "npm error Lifecycle script `build` failed with error:",
  "npm error code 1",
  "npm error path /srv/site",
  "npm error command failed",
  "npm error command sh -c tsx scripts/build-images.ts && tsx scripts/build-site.ts",
];

describe("problemsFromBuildOutput", () => {
  it("takes the content check's list as it is, without Astro's wrapper or the stack trace", () => {
    // What `npm run build` printed for a colon in an unquoted value (trimmed paths).
    const output = [
      "> northbridge-site@ build",
      "> tsx scripts/build-images.ts && tsx scripts/build-site.ts",
      "04:15:40 [@astrojs/node] Enabling sessions with filesystem storage",
      '\u001b[31m04:15:40 [ERROR] [northbridge-site] An unhandled error occurred while running the "astro:config:setup" hook\u001b[39m',
      "The site's content has 2 problems to fix (in a text editor or with npm run edit):",
      '  - content/team/amara-okafor.md: line 3 ("role: Lead: Research") cannot be read: put a value that contains a colon in double quotes.',
      "  - content/site.yaml: phone: is empty; write the phone number",
      "  Location:",
      "    /srv/site/src/lib/content-problems.ts:51:33",
      "  Stack trace:",
      "    at assertNoProblems (/srv/site/src/lib/content-problems.ts:51:33)",
      "    at async AstroBuilder.run (file:///srv/site/node_modules/astro/dist/core/build/index.js:200:23)",
      "",
      "The site was not built. ",
      ...npmTrailer,
    ];
    expect(problemsFromBuildOutput(output)).toEqual([
      'content/team/amara-okafor.md: line 3 ("role: Lead: Research") cannot be read: put a value that contains a colon in double quotes.',
      "content/site.yaml: phone: is empty; write the phone number",
    ]);
  });

  it("reads an error thrown inside an integration from the line after Astro's wrapper", () => {
    const output = [
      '04:15:39 [build] output: "static"',
      "04:15:39 [build] Collecting build info...",
      '04:15:40 [ERROR] [northbridge-site] An unhandled error occurred while running the "astro:config:setup" hook',
      "The logo content/logo.svg is missing: put it back, or choose another in the site settings.",
      "  Location:",
      "    /srv/site/scripts/site-integration.ts:37:76",
      "  Stack trace:",
      "    at astro:config:setup (/srv/site/scripts/site-integration.ts:37:76)",
      ...npmTrailer,
    ];
    expect(problemsFromBuildOutput(output)).toEqual([
      "The logo content/logo.svg is missing: put it back, or choose another in the site settings.",
    ]);
  });

  it("takes the message above Astro's trace, not the progress lines before it", () => {
    // What `astro build` printed when the server build could not find a package.
    const output = [
      "04:26:04 [build] Building server entrypoints...",
      "04:26:16 [vite] ✓ built in 12.04s",
      "04:26:30 [vite] ✓ built in 10.27s",
      "Cannot find package '@oslojs/encoding' imported from /srv/data/releases/x/build/server/chunks/server.mjs",
      "  Location:",
      "    /srv/site/node_modules/vite/dist/node/module-runner.js:743:9",
      "  Stack trace:",
      "    at Object.getPackageJSONURL (node:internal/modules/package_json_reader:331:9)",
      "    at moduleResolve (node:internal/modules/esm/resolve:873:18)",
    ];
    expect(problemsFromBuildOutput(output)).toEqual([
      "Cannot find package '@oslojs/encoding' imported from /srv/data/releases/x/build/server/chunks/server.mjs",
    ]);
  });

  it("keeps the last error and what follows it, without code frames or stack lines", () => {
    const output = [
      "04:15:41 [vite] ✓ 120 modules transformed.",
      "04:15:42 [ERROR] [vite] ✗ Build failed in 1.20s",
      '[vite]: Rollup failed to resolve import "~/components/hero" from "src/pages/index.astro".',
      "  3 | import Hero from '~/components/hero';",
      "    |        ^",
      "    at viteLog (file:///srv/site/node_modules/vite/dist/node/chunks/dep.js:1:1)",
    ];
    expect(problemsFromBuildOutput(output)).toEqual([
      "✗ Build failed in 1.20s",
      'Rollup failed to resolve import "~/components/hero" from "src/pages/index.astro".',
    ]);
  });

  it("reads a crash of Node itself", () => {
    const output = [
      "/srv/site/scripts/build-images.ts:40",
      "  throw error;",
      "  ^",
      "",
      "Error: ENOSPC: no space left on device, write",
      "    at async writeFile (node:internal/fs/promises:1:1)",
      "",
      "Node.js v24.1.0",
    ];
    expect(problemsFromBuildOutput(output)).toEqual(["Error: ENOSPC: no space left on device, write"]);
  });

  it("gives the last ten meaningful lines when none says error, and a sentence when there are none", () => {
    const output = Array.from({ length: 15 }, (_, index) => `step ${index + 1}`);
    expect(problemsFromBuildOutput(output)).toEqual(output.slice(5));
    expect(problemsFromBuildOutput(["", "    at x (y.js:1:1)", ...npmTrailer])).toEqual([
      "The build stopped without saying why.",
    ]);
  });
});
