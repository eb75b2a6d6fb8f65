// @vitest-environment node
import fastifyCookie from "@fastify/cookie";
import fastifyMiddie from "@fastify/middie";
import Fastify, { type FastifyInstance } from "fastify";
import { formBody } from "../form-body";
import { pagesOnDemand } from "../on-demand";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openPasskeyStore } from "./passkey-store";
import { hashPassword, verifyPassword } from "./password";
import type * as Passwords from "./password";
import {
  CSRF_COOKIE,
  nextAfterSignIn,
  refuseCsrfInPlainWords,
  SESSION_COOKIE,
  staffAuth,
  staffPathKind,
  type StaffAuthOptions,
} from "./staff-auth";
import { EDITOR_SESSION_ENDED, SESSION_CHECK_PATH, type StaffPageLocals } from "~/staff/staff-pages";
import { FAILURE_WINDOW_MS, LOCK_MS, openStaffStore, PASSWORD_LINK_MS, type StaffStore } from "./store";

// The real scrypt, counted: the lockout's promise is how many passwords it ever checks.
vi.mock("./password", async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const EMAIL = "ada@example.org";
const PASSWORD = "a long and memorable passphrase";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Made once: scrypt is slow on purpose. */
const passwordHash = hashPassword(PASSWORD);

let dataDir: string;
let store: StaffStore;
let clock: Date;
let app: FastifyInstance;
let logLines: string[];
/** What the stand-in renderer was given, one entry per page rendered by a form route. */
let rendered: StaffPageLocals[];

type Page = { staff: { id: number; email: string } | null; csrfToken: string };
/** What the stand-in for the pages' handler was given for each request it rendered. */
const pageLocals = new WeakMap<IncomingMessage, Page>();

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/**
 * The app as server/app.ts wires it: the pages on demand (a stand-in for Astro's that shows a form's problem), the
 * staff sign-in at the root, then the pages' connect-style handler through @fastify/middie (a stand-in writing the
 * raw response, as Astro's does), and a staff API route in a scope of its own, as the staff area's are.
 */
async function start(
  options: Partial<StaffAuthOptions> & { trustProxy?: boolean; before?: (app: FastifyInstance) => Promise<void> } = {},
) {
  const { trustProxy = false, before, ...staffOptions } = options;
  app = Fastify({
    trustProxy,
    logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } },
  });
  await app.register(formBody);
  await app.register(fastifyCookie);
  await app.register(pagesOnDemand, {
    pages: {
      handle: (_req, _res, next) => next(),
      render: (_request, reply, { staffArea }) => {
        if (staffArea) rendered.push(staffArea);
        return reply
          .type("text/html; charset=utf-8")
          .send(`<p>${staffArea?.signIn?.problem ?? staffArea?.setPassword?.problem}</p>`);
      },
    },
    localsFor: (request, locals) => ({ ...request.pageLocals, ...locals }),
  });
  await before?.(app);
  await app.register(staffAuth, { dataDir, now: () => clock, ...staffOptions });
  // What the page handler would be given as Astro's locals.
  app.addHook("onRequest", async (request, reply) => {
    if (staffPathKind(request.url))
      pageLocals.set(request.raw, { staff: request.staff, csrfToken: reply.generateCsrf() });
  });
  await app.register(fastifyMiddie);
  // Like Astro's handler mounted for reads only: the form posts and staff APIs are Fastify routes.
  app.use((req, res, next) => {
    const url = req.url ?? "";
    const read = req.method === "GET" || req.method === "HEAD";
    const kind = staffPathKind(url);
    if (!kind?.editorApi && (!read || !kind || url.startsWith("/staff/api/"))) return next();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(JSON.stringify(pageLocals.get(req)));
  });
  await app.register(async (api) => {
    refuseCsrfInPlainWords(api);
    api.post("/staff/api/leads/1/handled", { preHandler: api.csrfProtection }, async () => ({ handled: true }));
  });
  app.get("/staff/api/boom", async () => {
    throw new Error("the inbox broke");
  });
  app.get("/staff/api/cached", async (_request, reply) => reply.header("cache-control", "max-age=3600").send("ok"));
  app.get("/staff/api/remember", async (_request, reply) =>
    reply.setCookie("remember", "1", { path: "/staff" }).send("ok"),
  );
  app.get("/team", async () => "the public team page");
  await app.ready();
}

/** The cookies a response sets, by name, as `name=value`. */
function cookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const header = response.headers["set-cookie"];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return Object.fromEntries(lines.map((line: string) => [line.split("=", 1)[0], line]));
}

