import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentProblems } from "../src/content/validate";
import { describeProblems } from "../src/lib/content-problems";

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

/**
 * `npm run build`: the content is checked first, and a mistake in it is listed in plain words, one a line, before
 * Astro starts (Astro would wrap what its config hook throws in its own report and a stack trace).
 */
export function buildSite(target: string, build: (dir: string) => boolean = astroBuild): boolean {
  const problems = contentProblems();
  if (problems.length > 0) console.error(describeProblems(problems));
  const built = problems.length === 0 && buildInPlaceOf(target, build);
  if (!built) {
    console.error(
      `\nThe site was not built. ${existsSync(target) ? `The previous build in ${target} is unchanged.` : ""}`,
    );
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!buildSite(path.resolve(process.env.BUILD_DIR ?? "build"))) process.exit(1);
}
