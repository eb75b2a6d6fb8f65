import autocannon from "autocannon";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTACT_SEND_PATH, FORM_TOKEN_FIELD } from "~/contact/contact-rules";
import { MIN_FILL_MS } from "../server/leads/form-token";
import { openLeadStore } from "../server/leads/store";
import { formTokens, leadFields, startServerProcess } from "../tests/support/server-process";

/*
 * How long a visitor waits for "sent" while the mail server is down: `npm start` (the build in BUILD_DIR, which
 * must take leads: built without an EmailJS key) stores each lead and answers, and sending is left to the
 * background. autocannon posts distinct leads as the form's script does (the form's fields and a token, to /contact/send), from several connections at once, to a
 * server whose SMTP_URL points at a port that refuses connections. Fails when p99 exceeds P99_LIMIT_MS.
 *
 *   npm run bench:leads                              # 20 s, 10 connections, each posting as fast as it is answered
 *   npm run bench:leads -- --seconds 10 --connections 4 --rate 10   # 10 leads a second in all
 */

const P99_LIMIT_MS = 50;
/** More leads than 10 connections post in 20 s on these machines (26,427 measured). */
const POOL_AS_FAST_AS_ANSWERED = 40_000;
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg("seconds", 20);
const connections = arg("connections", 10);
const rate = arg("rate", 0);

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "headers.json"))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// A port that refuses connections: the mail server is down for the whole run.
const closed = createTcpServer();
await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
const downPort = (closed.address() as { port: number }).port;
await new Promise<void>((resolve) => closed.close(() => resolve()));

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
const server = await startServerProcess({
  BUILD_DIR: buildDir,
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${downPort}`,
  CONTACT_RATE_LIMIT: "1000000",
  NO_BUILD: "1",
});

try {
  // A send spends its token, as each visitor's does: one token for each lead the run can post, asked for first.
  // autocannon also builds a request ahead for each connection: a few to spare.
  const pool = await formTokens(server.url, (rate > 0 ? seconds * rate : POOL_AS_FAST_AS_ANSWERED) + connections * 4);
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
  let sequence = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    ...(rate > 0 ? { overallRate: rate } : {}),
    requests: [
      {
        method: "POST",
        path: CONTACT_SEND_PATH,
        // Each request a lead of its own, with a token of its own, so none is set aside as a duplicate or spam.
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
            "sec-fetch-site": "same-origin",
            origin: server.url,
          },
          body: new URLSearchParams({
            ...leadFields(`Bench Visitor ${(sequence += 1)}`),
            title: "Head of Partnerships",
            challenge: "Forty partners need to agree on one plan before the board meets in six weeks. ".repeat(8),
            [FORM_TOKEN_FIELD]: pool[sequence - 1] ?? "",
          }).toString(),
        }),
      },
    ],
  });

  const store = openLeadStore(dataDir, { messageIdDomain: "bench.example" });
  const counts = store.counts();
  store.close();
  const figures = [
    `| Leads posted (${seconds} s, ${connections} connections${rate > 0 ? `, ${rate} a second` : ""}, mail server down) | ${result.requests.total} |`,
    `| Answered 200, stored | ${result["2xx"]}, ${counts.pending + counts.sent + counts.failed} (${counts.spam} spam) |`,
    `| Answer time p50 / p99 / max | ${result.latency.p50} ms / ${result.latency.p99} ms / ${result.latency.max} ms |`,
    `| Errors, timeouts, non-2xx | ${result.errors}, ${result.timeouts}, ${result.non2xx} |`,
  ];
  console.log(["| Figure | Value |", "| --- | --- |", ...figures].join("\n"));
  const failures = [
    result.latency.p99 > P99_LIMIT_MS && `p99 ${result.latency.p99} ms is over ${P99_LIMIT_MS} ms`,
    result.errors + result.timeouts + result.non2xx > 0 && "some requests failed",
    counts.pending + counts.sent + counts.failed < result["2xx"] && "a lead answered 200 is not in the store",
    counts.spam > 0 && `${counts.spam} leads were kept as spam: the run posted more leads than it had tokens`,
  ].filter(Boolean);
  if (failures.length) {
    console.error(`FAILED: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
