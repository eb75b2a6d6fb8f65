import fastifyCookie from "@fastify/cookie";
import fastifyCompress from "@fastify/compress";
import fastifyMiddie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { notFoundPageFor } from "~/lib/site-map";
import { CONTACT_SEND_PATH } from "~/contact/contact-rules";
import { serverConfig } from "./config";
import { formBody } from "./form-body";
import { leadServiceOf } from "./leads/config";
import { staffAuth, staffPathKind } from "./staff/staff-auth";
import { loadOnDemandPages, pagesOnDemand, type PageLocals } from "./on-demand";
import { servedBuilds, type ServedBuild } from "./served-build";
import { requestTarget, sameOriginLocation } from "./request-target";
import { staffArea, type StaffAreaOptions } from "./staff/staff-area-plugin";
import { leadService, type LeadServiceOptions } from "./leads/lead-service";
import {
  CACHE_CONTROL,
  cacheControlFor,
  DEPLOY_ONLY_FILE,
  IMMUTABLE_DIR,
  PREVIEW_HEADERS,
} from "~/lib/security-headers";
import { COMPRESS_MIN_BYTES, pageFile } from "~/lib/build-output";

export type ServerOptions = {
  /** The build folder holding `client/`, `site-map.json` and `headers.json`. */
  buildDir: string;
  logger?: boolean;
  /**
   * Which proxies to believe about the client's address (Fastify's `trustProxy`: true, or their addresses),
   * so the contact form's rate limit counts visitors rather than the reverse proxy. Default: none.
   */
  trustProxy?: boolean | string;
  /** The lead service (server/leads/); by default configured from the environment when the build takes leads. */
  leads?: LeadServiceOptions | false;
  /** The staff area (server/staff/): sign-in, leads inbox, editor, publish. None unless given. */
  staff?: StaffAreaOptions | false;
  /** How long a client may take to send a request, and its headers; how often that is checked. */
  timeouts?: { requestMs: number; headersMs: number; checkEveryMs: number };
};

/**
 * A visitor's request is a few kilobytes and a phone sends it in well under a second; a staff member's save of a
 * photo may be megabytes over an office's upload. A minute for the whole request, 20 s for its headers: a client
 * that dribbles them (slowloris) is cut off with 408 instead of holding its connection for ever.
 */
const TIMEOUTS = { requestMs: 60_000, headersMs: 20_000, checkEveryMs: 2_000 };

function sendPage(reply: FastifyReply, clientDir: string, page: string, status = 200) {
  return reply.code(status).type("text/html; charset=utf-8").sendFile(pageFile(page), clientDir);
}

/** Methods every page and file answers; the contact page also takes POST when `npm start` serves its form. */
const READ_METHODS = ["GET", "HEAD"];

/** Logs each request once, when it completes, instead of Fastify's two lines. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Serves the build in `dir` from the next request on, without a restart (a version made live). */
    serveBuild(dir: string): void;
  }
}

