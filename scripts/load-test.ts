import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

/*
 * A bounded load test of `npm start` on loopback only: autocannon (Fastify's own load tool) at 50 connections for
 * 30 s on / and /team, as browsers ask for them (Brotli accepted), after a 5 s warm-up. It fails when a request
 * errors or answers other than 200, or when the server's memory is still growing at the end. Needs a build
 * (`npm run build`).
 *
 * Memory: the run is split into ROUNDS rounds. After the warm-up and after each round the server gets a full GC
 * (through its inspector, on a free loopback port) and gives its resident memory (RSS) and V8 heap in use. It fails
 * when either rose by more than MIN_GROWTH_MB in each of the last GROWING_ROUNDS rounds. Why: under load memory
 * climbs to a high-water mark (V8's young generation, the allocator's arenas, early or late in a run)
 * and stays there, which is no leak; a leak survives a GC and grows again with every round. The peak RSS under load
 * is reported, not judged. A longer `--seconds` makes the rounds bigger and the check finer.
 *
 *   npm run bench:load                          # 30 s, 50 connections
 *   npm run bench:load -- --seconds 10 --connections 20
 */

const WARM_UP_SECONDS = 5;
const ROUNDS = 6;
const GROWING_ROUNDS = 3;
const MIN_GROWTH_MB = 1;
const PATHS = ["/", "/team"];

/**
 * Whether a memory figure taken after the warm-up and after each round (`series`, in MB) is still growing: it rose
 * by more than `minGrowthMb` in each of the last `rounds` rounds. A one-off rise, however large, is a high-water mark.
 */
export function stillGrowing(
  series: readonly number[],
  { rounds = GROWING_ROUNDS, minGrowthMb = MIN_GROWTH_MB } = {},
): boolean {
  const last = series.slice(-(rounds + 1));
  return last.length === rounds + 1 && last.slice(1).every((value, i) => value - (last[i] ?? value) > minGrowthMb);
}

/** The server's resident memory in MB: from /proc on Linux, else from ps. */
function rssMb(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(status, "utf8"))?.[1];
    return Number(kb) / 1024;
  }
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

/** A DevTools-protocol session with the server's inspector, for a full GC and the V8 heap in use after it. */
async function inspector(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`could not reach the server's inspector at ${url}`));
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const call = waiting.get(message.id ?? -1);
    waiting.delete(message.id ?? -1);
    if (message.error) call?.reject(new Error(message.error.message));
    else call?.resolve(message.result);
  };
  let lastId = 0;
  const send = (method: string) =>
    new Promise<unknown>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method }));
    });
  return {
    /** A full GC, then the V8 heap in use in MB. */
    async heapAfterGcMb(): Promise<number> {
      await send("HeapProfiler.collectGarbage");
      const { usedSize } = (await send("Runtime.getHeapUsage")) as { usedSize: number };
      return usedSize / 2 ** 20;
    },
    close: () => socket.close(),
  };
}

async function main() {
  const arg = (name: string, fallback: number) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : fallback;
  };
  const seconds = arg("seconds", 30);
  const connections = arg("connections", 50);

  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "headers.json"))) {
    console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3999);
  const url = `http://127.0.0.1:${port}`;

  // One process (tsx as an import hook, not its own launcher), so its memory is the server's. The inspector listens
  // on a free loopback port and names it on stderr; the server's own stderr passes through.
  const server = spawn(process.execPath, ["--inspect=127.0.0.1:0", "--import", "tsx", "server/main.ts"], {
    // NO_BUILD: the build checked above is the one measured, never rebuilt first.
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", NO_BUILD: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const pid = server.pid ?? 0;
  let inspectorUrl: string | undefined;
  createInterface({ input: server.stderr }).on("line", (line) => {
    const listening = /^Debugger listening on (ws:\/\/\S+)/.exec(line);
    if (listening) inspectorUrl ??= listening[1];
    else if (!/^(Debugger |For help, see: )/.test(line)) console.error(line);
  });

  async function waitUntilUp() {
    for (let i = 0; i < 100; i += 1) {
      try {
        if (inspectorUrl && (await fetch(`${url}/robots.txt`)).ok) return inspectorUrl;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error(inspectorUrl ? "the server did not start" : "the server named no inspector on stderr");
  }

  // Each round's raw result (histograms encoded), so that autocannon's aggregateResult merges the rounds' latencies.
  type RoundResult = { duration: number };
  const { aggregateResult } = autocannon as unknown as {
    aggregateResult(results: RoundResult[], options: { url: string; connections: number }): autocannon.Result;
  };
  const run = (duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      headers: { "accept-encoding": "br, gzip" },
      requests: PATHS.map((p) => ({ method: "GET" as const, path: p })),
      skipAggregateResult: true,
    }) as unknown as Promise<RoundResult>;

  let session: Awaited<ReturnType<typeof inspector>> | undefined;
  try {
    const gc = await inspector(await waitUntilUp());
    session = gc;
    const rss: number[] = [];
    const heap: number[] = [];
    const sample = async () => {
      await sleep(1000); // The last responses out, the sockets closed.
      heap.push(await gc.heapAfterGcMb());
      rss.push(rssMb(pid));
    };

    await run(WARM_UP_SECONDS);
    await sample();
    let peak = 0;
    const rounds: RoundResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
      rounds.push(await run(seconds / ROUNDS));
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      await sample();
    }
    const result = aggregateResult(rounds, { url, connections });
    const loadSeconds = rounds.reduce((sum, round) => sum + round.duration, 0);

    const mb = (values: number[]) => `${values.map((value) => value.toFixed(1)).join(", ")} MB`;
    const figures = [
      `| Requests (${seconds} s in ${ROUNDS} rounds, ${connections} connections, ${PATHS.join(" and ")}) | ${result.requests.total} |`,
      `| Requests per second (mean) | ${Math.round(result.requests.total / loadSeconds)} |`,
      `| Latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms |`,
      `| Errors, timeouts, non-2xx | ${result.errors}, ${result.timeouts}, ${result.non2xx} |`,
      `| Server memory (RSS) after a full GC: after warm-up / after each round; peak under load | ${mb(rss.slice(0, 1))} / ${mb(rss.slice(1))}; ${mb([peak])} |`,
      `| V8 heap in use after a full GC: after warm-up / after each round | ${mb(heap.slice(0, 1))} / ${mb(heap.slice(1))} |`,
    ];
    console.log(["| Figure | Value |", "| --- | --- |", ...figures].join("\n"));

    const growing = (name: string, series: number[]) =>
      stillGrowing(series) &&
      `${name} still growing: up by more than ${MIN_GROWTH_MB} MB in each of the last ${GROWING_ROUNDS} rounds (${mb(series.slice(-GROWING_ROUNDS - 1))})`;
    const failures = [
      result.errors + result.timeouts > 0 && `${result.errors} errors, ${result.timeouts} timeouts`,
      result.non2xx > 0 && `${result.non2xx} answers other than 2xx`,
      growing("resident memory", rss),
      growing("V8 heap", heap),
    ].filter(Boolean);
    if (failures.length) {
      console.error(`FAILED: ${failures.join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    // Close the inspector session first: a process exiting with a debugger attached waits for it to go.
    session?.close();
    server.kill("SIGTERM");
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
