import type { SerializeOptions } from "@fastify/cookie";
import fastifyCsrfProtection from "@fastify/csrf-protection";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { hashPassword, needsRehash, passwordProblem, verifyPassword } from "./password";
import { LOCK_MS, newToken, normalEmail, openStaffStore, SESSION_MAX_MS, type StaffStore } from "./store";
import {
  EDITOR_SESSION_ENDED,
  SESSION_CHECK_PATH,
  STAFF_COOKIES,
  type LinkProblem,
  type SetPasswordProblem,
  type SignInProblem,
  type StaffPageLocals,
  type StaffUser,
} from "~/staff/staff-pages";
import { PASSKEY_PATHS } from "~/staff/passkeys";
import { fromThisSite } from "../request-target";

/*
 * Who may enter the staff area, and the forms that let them in (docs/staff.md): the plugin `staffAuth`. Not
 * encapsulated (fastify-plugin): its hooks run at the root, before the connect-style handler that renders the staff
 * pages (mounted through @fastify/middie in an onRequest hook), so they run first for every request, whoever
 * answers it; and what it decorates (request.staff, app.staffOf, app.passwordLinkProblem, app.staffStore,
 * app.startStaffSession, app.staffAddresses, and @fastify/csrf-protection's app.csrfProtection and reply.generateCsrf)
 * reaches the staff area's plugin and the server. Pages written by that handler go out on the raw response and never pass Fastify's onSend: whatever they
 * must carry (no-store, the CSRF cookie) is set on the raw response as well as on the reply.
 *
 * A form's token is checked by @fastify/csrf-protection's own hook, `app.csrfProtection`, as a route's preHandler;
 * it refuses with an error (CSRF_REFUSALS), which the route's scope answers: the sign-in forms show their page again,
 * any other staff route says so in plain words (refuseCsrfInPlainWords).
 */

