import type { SerializeOptions } from "@fastify/cookie";
import { requireFormBody } from "../form-body";
import fastifyCsrfProtection from "@fastify/csrf-protection";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from "./password";
import { LOCK_MS, newToken, normalEmail, openStaffStore, SESSION_MAX_MS } from "./store";
import {
  STAFF_COOKIES,
  type LinkProblem,
  type SetPasswordProblem,
  type SignInProblem,
  type StaffPageLocals,
  type StaffUser,
} from "~/staff/staff-area";
import { fromThisSite } from "../request-target";

/*
 * Who may enter the staff area, and the forms that let them in (docs/staff.md). Applied at the root of the app,
 * before the connect-style handler that renders the staff pages (mounted through @fastify/middie in an onRequest
 * hook), so these hooks run first for every request, whoever answers it. Pages written by that handler go out on
 * the raw response and never pass Fastify's onSend: whatever they must carry (no-store, the CSRF cookie) is set on
 * the raw response as well as on the reply.
 */

declare module "fastify" {
  interface FastifyRequest {
    /** Who is signed in, on a request to the staff area (staff-auth.ts); null elsewhere and when no one is. */
    staff: StaffUser | null;
  }
}

export const SESSION_COOKIE = STAFF_COOKIES.session;
export const CSRF_COOKIE = "staff_csrf";
export const CSRF_FIELD = "_csrf";
export const CSRF_HEADER = "x-csrf-token";

export const STAFF_HOME = "/staff";
export const SIGN_IN_PATH = "/staff/sign-in";
export const SIGN_OUT_PATH = "/staff/sign-out";
export const SET_PASSWORD_PATH = "/staff/set-password";

/** Answered without a session. Signing out needs none: an expired session signs out to the same place. */
const OPEN_PATHS = new Set([SIGN_IN_PATH, SET_PASSWORD_PATH, SIGN_OUT_PATH]);
const READ_METHODS = new Set(["GET", "HEAD"]);
/** A sign-in or set-password form is a few hundred bytes. */

export const DEFAULT_SIGN_IN_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

/** Renders a staff page (sign-in, set-password) into `reply`, with `locals`; `reply.statusCode` is already set. */
export type RenderStaffPage = (request: FastifyRequest, reply: FastifyReply, locals: StaffPageLocals) => unknown;

export type StaffAuthOptions = {
  /** DATA_DIR: the staff store is staff.db there. */
  dataDir: string;
  render: RenderStaffPage;
  now?: () => Date;
  /** Sign-in attempts per client address, whatever the email. */
  signInRateLimit?: { max: number; timeWindowMs: number };
};

export type StaffAuth = {
  /** A preHandler for state-changing staff routes: 403 in plain words without the form's token. */
  requireCsrf: preHandlerAsyncHookHandler;
  /** Why a set-password link cannot be used (for the page that shows its form); null when it can. */
  linkProblem: (token: string) => LinkProblem | null;
  /** Who is signed in on any request, outside the staff area too (the editor's files); null when no one is. */
  staffOf: (request: FastifyRequest) => StaffUser | null;
};

/**
 * A path as a browser, a router or a file system could end up reading it: decoded (repeatedly: a handler may
 * decode again), backslashes as slashes, dot segments resolved, slashes collapsed, lower case. Erring towards the
 * staff area costs a sign-in; erring away would open it.
 */
