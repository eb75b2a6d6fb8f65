import "./load-env";
import closeWithGrace from "close-with-grace";
import path from "node:path";
import { codeVersion } from "~/lib/build-versions";
import { createServer } from "./app";
import { serverConfig, type ServerConfig } from "./config";
import { staffAreaSettings, siteRootOf } from "./staff/staff-area-plugin";
import { dataDirProblem, deliveryLine, leadServiceOf, mailServerOf } from "./leads/config";
import { npmBuild } from "./releases/npm-build";
import { openReleaseFolder } from "./releases/release-folder";
import { startingRelease } from "./releases/startup";

const root = path.resolve(import.meta.dirname, "..");

/** Stops before serving, with one plain line. */
function refuse(problem: string): never {
  console.error(problem);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = serverConfig();
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
const { buildDir, port, host, trustProxy } = config;

const folder = openReleaseFolder(config.releasesDir, { warn: (line) => console.warn(line) });
const code = codeVersion(root);
const staff = staffAreaSettings(config, { folder, code });
const started = await startingRelease({
  root: siteRootOf(config),
  folder,
  code,
  buildDir,
  staffArea: staff !== false,
  noBuild: config.noBuild,
  build: npmBuild,
  logger: {
    info: (line) => console.log(line),
    warn: (line) => console.warn(line),
    error: (line) => console.error(line),
  },
});
if ("problem" in started) refuse(started.problem);
const liveBuild = folder.buildOf(started.id);

const leads = leadServiceOf(liveBuild, config);
const dataDir = leads ? leads.dataDir : staff ? staff.dataDir : null;
const dataProblem = dataDir ? dataDirProblem(dataDir) : null;
if (dataProblem) refuse(dataProblem);

const app = await createServer({
  buildDir: liveBuild,
  leads,
  staff,
  ...(trustProxy ? { trustProxy: trustProxy === "true" ? true : trustProxy } : {}),
});
app.log.info(`Node.js ${process.version}; serving the version ${started.id} (${path.relative(root, liveBuild)})`);

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
