import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * Each published version is also a commit of content/, when the site's folder is a git repository: the site's
 * history is plain git a developer can read (git log -- content). The commit is of the release's snapshot, made in
 * an index of its own, so the drafts in the working copy (saved after the snapshot, and not yet published) are
 * neither committed nor touched.
 */

/** Files named in a commit's first line; the body lists them all. */
const NAMED_IN_SUBJECT = 3;

/** Runs git in `cwd` with `args` (never through a shell) and `input` on its standard input; resolves with its output. */
function git(cwd: string, args: readonly string[], env?: NodeJS.ProcessEnv, input = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, { cwd, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    // A git that has ended before reading its input closes the pipe: that is no failure of its own.
    child.stdin.on("error", () => {});
    child.stdin.end(input);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString("utf8"));
      else reject(new Error(`git ${args[0]} failed (${code}): ${Buffer.concat(err).toString("utf8").trim()}`));
    });
  });
}

/** Whether `root` lies in a git work tree (false too when git is not installed). */
export async function isGitWorkTree(root: string): Promise<boolean> {
  try {
    return (await git(root, ["rev-parse", "--is-inside-work-tree"])).trim() === "true";
  } catch {
    return false;
  }
}

/** The files under `dir`, relative to it with forward slashes. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * Commits `snapshot` as `root`'s content/ folder, with `author` (a staff member's email) as the author and a message
 * naming `changed`. Returns the commit's hash, or undefined when `root` is no git work tree or the snapshot is what
 * content/ already holds at HEAD. Arguments go to git as an array: no email or file name is read by a shell.
 */
export async function commitSnapshot(
  root: string,
  snapshot: string,
  { author, title, changed }: { author: string; title: string; changed: readonly string[] },
): Promise<string | undefined> {
  if (!(await isGitWorkTree(root))) return undefined;
  const top = (await git(root, ["rev-parse", "--show-toplevel"])).trim();
  const prefix = path.relative(top, path.join(root, "content")).split(path.sep).join("/");
  // A content folder the repository ignores (a copy inside the project, a test's) is not the repository's to record.
  const ignored = await git(top, ["check-ignore", "-q", "--", prefix]).then(
    () => true,
    () => false,
  );
  if (ignored) return undefined;
  const head = (await git(top, ["rev-parse", "--verify", "--quiet", "HEAD"]).catch(() => "")).trim();
  const scratch = await mkdtemp(path.join(tmpdir(), "northbridge-index-"));
  const index = { GIT_INDEX_FILE: path.join(scratch, "index") };
  try {
    if (head) await git(top, ["read-tree", head], index);
    await git(top, ["rm", "--cached", "-r", "-q", "--ignore-unmatch", "--", prefix], index);
    const files = await filesIn(snapshot);
    const blobs = (
      await git(
        top,
        ["hash-object", "-w", "--stdin-paths"],
        {},
        files.map((file) => path.join(snapshot, file)).join("\n"),
      )
    )
      .trim()
      .split("\n");
    const lines = files.map((file, i) => `100644 ${blobs[i]}\t${prefix}/${file}`).join("\n");
    if (lines) await git(top, ["update-index", "--add", "--index-info"], index, `${lines}\n`);
    const tree = (await git(top, ["write-tree"], index)).trim();
    if (head && tree === (await git(top, ["rev-parse", `${head}^{tree}`])).trim()) return undefined;

    const subject =
      changed.length === 0
        ? title
        : changed.length <= NAMED_IN_SUBJECT
          ? `${title}: ${changed.join(", ")}`
          : `${title}: ${changed.slice(0, NAMED_IN_SUBJECT).join(", ")} and ${changed.length - NAMED_IN_SUBJECT} more`;
    const env: NodeJS.ProcessEnv = { GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: author };
    // A server's checkout often has no identity of its own: the staff member commits then.
    const committer = await git(top, ["config", "user.email"]).catch(() => "");
    if (!committer.trim()) Object.assign(env, { GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: author });
    const message = [subject, "", ...changed, "", `By ${author}, from the staff area.`].join("\n");
    const commit = (
      await git(top, ["commit-tree", tree, ...(head ? ["-p", head] : []), "-F", "-"], env, message)
    ).trim();
    // Moves HEAD's branch only if nobody moved it meanwhile; the real index then matches it for content/, and the
    // working copy (the drafts) stays as it is.
    await git(top, ["update-ref", "-m", title, "HEAD", commit, ...(head ? [head] : [])]);
    await git(top, ["reset", "-q", "--", prefix]).catch(() => {});
    return commit;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
