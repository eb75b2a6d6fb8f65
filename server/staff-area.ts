import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { spawn } from "node:child_process";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { StaffArea } from "~/staff/staff-area";
import { contentProblems } from "~/content/validate";
import { leadInboxRoutes } from "./leads/inbox";
import { createPublisher, PublishError, type Publisher } from "./publish/publisher";
import { guardEditorApi } from "./staff/editor-api-guard";
import { registerStaffAuth, staffAreaOf, type StaffAuth } from "./staff/staff-auth";
import { dataDirOf } from "./leads/config";

/*
 * The staff area on `npm start` (docs/staff.md): sign-in (staff/), the leads inbox (leads/inbox.ts), the editor
 * (Keystatic, a page on demand at /keystatic) writing the server's content/, and Publish / Roll back (publish/).
 * Fastify takes every state-changing request; Astro renders every page, with what it needs in `Astro.locals`.
 */

export type StaffAreaOptions = {
  /** DATA_DIR: staff.db lives there. */
  dataDir: string;
  /** The site's folder: its content/ is what the editor writes and what a publish builds. */
  root: string;
  /** Published versions are kept here (beside the build: a build must sit in the project to find its packages). */
  releasesDir: string;
  /** Builds the site from `contentDir` into `outDir`; by default `npm run build` with BUILD_DIR and CONTENT_DIR. */
  build?: (outDir: string, onLine: (line: string) => void, context: { contentDir: string }) => Promise<boolean>;
};

/** The staff area of `npm start`, from its environment: off when STAFF_AREA=off. */
export function staffAreaFromEnv(buildDir: string, env = process.env): StaffAreaOptions | false {
  if (env.STAFF_AREA?.trim() === "off") return false;
  return {
    dataDir: dataDirOf(env),
    // The folder holding the content the editor writes: the project's, or the copy CONTENT_DIR names (a test's).
    root: path.dirname(path.resolve(env.CONTENT_DIR?.trim() || "content")),
    releasesDir: `${buildDir}.releases`,
  };
}

/** `npm run build` of `contentDir` into `outDir`, its output passed on line by line. */
function npmBuild(outDir: string, onLine: (line: string) => void, { contentDir }: { contentDir: string }) {
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

/** What a page of the staff area reads, kept on the raw request for the Astro handler (mounted with middie). */
const PAGE_LOCALS = Symbol("staff page locals");
type WithLocals = IncomingMessage & { [PAGE_LOCALS]?: App.Locals };

export function pageLocalsOf(req: IncomingMessage): App.Locals | undefined {
  return (req as WithLocals)[PAGE_LOCALS];
}

/** Why a roll back did not happen, by a code in the address (never text a link could put on the page). */
export const ROLLBACK_PROBLEM = "rollback";

export async function registerStaffArea(
  app: FastifyInstance,
  {
    dataDir,
    root,
    releasesDir,
    build = npmBuild,
    buildDir,
    render,
  }: StaffAreaOptions & {
    buildDir: string;
    /** Renders the page on demand at the request's path (server/on-demand.ts). */
    render: (request: FastifyRequest, reply: FastifyReply, locals: App.Locals) => FastifyReply;
  },
): Promise<{ publisher: Publisher; staffOf: StaffAuth["staffOf"] }> {
  const publisher = createPublisher({
    root,
    liveDir: buildDir,
    releasesDir,
    checkContent: (contentDir) => contentProblems(contentDir),
    build,
    onLive: (_liveDir, release) => app.reloadBuild(release.id),
    // The data folder may sit inside the build folder (the browser tests keep it there): it stays with each swap.
    carry: [dataDir],
    logger: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });

  // The build the server started with, kept to roll the first publish back to.
  await publisher.adopt("the server");

  let linkProblem: (token: string) => ReturnType<typeof auth.linkProblem> = () => null;
  const areaOf = (request: FastifyRequest, reply: FastifyReply, status = 200): StaffArea => ({
    status,
    staff: request.staff,
    csrfToken: reply.generateCsrf(),
    inbox: app.leadInbox,
    publisher,
    linkProblem,
  });

  const auth = await registerStaffAuth(app, {
    dataDir,
    render: (request, reply, locals) => render(request, reply, { staffArea: { ...areaOf(request, reply), ...locals } }),
  });
  linkProblem = auth.linkProblem;
  // After the sign-in's guard: only a signed-in editor's requests get this far.
  guardEditorApi(app, { contentDir: path.join(root, "content") });

  // The pages Astro renders read who is signed in and the token for their forms (the guard above has run).
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (!staffAreaOf(request.url)) return;
    (request.raw as WithLocals)[PAGE_LOCALS] = { staffArea: areaOf(request, reply) };
  });

  const who = (request: FastifyRequest) => request.staff?.email ?? "";
  if (app.leadInbox) await app.register(leadInboxRoutes, { preHandler: auth.requireCsrf, who });

  await app.register(async (scope) => {
    // Forms of two buttons: nothing in them but the token.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post("/staff/publish", { preHandler: auth.requireCsrf }, async (request, reply) => {
      publisher.publish(who(request));
      return reply.redirect("/staff/publish", 303);
    });
    scope.post("/staff/rollback", { preHandler: auth.requireCsrf }, async (request, reply) => {
      try {
        await publisher.rollback(who(request));
        return reply.redirect("/staff/publish", 303);
      } catch (error) {
        if (!(error instanceof PublishError)) throw error;
        request.log.warn(`roll back refused: ${error.message}`);
        return reply.redirect(`/staff/publish?problem=${ROLLBACK_PROBLEM}`, 303);
      }
    });
  });

  return { publisher, staffOf: auth.staffOf };
}
