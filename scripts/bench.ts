/**
 * `npm run bench`: what a visitor on a phone gets from every pre-rendered page of the production build.
 *
 * 1. Lighthouse 13, mobile (simulated slow 4G, 4× CPU slowdown: Lighthouse's own defaults), `--runs` runs per page
 *    (median of each figure), in Chromium as one process and in its usual process model: on these shared two-core
 *    machines a fresh renderer per run stretches a navigation's own work, so both are reported.
 * 2. Controls ready: the page loaded in Chromium with the same phone applied through the DevTools protocol (4× CPU,
 *    150 ms round trip, 1.6 Mbps), timing how long after the first paint every island on it has started (0 ms on a
 *    page whose controls need no script). A fast paint with dead controls is what this column catches.
 *
 * Both are reached over HTTP/2 with TLS, as through a CDN or a reverse proxy (scripts/tls-front.ts), in front of
 * `npm start`. Next to the site it measures a static reference page (one heading, no script, no stylesheet), served
 * the same way: what this machine and Lighthouse give a page that does nothing. Prints a table, writes
 * bench-results/latest.{json,md} and exits 1 when a page misses a target. Not part of `npm test`: timings are noisy.
 *
 *   npm run bench                                   build, then every page, 3 runs each
 *   npm run bench -- --no-build --runs 1 --only /,/team
 *   npm run bench -- --update-docs                  also writes the table into docs/performance.md
 *   npm run bench -- --calibrate                    scale the CPU slowdown to the host's BenchmarkIndex instead
 *   npm run bench -- --models one                   only the one-process model (quicker)
 *
 * CHROME_PATH (default /usr/bin/chromium) and BENCH_PORT (default 3170; the reference page and the two HTTP/2
 * fronts use the next three ports). Needs openssl for the fronts' throwaway certificate.
 */
import lighthouse from "lighthouse";
import { throttling as throttlingPresets } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { Http2SecureServer } from "node:http2";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Result } from "lighthouse";
import * as prettier from "prettier";
import puppeteer, { type Browser } from "puppeteer-core";
import { servedPages } from "~/lib/site-map";
import { pageFile, readSiteMap } from "~/lib/build-output";
import { cpuSlowdownFor } from "./cpu-calibration";
import { BUDGETS, jsBudgetFor, kb } from "./page-weight";
import { startTlsFront } from "./tls-front";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    "update-docs": { type: "boolean", default: false },
    "cpu-slowdown": { type: "string" },
    calibrate: { type: "boolean", default: false },
    models: { type: "string", default: "one,usual" },
  },
});

