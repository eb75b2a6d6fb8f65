import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import type { Plugin } from "vite";
import type { PageShape } from "~/editor/page-shape";
import { bundleReach } from "./bundle-reach";

/*
 * The editor (Keystatic, keystatic.config.ts) is a bundle the browser loads. What it needs to know of the site's
 * pages at build time is which pages there are and which parts each has, never their text: a page's words reach
 * the editor through its API, behind the sign-in. And the bundle itself is the staff's, so the build lists the
 * files only the editor loads (its entry and the chunks nothing else imports), which `npm start` serves to a
 * signed-in session alone.
 */

const SHAPE_QUERY = "page-shape";

/**
 * `import.meta.glob("/content/pages/*.yaml", { query: "?page-shape" })` gives each page's shape instead of its text.
 * A file that cannot be read gives no parts: the editor still opens, and the content check names the file.
 */
export function pageShapes(): Plugin {
  return {
    name: "northbridge-page-shapes",
    load(id) {
      const [file = "", query] = id.split("?", 2);
      if (query !== SHAPE_QUERY) return null;
      this.addWatchFile(file);
      let shape: PageShape = { parts: [] };
      try {
        const data: unknown = parseYaml(readFileSync(file, "utf8"));
        if (data && typeof data === "object" && !Array.isArray(data)) {
          const { title } = data as { title?: unknown };
          shape = { ...(typeof title === "string" ? { title } : {}), parts: Object.keys(data) };
        }
      } catch {
        // Unreadable YAML: no parts, as an empty file.
      }
      return `export default ${JSON.stringify(shape)};`;
    },
  };
}

/** The editor's page, and the island it hydrates (`client:only`), as the page imports it. */
const EDITOR = { page: "/src/pages/keystatic/[...params].astro", island: "~/editor/keystatic-app" };

/**
 * Records, in the client build, the files only the editor loads: its entry's chunks and their stylesheets and
 * assets, less anything another entry (a page's island or script) also loads. `files()` gives them as URL paths.
 */
export function staffAssets() {
  let found: string[] = [];
  const plugin: Plugin = {
    name: "northbridge-staff-assets",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const page = await this.resolve(EDITOR.page);
      const island = page ? await this.resolve(EDITOR.island, page.id) : null;
      if (!island) this.error(`the editor's island (${EDITOR.island} of ${EDITOR.page}) cannot be found`);
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const reach = (roots: typeof chunks) =>
        bundleReach(
          bundle,
          roots.map((chunk) => chunk.fileName),
          { imported: true },
        );
      const isEditor = (chunk: (typeof chunks)[number]) => chunk.facadeModuleId === island.id;
      const editor = chunks.filter((chunk) => chunk.isEntry && isEditor(chunk));
      if (editor.length === 0) this.error(`the editor's island (${island.id}) is not in the client build`);
      // From every other entry, through its static and dynamic imports (the editor's own lazy chunks stay its own).
      const others = reach(chunks.filter((chunk) => chunk.isEntry && !isEditor(chunk)));
      found = [...reach(editor)]
        .filter((file) => !others.has(file))
        .map((file) => `/${file}`)
        .sort();
    },
  };
  return { plugin, files: () => found };
}
