import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/*
 * A bounded load test of `npm start` on loopback only: autocannon (Fastify's own load tool) at 50 connections for
 * 30 s on / and /team, as browsers ask for them (Brotli accepted), sampling the server's resident memory. It
 * fails when a request errors or answers other than 200, or when memory after the run has grown past a warm-up
 * baseline by more than MAX_GROWTH_MB. Needs a build (`npm run build`).
 *
 *   npm run bench:load                          # 30 s, 50 connections
 *   npm run bench:load -- --seconds 10 --connections 20
 */

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg("seconds", 30);
const connections = arg("connections", 50);
const WARM_UP_SECONDS = 5;
const MAX_GROWTH_MB = 20;
const PATHS = ["/", "/team"];

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "headers.json"))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3999);
const url = `http://127.0.0.1:${port}`;

/** The server's resident memory in MB: from /proc on Linux, else from ps. */
function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(status, "utf8"))?.[1];
    return Number(kb) / 1024;
  }
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

// One process (tsx as an import hook, not its own launcher), so its memory is the server's.
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
const pid = server.pid ?? 0;

async function waitUntilUp() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error("the server did not start");
}

function run(duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "br, gzip" },
    requests: PATHS.map((p) => ({ method: "GET" as const, path: p })),
  });
}

try {
  await waitUntilUp();
  await run(WARM_UP_SECONDS);
  await sleep(1000);
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
  const result = await run(seconds);
  clearInterval(sampler);
  await sleep(2000);
  const after = rssMb(pid);
  const growth = after - baseline;

  const mb = (value: number) => `${value.toFixed(1)} MB`;
  const figures = [
    `| Requests (${seconds} s, ${connections} connections, ${PATHS.join(" and ")}) | ${result.requests.total} |`,
    `| Requests per second (mean) | ${Math.round(result.requests.average)} |`,
    `| Latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms |`,
    `| Errors, timeouts, non-2xx | ${result.errors}, ${result.timeouts}, ${result.non2xx} |`,
    `| Server memory (RSS) after warm-up / peak / after | ${mb(baseline)} / ${mb(peak)} / ${mb(after)} |`,
  ];
  console.log(["| Figure | Value |", "| --- | --- |", ...figures].join("\n"));

  const failures = [
    result.errors + result.timeouts > 0 && `${result.errors} errors, ${result.timeouts} timeouts`,
    result.non2xx > 0 && `${result.non2xx} answers other than 2xx`,
    growth > MAX_GROWTH_MB && `memory grew ${mb(growth)} (limit ${MAX_GROWTH_MB} MB)`,
  ].filter(Boolean);
  if (failures.length) {
    console.error(`FAILED: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
}
