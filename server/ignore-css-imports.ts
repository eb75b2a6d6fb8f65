import { register } from "node:module";

/*
 * A component may import its own CSS file (bundled for the browser by the build). Rendering such a component in
 * the server (contact-form-post.ts) loads that import in Node, where it means nothing: this loader answers every
 * .css import with an empty module. Later hooks run first, so it sits in front of tsx's.
 */
const LOADER = `export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return nextLoad(url, context);
}`;

let registered = false;

export function ignoreCssImports(): void {
  if (registered) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(LOADER)}`);
}