declare module "fastify" {
  interface FastifyRequest {
    /** Who is signed in, on a request to the staff area (staff-auth.ts); null elsewhere and when no one is. */
    staff: StaffUser | null;
  }
  interface FastifyInstance {
    /** Who is signed in on any request, outside the staff area too (the editor's files, a preview); null if no one. */
    staffOf(request: FastifyRequest): StaffUser | null;
    /** Why a set-password link cannot be used (for the page that shows its form); null when it can. */
    passwordLinkProblem(token: string): LinkProblem | null;
    /** The staff store (staff.db) the sign-in reads: for the accounts' own routes (accounts-plugin.ts). */
    staffStore: StaffStore;
    /** Signs the account in on this browser (a new session and its cookie), as a right password does. */
    startStaffSession(request: FastifyRequest, reply: FastifyReply, staffId: number): void;
    /** The address of every account not removed, oldest first: whom a lead can be assigned to. */
    staffAddresses(): string[];
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
export const FORGOT_PASSWORD_PATH = "/staff/forgot-password";

/** Answered without a session. Signing out needs none: an expired session signs out to the same place. */
const OPEN_PATHS = new Set([
  SIGN_IN_PATH,
  SET_PASSWORD_PATH,
  SIGN_OUT_PATH,
  FORGOT_PASSWORD_PATH,
  PASSKEY_PATHS.signInOptions,
  PASSKEY_PATHS.signIn,
]);
const READ_METHODS = new Set(["GET", "HEAD"]);

export const DEFAULT_SIGN_IN_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

export type StaffAuthOptions = {
  /** DATA_DIR: the staff store is staff.db there. */
  dataDir: string;
  now?: () => Date;
  /** Sign-in attempts per client address, whatever the email. */
  signInRateLimit?: { max: number; timeWindowMs: number };
};

/**
 * The codes of the errors with which `app.csrfProtection` (@fastify/csrf-protection) refuses a request: no CSRF
 * cookie to check against, or a token that does not fit it.
 */
export const CSRF_REFUSALS: ReadonlySet<string> = new Set(["FST_CSRF_MISSING_SECRET", "FST_CSRF_INVALID_TOKEN"]);
export const isCsrfRefusal = (error: FastifyError) => CSRF_REFUSALS.has(error.code);

const CSRF_REFUSED = "This form has expired or did not come from this site: reload the page and try again.";

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

/** How the sign-in treats a path of the staff area: behind it or open, an API (401, not a redirect), the editor's. */
export type StaffPathKind = { guarded: boolean; api: boolean; editorApi: boolean };

/** Which kind of path of the staff area a URL names; null outside the staff area. */
export function staffPathKind(url: string): StaffPathKind | null {
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
  const area = staffPathKind(target.pathname);
  if (target.origin !== base || !area?.guarded || area.editorApi) return STAFF_HOME;
  return `${target.pathname}${target.search}`;
}

/** An answer in plain words. */
export function plainText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type("text/plain; charset=utf-8").send(text);
}

/**
 * Makes `scope` answer a request its routes' `app.csrfProtection` refused with 403 in plain words. Its other errors
 * go on to the parent scope's handler, as they would without it.
 */
export function refuseCsrfInPlainWords(scope: FastifyInstance): void {
  scope.setErrorHandler(async (error: FastifyError, _request, reply) => {
    if (!isCsrfRefusal(error)) throw error;
    return plainText(reply, 403, CSRF_REFUSED);
  });
}

/** On the reply, and on the raw response for a page written there. */
export function headerEverywhere(reply: FastifyReply, name: string, value: string) {
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
export function secureEnough(request: FastifyRequest): boolean {
  if (request.protocol === "https") return true;
  const direct = FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  return direct && isLoopback(request.socket.remoteAddress);
}

/** The session's (and the CSRF secret's) cookie: what sets it, and what clears it. */
export const cookieOptions = (request: FastifyRequest): SerializeOptions => ({
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: request.protocol === "https",
});

/** One form field as a string; absent or odd reads as empty. */
export function fieldsOf(body: unknown) {
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
 * The staff area's sign-in: the guard, the session, no-store, the CSRF cookie and token, and the sign-in, sign-out
 * and set-password routes. Registered at the root after @fastify/cookie, the form parser and the pages on demand
 * (server/app.ts), and before the pages' handler and any other staff route (the staff area's plugin, which
 * depends on it).
 */
async function staffAuthPlugin(
  app: FastifyInstance,
  { dataDir, now = () => new Date(), signInRateLimit = DEFAULT_SIGN_IN_RATE_LIMIT }: StaffAuthOptions,
): Promise<void> {
  const store = openStaffStore(dataDir);
  app.addHook("onClose", async () => store.close());
  const decoy = await decoyHash();

  await app.register(fastifyCsrfProtection, {
    sessionPlugin: "@fastify/cookie",
    cookieKey: CSRF_COOKIE,
    cookieOpts: { httpOnly: true, sameSite: "lax", path: "/" },
    getToken: (request) => fieldsOf(request.body)(CSRF_FIELD) || request.headers[CSRF_HEADER]?.toString(),
    logLevel: "info",
  });
  app.decorateRequest("staff", null);

  const inArea = new WeakSet<FastifyRequest>();

  app.addHook("onRequest", async (request, reply) => {
    const area = staffPathKind(request.url);
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
      // The editor shows this text as it stands (Keystatic's notice of a failed save).
      return plainText(
        reply,
        401,
        area.editorApi ? EDITOR_SESSION_ENDED : "Sign in first: this needs a staff session.",
      );
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

  /** Shows a sign-in form again: over what every page of the staff area reads, the status, who, a fresh token. */
  const showForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: Pick<StaffPageLocals, "signIn" | "setPassword">,
  ) => {
    reply.code(status);
    const staffArea = request.pageLocals.staffArea;
    return reply.renderPage({
      staffArea: { ...staffArea, status, staff: request.staff, csrfToken: reply.generateCsrf(), ...page },
    });
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
    const token = store.startSession(staffId, now(), request.headers["user-agent"] ?? "");
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_MAX_MS / 1000 });
  };

  await app.register(async (forms) => {
    // These routes read web forms only (the root's parser, server/form-body.ts).
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
      return showForm(request, reply, status, {
        signIn: retryAfterSeconds === undefined ? signIn : { ...signIn, retryAfterSeconds },
      });
    };

    const setPasswordAgain = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      problem: SetPasswordProblem,
    ) => showForm(request, reply, status, { setPassword: { token: fieldsOf(request.body)("token"), problem } });

    /** Checked before the form's token: a form sent in the clear is refused, whatever it holds. */
    const overSecureConnection =
      (showAgain: (request: FastifyRequest, reply: FastifyReply) => FastifyReply): preHandlerAsyncHookHandler =>
      async (request, reply) => {
        if (secureEnough(request)) return;
        refuseInsecure(request);
        return showAgain(request, reply);
      };

    forms.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (isCsrfRefusal(error)) {
        if (request.routeOptions.url === SIGN_IN_PATH) return signInAgain(request, reply, 403, "csrf");
        if (request.routeOptions.url === SET_PASSWORD_PATH) return setPasswordAgain(request, reply, 403, "csrf");
        return plainText(reply, 403, CSRF_REFUSED);
      }
      const status = error.statusCode ?? 500;
      if (status === 429 && request.routeOptions.url === SIGN_IN_PATH) {
        const retryAfter = Number(reply.getHeader("retry-after")) || Math.ceil(signInRateLimit.timeWindowMs / 1000);
        return signInAgain(request, reply, 429, "rate-limited", retryAfter);
      }
      if (status < 500) return plainText(reply, status, BODY_PROBLEMS[status] ?? "The form could not be read.");
      request.log.error(error, "a staff form failed");
      return plainText(reply, 500, "Something went wrong on the server: try again in a moment.");
    });

    // In this order: the address's attempts counted, the connection, the form's token.
    const signInChecks = [
      signInLimit,
      overSecureConnection((request, reply) => signInAgain(request, reply, 403, "insecure")),
      forms.csrfProtection,
    ];
    forms.post(SIGN_IN_PATH, { preHandler: signInChecks }, async (request, reply) => {
      const field = fieldsOf(request.body);
      const email = field("email");
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
      // An owner while owners must use a passkey: the same answer whatever the password, after the same hashing as
      // any other address. The attempt stays counted, as a wrong password's does.
      if (account?.role === "owner" && store.passkeysRequired()) {
        request.log.info({ email: account.email }, "an owner's password sign-in was refused: owners use a passkey");
        return signInAgain(request, reply, 403, "passkey-required");
      }
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

    forms.post(SIGN_OUT_PATH, { preHandler: forms.csrfProtection }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) store.endSession(token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return reply.redirect(SIGN_IN_PATH, 303);
    });

    const setPasswordChecks = [
      overSecureConnection((request, reply) => setPasswordAgain(request, reply, 403, "insecure")),
      forms.csrfProtection,
    ];
    forms.post(SET_PASSWORD_PATH, { preHandler: setPasswordChecks }, async (request, reply) => {
      const field = fieldsOf(request.body);
      const token = field("token");
      const password = field("password");
      const again = (status: number, problem: SetPasswordProblem) => setPasswordAgain(request, reply, status, problem);

      const linkProblem = store.linkProblem(token, now());
      if (linkProblem) return again(400, linkProblem);
      if (passwordProblem(password)) return again(422, "too-short");
      if (password !== field("confirm")) return again(422, "mismatch");

      const result = store.usePasswordLink(token, await hashPassword(password), now());
      // Used by another request while this one hashed.
      if ("problem" in result) return again(400, result.problem);
      // Kept, but it signs no owner in while owners must use a passkey: the sign-in page says so.
      if (result.role === "owner" && store.passkeysRequired()) {
        // Whoever was signed in on this browser is signed out, so the sign-in page shows rather than the overview.
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) store.endSession(previous);
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        return reply.redirect(`${SIGN_IN_PATH}?password-set=passkey-required`, 303);
      }
      startSession(request, reply, result.id);
      return reply.redirect(STAFF_HOME, 303);
    });
  });

  // Whether this browser's session lasts: the guard above answers 401 when it has ended. The editor asks after a save
  // (src/components/staff/session-ended.astro).
  app.get(SESSION_CHECK_PATH, async (_request, reply) => reply.code(204).send());

  app.decorate("passwordLinkProblem", (token: string) => store.linkProblem(token, now()));
  app.decorate("staffStore", store);
  app.decorate("startStaffSession", startSession);
  app.decorate("staffAddresses", () =>
    store
      .list(now())
      .filter((account) => account.disabledAt === null)
      .map((account) => account.email),
  );
  app.decorate("staffOf", (request: FastifyRequest) => {
    if (inArea.has(request)) return request.staff;
    // Asked before the cookies are read too (the first hooks pick the version a request is served from).
    const token = (request.cookies ?? app.parseCookie(request.headers.cookie ?? ""))[SESSION_COOKIE];
    return token ? store.touchSession(token, now()) : null;
  });
}

export const staffAuth = fastifyPlugin(staffAuthPlugin, {
  name: "staff-auth",
  fastify: "5.x",
  // The cookies it reads and sets, the forms it reads, the pages it shows a failed form on.
  dependencies: ["@fastify/cookie", "form-body", "pages-on-demand"],
});
