import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { requestTarget } from "./request-target";

/*
 * The pages Astro renders on request (`prerender = false`: the contact form's answer without JavaScript, the staff
 * area, the editor), built by @astrojs/node in middleware mode into the build's server/ folder and mounted in
 * Fastify through @fastify/middie, Astro's documented pattern. Everything else stays a pre-rendered file.
 */

/** What the server hands a page rendered on request: `Astro.locals` (src/env.d.ts). */
export type PageLocals = App.Locals;

declare module "fastify" {
  interface FastifyRequest {
    /**
     * What the page on demand that answers this request reads (`Astro.locals`), as the hooks before it add to it (the
     * staff area's, server/staff/): handed to Astro's handler as its locals argument (pagesOnDemand, below).
     */
    pageLocals: PageLocals;
  }
  interface FastifyReply {
    /** Answers with the page on demand at the request's path, given what the route decided besides pageLocals. */
    renderPage(locals?: PageLocals): FastifyReply;
  }
}

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
  locals?: object,
) => Promise<void> | void;

/** The editor's API takes every method; any other page on demand answers reading only (its forms post to routes). */
const EDITOR_API = "/api/keystatic/";

export type OnDemandPages = {
  /** Connect-style, for middie: renders the request when a page on demand answers it, else passes it on. */
  handle(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals?: PageLocals): void;
  /** Answers a Fastify route with the page on demand at the request's path, given what the route decided. */
  render(request: FastifyRequest, reply: FastifyReply, locals: PageLocals): FastifyReply;
};

/**
 * The build's pages on demand, or null when it has none (a build made before them). `version` tells this build from
 * the one it replaces at the same path (a publish), since Node keeps a module once loaded.
 */
export async function loadOnDemandPages(
  buildDir: string,
  { headers, version = "" }: { headers: Record<string, string>; version?: string },
): Promise<OnDemandPages | null> {
  const entry = path.join(buildDir, "server", "entry.mjs");
  if (!existsSync(entry)) return null;
  const url = pathToFileURL(entry);
  if (version) url.searchParams.set("build", version);
  const { handler } = (await import(url.href)) as { handler: AstroHandler };

  // The answers Astro writes itself carry the site's headers as every file does.
  const withHeaders = (res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  return {
    handle(req, res, next, locals = {}) {
      const { pathname } = requestTarget(req.url ?? "/");
      if (!(req.method === "GET" || req.method === "HEAD" || pathname.startsWith(EDITOR_API))) return next();
      withHeaders(res);
      // Not a page on demand: the file or route that answers instead sends its own headers.
      const pass = (error?: unknown) => {
        for (const name of Object.keys(headers)) res.removeHeader(name);
        next(error);
      };
      void handler(req, res, pass, locals);
    },
    render(request, reply, locals) {
      reply.hijack();
      withHeaders(reply.raw);
      // Headers Fastify was told before the hand-over (Cache-Control, Set-Cookie) go with the page.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | string[]);
      }
      void handler(request.raw, reply.raw, () => reply.raw.writeHead(404).end(), locals);
      return reply;
    },
  };
}

export type PagesOnDemandOptions = {
  /** The build's pages on demand (loadOnDemandPages); null when it has none: renderPage then answers not found. */
  pages: OnDemandPages | null;
  /** The locals a page renders with: the request's pageLocals, then a route's own, then what every page gets. */
  localsFor: (request: FastifyRequest, locals: PageLocals) => PageLocals;
};

/**
 * The pages on demand as Fastify sees them, at the root (fastify-plugin): `request.pageLocals`, which hooks fill, and
 * `reply.renderPage(locals)`, with which a route answers with a page (the contact form's answer, a staff form shown
 * again). The handler that renders the pages' own requests is mounted after every hook that guards them or adds to
 * their locals (server/app.ts).
 */
export const pagesOnDemand = fastifyPlugin(
  async (app: FastifyInstance, { pages, localsFor }: PagesOnDemandOptions) => {
    app.decorateRequest("pageLocals", null as unknown as PageLocals);
    app.addHook("onRequest", async (request) => {
      request.pageLocals = {};
    });
    app.decorateReply("renderPage", function renderPage(this: FastifyReply, locals: PageLocals = {}) {
      if (pages) return pages.render(this.request, this, localsFor(this.request, locals));
      // A build without pages on demand (a test's fixture) has none to answer with.
      this.callNotFound();
      return this;
    });
  },
  { name: "pages-on-demand", fastify: "5.x" },
);
