import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Files named in a commit's first line; the body lists them all. */
const NAMED_IN_SUBJECT = 3;

async function git(root: string, args: readonly string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await run("git", args, {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Whether `root` lies in a git work tree (false too when git is not installed). */
export async function isGitWorkTree(root: string): Promise<boolean> {
  try {
    return (await git(root, ["rev-parse", "--is-inside-work-tree"])).trim() === "true";
  } catch {
    return false;
  }
}

/**
 * Commits what changed in `root`'s content/ folder, with `author` (a staff member's email) as the author, and a
 * message naming the files. Returns the commit's hash, or undefined when `root` is no git work tree or nothing in
 * content/ changed. Arguments go to git as an array: the email and the file names are never read by a shell.
 */
export async function commitContent(root: string, author: string, title: string): Promise<string | undefined> {
  if (!(await isGitWorkTree(root))) return undefined;
  await git(root, ["add", "-A", "--", "content"]);
  const names = (await git(root, ["diff", "--cached", "--relative", "--name-only", "-z", "--", "content"]))
    .split("\0")
    .filter(Boolean);
  if (names.length === 0) return undefined;

  const subject =
    names.length <= NAMED_IN_SUBJECT
      ? `${title}: ${names.join(", ")}`
      : `${title}: ${names.slice(0, NAMED_IN_SUBJECT).join(", ")} and ${names.length - NAMED_IN_SUBJECT} more`;
  const body = [...names, "", `By ${author}, from the staff area.`].join("\n");
  const env: NodeJS.ProcessEnv = { GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: author };
  // A server's checkout often has no identity of its own: the staff member commits then.
  const committer = await git(root, ["config", "user.email"]).catch(() => "");
  if (!committer.trim()) Object.assign(env, { GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: author });
  // Only content/: whatever else someone staged stays staged. No hooks or signing: nobody is there to answer them.
  await git(
    root,
    ["-c", "commit.gpgsign=false", "commit", "--no-verify", "--quiet", "-m", subject, "-m", body, "--", "content"],
    env,
  );
  return (await git(root, ["rev-parse", "HEAD"])).trim();
}
