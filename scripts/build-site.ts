import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Builds into a staging folder beside BUILD_DIR and swaps it in only when the build succeeds: a build that fails
 * (a mistake in content/, say) leaves the previous build in place, still served by `npm start` and nginx.
 */
export function buildInPlaceOf(target: string, build: (dir: string) => boolean): boolean {
  const staging = `${target}.next`;
  const previous = `${target}.previous`;
  rmSync(staging, { recursive: true, force: true });
  if (!build(staging)) {
    rmSync(staging, { recursive: true, force: true });
    return false;
  }
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
  return true;
}

/** `astro build` into `dir`: BUILD_DIR passes on to astro.config.ts, which writes the client files there. */
export function astroBuild(dir: string): boolean {
  return (
    spawnSync("npx", ["astro", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: dir } }).status === 0
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!buildInPlaceOf(target, astroBuild)) {
    console.error(
      `\nThe site was not built. ${existsSync(target) ? `The previous build in ${target} is unchanged.` : ""}`,
    );
    process.exit(1);
  }
}
