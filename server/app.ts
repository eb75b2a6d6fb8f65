import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { NotFoundFallback, SiteMap } from "~/lib/site-map";
import { defaultEmailStandIn, emailStandIn, type EmailStandInOptions } from "./email-stand-in";

export type ServerOptions = {
  /** The build folder holding `client/` and `site-map.json`. */
  buildDir: string;
  logger?: boolean;
  /** The local stand-in for EmailJS; by default on when the build was made without a public key. */
  emailStandIn?: EmailStandInOptions | false;
};

const HTML_CACHE = "public, max-age=0, must-revalidate";
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const IMAGE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

export function readSiteMap(buildDir: string): SiteMap {
  return JSON.parse(readFileSync(path.join(buildDir, "site-map.json"), "utf8")) as SiteMap;
}

function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE_CACHE;
  if (filePath.endsWith(".html") || filePath.endsWith(".data")) return HTML_CACHE;
  if (filePath.includes(`${path.sep}images${path.sep}`)) return IMAGE_CACHE;
  return "public, max-age=3600";
}

/** "/team/member/:memberName" matches "/team/member/x" but not "/team/member/x/y"; "/*" matches anything. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const got = pathname.split("/").filter(Boolean);
  if (want.at(-1) === "*") return true;
  return want.length === got.length && want.every((part, i) => part.startsWith(":") || part === got[i]);
}

function pageFile(page: string): string {
  return page === "/" ? "index.html" : `${page.slice(1)}/index.html`;
}

function sendPage(reply: FastifyReply, page: string, status = 200) {
  return reply.code(status).type("text/html; charset=utf-8").sendFile(pageFile(page));
}

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
  emailStandIn: standIn = defaultEmailStandIn(buildDir),
}: ServerOptions): Promise<FastifyInstance> {
  const siteMap = readSiteMap(buildDir);
  const redirects = new Map(siteMap.redirects.map(({ from, to }) => [from, to]));
  const notFound: NotFoundFallback[] = siteMap.notFound;

  const app = Fastify({
    logger: logger ? { level: "info" } : false,
    logController: new OneLinePerRequest(),
    routerOptions: { maxParamLength: 500 },
  });

  // Canonical URLs have no trailing slash; old URLs move permanently.
  app.addHook("onRequest", async (request, reply) => {
    const [pathname = "/", query] = request.url.split("?", 2);
    const search = query === undefined ? "" : `?${query}`;
    const target = redirects.get(pathname.replace(/\/+$/, ""));
    if (target) return reply.redirect(`${target}${search}`, 301);
    if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith("//")) {
      return reply.redirect(`${pathname.replace(/\/+$/, "")}${search}`, 301);
    }
  });

  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    index: false,
    redirect: false,
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader("Cache-Control", cacheControlFor(filePath)),
  });

  if (standIn) await app.register(emailStandIn, standIn);

  for (const page of [...siteMap.pages, ...siteMap.unlisted]) {
    app.get(page, (_request, reply) => sendPage(reply, page));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    const fallback = notFound.find(({ pattern }) => matchesPattern(pattern, pathname));
    return sendPage(reply, fallback?.page ?? "/404", 404);
  });

  return app;
}