const cookieValue = (line: string | undefined) => line?.split(";", 1)[0]?.split("=").slice(1).join("=") ?? "";

/** A browser's cookie jar, enough for these requests. */
function browser(headers: Record<string, string> = {}) {
  const jar: Record<string, string> = {};
  const request = async (
    method: "GET" | "POST" | "HEAD",
    url: string,
    form?: Record<string, string>,
    extra: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...extra,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        cookie: Object.entries(jar)
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const [name, line] of Object.entries(cookiesOf(response))) {
      const value = cookieValue(line);
      if (value === "" || /max-age=0/i.test(line)) delete jar[name];
      else jar[name] = value;
    }
    return response;
  };
  return {
    jar,
    request,
    /** The token the sign-in page's form carries. */
    async csrfToken() {
      const page = await request("GET", "/staff/sign-in");
      return (JSON.parse(page.body) as Page).csrfToken;
    },
    async signIn(email = EMAIL, password = PASSWORD, next = "") {
      return request("POST", "/staff/sign-in", { email, password, next, _csrf: await this.csrfToken() });
    },
  };
}

async function addAccount(email = EMAIL) {
  const { account } = store.add(email, clock);
  store.setPassword(account.id, await passwordHash);
  return account;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "staff-auth-"));
  store = openStaffStore(dataDir);
  clock = new Date("2026-11-20T09:00:00Z");
  logLines = [];
  rendered = [];
});

