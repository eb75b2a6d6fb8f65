import "./load-env";
import closeWithGrace from "close-with-grace";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { createServer } from "./app";
import { prepareBuild } from "./build-freshness";

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

if (!prepareBuild({ root, buildDir, build })) process.exit(1);

const app = await createServer({
  buildDir,
  ...(trustProxy ? { trustProxy: trustProxy === "true" ? true : trustProxy } : {}),
});
app.log.info(`Node.js ${process.version}`);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error(err, "shutting down after an error");
  else app.log.info(`${signal}: closing`);
  await app.close();
});

await app.listen({ port, host });