/** The targets per page (docs/performance.md); the byte budgets are shared with tests/e2e/budgets.test.ts. */
const TARGETS = { performance: 98, lcpMs: 1000, tbtMs: 50, cls: 0.01, ...BUDGETS };
/** The phone of the controls-ready pass, as tests/e2e/fixtures.ts applies it. */
const PHONE = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const RESULTS_DIR = path.resolve("bench-results");
/** Where `--update-docs` writes the table, between its bench:start and bench:end markers. */
const PERFORMANCE_DOC = "docs/performance.md";
const REFERENCE = { label: "_reference: static page, one h1, no script_", report: "reference-static" };
const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><meta name="description" content="A static page: one heading, no script, no stylesheet."></head><body><main><h1>Reference</h1></main></body></html>`;
const port = Number(process.env.BENCH_PORT ?? 3170);
const runs = Math.max(1, Number(options.runs));
const models = options.models.split(",").map((model) => model.trim()) as ("one" | "usual")[];
if (!models.length || models.some((model) => model !== "one" && model !== "usual"))
  throw new Error("--models takes one, usual or one,usual");
const fixedSlowdown = options.calibrate
  ? undefined
  : Number(options["cpu-slowdown"] ?? throttlingPresets.mobileSlow4G.cpuSlowdownMultiplier);
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1)) throw new Error("--cpu-slowdown must be a number ≥ 1");

type Lab = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  tbtRangeMs: [number, number];
  cls: number;
  bytes: { script: number; stylesheet: number; image: number; font: number; document: number; total: number };
  notes: string[];
};

type Row = {
  route: string;
  lighthouseVersion: string;
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Lighthouse per process model. */
  lab: Partial<Record<"one" | "usual", Lab>>;
  /** Islands on the page, and the median time from first paint until the last of them started. */
  islands: number;
  controlsReadyMs: number;
};

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** `npm start`'s server (server/main.ts) on the build, in its own process group so it stops with its children. */
async function startSite(): Promise<ChildProcess> {
  if (!existsSync(path.join(BUILD_DIR, "site-map.json"))) throw new Error(`no build in ${BUILD_DIR}: drop --no-build`);
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what runs there or set BENCH_PORT`);
  // NO_BUILD: the build measured is the one in BUILD_DIR, never rebuilt by the server first.
  const child = spawn("npx", ["tsx", "server/main.ts"], {
    env: { ...process.env, BUILD_DIR, PORT: String(port), HOST: "127.0.0.1", NO_BUILD: "1" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopSite(child);
  throw new Error(`the server did not start on port ${port}:\n${errors}`);
}

function stopSite(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** The reference page, compressed the way the site's pages are sent. */
function startReference(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    response.end(REFERENCE_HTML);
  });
  return new Promise((resolve) => server.listen(port + 1, "127.0.0.1", () => resolve(server)));
}

function launch(model: "one" | "usual"): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    defaultViewport: null,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      // The HTTP/2 fronts' throwaway certificate (scripts/tls-front.ts).
      "--ignore-certificate-errors",
      ...(model === "one" ? ["--single-process"] : []),
    ],
  });
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** The host's BenchmarkIndex: the median of five fresh tabs, after one that warms the browser up. */
async function measureHost(browser: Browser): Promise<number> {
  const indexes: number[] = [];
  for (let tab = 0; tab < 6; tab += 1) {
    const page = await browser.newPage();
    try {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    } finally {
      await page.close();
    }
  }
  return medianOf(indexes.slice(1));
}

/** Why a run cannot be counted: Lighthouse's runtime error, or audits that errored and left a category unscored. */
function failureOf(lhr: Result): string | undefined {
  if (lhr.runtimeError) return lhr.runtimeError.message;
  const unscored = Object.values(lhr.categories).filter((category) => category.score === null);
  if (unscored.length === 0) return undefined;
  const errors = Object.entries(lhr.audits)
    .filter(([, audit]) => audit.scoreDisplayMode === "error")
    .map(([id, audit]) => `${id}: ${audit.errorMessage ?? "error"}`);
  return `${unscored.map((category) => category.title).join(", ")} not scored (${errors.join("; ") || "no audit says why"})`;
}

