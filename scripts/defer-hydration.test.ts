// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration, evaluationOrder } from "./defer-hydration";

/** React Router's page data as React streams it after the loader, in a boundary only the server renders. */
const streamedData = (chunk: string) =>
  `<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script><div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk)});</script><!--$?--><template id="B:1"></template><!--/$--></div><script>$RB=[];$RV=function(a){for(var b=0;b<a.length;b+=2){}};$RC=function(a,b){};$RC("B:0","S:0")</script><div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script>`;
const pageData = '[{"_1":2},"loaderData",{"_3":4},"routes/home",{"title":"Hi \u003c3"}]\n';

/** A page as React Router pre-renders it: preloads in the head, one inline module loader in the body, then the data. */
const page = (loader: string, tail = streamedData(pageData)) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><style data-href="/assets/app-5.css" data-precedence="default">h1{color:red}</style></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${loader}</script>${tail}</body></html>`;

const reactRouterLoader = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`;

describe("deferHydration", () => {
  const { html, files } = deferHydration(page(reactRouterLoader));
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const [boot, data] = files;
  const script = `${loader}\n${boot?.text ?? ""}`;

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
    const routes = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = script.indexOf('import("/assets/entry.client-2.js");');
    expect([load, paint, preloads, batches, imports, routes, entry].every((at) => at >= 0)).toBe(true);
    expect(load < preloads && paint < preloads && preloads < batches && batches < imports && imports < routes).toBe(
      true,
    );
    expect(routes < entry).toBe(true);
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

  it("keeps only the wait in the page, then imports the page's boot module, named by its content", () => {
    expect(boot?.href).toMatch(/^\/assets\/boot-[\w-]{10}\.js$/);
    expect(loader.trimEnd().endsWith(`import("${boot?.href}");`)).toBe(true);
    expect(loader).not.toContain("/assets/manifest-1.js");
    expect(deferHydration(page(reactRouterLoader)).files[0]?.href, "the same page, the same name").toBe(boot?.href);
  });

  it("moves the page data out of the page into a file the boot module fetches and hands to React Router", () => {
    expect(html).not.toContain("streamController");
    expect(html).not.toMatch(/\$RC|id="S:0"|<template/);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    expect(data).toEqual({ href: expect.stringMatching(/^\/assets\/page-data-[\w-]{10}\.txt$/), text: pageData });
    const fetched = boot?.text.indexOf(`fetch("${data?.href}")`) ?? -1;
    const enqueued = boot?.text.indexOf("window.__reactRouterContext.streamController.enqueue(await data);") ?? -1;
    const closed = boot?.text.indexOf("window.__reactRouterContext.streamController.close();") ?? -1;
    const entry = boot?.text.indexOf('import("/assets/entry.client-2.js");') ?? -1;
    expect(fetched, "the data is requested first, beside the chunks").toBe("const data = ".length);
    expect(fetched < enqueued && enqueued < closed && closed < entry).toBe(true);
  });

  it("joins data React Router streams in several chunks, in order", () => {
    const tail = `<!--$--><script>window.__reactRouterContext.streamController.enqueue("[1,");</script><!--$--><script>window.__reactRouterContext.streamController.enqueue("2]");</script><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->`;
    expect(deferHydration(page(reactRouterLoader, tail)).files[1]?.text).toBe("[1,2]");
  });

  it("fails the build, naming the page, when anything but the data follows the loader", () => {
    expect(() =>
      deferHydration(page(reactRouterLoader, `${streamedData(pageData)}<p>Footer</p>`), "team/index.html"),
    ).toThrow(/team\/index\.html: React Router's page data is not in the shape/);
    expect(() => deferHydration(page(reactRouterLoader, ""), "team/index.html")).toThrow(/team\/index\.html/);
  });

  it("passes a page without React Router's loader through unchanged", () => {
    const stub = '<html><head><meta http-equiv="refresh" content="0;url=/impact"/></head><body></body></html>';
    expect(deferHydration(stub)).toEqual({ html: stub, files: [] });
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
    const loader = deferHydration(page(reactRouterLoader), "page", (href) => graph[href] ?? []).files[0]?.text ?? "";
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
