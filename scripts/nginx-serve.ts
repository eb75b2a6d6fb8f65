/**
 * Serves the build with Debian's nginx and the generated build/nginx.conf, as a
 * host would, on a loopback port: the browser and HTTP tests run against it too.
 *
 *   NGINX_PORT=8107 npx tsx scripts/nginx-serve.ts
 *
 * nginx runs in the foreground as the current user, with its prefix (temp
 * folders, pid) in a fresh temp folder whose `client` links to build/client.
 * Only the `listen` line of the generated config is changed and, for a build
 * that takes its own leads, where it finds `npm start`: NGINX_UPSTREAM
 * (host:port, default the config's own).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.NGINX_PORT ?? 8173);
const upstream = process.env.NGINX_UPSTREAM?.trim();
const nginx = process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** The generated config, listening on the loopback port instead of its default, and passing to `npm start` there. */
function loopbackConfig(config: string, listenPort: number, npmStart: string | undefined): string {
  const listen = /^(\s*)listen \d+;$/m;
  if (!listen.test(config)) throw new Error("nginx.conf: no `listen <port>;` line to point at the loopback port");
  const local = config.replace(listen, `$1listen 127.0.0.1:${listenPort};`);
  // A static build's config has no upstream: nothing to point.
  return npmStart
    ? local.replace(/(upstream npm_start \{\s*server )[^;\s]+;/, (_, head: string) => `${head}${npmStart};`)
    : local;
}

const prefix = mkdtempSync(path.join(tmpdir(), "northbridge-nginx-"));
symlinkSync(path.join(buildDir, "client"), path.join(prefix, "client"));
writeFileSync(
  path.join(prefix, "nginx.conf"),
  loopbackConfig(readFileSync(path.join(buildDir, "nginx.conf"), "utf8"), port, upstream),
);

// One process as the current user, whoever that is: no worker switching to another user.
const child = spawn(
  nginx,
  ["-p", prefix, "-c", "nginx.conf", "-e", "stderr", "-g", "daemon off; master_process off;"],
  {
    stdio: ["ignore", "ignore", "inherit"],
  },
);
console.log(`nginx (${nginx}) serving ${path.join(buildDir, "client")} on http://127.0.0.1:${port}`);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill("SIGQUIT"));
}
child.on("error", (error) => {
  console.error(`Could not start nginx (${nginx}): ${error.message}. Install it: apt-get install nginx`);
  cleanUp();
  process.exit(1);
});
child.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
