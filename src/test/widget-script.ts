import { JSDOM } from "jsdom";
import { readFileSync } from "node:fs";
import { transformWithOxc } from "vite";

/** A page whose body is `html`, in a jsdom of its own, at `url`: tests run a widget's script in it. */
export function pageWith(html: string, url = "https://northbridge.test/page"): Window & typeof globalThis {
  return new JSDOM(`<!doctype html><html><body>${html}</body></html>`, { url, runScripts: "outside-only" }).window;
}

/**
 * The `<script>` of a component file (src/components/widgets/<name>.astro) as the JavaScript the browser runs,
 * for a test to run in its page: `window.eval(script)`, or `new Function(script)()` in the test's own jsdom.
 */
export async function scriptOf(file: string): Promise<string> {
  const source = readFileSync(file, "utf8");
  const script = /<script>([\s\S]*?)<\/script>/.exec(source)?.[1];
  if (script === undefined) throw new Error(`${file} has no <script>`);
  return (await transformWithOxc(script, `${file}.ts`)).code;
}
