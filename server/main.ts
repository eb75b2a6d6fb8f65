import closeWithGrace from "close-with-grace";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createServer } from "./app";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

// No headers.json (scripts/deploy-configs.ts, near the end of `npm run build`): no usable build yet.
if (!existsSync(path.join(buildDir, "headers.json"))) {
  console.log(`No build in ${buildDir}: building first.`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
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