/** The production server: the pre-rendered site, its redirects and its 404 pages. */
export async function createServer({
  buildDir,
  logger = true,
  trustProxy = false,
  leads = leadServiceOf(buildDir, serverConfig()),
  staff = false,
  timeouts = TIMEOUTS,
}: ServerOptions): Promise<FastifyInstance> {
  const builds = servedBuilds();
  const buildAt = builds.at;
  let live = buildAt(buildDir);
  const allHeaders = () => ({ ...live.headerSet.headers, ...live.headerSet.documentHeaders });
  // The pages on demand are loaded once, from the build the server starts with: a version made live switches only
  // the files served, and the pages read the served version's content from locals (served-build.ts). The hashed
  // files those pages link are found in their own build when the served one has others.
  const onDemand = await loadOnDemandPages(buildDir, { headers: allHeaders() });
  const onDemandClientDir = path.join(buildDir, "client");

  /** The build a request is served from: a signed-in staff member's preview, else the live one. */
  let previewOf: (request: FastifyRequest) => string | null = () => null;
  const served = new WeakMap<FastifyRequest, ServedBuild>();
  const servedFor = (request: FastifyRequest): ServedBuild => {
    let build = served.get(request);
    if (!build) {
      const preview = previewOf(request);
      build = preview ? buildAt(preview) : live;
      served.set(request, build);
    }
    return build;
  };
  const isPreview = (request: FastifyRequest) => servedFor(request) !== live;
  // The pages on demand are mounted connect-style (middie): they get the raw request, and find Fastify's by it.
  const requests = new WeakMap<IncomingMessage, FastifyRequest>();
  const requestOf = (req: IncomingMessage) => requests.get(req);

  const app = Fastify({
    logger: logger ? { level: "info" } : false,
    logController: new OneLinePerRequest(),
    routerOptions: { maxParamLength: 500 },
    trustProxy,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    // A URL that cannot be decoded ("/%c0") never reaches a route or a hook: answer it here, headers and all.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      return reply
        .code(status)
        .headers(allHeaders())
        .type("text/plain; charset=utf-8")
        .send(status === 400 ? "Bad Request: the address is not a valid URL" : "Bad Request");
    },
  });
  app.decorate("serveBuild", (dir: string) => {
    live = buildAt(dir);
  });

  // One URL per page: no trailing slash, no "/index.html"; old URLs move permanently. Every target is a path here.
  app.addHook("onRequest", async (request, reply) => {
    requests.set(request.raw, request);
    const { redirects, pages } = servedFor(request);
    const { pathname, search } = requestTarget(request.url);
    const redirect = (target: string) => reply.redirect(`${sameOriginLocation(target)}${search}`, 301);
    const trimmed = pathname.replace(/\/+$/, "");
    const target = redirects.get(trimmed);
    if (target) return redirect(target);
    const page = pathname.replace(/\/index\.html$/, "") || "/";
    if (page !== pathname && (pages.has(page) || redirects.has(page))) return redirect(redirects.get(page) ?? page);
    if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith("//")) return redirect(trimmed);
  });

  // Every response carries the security headers; an HTML one also the document headers. A preview is for the one
  // staff member who asked, shown framed by the staff area's banner: no cache keeps it.
  app.addHook("onSend", async (request, reply) => {
    const { headerSet } = servedFor(request);
    reply.headers(headerSet.headers);
    if (String(reply.getHeader("content-type") ?? "").startsWith("text/html")) reply.headers(headerSet.documentHeaders);
    if (isPreview(request)) reply.headers(PREVIEW_HEADERS);
  });

  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"], threshold: COMPRESS_MIN_BYTES });
  // Once, at the root: the preview hook, the staff area's session and CSRF read cookies; every form the server
  // takes is read by one parser.
  await app.register(fastifyCookie);
  await app.register(formBody);
  // Files are sent by the route below from whichever build is live, so the plugin only lends reply.sendFile.
  await app.register(fastifyStatic, {
    serve: false,
    index: false,
    redirect: false,
    dotfiles: "ignore",
    // The build writes .br and .gz twins (scripts/precompress.ts); on-the-fly compression covers the rest.
    preCompressed: true,
    // Pages are sent under their canonical URL only: an HTML file is never served by its name ("/404/index.html"
    // would be the not-found page answering 200). The 404 handler sends the not-found pages.
    allowedPath: (pathname: string, _root: string | undefined, request: FastifyRequest) =>
      request.is404 ||
      servedFor(request).pages.has(requestTarget(request.url).pathname) ||
      !(DEPLOY_ONLY_FILE.test(pathname) || pathname.endsWith(".html")),
    cacheControl: false,
    // The plugin adds "Vary: Accept-Encoding" to every answer itself, as preCompressed picks by that header.
    setHeaders: (reply: FastifyReply, sentPath: string) => {
      // A precompressed twin ("index.html.br") answers with the headers of the file it stands for.
      // allowedPath refuses .br/.gz names, so a path ending in one is always a twin.
      const filePath = sentPath.replace(/\.(?:br|gz)$/, "");
      const build = builds.holding(filePath) ?? live;
      const file = `/${path.relative(build.clientDir, filePath).split(path.sep).join("/")}`;
      // A staff member's browser keeps the editor's files; a shared cache (a CDN) never holds them.
      reply.header(
        "Cache-Control",
        build.staffOnly.has(file) ? CACHE_CONTROL.staffImmutable : (cacheControlFor(file) ?? CACHE_CONTROL.other),
      );
    },
  });

  /** What a page on demand renders with: what the hooks added, a route's own, and the served version's content. */
  const localsFor = (request: FastifyRequest, locals: PageLocals = {}): PageLocals => {
    const merged = { ...request.pageLocals, ...locals };
    const siteContent = servedFor(request).content();
    return siteContent ? { ...merged, siteContent } : merged;
  };
  // request.pageLocals, reply.renderPage(locals).
  await app.register(pagesOnDemand, { pages: onDemand, localsFor });

  if (leads) {
    await app.register(leadService, {
      ...leads,
      renderContactAnswer: (_request, reply, contactAnswer) => reply.renderPage({ contactAnswer }),
    });
  }
  // Before the pages' handler, which the sign-in's guard keeps behind it: the sign-in (request.staff, app.staffOf,
  // app.csrfProtection), then the staff area, which depends on it (app.previewBuildOf; the inbox, the versions).
  if (staff) {
    await app.register(staffAuth, { dataDir: staff.dataDir });
    await app.register(staffArea, staff);
    previewOf = (request) => app.previewBuildOf(request);
  }
  const signedIn = (request: FastifyRequest) => staff !== false && app.staffOf(request) !== null;

  // Pages rendered on request: after the redirects above, so they answer under their canonical URL only. Astro's
  // handler sees only the requests of the parts this server runs: any other route in the build (Astro's /_image,
  // which converts an image per request; an integration's endpoint) is never reached and answers 404.
  const servedOnDemand = (url: string) =>
    (staff !== false && staffPathKind(url) !== null) ||
    (leads !== false && requestTarget(url).pathname === CONTACT_SEND_PATH);
  await app.register(fastifyMiddie);
  app.use((req, res, next) => {
    if (!onDemand || !servedOnDemand(req.url ?? "/")) return next();
    // Astro's handler takes the page's locals as its fourth argument: the request's, gathered by the hooks above.
    const request = requestOf(req);
    onDemand.handle(req, res, next, request ? localsFor(request) : {});
  });

  // Every page and file of the live build.
  const sendFromBuild = (request: FastifyRequest<{ Params: { "*"?: string } }>, reply: FastifyReply) => {
    const file = request.params["*"] ?? "";
    // A path that climbs ("/%2e%2e%2fpackage.json", decoded by the router) names no file of the site.
    // Nor does one with a NUL or a name longer than any file system takes (@fastify/static 10 answers those 403).
    const names = file.split(/[/\\]/);
    if (names.some((name) => name === ".." || name === "." || name.includes("\0") || Buffer.byteLength(name) > 255)) {
      return reply.callNotFound();
    }
    const pathname = `/${file}`;
    const build = servedFor(request);
    if (build.pages.has(pathname)) return sendPage(reply, build.clientDir, pathname);
    // Hashed assets never change, so browsers never revalidate them: no ETag or Last-Modified to send with each.
    const immutable = pathname.startsWith(`/${IMMUTABLE_DIR}/`);
    // The editor's own files are the staff's: a visitor gets the not-found page.
    const staffOnly =
      build.staffOnly.has(pathname) || (immutable && buildAt(path.dirname(onDemandClientDir)).staffOnly.has(pathname));
    if (staffOnly && !signedIn(request)) return reply.callNotFound();
    // A page on demand links the hashed files of the build it came from, which another version may not have.
    const clientDir =
      immutable && !existsSync(path.join(build.clientDir, file)) && existsSync(path.join(onDemandClientDir, file))
        ? onDemandClientDir
        : build.clientDir;
    return reply.sendFile(file, clientDir, immutable ? { etag: false, lastModified: false } : {});
  };
  // Not returned: a returned reply is awaited as a promise, once more on each not-found hand-over.
  app.get<{ Params: { "*"?: string } }>("/", (request, reply) => void sendFromBuild(request, reply));
  app.get<{ Params: { "*"?: string } }>("/*", (request, reply) => void sendFromBuild(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = requestTarget(request.url);
    // The site is read-only but for its forms: any other method is not allowed, whatever the path.
    if (!READ_METHODS.includes(request.method)) {
      const allow = app.hasRoute({ method: "POST", url: pathname }) ? [...READ_METHODS, "POST"] : READ_METHODS;
      return reply
        .code(405)
        .header("allow", allow.join(", "))
        .type("text/plain; charset=utf-8")
        .send(`Method Not Allowed: use ${allow.join(" or ")}`);
    }
    const build = servedFor(request);
    return sendPage(reply, build.clientDir, notFoundPageFor(build.siteMap.notFound, pathname), 404);
  });

  return app;
}
