// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration, evaluationOrder } from "./defer-hydration";

/** A page as React Router pre-renders it: preloads in the head, one inline module loader in the body. */
const page = (loader: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><style data-href="/assets/app-5.css" data-precedence="default">h1{color:red}</style></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${loader}</script></body></html>`;

const reactRouterLoader = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`;

describe("deferHydration", () => {
  const html = deferHydration(page(reactRouterLoader));
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("takes the module preloads out of the head", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<head><style data-href="/assets/app-5.css"');
  });

  it("waits for the load event and the first contentful paint, then preloads and imports the same modules in order", () => {
    const load = script.indexOf('addEventListener("load"');
    const paint = script.indexOf("first-contentful-paint");
    const preloads = script.indexOf('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    const batches = script.indexOf("for (const href of preloads.slice(i, i + 3))");
    const imports = script.indexOf(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    const entry = script.indexOf(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-2.js");',
    );
    expect([load, paint, preloads, batches, imports, entry].every((at) => at >= 0)).toBe(true);
    expect(load < preloads && paint < preloads && preloads < batches && batches < imports && imports < entry).toBe(
      true,
    );
    expect(script).not.toMatch(/^import /m);
  });

  it("adds the preloads three at a time, yielding to the browser between batches without a timer", () => {
    expect(script).toContain(
      'for (let i = 0; i < preloads.length; i += 3) {\n  for (const href of preloads.slice(i, i + 3)) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n  await nextTask();\n}',
    );
    expect(script).toContain("channel.port2.postMessage(null)");
  });

  it("leaves the rest of the stylesheet to the app: React takes over without it", () => {
    expect(script).not.toContain("/assets/app-5.css");
    expect(script).not.toContain('rel: "stylesheet"');
  });

  it("leaves the rest of the page as it was", () => {
    expect(html).toContain("<h1>Hi</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("passes a page without React Router's loader through unchanged", () => {
    const stub = '<html><head><meta http-equiv="refresh" content="0;url=/impact"/></head><body></body></html>';
    expect(deferHydration(stub)).toBe(stub);
  });

  it("fails the build, naming the page, when the loader's shape is not the one it knows", () => {
    expect(() => deferHydration(page('import { x } from "/a.js";\nx();'), "team/index.html")).toThrow(
      /team\/index\.html: React Router's module loader has an unexpected shape/,
    );
  });

  it("evaluates the entry's modules one task each, each after the modules it imports, then the entry", () => {
    const graph: Record<string, string[]> = {
      "/assets/root-3.js": ["/assets/react-6.js", "/assets/ui-7.js"],
      "/assets/home-4.js": ["/assets/ui-7.js"],
      "/assets/ui-7.js": ["/assets/react-6.js"],
      "/assets/entry.client-2.js": ["/assets/react-dom-8.js", "/assets/react-6.js"],
      "/assets/react-dom-8.js": ["/assets/react-6.js"],
    };
    const loader = deferHydration(page(reactRouterLoader), "page", (href) => graph[href] ?? []);
    const modules =
      '["/assets/manifest-1.js","/assets/react-6.js","/assets/ui-7.js","/assets/root-3.js","/assets/home-4.js","/assets/react-dom-8.js"]';
    const evaluate = loader.indexOf(`for (const href of ${modules}) {\n  await import(href);\n  await nextTask();\n}`);
    expect(evaluate).toBeGreaterThan(loader.indexOf("for (const href of preloads.slice(i, i + 3))"));
    expect(evaluate).toBeLessThan(loader.indexOf('import("/assets/entry.client-2.js");'));
  });
});

describe("evaluationOrder", () => {
  it("lists each module once, after everything it imports, in the order the browser evaluates them", () => {
    const graph: Record<string, string[]> = { a: ["b", "c"], b: ["d"], c: ["d", "b"], e: ["a"] };
    expect(evaluationOrder(["a", "e"], (href) => graph[href] ?? [])).toEqual(["d", "b", "c", "a", "e"]);
  });
});
