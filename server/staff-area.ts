import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { STAFF_COOKIES, type StaffArea } from "~/staff/staff-area";
import { contentProblems } from "~/content/validate";
import { leadInboxRoutes } from "./leads/inbox";
import { npmBuild } from "./releases/npm-build";
import { createPublisher, PublishError, type BuildSite, type Publisher } from "./releases/publisher";
import type { ReleaseFolder } from "./releases/release-folder";
import { guardEditorApi } from "./staff/editor-api-guard";
import { filesView, fixFilesRoutes } from "./staff/fix-files";
import { registerStaffAuth, staffAreaOf, type StaffAuth } from "./staff/staff-auth";
import type { ServerConfig } from "./config";
import { requireFormBody } from "./form-body";
import { requestTarget } from "./request-target";

/*
 * The staff area on `npm start` (docs/staff.md): sign-in (staff/), the leads inbox (leads/inbox.ts), the editor
 * (Keystatic, a page on demand at /keystatic) writing the drafts in content/, and the versions (releases/): preview,
 * publish, make any version live, discard drafts, restore an entry. Fastify takes every state-changing request;
 * Astro renders every page, with what it needs in `Astro.locals`.
 */

export type StaffAreaOptions = {
  /** DATA_DIR: staff.db lives there. */
  dataDir: string;
  /** The site's folder: its content/ holds the drafts the editor writes and a publish builds. */
  root: string;
  /** The releases: the versions built, and which is live. */
  folder: ReleaseFolder;
  /** The fingerprint of the code this server builds with. */
  code: string;
  /** Builds a content folder into a build folder; by default `npm run build` with BUILD_DIR and CONTENT_DIR. */
  build?: BuildSite;
};

/** The staff area of `npm start`, from its settings: off when STAFF_AREA=off. */
export function staffAreaSettings(
  config: ServerConfig,
  { folder, code }: Pick<StaffAreaOptions, "folder" | "code">,
): StaffAreaOptions | false {
  if (!config.staffArea) return false;
  return { dataDir: config.dataDir, root: siteRootOf(config), folder, code };
}

/** The folder holding the content the editor writes: the project's, or the copy CONTENT_DIR names (a test's). */
export const siteRootOf = (config: ServerConfig) => path.dirname(config.contentDir);

/** What a page of the staff area reads, kept on the raw request for the Astro handler (mounted with middie). */
const PAGE_LOCALS = Symbol("staff page locals");
type WithLocals = IncomingMessage & { [PAGE_LOCALS]?: App.Locals };

export function pageLocalsOf(req: IncomingMessage): App.Locals | undefined {
  return (req as WithLocals)[PAGE_LOCALS];
}

/** The version a signed-in staff member is looking at instead of the live one. */
export const PREVIEW_COOKIE = STAFF_COOKIES.preview;
/** A preview lasts an hour of looking; going back to the staff area ends it. */
const PREVIEW_SECONDS = 60 * 60;
const RELEASE_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** Why an action did not happen, by a code in the address (never text a link could put on the page). */
export const PUBLISH_PROBLEMS = ["nothing", "busy", "unknown", "failed"] as const;

/** A path of the site to show in a preview: a path here, else the home page. */
export function previewPath(value: unknown): string {
  const text = typeof value === "string" ? value : "";
  return text.startsWith("/") && !text.startsWith("//") && !text.includes("\\") ? text : "/";
}

