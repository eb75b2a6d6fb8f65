import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { readdirSync } from "node:fs";
import path from "node:path";
import { notFoundPageFor, servedPages } from "~/lib/site-map";
import { defaultEmailStandIn, emailStandIn, type EmailStandInOptions } from "./email-stand-in";
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
  /** The local stand-in for EmailJS; by default on when the build was made without a public key. */
  emailStandIn?: EmailStandInOptions | false;
};

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
  const redirects = new Map([...siteMap.redirects, ...siteMap.movedFiles].map(({ from, to }) => [from, to]));
  const headerSet = readHeaderManifest(buildDir);
  const clientDir = path.join(buildDir, "client");
  // Files with a precompressed twin answer by Accept-Encoding, whichever encoding a request gets.
  const precompressed = new Set(
    readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(?:br|gz)$/.test(file))
      .map((file) => path.join(clientDir, file.replace(/\.(?:br|gz)$/, ""))),
  );

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
    // The 404 handler itself may send 404.html, Astro's not-found page, which no URL reaches by its name.
    allowedPath: (pathname: string, _root: string, request: FastifyRequest) =>
      request.is404 || !DEPLOY_ONLY_FILE.test(pathname),
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

  if (standIn) await app.register(emailStandIn, standIn);

  for (const page of servedPages(siteMap)) {
    app.get(page, (_request, reply) => sendPage(reply, page));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?", 1)[0] ?? "/";
    return sendPage(reply, notFoundPageFor(siteMap.notFound, pathname), 404);
  });

  return app;
}
