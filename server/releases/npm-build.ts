import { spawn } from "node:child_process";

/**
 * `npm run build` of `contentDir` into `outDir`, its output passed on line by line: the build of every release (a
 * first start, a preview, a publish), from a content folder of its own, never from the drafts being edited.
 */
export function npmBuild(outDir: string, onLine: (line: string) => void, { contentDir }: { contentDir: string }) {
  return new Promise<boolean>((resolve) => {
    const child = spawn("npm", ["run", "build"], {
      env: { ...process.env, BUILD_DIR: outDir, CONTENT_DIR: contentDir, FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let rest = "";
    const read = (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("close", (code) => {
      if (rest) onLine(rest);
      resolve(code === 0);
    });
  });
}
