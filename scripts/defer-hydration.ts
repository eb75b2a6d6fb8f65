/**
 * Post-build step of `npm run build`: every pre-rendered page loads and paints
 * from its HTML first and only then starts loading its JavaScript
 * (docs/decisions/0003-javascript-budget.md, "LCP").
 *
 * React Router writes the page's scripts as `<link rel="modulepreload">` tags in
 * the head and one inline module that imports the manifest and the route modules,
 * then the client entry. Fetched at once, those ~125 KB compete with the hero
 * image and the fonts for a slow phone's bandwidth and hold back the first paint.
 * This step removes the preload tags and replaces the inline module with one
 * that first waits for the load event and the first contentful paint, then
 * imports the page's boot module (`/assets/boot-<hash>.js`), which adds the same
 * preloads, a few per task, and imports the same modules.
 *
 * The page's data for hydration leaves the HTML too. React Router streams it
 * into the page as inline scripts, wrapped in React's markup for a suspended
 * boundary that only the server renders: the page's copy a second time, 1–5 KB
 * after compression, which pushed most pages past what a new connection
 * delivers in its first round trip (TCP's initial window, about 14.6 KB), so a
 * phone waited a whole round trip more for its first paint. The build writes
 * the data to `/assets/page-data-<hash>.txt`, which the boot module fetches and
 * hands to React Router's stream, and drops the rest of that markup (the client
 * never renders it; React skips such nodes at the end of <body>).
 *
 * Nothing else changes: the content is in the HTML, links work before
 * hydration, and a page in a background tab hydrates when it is shown (or after
 * three seconds at the latest). If the data cannot be fetched, the page stays as
 * pre-rendered rather than hydrate into an error. The rest of the stylesheet is
 * the app's to load, when first needed (app/components/layout/whole-stylesheet.tsx).
 *
 * Runs before deploy-configs.ts, which hashes the new inline script into the
 * page's Content-Security-Policy.
 *
 *   npx tsx scripts/defer-hydration.ts [buildDir]
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { htmlFiles } from "./build-output";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");[ \t]*$/gm;
/** One chunk of React Router's page data, as it streams it into the page (the argument is a JSON string literal). */
const STREAM_CHUNK =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STREAM_CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
/**
 * The rest of what the server renders around that data and the client never does: React's markers of a suspended
 * boundary, its hidden holders and the inline scripts that move them into place once streamed.
 */
const STREAM_MARKUP = [
  /<!--\/?\$\??-->/g,
  /<template id="B:\d+"><\/template>/g,
  /<div hidden id="S:\d+">/g,
  /<\/div>/g,
  /<script id="_R_">[^<]*<\/script>/g,
  /<script>\$RB=[\s\S]*?<\/script>/g,
  /<script>\$RC\("B:\d+","S:\d+"\)<\/script>/g,
];

/**
 * Waits until the page has loaded (the window's load event: HTML, fonts and the images in view) and painted (the
 * browser's first-contentful-paint entry, or a frame where Paint Timing is missing), so the largest contentful paint is
 * on screen before any script is fetched; neither waits on a timer, so a test that stops the clock still hydrates. A hidden tab paints no frames and a stalled
 * image holds back the load event, so a timer bounds the wait.
 */
const AFTER_LOAD_PAINTED = `await new Promise((ready) => {
  setTimeout(ready, 3000);
  const loaded = new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true }));
  const painted = new Promise((resolve) => PerformanceObserver.supportedEntryTypes?.includes("paint")
    ? new PerformanceObserver((entries) => entries.getEntriesByName("first-contentful-paint").length && resolve()).observe({ type: "paint", buffered: true })
    : requestAnimationFrame(resolve));
  Promise.all([loaded, painted]).then(() => ready());
});`;

/**
 * Starting a request costs the main thread about a millisecond on a phone; the ~25 preloads of a page, added in one
 * go, made one long task. They go in a few at a time, each batch in a task of its own. A message to itself is the
 * yield: not a timer, which a test that stops the clock would hold back.
 */
const PRELOADS_PER_TASK = 3;
const NEXT_TASK = `const nextTask = () => new Promise((next) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = next;
  channel.port2.postMessage(null);
});`;

/** The modules a built chunk imports statically, as the browser resolves them (`/assets/x.js`). */
export type StaticImports = (href: string) => string[];

/**
 * The order in which the browser evaluates a module graph (depth first, each module after the modules it imports, in
 * the order it imports them), for the given roots.
 */
export function evaluationOrder(roots: string[], importsOf: StaticImports): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) visit(dependency);
    order.push(href);
  };
  for (const root of roots) visit(root);
  return order;
}

/** A file the rewrite adds to the build: its URL path ("/assets/boot-1a2b.js") and its text. */
export type BuildFile = { href: string; text: string };

const contentHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

/**
 * The page data React Router streams after its module loader (from `tailStart` to `</body>`), and the page without
 * it. Anything there besides the data and React's own markup around it fails the build, naming the page: the step
 * would otherwise drop it.
 */