export function normalPath(url: string): string {
  let pathname = url.startsWith("/") ? (url.split(/[?#]/, 1)[0] ?? "/") : new URL(url).pathname;
  for (let round = 0; round < 3; round += 1) {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // Not valid percent-encoding: read as it stands.
    }
    if (decoded === pathname) break;
    pathname = decoded;
  }
  return path.posix.normalize(`/${pathname.replaceAll("\\", "/")}`).toLowerCase();
}

type Area = { guarded: boolean; api: boolean; editorApi: boolean };

/** Which part of the staff area a URL is in; null outside it. */
export function staffAreaOf(url: string): Area | null {
  let pathname: string;
  try {
    pathname = normalPath(url);
  } catch {
    // An absolute-form URL that does not parse: no handler can route it either, but guard it all the same.
    return { guarded: true, api: true, editorApi: false };
  }
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  const editorApi = under("/api/keystatic");
  if (!under("/staff") && !under("/keystatic") && !editorApi) return null;
  return {
    guarded: !OPEN_PATHS.has(pathname.replace(/(.)\/+$/, "$1")),
    api: under("/api") || under("/staff/api"),
    editorApi,
  };
}

/** The path and query a request names, whether it came as "/staff?x" or in absolute form. */
function targetOf(url: string): string {
  if (url.startsWith("/")) return url.split("#", 1)[0] ?? url;
  try {
    const absolute = new URL(url);
    return `${absolute.pathname}${absolute.search}`;
  } catch {
    return STAFF_HOME;
  }
}

/** Where a sign-in goes on: `next` when it is a page of the staff area or the editor on this site, else home. */
export function nextAfterSignIn(next: string): string {
  if (!next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return STAFF_HOME;
  const base = "http://staff.invalid";
  let target: URL;
  try {
    target = new URL(next, base);
  } catch {
    return STAFF_HOME;
  }
  const area = staffAreaOf(target.pathname);
  if (target.origin !== base || !area?.guarded || area.editorApi) return STAFF_HOME;
  return `${target.pathname}${target.search}`;
}

function plainText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type("text/plain; charset=utf-8").send(text);
}

/** On the reply, and on the raw response for a page written there. */
function headerEverywhere(reply: FastifyReply, name: string, value: string) {
  reply.header(name, value);
  reply.raw.setHeader(name, value);
}

/** Headers a proxy adds when it passes a request on. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "via"];

const isLoopback = (address = "") => /^(?:127\.|::1$|::ffff:127\.)/.test(address);

/**
 * Whether a session may start over this request: over HTTPS (the connection's own, or a trusted proxy's word:
 * TRUST_PROXY), or straight from this machine with no proxy between (a developer's http://localhost). Through a
 * proxy the server was not told to trust, it cannot know the browser's connection was private, nor mark the cookie
 * Secure: a session cookie sent in the clear is a session anyone on the way can take.
 */
function secureEnough(request: FastifyRequest): boolean {
  if (request.protocol === "https") return true;
  const direct = FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  return direct && isLoopback(request.socket.remoteAddress);
}

const cookieOptions = (request: FastifyRequest): SerializeOptions => ({
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: request.protocol === "https",
});

/** One form field as a string; absent or odd reads as empty. */
function fieldsOf(body: unknown) {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  return (name: string) => {
    const value = fields[name];
    return typeof value === "string" ? value : "";
  };
}

const BODY_PROBLEMS: Record<number, string> = {
  413: "The form is too large to read.",
  415: "Send the form as a web form (application/x-www-form-urlencoded).",
};

let decoyHashing: Promise<string> | undefined;
/** An unknown address is checked against this, so it takes as long as a wrong password. */
const decoyHash = () => (decoyHashing ??= hashPassword(newToken()));

/**
 * Adds the staff area's sign-in to `app`, which must be the root instance with @fastify/cookie registered (once,
 * server/app.ts): the guard, the session, no-store, CSRF, and the sign-in, sign-out and set-password routes. Call
 * it before mounting the pages' handler and before any other staff route.
 */
export async function registerStaffAuth(
  app: FastifyInstance,
  { dataDir, render, now = () => new Date(), signInRateLimit = DEFAULT_SIGN_IN_RATE_LIMIT }: StaffAuthOptions,
): Promise<StaffAuth> {
  const store = openStaffStore(dataDir);
  app.addHook("onClose", async () => store.close());
  const decoy = await decoyHash();

  if (!app.hasRequestDecorator("cookies")) {
    throw new Error("registerStaffAuth needs @fastify/cookie registered at the root first (server/app.ts)");
  }
  await app.register(fastifyCsrfProtection, {
    sessionPlugin: "@fastify/cookie",
    cookieKey: CSRF_COOKIE,
    cookieOpts: { httpOnly: true, sameSite: "lax", path: "/" },
    getToken: (request) => fieldsOf(request.body)(CSRF_FIELD) || request.headers[CSRF_HEADER]?.toString(),
    logLevel: "info",
  });
  app.decorateRequest("staff", null);

  /** Whether the request carries a valid token for its CSRF cookie. */
  const csrfValid = (request: FastifyRequest, reply: FastifyReply): boolean => {
    let valid = false;
    // The plugin answers a bad token through the route's error handler (JSON, or whatever that scope does): read
    // its verdict instead, and answer in the staff area's words. A verdict that ever came late reads as refused.
    const verdictOnly: FastifyReply = Object.create(reply, { send: { value: () => verdictOnly } });
    app.csrfProtection(request, verdictOnly, () => {
      valid = true;
    });
    return valid;
  };

  const requireCsrf: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!csrfValid(request, reply)) {
      return plainText(
        reply,
        403,
        "This form has expired or did not come from this site: reload the page and try again.",
      );
    }
  };

  const inArea = new WeakSet<FastifyRequest>();

  app.addHook("onRequest", async (request, reply) => {
    const area = staffAreaOf(request.url);
    if (!area) return;
    inArea.add(request);
    headerEverywhere(reply, "cache-control", "no-store");

    // Every page of the area may hold a form: its CSRF secret is set now, on the raw response, so a page written
    // there carries it (reply.setCookie adds its cookies to it); reply.generateCsrf() then finds it and never sets
    // one of its own.
    if (!request.cookies[CSRF_COOKIE]) {
      const secret = randomBytes(18).toString("base64url");
      request.cookies[CSRF_COOKIE] = secret;
      reply.raw.appendHeader("set-cookie", app.serializeCookie(CSRF_COOKIE, secret, cookieOptions(request)));
    }

    const token = request.cookies[SESSION_COOKIE];
    request.staff = token ? store.touchSession(token, now()) : null;

    if (area.guarded && !request.staff) {
      if (READ_METHODS.has(request.method) && !area.api) {
        return reply.redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(targetOf(request.url))}`, 303);
      }
      return plainText(reply, 401, "Sign in first: this needs a staff session.");
    }
    // The editor's own API sends no CSRF token; unlike the contact form's check, a request that does not say where
    // it comes from is refused: it changes the site.
    if (area.editorApi && !READ_METHODS.has(request.method) && !fromThisSite(request, false)) {
      return plainText(reply, 403, "The editor's changes are taken only from the editor on this site.");
    }
  });

  app.addHook("onSend", async (request, reply) => {
    if (!inArea.has(request)) return;
    // Over whatever a route set for itself.
    reply.header("cache-control", "no-store");
  });

  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: Pick<StaffPageLocals, "signIn" | "setPassword">,
  ) => {
    reply.code(status);
    await render(request, reply, { status, staff: request.staff, csrfToken: reply.generateCsrf(), ...page });
    return reply;
  };

  const refuseInsecure = (request: FastifyRequest) =>
    request.log.warn(
      `a staff ${request.url.startsWith(SIGN_IN_PATH) ? "sign-in" : "password"} came over plain HTTP ${
        FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
          ? "through a proxy the server does not trust"
          : `from ${request.ip}`
      } and was refused: serve the site over HTTPS, and behind a proxy that terminates TLS set TRUST_PROXY to its address (docs/deploy.md)`,
    );

  const startSession = (request: FastifyRequest, reply: FastifyReply, staffId: number) => {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) store.endSession(previous);
    const token = store.startSession(staffId, now());
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_MAX_MS / 1000 });
  };

  await app.register(async (forms) => {
    // These routes read web forms only (the root's parser, server/form-body.ts).
    requireFormBody(forms, "The staff sign-in");
    forms.removeContentTypeParser(["application/json", "text/plain"]);

    await forms.register(fastifyRateLimit, { global: false });
    // After the body is read, so a refused sign-in still shows the address typed.
    const signInLimit = forms.rateLimit({ max: signInRateLimit.max, timeWindow: signInRateLimit.timeWindowMs });

    const signInAgain = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      problem: SignInProblem,
      retryAfterSeconds?: number,
    ) => {
      const field = fieldsOf(request.body);
      if (retryAfterSeconds !== undefined) headerEverywhere(reply, "retry-after", String(retryAfterSeconds));
      const signIn = { email: field("email"), problem, next: nextAfterSignIn(field("next")) };
      return renderPage(request, reply, status, {
        signIn: retryAfterSeconds === undefined ? signIn : { ...signIn, retryAfterSeconds },
      });
    };

    forms.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 429 && request.routeOptions.url === SIGN_IN_PATH) {
        const retryAfter = Number(reply.getHeader("retry-after")) || Math.ceil(signInRateLimit.timeWindowMs / 1000);
        return signInAgain(request, reply, 429, "rate-limited", retryAfter);
      }
      if (status < 500) return plainText(reply, status, BODY_PROBLEMS[status] ?? "The form could not be read.");
      request.log.error(error, "a staff form failed");
      return plainText(reply, 500, "Something went wrong on the server: try again in a moment.");
    });

    forms.post(SIGN_IN_PATH, { preHandler: signInLimit }, async (request, reply) => {
      const field = fieldsOf(request.body);
      const email = field("email");
      if (!secureEnough(request)) {
        refuseInsecure(request);
        return signInAgain(request, reply, 403, "insecure");
      }
      if (!csrfValid(request, reply)) return signInAgain(request, reply, 403, "csrf");
      const lockedOut = (until: Date) =>
        signInAgain(request, reply, 429, "locked", Math.ceil((until.getTime() - now().getTime()) / 1000));

      // Counted before the password is checked, and the lock read again after: guesses sent at once cannot slip
      // past the count while their passwords hash.
      const claim = store.claimAttempt(email, now());
      const locked = (lock: { until: Date; locked: boolean }) => {
        if (lock.locked) {
          request.log.warn(
            { email: normalEmail(email), until: lock.until.toISOString() },
            `staff sign-in for this address locked for ${LOCK_MS / 60_000} minutes after repeated wrong passwords`,
          );
        }
        return lockedOut(lock.until);
      };
      if (!claim.allowed) return locked(claim);

      const found = store.find(email);
      const account = found && found.disabledAt === null && found.passwordHash !== null ? found : null;
      const matches = await verifyPassword(field("password"), account?.passwordHash ?? decoy);
      if (!account?.passwordHash || !matches) {
        const lock = store.afterFailure(email, now());
        return lock ? locked(lock) : signInAgain(request, reply, 401, "wrong");
      }
      const lockedSince = store.lockedUntil(email, now());
      if (lockedSince) return lockedOut(lockedSince);

      store.clearFailures(email);
      if (needsRehash(account.passwordHash)) store.setPassword(account.id, await hashPassword(field("password")));
      startSession(request, reply, account.id);
      return reply.redirect(nextAfterSignIn(field("next")), 303);
    });

    forms.post(SIGN_OUT_PATH, { preHandler: requireCsrf }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) store.endSession(token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return reply.redirect(SIGN_IN_PATH, 303);
    });

    forms.post(SET_PASSWORD_PATH, async (request, reply) => {
      const field = fieldsOf(request.body);
      const token = field("token");
      const password = field("password");
      const again = (status: number, problem: SetPasswordProblem) =>
        renderPage(request, reply, status, { setPassword: { token, problem } });

      if (!secureEnough(request)) {
        refuseInsecure(request);
        return again(403, "insecure");
      }
      if (!csrfValid(request, reply)) return again(403, "csrf");
      const linkProblem = store.linkProblem(token, now());
      if (linkProblem) return again(400, linkProblem);
      if (passwordProblem(password)) return again(422, "too-short");
      if (password !== field("confirm")) return again(422, "mismatch");

      const result = store.usePasswordLink(token, await hashPassword(password), now());
      // Used by another request while this one hashed.
      if ("problem" in result) return again(400, result.problem);
      startSession(request, reply, result.id);
      return reply.redirect(STAFF_HOME, 303);
    });
  });

  return {
    requireCsrf,
    linkProblem: (token) => store.linkProblem(token, now()),
    staffOf: (request) => {
      if (inArea.has(request)) return request.staff;
      const token = (request.cookies ?? app.parseCookie(request.headers.cookie ?? ""))[SESSION_COOKIE];
      return token ? store.touchSession(token, now()) : null;
    },
  };
}