/** Lighthouse's runs of a URL; a run that fails or leaves a category unscored is tried again, up to 4× per run. */
async function lighthouseRuns(browser: Browser, url: string, cpuSlowdownMultiplier: number): Promise<Result[]> {
  const lhrs: Result[] = [];
  for (let attempt = 0; lhrs.length < runs && attempt < runs * 4; attempt += 1) {
    const page = await browser.newPage();
    try {
      const result = await lighthouse(
        url,
        {
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          throttlingMethod: "simulate",
          throttling: { ...throttlingPresets.mobileSlow4G, cpuSlowdownMultiplier },
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const failure = failureOf(result.lhr);
      if (failure) console.warn(`${url}: ${failure}; running again`);
      else lhrs.push(result.lhr);
    } finally {
      await page.close();
    }
  }
  if (lhrs.length < runs) throw new Error(`Lighthouse could not measure ${url}`);
  return lhrs;
}

/** Each score and timing is the median of that figure over the runs (Lighthouse CI's `median`); bytes do not vary. */
function toLab(all: Result[], reportName: string): Lab {
  const lhr: Result = computeMedianRun(all);
  mkdirSync(path.join(RESULTS_DIR, "lhr"), { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, "lhr", `${reportName}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round(medianOf(all.map((one) => one.categories[id]?.score ?? 0)) * 100);
  const numeric = (id: string) => medianOf(all.map((one) => one.audits[id]?.numericValue ?? Number.NaN));
  const tbts = all.map((one) => one.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
  const items = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const transfer = (type: string) => items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
    cls: numeric("cumulative-layout-shift"),
    bytes: {
      script: transfer("script"),
      stylesheet: transfer("stylesheet"),
      image: transfer("image"),
      font: transfer("font"),
      document: transfer("document"),
      total: transfer("total"),
    },
    notes: [
      ...lhr.runWarnings,
      ...["accessibility", "best-practices", "seo"].flatMap((id) => {
        const failed = (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        return failed.length ? [`${lhr.categories[id]?.title} below 100: ${failed.join(", ")}`] : [];
      }),
    ],
  };
}

/**
 * Loads the page on the phone and returns how long after its first paint the last island started (Astro drops an
 * island's `ssr` attribute once its component has hydrated), or 0 when the page has none. Median of the runs.
 */
async function controlsReady(browser: Browser, url: string): Promise<{ islands: number; ms: number }> {
  const times: number[] = [];
  let islands = 0;
  for (let attempt = 0; attempt < runs; attempt += 1) {
    // A page in the default context: Chromium in one process cannot open another context. A first visit each run.
    const page = await browser.newPage();
    try {
      const cdp = await page.createCDPSession();
      await cdp.send("Network.clearBrowserCache");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpu });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: PHONE.latency,
        downloadThroughput: PHONE.down,
        uploadThroughput: PHONE.up,
      });
      await page.evaluateOnNewDocument(() => {
        const started: number[] = [];
        Object.assign(window, { __islandsStarted: started });
        new MutationObserver((records) => {
          for (const record of records) {
            const island = record.target as Element;
            if (island.localName === "astro-island" && !island.hasAttribute("ssr")) started.push(performance.now());
          }
        }).observe(document, { attributes: true, attributeFilter: ["ssr"], subtree: true });
      });
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      const result = await page.waitForFunction(
        () => {
          const count = document.querySelectorAll("astro-island").length;
          const started = (window as unknown as { __islandsStarted: number[] }).__islandsStarted;
          if (started.length < count) return false;
          const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
          if (paint === undefined) return false;
          return { islands: count, ms: count ? Math.max(0, Math.max(...started) - paint) : 0 };
        },
        { timeout: 60_000, polling: 50 },
      );
      const value = (await result.jsonValue()) as { islands: number; ms: number };
      islands = value.islands;
      times.push(value.ms);
    } finally {
      await page.close();
    }
  }
  return { islands, ms: medianOf(times) };
}

/** Every target a page misses, in words. */
function brokenTargets(row: Row): string[] {
  const broken: string[] = [];
  for (const [model, lab] of Object.entries(row.lab)) {
    const where = models.length > 1 ? ` (${model === "one" ? "one process" : "usual model"})` : "";
    if (lab.performance < TARGETS.performance)
      broken.push(`performance ${lab.performance} < ${TARGETS.performance}${where}`);
    if (!(lab.lcpMs <= TARGETS.lcpMs)) broken.push(`LCP ${Math.round(lab.lcpMs)} ms > ${TARGETS.lcpMs} ms${where}`);
    if (!(lab.tbtMs <= TARGETS.tbtMs)) broken.push(`TBT ${Math.round(lab.tbtMs)} ms > ${TARGETS.tbtMs} ms${where}`);
    if (!(lab.cls <= TARGETS.cls)) broken.push(`CLS ${lab.cls.toFixed(3)} > ${TARGETS.cls}${where}`);
  }
  const script = Object.values(row.lab)[0]?.bytes.script ?? 0;
  if (row.islands === 0 && script > TARGETS.scriptWithoutIslands)
    broken.push(`JS ${kb(script)} > ${kb(TARGETS.scriptWithoutIslands)} on a page without islands`);
  if (script > jsBudgetFor(row.route)) broken.push(`JS ${kb(script)} > ${kb(jsBudgetFor(row.route))}`);
  return broken;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

function markdownTable(rows: Row[]): string {
  const labHeader = (model: "one" | "usual") => {
    const suffix = models.length > 1 ? (model === "one" ? " ¹" : " ²") : "";
    return [`Perf${suffix}`, `LCP${suffix}`, `TBT${suffix}`];
  };
  const header = [
    "Route",
    ...models.flatMap(labHeader),
    "A11y",
    "BP",
    "SEO",
    "CLS",
    "Controls ready",
    "HTML",
    "JS",
    "CSS",
    "Images",
    "Fonts",
    "Total",
  ];
  const line = (row: Row) => {
    const first = row.lab[models[0] ?? "one"];
    return [
      row.route,
      ...models.flatMap((model) => {
        const lab = row.lab[model];
        return lab
          ? [
              lab.performance,
              seconds(lab.lcpMs),
              runs > 1 ? `${ms(lab.tbtMs)} (${lab.tbtRangeMs.map(Math.round).join("–")})` : ms(lab.tbtMs),
            ]
          : ["", "", ""];
      }),
      first?.accessibility ?? "",
      first?.bestPractices ?? "",
      first?.seo ?? "",
      first?.cls.toFixed(3) ?? "",
      row.islands ? `${ms(row.controlsReadyMs)} (${row.islands} island${row.islands > 1 ? "s" : ""})` : "0 ms",
      ...(first
        ? [
            first.bytes.document,
            first.bytes.script,
            first.bytes.stylesheet,
            first.bytes.image,
            first.bytes.font,
            first.bytes.total,
          ].map(kb)
        : []),
    ].join(" | ");
  };
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${line(row)} |`),
  ].join("\n");
}

async function main() {
  if (!options["no-build"]) run("npm", ["run", "build"]);
  const siteMap = readSiteMap(BUILD_DIR);
  const only = options.only?.split(",").map((route) => route.trim());
  const routes = servedPages(siteMap).filter((route) => !only || only.includes(route));
  const islandsIn = (route: string) =>
    (readFileSync(path.join(BUILD_DIR, "client", pageFile(route)), "utf8").match(/<astro-island\b/g) ?? []).length;

  let site: ChildProcess | undefined;
  let reference: Server | undefined;
  const fronts: Http2SecureServer[] = [];
  const browsers: Browser[] = [];
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      browsers.forEach((browser) => browser.process()?.kill());
      if (site) stopSite(site);
      process.exit(130);
    });
  }
  const rows: Row[] = [];
  let hostIndex: number;
  try {
    site = await startSite();
    reference = await startReference();
    // What the browser reaches: HTTP/2 over TLS in front of each.
    const [siteFront, referenceFront] = [port + 2, port + 3];
    fronts.push(await startTlsFront(siteFront, port), await startTlsFront(referenceFront, port + 1));
    const byModel = Object.fromEntries(
      await Promise.all(models.map(async (model) => [model, await launch(model)] as const)),
    ) as Partial<Record<"one" | "usual", Browser>>;
    browsers.push(...Object.values(byModel));
    const [first] = browsers;
    if (!first) throw new Error("no browser");
    hostIndex = await measureHost(first);
    const slowdown = fixedSlowdown ?? cpuSlowdownFor(hostIndex);
    console.log(`Host BenchmarkIndex ${Math.round(hostIndex)}: CPU slowdown ${slowdown.toFixed(2)}×`);

    const measureRow = async (route: string, url: string, reportName: string, withControls: boolean) => {
      const lab: Row["lab"] = {};
      let version = "";
      let index = Number.NaN;
      for (const model of models) {
        const browser = byModel[model];
        if (!browser) continue;
        const all = await lighthouseRuns(browser, url, slowdown);
        version = all[0]?.lighthouseVersion ?? version;
        index = all[0]?.environment.benchmarkIndex ?? index;
        lab[model] = toLab(all, `${reportName}-${model}`);
      }
      const controls = withControls ? await controlsReady(first, url) : { islands: 0, ms: 0 };
      const row: Row = {
        route,
        lighthouseVersion: version,
        benchmarkIndex: index,
        cpuSlowdown: slowdown,
        lab,
        islands: controls.islands,
        controlsReadyMs: controls.ms,
      };
      const broken = withControls ? brokenTargets(row) : [];
      const figures = Object.entries(lab)
        .map(([model, one]) => `${model}: perf ${one.performance} LCP ${ms(one.lcpMs)} TBT ${ms(one.tbtMs)}`)
        .join("  ");
      console.log(
        `${route.padEnd(34)} ${figures}  controls ${ms(row.controlsReadyMs)}  JS ${kb(Object.values(lab)[0]?.bytes.script ?? 0)}${broken.length ? `  ✗ ${broken.join("; ")}` : ""}`,
      );
      return row;
    };

    rows.push(await measureRow(REFERENCE.label, `https://127.0.0.1:${referenceFront}/`, REFERENCE.report, false));
    for (const route of routes) {
      const report = route.replace(/^\/$/, "/home").slice(1).replace(/\//g, "_");
      const row = await measureRow(route, `https://127.0.0.1:${siteFront}${route}`, report, true);
      if (row.islands !== islandsIn(route))
        throw new Error(`${route}: counted ${row.islands} islands, the HTML has ${islandsIn(route)}`);
      rows.push(row);
    }
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    if (site) stopSite(site);
    reference?.close();
    for (const front of fronts) front.close();
  }

  const [referenceRow, ...pageRows] = rows;
  const table = markdownTable([...pageRows, ...(referenceRow ? [referenceRow] : [])]);
  const failures = pageRows.flatMap((row) => brokenTargets(row).map((problem) => `${row.route}: ${problem}`));
  const notes = pageRows.flatMap((row) =>
    Object.values(row.lab).flatMap((lab) => lab.notes.map((note) => `${row.route}: ${note}`)),
  );
  const cpu =
    fixedSlowdown === undefined
      ? `CPU slowdown ${(referenceRow?.cpuSlowdown ?? Number.NaN).toFixed(2)}× calibrated to the host`
      : `CPU slowdown ${fixedSlowdown.toFixed(2)}×`;
  const modelNote =
    models.length > 1
      ? "¹ Chromium in one process, ² Chromium's usual process model"
      : `Chromium ${models[0] === "one" ? "in one process" : "in its usual process model"}`;
  const summary = `Lighthouse ${referenceRow?.lighthouseVersion}, mobile, simulated slow 4G, HTTP/2 over TLS, ${cpu} (host BenchmarkIndex ${Math.round(hostIndex)}), median of ${runs} run(s) per page for each figure; ${modelNote}. Controls ready: time from first paint until every island on the page has started, on the same phone applied through DevTools (4× CPU, 150 ms, 1.6 Mbps). Bytes transferred (compressed).`;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    runs,
    models,
    hostBenchmarkIndex: hostIndex,
    targets: TARGETS,
    rows,
    failures,
    notes,
  };
  writeFileSync(path.join(RESULTS_DIR, "latest.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, "latest.md"), `${summary}\n\n${table}\n`);

  if (options["update-docs"]) {
    const performanceDoc = readFileSync(PERFORMANCE_DOC, "utf8");
    const section = `<!-- bench:start -->\n\n${summary} ${new Date().toISOString().slice(0, 10)}.\n\n${table}\n\n<!-- bench:end -->`;
    const markers = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
    if (!markers.test(performanceDoc))
      throw new Error(`${PERFORMANCE_DOC} has no <!-- bench:start --> … <!-- bench:end --> markers`);
    const updated = performanceDoc.replace(markers, section);
    const config = await prettier.resolveConfig(PERFORMANCE_DOC);
    writeFileSync(PERFORMANCE_DOC, await prettier.format(updated, { ...config, filepath: PERFORMANCE_DOC }));
  }

  console.log(`\n${summary}\n\n${table}\n`);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`Results: ${path.relative(process.cwd(), path.join(RESULTS_DIR, "latest.md"))} and latest.json`);
  if (failures.length) {
    console.error(`\n${failures.length} target(s) missed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`\nEvery page meets the targets.`);
}

await main();
