import closeWithGrace from "close-with-grace";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createServer } from "./app";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

// The build writes headers.json last (src/integrations/site-integration.ts): without it there is no complete build.
if (!existsSync(path.join(buildDir, "headers.json"))) {
  console.log(`No build in ${buildDir}: building first.`);
  // BUILD_DIR passes on to astro.config.ts, so the build lands where this server reads it.
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const app = await createServer({ buildDir });
app.log.info(`Node.js ${process.version}`);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error(err, "shutting down after an error");
  else app.log.info(`${signal}: closing`);
  await app.close();
});

await app.listen({ port, host });
