import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import path from "node:path";
import { STAFF_COOKIES, type StaffAreaLocals } from "~/staff/staff-pages";
import { contentProblems } from "~/content/validate";
import { readTimeZone } from "~/content/content-files";
import { leadInboxRoutes } from "../leads/inbox";
import { npmBuild } from "../releases/npm-build";
import { createPublisher, PublishError, type BuildSite } from "../releases/publisher";
import type { ReleaseFolder } from "../releases/release-folder";
import type { ServerConfig } from "../config";
import { requestTarget } from "../request-target";
import { guardEditorApi } from "./editor-api-guard";
import { filesView, fixFilesRoutes } from "./fix-files";
import { refuseCsrfInPlainWords, staffPathKind } from "./staff-auth";

/*
 * The staff area on `npm start` (docs/staff.md), as the plugin `staffArea`: the leads inbox (../leads/inbox.ts), the
 * editor (Keystatic, a page on demand at /keystatic) writing the drafts in content/, and the versions (../releases/):
 * preview, publish, make any version live, discard drafts, restore an entry. It depends on the sign-in (the plugin
 * `staffAuth`, staff-auth.ts), registered before it. Fastify takes every state-changing request; Astro renders every
 * page, with what it needs in `Astro.locals.staffArea` (request.pageLocals, server/on-demand.ts).
 */

declare module "fastify" {
  interface FastifyInstance {
    /** The build a request is to be served from when its staff member is looking at a preview; null otherwise. */
    previewBuildOf(request: FastifyRequest): string | null;
  }
}

export type StaffAreaOptions = {
  /** DATA_DIR: staff.db lives there (the sign-in's store, staff-auth.ts). */
  dataDir: string;
  /** The site's folder: its content/ holds the drafts the editor writes and a publish builds. */
  root: string;
  /** The releases: the versions built, and which is live. */
  folder: ReleaseFolder;
  /** The fingerprint of the code this server builds with. */
  code: string;
  /** Builds a content folder into a build folder; by default `npm run build` with BUILD_DIR and CONTENT_DIR. */
  build?: BuildSite;
  /** SITE_URL: the passkeys' relying party (passkeys.ts); unset, each request's own host. */
  siteUrl?: string;
};

/** The staff area of `npm start`, from its settings: off when STAFF_AREA=off. */
export function staffAreaSettings(
  config: ServerConfig,
  { folder, code }: Pick<StaffAreaOptions, "folder" | "code">,
): StaffAreaOptions | false {
  if (!config.staffArea) return false;
  return { dataDir: config.dataDir, root: siteRootOf(config), folder, code, siteUrl: config.siteUrl };
}

/** The folder holding the content the editor writes: the project's, or the copy CONTENT_DIR names (a test's). */
export const siteRootOf = (config: ServerConfig) => path.dirname(config.contentDir);

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

async function staffAreaPlugin(
  app: FastifyInstance,
  { root, folder, code, build = npmBuild }: StaffAreaOptions,
): Promise<void> {
  const publisher = createPublisher({
    root,
    folder,
    code,
    checkContent: (contentDir) => contentProblems(contentDir),
    build,
    onLive: (release) => app.serveBuild(folder.buildOf(release.id)),
    logger: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });

  // The content files with problems, fixed in the browser (fix-files.ts).
  const contentDir = path.join(root, "content");
  const files = filesView(contentDir);

  /**
   * What every page of the staff area reads, for the request: who, its forms' token, the inbox, the versions, the
   * firm's time zone (read from the drafts, as the lead email reads it: a zone saved in the editor applies at once).
   */
  const staffAreaLocals = (request: FastifyRequest, reply: FastifyReply): StaffAreaLocals => ({
    status: 200,
    staff: request.staff,
    csrfToken: reply.generateCsrf(),
    inbox: app.leadInbox,
    versions: publisher.view(),
    files,
    linkProblem: (token) => app.passwordLinkProblem(token),
    timeZone: readTimeZone(contentDir),
    colleagues: () => app.staffAddresses(),
  });

  // After the sign-in's guard: only a signed-in editor's requests get this far.
  guardEditorApi(app, { contentDir });

  // What the pages read, for the page Astro renders and for a sign-in form shown again (the guard above has run).
  app.addHook("onRequest", async (request, reply) => {
    if (!staffPathKind(request.url)) return;
    request.pageLocals.staffArea = staffAreaLocals(request, reply);
  });

  const who = (request: FastifyRequest) => request.staff?.email ?? "";

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

  app.decorate("previewBuildOf", (request: FastifyRequest): string | null => {
    // Asked before the cookies are read too (the first hooks pick the version a request is served from).
    const id = (request.cookies ?? app.parseCookie(request.headers.cookie ?? ""))[PREVIEW_COOKIE];
    if (!id || !RELEASE_ID.test(id) || !app.staffOf(request)) return null;
    return publisher.previewBuild(id) ?? null;
  });

  // The routes that change something, in a scope of their own: each checks the form's token first
  // (app.csrfProtection), and a request without it is refused in plain words.
  await app.register(async (scope) => {
    refuseCsrfInPlainWords(scope);
    if (app.leadInbox) {
      await scope.register(leadInboxRoutes, {
        preHandler: scope.csrfProtection,
        who,
        colleagues: () => app.staffAddresses(),
      });
    }
    await scope.register(fixFilesRoutes, { contentDir, files, preHandler: scope.csrfProtection, who });

    // Forms of a few fields (the root's parser, server/form-body.ts): the token and what the button names.
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
    const options = { preHandler: scope.csrfProtection, bodyLimit: 4096 };

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
}

export const staffArea = fastifyPlugin(staffAreaPlugin, {
  name: "staff-area",
  fastify: "5.x",
  // The sign-in's guard and decorators (and through it the cookies, the form parser, the pages on demand). The
  // leads inbox is there when the lead service (app.leadInbox) was registered before it.
  dependencies: ["staff-auth"],
  // Making a version live switches the build the server serves (server/app.ts).
  decorators: { fastify: ["serveBuild"] },
});
