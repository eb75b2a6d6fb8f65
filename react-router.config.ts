import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { loadEnv } from "vite";
import type * as Validate from "./app/content/validate";
import type * as SiteMapModule from "./app/lib/site-map";
import type * as RedirectStubs from "./scripts/redirect-stubs";
import type * as SiteModule from "./app/content/site";
import type * as EmailStandIn from "./server/email-stand-in";

// The content modules read VITE_* settings; give the build-time checks the same values Vite inlines.
Object.assign(process.env, {
  ...loadEnv(process.env.NODE_ENV === "development" ? "development" : "production", process.cwd(), "VITE_"),
  ...process.env,
});

// The config is loaded before the app's Vite aliases exist; tsx resolves `~/` from tsconfig.json.
const load = <Module>(file: string) => tsImport(file, import.meta.url) as Promise<Module>;

async function checkedSiteMap() {
  const { validateContent } = await load<typeof Validate>("./app/content/validate.ts");
  validateContent();
  const { buildSiteMap } = await load<typeof SiteMapModule>("./app/lib/site-map.ts");
  return buildSiteMap();
}

export default {
  ssr: false,
  // Every URL, derived from the route table and the content; a bad content entry fails the build here.
  async prerender() {
    return (await checkedSiteMap()).prerender;
  },
  // The production server, the deploy configs and the tests read the same URL facts.
  async buildEnd({ reactRouterConfig }) {
    const siteMap = await checkedSiteMap();
    const file = path.join(reactRouterConfig.buildDirectory, "site-map.json");
    await writeFile(file, `${JSON.stringify(siteMap, null, 2)}\n`);
    const { writeRedirectStubs } = await load<typeof RedirectStubs>("./scripts/redirect-stubs.ts");
    await writeRedirectStubs(path.join(reactRouterConfig.buildDirectory, "client"), siteMap.redirects);
    // Tells `npm start` whether this build's form sends through the local email stand-in.
    const { site } = await load<typeof SiteModule>("./app/content/site.ts");
    const { writeEmailServiceMode } = await load<typeof EmailStandIn>("./server/email-stand-in.ts");
    await writeEmailServiceMode(reactRouterConfig.buildDirectory, site.emailjs.publicKey);
  },
} satisfies Config;