export async function registerStaffArea(
  app: FastifyInstance,
  {
    dataDir,
    root,
    folder,
    code,
    build = npmBuild,
    render,
  }: StaffAreaOptions & {
    /** Renders the page on demand at the request's path (server/on-demand.ts). */
    render: (request: FastifyRequest, reply: FastifyReply, locals: App.Locals) => FastifyReply;
  },
): Promise<{
  publisher: Publisher;
  staffOf: StaffAuth["staffOf"];
  /** The build a request is to be served from when its staff member is looking at a preview; null otherwise. */
  previewOf: (request: FastifyRequest) => string | null;
}> {
  const publisher = createPublisher({
    root,
    folder,
    code,
    checkContent: (contentDir) => contentProblems(contentDir),
    build,
    onLive: (release) => app.serveBuild(folder.buildOf(release.id)),
    logger: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });

  // The content files with problems, fixed in the browser (staff/fix-files.ts).
  const contentDir = path.join(root, "content");
  const files = filesView(contentDir);

  let linkProblem: (token: string) => ReturnType<typeof auth.linkProblem> = () => null;
  const areaOf = (request: FastifyRequest, reply: FastifyReply, status = 200): StaffArea => ({
    status,
    staff: request.staff,
    csrfToken: reply.generateCsrf(),
    inbox: app.leadInbox,
    versions: publisher.view(),
    files,
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
  await app.register(fixFilesRoutes, { contentDir, files, preHandler: auth.requireCsrf, who });

  // Looking at a version (/staff/preview/<id>, the page that frames it): the staff member's own browser is served
  // it at the site's addresses, for an hour. Set before the page renders, on the response it is written to.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || !request.staff) return;
    const id = /^\/staff\/preview\/([^/]+)$/.exec(requestTarget(request.url).pathname)?.[1] ?? "";
    if (!RELEASE_ID.test(id) || !publisher.previewBuild(id)) return;
    reply.raw.appendHeader(
      "set-cookie",
      app.serializeCookie(PREVIEW_COOKIE, id, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        maxAge: PREVIEW_SECONDS,
        secure: request.protocol === "https",
      }),
    );
  });

  const previewOf = (request: FastifyRequest): string | null => {
    // Asked before the cookies are read too (the first hooks pick the version a request is served from).
    const id = (request.cookies ?? app.parseCookie(request.headers.cookie ?? ""))[PREVIEW_COOKIE];
    if (!id || !RELEASE_ID.test(id) || !auth.staffOf(request)) return null;
    return publisher.previewBuild(id) ?? null;
  };

  await app.register(async (scope) => {
    // Forms of a few fields (the root's parser, server/form-body.ts): the token and what the button names.
    requireFormBody(scope, "The staff area's buttons");
    const field = (request: FastifyRequest, name: string) => {
      const value = (request.body as Record<string, unknown> | undefined)?.[name];
      return typeof value === "string" ? value : "";
    };
    const publishPage = (reply: FastifyReply, query: Record<string, string> = {}) =>
      reply.redirect(`/staff/publish${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}`, 303);
    const problemOf = (error: unknown, request: FastifyRequest) => {
      if (!(error instanceof PublishError)) throw error;
      request.log.warn(`refused: ${error.message}`);
      return /nothing/i.test(error.message) ? "nothing" : /under way/i.test(error.message) ? "busy" : "failed";
    };
    const options = { preHandler: auth.requireCsrf, bodyLimit: 4096 };

    scope.post("/staff/preview", options, async (request, reply) => {
      try {
        await publisher.preview(who(request));
      } catch (error) {
        return publishPage(reply, { problem: problemOf(error, request) });
      }
      return publishPage(reply, { path: previewPath(field(request, "path")) });
    });
    scope.post("/staff/publish", options, async (request, reply) => {
      try {
        await publisher.publish(who(request));
      } catch (error) {
        return publishPage(reply, { problem: problemOf(error, request) });
      }
      return publishPage(reply);
    });
    scope.post<{ Params: { id: string } }>("/staff/versions/:id/live", options, async (request, reply) => {
      if (!RELEASE_ID.test(request.params.id)) return publishPage(reply, { problem: "unknown" });
      try {
        await publisher.makeLive(request.params.id, who(request));
      } catch (error) {
        return publishPage(reply, { problem: problemOf(error, request) });
      }
      return publishPage(reply, { made: request.params.id });
    });
    scope.post("/staff/drafts/discard", options, async (request, reply) => {
      try {
        await publisher.discardDrafts(who(request));
      } catch (error) {
        return publishPage(reply, { problem: problemOf(error, request) });
      }
      return publishPage(reply, { discarded: "1" });
    });
    scope.post("/staff/entries/restore", options, async (request, reply) => {
      const key = field(request, "entry");
      const version = field(request, "version");
      try {
        if (!RELEASE_ID.test(version)) throw new PublishError("There is no such version.");
        await publisher.restoreEntry(version, key, who(request));
      } catch (error) {
        problemOf(error, request);
        return reply.redirect(`/staff/entry?${new URLSearchParams({ key, problem: "restore" })}`, 303);
      }
      return reply.redirect(`/staff/entry?${new URLSearchParams({ key, restored: version })}`, 303);
    });

    scope.get("/staff/preview-end", async (_request, reply) => {
      reply.clearCookie(PREVIEW_COOKIE, { path: "/" });
      return reply.redirect(`/staff/publish`, 303);
    });
  });

  return { publisher, staffOf: auth.staffOf, previewOf };
}