export function takeStreamedData(html: string, tailStart: number, where: string): { html: string; data: string } {
  const bodyEnd = html.lastIndexOf("</body>");
  const tail = bodyEnd > tailStart ? html.slice(tailStart, bodyEnd) : "";
  const chunks = [...tail.matchAll(STREAM_CHUNK)].map((match) => JSON.parse(match[1] ?? '""') as string);
  const leftover = STREAM_MARKUP.reduce(
    (rest, pattern) => rest.replace(pattern, ""),
    tail.replace(STREAM_CHUNK, "").replace(STREAM_CLOSE, ""),
  );
  if (chunks.length === 0 || !tail.includes(STREAM_CLOSE) || leftover.trim() !== "") {
    throw new Error(
      `${where}: React Router's page data is not in the shape scripts/defer-hydration.ts knows; update it:\n${tail.slice(0, 2000)}`,
    );
  }
  return { html: html.slice(0, tailStart) + html.slice(bodyEnd), data: chunks.join("") };
}

/**
 * Rewrites one page; `where` names it in errors. Pages without React Router's loader (redirect stubs) pass unchanged.
 * `importsOf` tells which chunks each chunk imports, so the boot module can evaluate them one task each. Returns the
 * page and the files it now loads: its boot module and its page data.
 */
export function deferHydration(
  html: string,
  where = "page",
  importsOf: StaticImports = () => [],
): { html: string; files: BuildFile[] } {
  const loaders = [...html.matchAll(MODULE_LOADER)];
  const [loader] = loaders;
  if (!loader) return { html, files: [] };
  if (loaders.length > 1)
    throw new Error(`${where}: ${loaders.length} inline module scripts; expected React Router's one`);
  const body = loader[1] ?? "";
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1] ?? "");

  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, binding, specifier]) => ({ binding, specifier }));
  const rest = body.replace(STATIC_IMPORT, "").trim();
  if (imports.length === 0 || /^\s*import\s/m.test(rest) || !/import\("[^"]+"\);?\s*$/.test(rest)) {
    throw new Error(
      `${where}: React Router's module loader has an unexpected shape; update scripts/defer-hydration.ts:\n${body}`,
    );
  }
  const { html: page, data } = takeStreamedData(html, loader.index + loader[0].length, where);
  const dataFile = { href: `/assets/page-data-${contentHash(data)}.txt`, text: data };

  // Every module the entry needs, evaluated one per task before it, so no single task evaluates the whole graph.
  const entryCall = /import\("([^"]+)"\);?\s*$/.exec(rest);
  const entry = entryCall?.[1] ?? "";
  const roots = imports.map(({ specifier }) => JSON.parse(specifier ?? '""') as string);
  const modules = evaluationOrder([...roots, entry], importsOf).filter((href) => href !== entry);
  const boot = [
    `const data = fetch(${JSON.stringify(dataFile.href)}).then((response) => {`,
    "  if (!response.ok) throw new Error(`Page data: ${response.status} ${response.url}`);",
    "  return response.text();",
    "});",
    NEXT_TASK,
    `const preloads = ${JSON.stringify(preloads)};`,
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {`,
    `  for (const href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    "  await nextTask();",
    "}",
    `for (const href of ${JSON.stringify(modules)}) {`,
    "  await import(href);",
    "  await nextTask();",
    "}",
    `const [${imports.map(({ binding }) => binding ?? "").join(", ")}] = await Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(", ")}]);`,
    rest.slice(0, entryCall?.index).trim(),
    "// Without its data the page stays as pre-rendered (content and links work) rather than hydrate into an error.",
    "window.__reactRouterContext.streamController.enqueue(await data);",
    "window.__reactRouterContext.streamController.close();",
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  const bootFile = { href: `/assets/boot-${contentHash(boot)}.js`, text: `${boot}\n` };
  const waitThenBoot = `${AFTER_LOAD_PAINTED}\nimport(${JSON.stringify(bootFile.href)});`;

  return {
    html: page.replace(MODULEPRELOAD, "").replace(MODULE_LOADER, `<script type="module">${waitThenBoot}</script>`),
    files: [bootFile, dataFile],
  };
}

const CHUNK_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g;

export function deferHydrationInBuild(buildDir: string): number {
  const clientDir = path.join(buildDir, "client");
  const importsOf: StaticImports = (href) =>
    [...readFileSync(path.join(clientDir, href), "utf8").matchAll(CHUNK_IMPORT)].map((match) =>
      path.posix.join(path.posix.dirname(href), match[1] ?? ""),
    );
  let pages = 0;
  for (const file of htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    const html = readFileSync(full, "utf8");
    const deferred = deferHydration(html, file, importsOf);
    if (deferred.html !== html) {
      for (const { href, text } of deferred.files) writeFileSync(path.join(clientDir, href), text);
      writeFileSync(full, deferred.html);
      pages += 1;
    }
  }
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pages = deferHydrationInBuild(path.resolve(process.argv[2] ?? "build"));
  console.log(`Deferred scripts past load and first paint on ${pages} pages`);
}