afterEach(async () => {
  await app?.close();
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the guard", () => {
  const pages = [
    "/staff",
    "/staff/leads?status=new&page=2",
    "/staff/leads/12",
    "/keystatic",
    "/keystatic/collection/team/item/ada",
    // Spellings a router or a handler could read as the staff area.
    "/%73taff/leads",
    "/STAFF",
    "//staff/leads",
    "/staff%2Fleads",
  ];
  const apis = ["/staff/api/leads", "/api/keystatic/tree", "/api/keystatic/blob/abc/content/team/ada.yaml"];

  it.each(pages)("sends a page request without a session to sign in, and back: %s", async (url) => {
    await start();
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/staff/sign-in?next=${encodeURIComponent(url)}`);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it.each([...apis, ...pages])("answers 401 to anything else without a session: %s", async (url) => {
    await start();
    const methods = apis.includes(url)
      ? (["GET", "HEAD", "POST", "PUT", "DELETE"] as const)
      : (["POST", "PUT", "DELETE"] as const);
    for (const method of methods) {
      const response = await app.inject({ method, url, headers: { "sec-fetch-site": "same-origin" } });
      expect(response.statusCode).toBe(401);
      expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      // The editor shows its API's answer as it stands: where to sign in, and that the changes are kept.
      const text = staffPathKind(url)?.editorApi ? EDITOR_SESSION_ENDED : "Sign in first: this needs a staff session.";
      if (method !== "HEAD") expect(response.body).toBe(text);
    }
  });

  it.each([
    ["/staff", true],
    ["/staff/", true],
    ["/Staff/Leads", true],
    ["/%73taff", true],
    ["/%2573taff", true],
    ["/team/../staff", true],
    ["/team/%2e%2e/staff", true],
    ["/\\staff\\leads", true],
    ["/staff/sign-in/../leads", true],
    ["/staff/sign-in/", false],
    ["/staff/sign-in?next=/staff", false],
    ["/staff/set-password", false],
    ["/staff/sign-out", false],
    ["/staff/forgot-password", false],
    ["/staff/accounts", true],
    ["/staff/account", true],
    ["http://localhost/staff", true],
    ["/keystatic/", true],
    ["/api/keystatic/update", true],
    ["/staffing", null],
    ["/team", null],
    ["/api/send", null],
  ])("reads %s as guarded: %s", (url, guarded) => {
    expect(staffPathKind(url)?.guarded ?? null).toBe(guarded);
  });

  it("guards a path as it comes over the wire, dot segments and all", async () => {
    await start();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    for (const raw of ["/team/../staff", "/staff/sign-in/../leads", "/team/%2e%2e/keystatic"]) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path: raw }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .on("error", reject)
          .end();
      });
      expect(status, raw).toBe(303);
    }
  });

  it("lets the sign-in and set-password pages through, and leaves the rest of the site alone", async () => {
    await start();
    for (const url of ["/staff/sign-in", "/staff/sign-in?next=%2Fstaff%2Fleads", "/staff/set-password?token=x"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ staff: null, csrfToken: expect.any(String) });
    }
    for (const url of ["/team", "/staffing", "/api/keystaticx"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).not.toBe(303);
      expect(response.statusCode).not.toBe(401);
      expect(response.headers["cache-control"]).toBeUndefined();
      expect(cookiesOf(response)[CSRF_COOKIE]).toBeUndefined();
    }
  });

  it("lets a signed-in person through, naming them", async () => {
    const account = await addAccount();
    await start();
    const ada = browser();
    expect((await ada.signIn()).statusCode).toBe(303);
    const page = await ada.request("GET", "/staff/leads");
    expect(page.statusCode).toBe(200);
    expect(JSON.parse(page.body)).toMatchObject({ staff: { id: account.id, email: EMAIL } });
    expect((await ada.request("GET", "/keystatic")).statusCode).toBe(200);
    expect((await ada.request("GET", "/api/keystatic/tree")).statusCode).toBe(200);
  });

  it("puts no-store on every answer of the staff area, errors and sign-in pages included", async () => {
    await addAccount();
    await start();
    const ada = browser();
    const answers = [
      await ada.request("GET", "/staff"),
      await ada.request("POST", "/staff/api/leads/1/handled"),
      await ada.request("GET", "/staff/sign-in"),
      await ada.request("POST", "/staff/sign-in", { email: EMAIL, password: "wrong", _csrf: "forged" }),
      await ada.request("POST", "/staff/sign-in", {
        email: EMAIL,
        password: "wrong password",
        _csrf: await ada.csrfToken(),
      }),
      await ada.request("POST", "/staff/sign-in", undefined, { "content-type": "application/json" }),
      await ada.request("POST", "/staff/set-password", {
        token: "unknown",
        password: "x",
        confirm: "x",
        _csrf: await ada.csrfToken(),
      }),
      await ada.signIn(),
      await ada.request("GET", "/staff"),
      await ada.request("GET", "/keystatic"),
      await ada.request("POST", "/api/keystatic/update", {}, { "sec-fetch-site": "cross-site" }),
      await ada.request("GET", "/staff/api/boom"),
      await ada.request("GET", "/staff/api/nothing-here"),
      await ada.request("GET", "/staff/api/cached"),
      await ada.request("POST", "/staff/sign-out", {}),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([
      303, 401, 200, 403, 401, 415, 400, 303, 200, 200, 403, 500, 404, 200, 403,
    ]);
    for (const response of answers) expect(response.headers["cache-control"]).toBe("no-store");
    expect((await ada.request("GET", "/team")).headers["cache-control"]).toBeUndefined();
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, and not Secure over http", async () => {
    await addAccount();
    await start();
    const response = await browser().signIn();
    const session = cookiesOf(response)[SESSION_COOKIE] ?? "";
    expect(session).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const csrf = cookiesOf(await browser().request("GET", "/staff/sign-in"))[CSRF_COOKIE];
    expect(csrf).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{24}; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it("is Secure when a trusted proxy says the site was reached over https, and only then", async () => {
    await addAccount();
    await start({ trustProxy: true });
    const overHttps = browser({ "x-forwarded-proto": "https" });
    const response = await overHttps.signIn();
    expect(cookiesOf(response)[SESSION_COOKIE]).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookiesOf(await browser({ "x-forwarded-proto": "https" }).request("GET", "/staff"))[CSRF_COOKIE]).toMatch(
      /; HttpOnly; Secure; SameSite=Lax$/,
    );
    await app.close();

    await start({ trustProxy: false });
    const claimed = await browser({ "x-forwarded-proto": "https" }).signIn();
    expect(cookiesOf(claimed)[SESSION_COOKIE]).toBeUndefined();
  });

  it("is never set over plain HTTP but from this machine itself: behind a proxy it was not told to trust, sign-in is refused", async () => {
    await addAccount();
    await start();
    // A proxy on this machine that terminates TLS and passes the request on: the server cannot tell the browser's
    // connection was private, nor mark the cookie Secure.
    const proxies: Record<string, string>[] = [
      { "x-forwarded-for": "198.51.100.7" },
      { "x-forwarded-proto": "https" },
      { forwarded: "for=198.51.100.7;proto=https" },
      { via: "1.1 proxy.example" },
    ];
    for (const headers of proxies) {
      const response = await browser(headers).signIn();
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
      expect(rendered.at(-1)?.signIn).toMatchObject({ email: EMAIL, problem: "insecure" });
    }
    expect(logLines.filter((line) => line.includes("TRUST_PROXY")).length).toBeGreaterThan(0);

    // Another machine straight over HTTP.
    const fromElsewhere = await app.inject({
      method: "POST",
      url: "/staff/sign-in",
      remoteAddress: "192.0.2.7",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(cookiesOf(fromElsewhere)[SESSION_COOKIE]).toBeUndefined();
    await app.close();

    // A trusted proxy that says the browser came over plain HTTP.
    await start({ trustProxy: true });
    const plain = await browser({ "x-forwarded-proto": "http", "x-forwarded-for": "198.51.100.7" }).signIn();
    expect(plain.statusCode).toBe(403);
    expect(cookiesOf(plain)[SESSION_COOKIE]).toBeUndefined();
  });

  it("holds a random token of which the store keeps only a hash", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    const token = ada.jar[SESSION_COOKIE] ?? "";
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const { readFileSync } = await import("node:fs");
    const files = ["staff.db", "staff.db-wal"].map((file) => {
      try {
        return readFileSync(path.join(dataDir, file));
      } catch {
        return Buffer.alloc(0);
      }
    });
    expect(Buffer.concat(files).includes(token)).toBe(false);
  });

  it("goes out with a cookie a Fastify route sets, both on one answer", async () => {
    await start();
    const response = await app.inject({ url: "/staff/api/remember" });
    // No session: the guard answers, with the CSRF cookie. Signed in, the route's own cookie joins it.
    expect(response.statusCode).toBe(401);
    await addAccount();
    const ada = browser();
    await ada.signIn();
    delete ada.jar[CSRF_COOKIE];
    const both = await ada.request("GET", "/staff/api/remember");
    expect(both.statusCode).toBe(200);
    expect(Object.keys(cookiesOf(both)).sort()).toEqual(["remember", CSRF_COOKIE]);
  });
});

describe("sign-in", () => {
  it("starts a session and goes on to the page asked for, replacing any earlier session", async () => {
    await addAccount();
    await start();
    const ada = browser();
    const first = await ada.signIn(EMAIL, PASSWORD, "/staff/leads/12?tab=history");
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe("/staff/leads/12?tab=history");
    const firstSession = ada.jar[SESSION_COOKIE] ?? "";

    const elsewhere = await browser().signIn(EMAIL, PASSWORD, "//evil.example/staff");
    expect(elsewhere.headers.location).toBe("/staff");

    const second = await ada.signIn("ADA@Example.org ", PASSWORD, "/keystatic/collection/team");
    expect(second.headers.location).toBe("/keystatic/collection/team");
    expect(ada.jar[SESSION_COOKIE]).not.toBe(firstSession);
    const replaced = await app.inject({ url: "/staff", headers: { cookie: `${SESSION_COOKIE}=${firstSession}` } });
    expect(replaced.statusCode).toBe(303);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(200);
  });

  it.each([
    ["", "/staff"],
    ["/staff/leads", "/staff/leads"],
    ["/keystatic", "/keystatic"],
    ["//evil.example/staff", "/staff"],
    ["/\\evil.example", "/staff"],
    ["https://evil.example/staff", "/staff"],
    ["/team", "/staff"],
    ["/api/keystatic/update", "/staff"],
    ["/staff/sign-in", "/staff"],
    ["/staff/../team", "/staff"],
    ["/staff/leads?x=\r\nSet-Cookie:a=b", "/staff/leads?x=Set-Cookie:a=b"],
  ])("goes on from next=%j to %s", (next, location) => {
    expect(nextAfterSignIn(next)).toBe(location);
  });

  it("shows the form again with the address as typed after a wrong password, an unknown address or no password yet", async () => {
    await addAccount();
    store.add("grace@example.org", clock);
    await start();
    const ada = browser();
    for (const [email, password] of [
      [EMAIL, "not the passphrase"],
      ["Nobody@Example.org", PASSWORD],
      ["grace@example.org", ""],
    ] as const) {
      const response = await ada.request("POST", "/staff/sign-in", {
        email,
        password,
        next: "/staff/leads",
        _csrf: await ada.csrfToken(),
      });
      expect(response.statusCode).toBe(401);
      expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
      expect(rendered.at(-1)).toEqual({
        status: 401,
        staff: null,
        csrfToken: expect.any(String),
        signIn: { email, problem: "wrong", next: "/staff/leads" },
      });
    }
  });

  it("takes as long for an unknown address as for a wrong password", async () => {
    await addAccount();
    await start();
    const ada = browser();
    const time = async (email: string) => {
      const token = await ada.csrfToken();
      const started = performance.now();
      await ada.request("POST", "/staff/sign-in", { email, password: "not the passphrase", _csrf: token });
      return performance.now() - started;
    };
    const known = [await time(EMAIL), await time(EMAIL)];
    const unknown = [await time("nobody@example.org"), await time("nobody@example.org")];
    // Both spend a whole scrypt hash; without the decoy an unknown address answers in well under a millisecond.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 3);
  });
});

describe("CSRF", () => {
  it("refuses a sign-in without the form's token, keeping what was typed", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.csrfToken();
    for (const token of [undefined, "forged", "a".repeat(60)]) {
      const form = { email: EMAIL, password: PASSWORD, next: "/staff/leads", ...(token ? { _csrf: token } : {}) };
      const response = await ada.request("POST", "/staff/sign-in", form);
      expect(response.statusCode).toBe(403);
      expect(rendered.at(-1)?.signIn).toEqual({ email: EMAIL, problem: "csrf", next: "/staff/leads" });
      expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
    }
    // The token made for a page of another browser does not fit this one's cookie.
    const other = browser();
    const response = await ada.request("POST", "/staff/sign-in", {
      email: EMAIL,
      password: PASSWORD,
      _csrf: await other.csrfToken(),
    });
    expect(response.statusCode).toBe(403);
    // The page shown again carries a token that works.
    const retried = await ada.request("POST", "/staff/sign-in", {
      email: EMAIL,
      password: PASSWORD,
      _csrf: rendered.at(-1)?.csrfToken ?? "",
    });
    expect(retried.statusCode).toBe(303);
  });

  it("refuses a state-changing staff request without the token, in plain words, and takes it from the header", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    const token = (JSON.parse((await ada.request("GET", "/staff")).body) as Page).csrfToken;
    for (const header of [{}, { "x-csrf-token": "forged" }] as Record<string, string>[]) {
      const refused = await ada.request("POST", "/staff/api/leads/1/handled", undefined, header);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(refused.body).toBe("This form has expired or did not come from this site: reload the page and try again.");
    }
    const accepted = await ada.request("POST", "/staff/api/leads/1/handled", undefined, { "x-csrf-token": token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ handled: true });
  });

  it("refuses a sign-out without the token and signs out with it", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    expect((await ada.request("POST", "/staff/sign-out", { _csrf: "forged" })).statusCode).toBe(403);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(200);
    const token = (JSON.parse((await ada.request("GET", "/staff")).body) as Page).csrfToken;
    const response = await ada.request("POST", "/staff/sign-out", { _csrf: token });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/staff/sign-in");
  });
});

describe("the lockout", () => {
  it("locks an address for 15 minutes after ten wrong passwords, even against the right one, and logs it once", async () => {
    await addAccount();
    await start();
    const ada = browser();
    const attempt = async (password: string, email = EMAIL) =>
      ada.request("POST", "/staff/sign-in", { email, password, _csrf: await ada.csrfToken() });

    for (let failure = 1; failure < 10; failure += 1) {
      advance(MINUTE);
      expect((await attempt(`wrong password ${failure}`)).statusCode).toBe(401);
    }
    const tenth = await attempt("wrong password 10");
    expect(tenth.statusCode).toBe(429);
    expect(tenth.headers["retry-after"]).toBe(String(LOCK_MS / 1000));
    expect(rendered.at(-1)?.signIn).toEqual({
      email: EMAIL,
      problem: "locked",
      next: "/staff",
      retryAfterSeconds: 900,
    });

    advance(5 * MINUTE);
    const right = await attempt(PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers["retry-after"]).toBe(String(10 * 60));
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
    expect((await attempt(PASSWORD, "ADA@example.org")).statusCode).toBe(429);

    const locks = logLines.filter((line) => line.includes("locked for 15 minutes"));
    expect(locks).toHaveLength(1);
    expect(JSON.parse(locks[0] ?? "{}")).toMatchObject({ level: 40, email: EMAIL });

    advance(10 * MINUTE);
    expect((await attempt(PASSWORD)).statusCode).toBe(303);
  }, 60_000);

  it("counts only the failures of the last 15 minutes, and starts again after a sign-in", async () => {
    await addAccount();
    await start({ signInRateLimit: { max: 100, timeWindowMs: MINUTE } });
    const ada = browser();
    const attempt = async (password: string) =>
      ada.request("POST", "/staff/sign-in", { email: EMAIL, password, _csrf: await ada.csrfToken() });
    for (let failure = 0; failure < 9; failure += 1) await attempt("wrong password");
    advance(FAILURE_WINDOW_MS);
    expect((await attempt("wrong password")).statusCode).toBe(401);
    for (let failure = 0; failure < 8; failure += 1) await attempt("wrong password");
    expect((await attempt(PASSWORD)).statusCode).toBe(303);
    expect((await attempt("wrong password")).statusCode).toBe(401);
  }, 60_000);

  it("checks at most ten passwords for an address however many arrive at once, and refuses the right one among them", async () => {
    await addAccount();
    await start({ signInRateLimit: { max: 100, timeWindowMs: MINUTE } });
    const ada = browser();
    const token = await ada.csrfToken();
    vi.mocked(verifyPassword).mockClear();
    const guesses = [...Array.from({ length: 29 }, (_, i) => `wrong password ${i}`), PASSWORD];
    const answers = await Promise.all(
      guesses.map((password) => ada.request("POST", "/staff/sign-in", { email: EMAIL, password, _csrf: token })),
    );
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(10);
    expect(answers.map((answer) => answer.statusCode)).not.toContain(303);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
    expect(logLines.filter((line) => line.includes("locked for 15 minutes"))).toHaveLength(1);
  }, 60_000);

  it("holds the count across client addresses: three of them sending at once get no more guesses", async () => {
    await addAccount();
    await start({ signInRateLimit: { max: 100, timeWindowMs: MINUTE } });
    const ada = browser();
    const token = await ada.csrfToken();
    const cookie = Object.entries(ada.jar)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    vi.mocked(verifyPassword).mockClear();
    const guesses = [...Array.from({ length: 12 }, (_, i) => `wrong password ${i}`), PASSWORD];
    const answers = await Promise.all(
      guesses.map((password, i) =>
        app.inject({
          method: "POST",
          url: "/staff/sign-in",
          remoteAddress: `192.0.2.${(i % 3) + 1}`,
          headers: { "content-type": "application/x-www-form-urlencoded", cookie },
          payload: new URLSearchParams({ email: EMAIL, password, _csrf: token }).toString(),
        }),
      ),
    );
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(10);
    expect(answers.map((answer) => answer.statusCode)).not.toContain(303);
    expect(answers.some((answer) => /staff_session=[^;]/.test(String(answer.headers["set-cookie"])))).toBe(false);
  }, 60_000);

  it("limits sign-in attempts per client address, keeping what was typed", async () => {
    await addAccount();
    await start({ signInRateLimit: { max: 2, timeWindowMs: MINUTE } });
    const ada = browser();
    const token = await ada.csrfToken();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await ada.request("POST", "/staff/sign-in", {
        email: `x${attempt}@example.org`,
        password: "x",
        _csrf: token,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await ada.request("POST", "/staff/sign-in", { email: EMAIL, password: PASSWORD, _csrf: token });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(rendered.at(-1)?.signIn).toMatchObject({ email: EMAIL, problem: "rate-limited" });
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
    // Another address (a proxy's client, told apart only with trustProxy) is not held up.
    const other = await app.inject({ method: "POST", url: "/staff/sign-in", remoteAddress: "192.0.2.7" });
    expect(other.statusCode).not.toBe(429);
  });
});

describe("session expiry", () => {
  it("ends a session after two hours without a request; each request slides it", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    for (let step = 0; step < 4; step += 1) {
      advance(2 * HOUR - MINUTE);
      expect((await ada.request("GET", "/staff")).statusCode).toBe(200);
    }
    // An API call slides it too.
    advance(2 * HOUR - MINUTE);
    expect((await ada.request("GET", "/staff/api/nothing-here")).statusCode).toBe(404);
    advance(2 * HOUR);
    const expired = await ada.request("GET", "/staff/leads");
    expect(expired.statusCode).toBe(303);
    expect(expired.headers.location).toBe("/staff/sign-in?next=%2Fstaff%2Fleads");
    // Gone for good, not only for a while.
    clock = new Date(clock.getTime() - 3 * HOUR);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(303);
  });

  it("writes the last-seen time at most once a minute, without cutting the idle time short by more", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    advance(30_000);
    await ada.request("GET", "/staff");
    // Not written: the idle time counts from the sign-in, 30 seconds before the last request.
    advance(2 * HOUR - 30_000);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(303);
  });

  it("ends a session twelve hours after sign-in, however busy", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    for (let hour = 1; hour < 12; hour += 1) {
      advance(HOUR);
      expect((await ada.request("GET", "/staff")).statusCode).toBe(200);
    }
    advance(HOUR - 1);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(200);
    advance(1);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(303);
  });

  it("ends with sign-out, on the server and not only in the browser", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    const session = ada.jar[SESSION_COOKIE] ?? "";
    const token = (JSON.parse((await ada.request("GET", "/staff")).body) as Page).csrfToken;
    const response = await ada.request("POST", "/staff/sign-out", { _csrf: token });
    expect(cookiesOf(response)[SESSION_COOKIE]).toMatch(
      /^staff_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
    const replayed = await app.inject({ url: "/staff", headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    expect(replayed.statusCode).toBe(303);
    // Signing out again, with the session gone, still lands on the sign-in page.
    expect((await ada.request("POST", "/staff/sign-out", { _csrf: token })).headers.location).toBe("/staff/sign-in");
  });

  it("is told to the editor, which asks after a save: 204 while it lasts, 401 once it has ended", async () => {
    await addAccount();
    await start();
    const ada = browser();
    expect((await ada.request("GET", SESSION_CHECK_PATH)).statusCode).toBe(401);
    await ada.signIn();
    const lasting = await ada.request("GET", SESSION_CHECK_PATH);
    expect(lasting.statusCode).toBe(204);
    expect(lasting.headers["cache-control"]).toBe("no-store");
    advance(2 * HOUR + MINUTE);
    expect((await ada.request("GET", SESSION_CHECK_PATH)).statusCode).toBe(401);
  });

  it("ends when the account is removed", async () => {
    // The first account is the owner, whom the store keeps.
    await addAccount("grace@example.org");
    const account = await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    store.remove(account.id, clock);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(303);
    expect((await ada.signIn()).statusCode).toBe(401);
  });
});

describe("set-password links", () => {
  async function linkFor(email: string) {
    const { account } = store.add(email, clock);
    return store.createPasswordLink(account.id, clock);
  }

  const form = async (person: ReturnType<typeof browser>, token: string, password: string, confirm = password) =>
    person.request("POST", "/staff/set-password", { token, password, confirm, _csrf: await person.csrfToken() });

  it("sets the password and signs in, once", async () => {
    const token = await linkFor("grace@example.org");
    await start();
    expect(app.passwordLinkProblem(token)).toBeNull();
    const grace = browser();
    const page = await grace.request("GET", `/staff/set-password?token=${token}`);
    expect(page.statusCode).toBe(200);

    expect((await form(grace, token, "too short")).statusCode).toBe(422);
    expect(rendered.at(-1)).toMatchObject({ status: 422, setPassword: { token, problem: "too-short" } });
    expect((await form(grace, token, "twelve chars or more", "twelve chars or mor")).statusCode).toBe(422);
    expect(rendered.at(-1)?.setPassword).toEqual({ token, problem: "mismatch" });
    const forged = await grace.request("POST", "/staff/set-password", {
      token,
      password: "attacker's choice",
      confirm: "attacker's choice",
    });
    expect(forged.statusCode).toBe(403);
    expect(rendered.at(-1)?.setPassword).toEqual({ token, problem: "csrf" });

    const done = await form(grace, token, "twelve chars or more");
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/staff");
    expect(JSON.parse((await grace.request("GET", "/staff")).body)).toMatchObject({
      staff: { email: "grace@example.org" },
    });

    expect(app.passwordLinkProblem(token)).toBe("link-used");
    const again = await form(browser(), token, "someone else's choice");
    expect(again.statusCode).toBe(400);
    expect(rendered.at(-1)?.setPassword).toEqual({ token, problem: "link-used" });
    expect((await browser().signIn("grace@example.org", "someone else's choice")).statusCode).toBe(401);
    expect((await browser().signIn("grace@example.org", "twelve chars or more")).statusCode).toBe(303);
  });

  it("is refused through a proxy the server does not trust, and stays usable", async () => {
    const token = await linkFor("grace@example.org");
    await start();
    const proxied = browser({ "x-forwarded-for": "198.51.100.7" });
    const response = await form(proxied, token, "twelve chars or more");
    expect(response.statusCode).toBe(403);
    expect(rendered.at(-1)?.setPassword).toEqual({ token, problem: "insecure" });
    expect(cookiesOf(response)[SESSION_COOKIE]).toBeUndefined();
    expect(app.passwordLinkProblem(token)).toBeNull();
  });

  it("expires after 48 hours, and a newer link replaces it", async () => {
    const token = await linkFor("grace@example.org");
    await start();
    advance(PASSWORD_LINK_MS - 1);
    expect(app.passwordLinkProblem(token)).toBeNull();
    advance(1);
    expect(app.passwordLinkProblem(token)).toBe("link-expired");
    expect((await form(browser(), token, "twelve chars or more")).statusCode).toBe(400);
    expect(rendered.at(-1)?.setPassword?.problem).toBe("link-expired");

    const account = store.find("grace@example.org");
    const first = store.createPasswordLink(account?.id ?? 0, clock);
    const second = store.createPasswordLink(account?.id ?? 0, clock);
    expect(app.passwordLinkProblem(first)).toBe("link-unknown");
    expect(app.passwordLinkProblem("made-up")).toBe("link-unknown");
    expect((await form(browser(), second, "twelve chars or more")).statusCode).toBe(303);
  });

  it("signs out every other session of the account", async () => {
    const account = await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    const token = store.createPasswordLink(account.id, clock);
    expect((await form(browser(), token, "a brand new passphrase")).statusCode).toBe(303);
    expect((await ada.request("GET", "/staff")).statusCode).toBe(303);
  });
});

describe("the editor's API", () => {
  it("takes a change only from this site's own pages", async () => {
    await addAccount();
    await start();
    const ada = browser();
    await ada.signIn();
    const post = (headers: Record<string, string>) => ada.request("POST", "/api/keystatic/update", {}, headers);
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
      { "sec-fetch-site": "cross-site", origin: "http://localhost:80" },
      { origin: "https://evil.example" },
      { origin: "null" },
      {},
    ] as Record<string, string>[]) {
      const refused = await post({ host: "localhost:80", ...headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.body).toBe("The editor's changes are taken only from the editor on this site.");
    }
    for (const headers of [
      { "sec-fetch-site": "same-origin" },
      { origin: "http://localhost" },
      { origin: "http://localhost:80" },
    ] as Record<string, string>[]) {
      const passed = await post({ host: "localhost:80", ...headers });
      expect(passed.statusCode, JSON.stringify(headers)).toBe(200);
    }
    // Reading needs no such proof.
    expect((await ada.request("GET", "/api/keystatic/tree")).statusCode).toBe(200);
  });
});

describe("the staff's addresses", () => {
  it("list every account not removed, oldest first: whom a lead can be assigned to", async () => {
    store.add("grace@example.org", clock);
    const alan = store.add("alan@example.org", clock).account;
    store.add("ada@example.org", clock);
    store.remove(alan.id, clock);
    await start();
    expect(app.staffAddresses()).toEqual(["grace@example.org", "ada@example.org"]);
  });
});

describe("registration", () => {
  it("needs the cookie parser registered once at the root, and says so", async () => {
    const bare = Fastify();
    await expect(bare.register(staffAuth, { dataDir })).rejects.toThrow(
      "The dependency '@fastify/cookie' of plugin 'staff-auth' is not registered",
    );
    await bare.close();
  });
});

describe("while owners must sign in with a passkey", () => {
  /** Ada an owner with a passkey and a password, Grace an editor with a password; passkeys required. */
  async function requirePasskeys() {
    const ada = await addAccount(EMAIL);
    const grace = await addAccount("grace@example.org");
    const passkeys = openPasskeyStore(store.file);
    passkeys.add(
      ada.id,
      { id: "k1", publicKey: new Uint8Array([1]), counter: 0, transports: [], name: "Laptop" },
      clock,
    );
    passkeys.close();
    expect(store.setPasskeysRequired(true)).toEqual({ required: true });
    return { ada, grace };
  }

  it("refuses an owner's password, the same whether it is right or wrong, after checking it as long", async () => {
    await requirePasskeys();
    await start();
    for (const password of [PASSWORD, "not the password at all"]) {
      vi.mocked(verifyPassword).mockClear();
      const person = browser();
      const refused = await person.signIn(EMAIL, password);
      expect(refused.statusCode).toBe(403);
      expect(rendered.at(-1)?.signIn).toEqual({ email: EMAIL, problem: "passkey-required", next: "/staff" });
      expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(1);
      expect(person.jar[SESSION_COOKIE]).toBeUndefined();
    }
    // An editor still signs in with a password.
    const grace = browser();
    expect((await grace.signIn("grace@example.org")).statusCode).toBe(303);
    expect(grace.jar[SESSION_COOKIE]).toBeDefined();
  });

  it("saves an owner's password from a set-password link, but does not sign them in", async () => {
    const { ada } = await requirePasskeys();
    const token = store.createPasswordLink(ada.id, clock);
    await start();
    const person = browser();
    const done = await person.request("POST", "/staff/set-password", {
      token,
      password: "a new owner's passphrase",
      confirm: "a new owner's passphrase",
      _csrf: await person.csrfToken(),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/staff/sign-in?password-set=passkey-required");
    expect(person.jar[SESSION_COOKIE]).toBeUndefined();
    expect(await verifyPassword("a new owner's passphrase", store.find(EMAIL)?.passwordHash ?? "")).toBe(true);
    expect(app.passwordLinkProblem(token)).toBe("link-used");
  });
});
