import "./load-env";
import closeWithGrace from "close-with-grace";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { createServer } from "./app";
import { completeBuild, prepareBuild } from "./build-freshness";
import { staffAreaFromEnv } from "./staff-area";
import { dataDirProblem, deliveryLine, leadServiceFromEnv, mailServerOf } from "./leads/config";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const trustProxy = process.env.TRUST_PROXY?.trim();

function build(): boolean {
  // BUILD_DIR passes on to astro.config.ts, so the build lands where this server reads it.
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  return result.status === 0;
}

/** Stops before serving, with one plain line. */
function refuse(problem: string): never {
  console.error(problem);
  process.exit(1);
}

// NO_BUILD=1 serves a build made elsewhere as it is (a deploy that ships build/ alone; the tests' fixture builds).
if (process.env.NO_BUILD === "1") {
  if (!completeBuild(buildDir))
    refuse(`NO_BUILD=1, and ${buildDir} holds no complete build: run \`npm run build\` first.`);
} else if (!prepareBuild({ root, buildDir, build })) process.exit(1);

let leads: ReturnType<typeof leadServiceFromEnv>;
try {
  leads = leadServiceFromEnv(buildDir);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
const staff = staffAreaFromEnv(buildDir);
const dataDir = leads ? leads.dataDir : staff ? staff.dataDir : null;
const dataProblem = dataDir ? dataDirProblem(dataDir) : null;
if (dataProblem) refuse(dataProblem);

const app = await createServer({
  buildDir,
  leads,
  staff,
  ...(trustProxy ? { trustProxy: trustProxy === "true" ? true : trustProxy } : {}),
});
app.log.info(`Node.js ${process.version}`);

// Believing any sender's X-Forwarded-For lets anyone who reaches the port pose as many visitors to the rate limit.
const loopback = ["127.0.0.1", "::1", "localhost"].includes(host);
if ((trustProxy === "true" || /^\d+$/.test(trustProxy ?? "")) && !loopback) {
  app.log.warn(
    `TRUST_PROXY=${trustProxy} believes X-Forwarded-For from anyone who reaches ${host}:${port}: name the proxy by address (TRUST_PROXY=127.0.0.1), or listen on HOST=127.0.0.1 behind it.`,
  );
}

if (leads) {
  const line = deliveryLine(leads);
  if (leads.mail) app.log.info(line);
  else app.log.warn(line);
  // Says early whether the mail server can be reached and accepts the login; sending retries either way.
  const server = mailServerOf(leads.smtpUrl ?? "");
  leads.mail?.transport
    .verify?.()
    .then(() => app.log.info(`the mail server ${server} answers and accepts the login`))
    .catch((error: unknown) =>
      app.log.warn(
        `the mail server ${server} cannot be used yet (${error instanceof Error ? error.message : String(error)}): leads wait and are retried`,
      ),
    );
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error(err, "shutting down after an error");
  else app.log.info(`${signal}: closing`);
  await app.close();
});

await app.listen({ port, host });
