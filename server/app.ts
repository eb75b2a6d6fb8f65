import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { readdirSync } from "node:fs";
import path from "node:path";
import { notFoundPageFor, servedPages } from "~/lib/site-map";
import { leadServiceFromEnv } from "./leads/config";
import { leadService, type LeadServiceOptions } from "./leads/lead-service";
import {
  CACHE_CONTROL,
  cacheControlFor,
  DEPLOY_ONLY_FILE,
  IMMUTABLE_DIR,
  readHeaderManifest,
} from "./security-headers";
import { COMPRESS_MIN_BYTES, pageFile, readSiteMap } from "../scripts/build-output";

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
};

function sendPage(reply: FastifyReply, page: string, status = 200) {
  return reply.code(status).type("text/html; charset=utf-8").sendFile(pageFile(page));
}

/** The path and query a request names, whether it came as "/team?x" or in absolute form, "http://host/team?x". */
export function requestTarget(url: string): { pathname: string; search: string } {
  if (!url.startsWith("/")) {
    try {
      const absolute = new URL(url);
      return { pathname: absolute.pathname, search: absolute.search };
    } catch {
      return { pathname: url, search: "" };
    }
  }
  const [pathname = "/", query] = url.split("?", 2);
  return { pathname, search: query === undefined ? "" : `?${query}` };
}

/**
 * A redirect target that can only mean a path on this site. Browsers read a Location starting with two slashes, or
 * with a slash and a backslash, as another host: backslashes are percent-encoded, leading slashes collapse to one,
 * and anything outside printable ASCII is encoded too.
 */
export function sameOriginLocation(target: string): string {
  const encoded = target.replace(/[^\x21-\x7e]|\\/g, (char) => (char === "\\" ? "%5C" : encodeURIComponent(char)));
  return `/${encoded.replace(/^\/+/, "")}`;
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

/** The production server: the pre-rendered site, its redirects and its 404 pages. */
export async function createServer({
  buildDir,
  logger = true,
  trustProxy = false,
  leads = leadServiceFromEnv(buildDir),
}: ServerOptions): Promise<FastifyInstance> {
  const siteMap = readSiteMap(buildDir);
  const redirects = new Map([...siteMap.redirects, ...siteMap.movedFiles].map(({ from, to }) => [from, to]));
  const headerSet = readHeaderManifest(buildDir);
  const clientDir = path.join(buildDir, "client");
  // Files with a precompressed twin answer by Accept-Encoding, whichever encoding a request gets.
  const precompressed = new Set(
    readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(?:br|gz)$/.test(file))
      .map((file) => path.join(clientDir, file.replace(/\.(?:br|gz)$/, ""))),
  );

  const pages = new Set(servedPages(siteMap));
  const allHeaders = { ...headerSet.headers, ...headerSet.documentHeaders };

  const app = Fastify({
    logger: logger ? { level: "info" } : false,
    logController: new OneLinePerRequest(),
    routerOptions: { maxParamLength: 500 },
    trustProxy,
    // A URL that cannot be decoded ("/%c0") never reaches a route or a hook: answer it here, headers and all.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      return reply
        .code(status)
        .headers(allHeaders)
        .type("text/plain; charset=utf-8")
        .send(status === 400 ? "Bad Request: the address is not a valid URL" : "Bad Request");
    },
  });

  // One URL per page: no trailing slash, no "/index.html"; old URLs move permanently. Every target is a path here.
  app.addHook("onRequest", async (request, reply) => {
    const { pathname, search } = requestTarget(request.url);
    const redirect = (target: string) => reply.redirect(`${sameOriginLocation(target)}${search}`, 301);
    const trimmed = pathname.replace(/\/+$/, "");
    const target = redirects.get(trimmed);
    if (target) return redirect(target);
    const page = pathname.replace(/\/index\.html$/, "") || "/";
    if (page !== pathname && (pages.has(page) || redirects.has(page))) return redirect(redirects.get(page) ?? page);
    if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith("//")) return redirect(trimmed);
  });

  // Every response carries the security headers; an HTML one also the document headers.
  app.addHook("onSend", async (_request, reply) => {
    reply.headers(headerSet.headers);
    if (String(reply.getHeader("content-type") ?? "").startsWith("text/html")) reply.headers(headerSet.documentHeaders);
  });

  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"], threshold: COMPRESS_MIN_BYTES });
  const staticOptions = {
    index: false,
    redirect: false,
    dotfiles: "ignore",
    // The build writes .br and .gz twins (scripts/precompress.ts); on-the-fly compression covers the rest.
    preCompressed: true,
    // Pages are sent by their own routes, under their canonical URL only: an HTML file is never served by its name
    // ("/404/index.html" would be the not-found page answering 200). The 404 handler sends the not-found pages.
    allowedPath: (pathname: string, _root: string, request: FastifyRequest) =>
      request.is404 ||
      pages.has(request.routeOptions.url ?? "") ||
      !(DEPLOY_ONLY_FILE.test(pathname) || pathname.endsWith(".html")),
    cacheControl: false,
    setHeaders: (res: { setHeader: (name: string, value: string) => unknown }, sentPath: string) => {
      // A precompressed twin ("index.html.br") answers with the headers of the file it stands for.
      // allowedPath refuses .br/.gz names, so a path ending in one is always a twin.
      const filePath = sentPath.replace(/\.(?:br|gz)$/, "");
      const file = path.relative(clientDir, filePath).split(path.sep).join("/");
      res.setHeader("Cache-Control", cacheControlFor(`/${file}`) ?? CACHE_CONTROL.other);
      if (precompressed.has(filePath)) res.setHeader("Vary", "Accept-Encoding");
    },
  } as const;
  // Hashed assets never change, so browsers never revalidate them: no ETag or Last-Modified to send with each.
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: path.join(clientDir, IMMUTABLE_DIR),
    prefix: `/${IMMUTABLE_DIR}/`,
    etag: false,
    lastModified: false,
    decorateReply: false,
  });
  await app.register(fastifyStatic, { ...staticOptions, root: clientDir });

  if (leads) await app.register(leadService, leads);

  for (const page of pages) {
    app.get(page, (_request, reply) => sendPage(reply, page));
  }

  app.setNotFoundHandler((request, reply) => {
    const { pathname } = requestTarget(request.url);
    // The site is read-only but for its form: any other method is not allowed, whatever the path.
    if (!READ_METHODS.includes(request.method)) {
      const allow = app.hasRoute({ method: "POST", url: pathname }) ? [...READ_METHODS, "POST"] : READ_METHODS;
      return reply
        .code(405)
        .header("allow", allow.join(", "))
        .type("text/plain; charset=utf-8")
        .send(`Method Not Allowed: use ${allow.join(" or ")}`);
    }
    return sendPage(reply, notFoundPageFor(siteMap.notFound, pathname), 404);
  });

  return app;
}
