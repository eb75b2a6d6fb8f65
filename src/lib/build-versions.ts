import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * What a build is made of, as two fingerprints: the code (everything but content/) and the content. A release records
 * both, so `npm start` can tell a code change (rebuild the live content with the new code) from a content change
 * (drafts: they wait for a publish).
 */

/** The site's code: what the build reads besides content/. Tests change no page. */
const CODE_INPUTS = [
  "src",
  "scripts",
  "public",
  "astro.config.ts",
  "keystatic.config.ts",
  "package-lock.json",
  "package.json",
  "tsconfig.json",
];
/** Made by the build itself (scripts/build-images.ts), or tests beside the code. */
const NOT_CODE = /^public\/(?:images|social)\/|^public\/logo\.png$|\.test\.tsx?$/;

/** The files under `paths` of `root` (recursively), as sorted paths relative to `root` with forward slashes. */
function filesUnder(root: string, paths: readonly string[], skip?: RegExp): string[] {
  const files: string[] = [];
  for (const entry of paths) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const names = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: "utf8" }).map((name) => path.join(entry, name))
      : [entry];
    for (const name of names) {
      const relative = name.split(path.sep).join("/");
      if (skip?.test(relative)) continue;
      if (statSync(path.join(root, name)).isFile()) files.push(relative);
    }
  }
  return files.sort();
}

function fingerprint(root: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 20);
}

/**
 * The fingerprint of the site's code in `root`: a change to any file the build reads besides content/ changes it, and
 * so does the drafts folder the build's editor saves into (PUBLIC_CONTENT_DIR), so a server never adopts a build whose
 * editor would save somewhere else.
 */
export function codeVersion(root: string, editorContent = process.env.PUBLIC_CONTENT_DIR?.trim() || "content"): string {
  return createHash("sha256")
    .update(`${fingerprint(root, filesUnder(root, CODE_INPUTS, NOT_CODE))}\0${path.resolve(root, editorContent)}`)
    .digest("hex")
    .slice(0, 20);
}

/** The fingerprint of a content folder: the same files with the same bytes, the same fingerprint. */
export function contentVersion(contentDir: string): string {
  return fingerprint(
    contentDir,
    filesUnder(contentDir, ["."]).map((file) => file.replace(/^\.\//, "")),
  );
}

/** What a build was made of: written by the build beside its files (build-versions.json), read by `npm start`. */
export type BuildVersions = { code: string; content: string };

const VERSIONS_FILE = "build-versions.json";

export function writeBuildVersions(buildDir: string, versions: BuildVersions): void {
  writeFileSync(path.join(buildDir, VERSIONS_FILE), `${JSON.stringify(versions)}\n`);
}

/** A build's versions; undefined for a build made before builds recorded them. */
export function readBuildVersions(buildDir: string): BuildVersions | undefined {
  try {
    const { code, content } = JSON.parse(
      readFileSync(path.join(buildDir, VERSIONS_FILE), "utf8"),
    ) as Partial<BuildVersions>;
    return typeof code === "string" && typeof content === "string" ? { code, content } : undefined;
  } catch {
    return undefined;
  }
}
