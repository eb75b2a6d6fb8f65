// @vitest-environment node
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cookieJar } from "../../tests/support/cookie-jar";
import { writeFixtureBuild } from "../../tests/support/fixture-build";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSKEY_PATHS, type PasskeyView } from "~/staff/passkeys";
import { SoftAuthenticator } from "../../tests/support/soft-authenticator";
import { createServer } from "../app";
import { openReleaseFolder } from "../releases/release-folder";
import { hashPassword } from "./password";
import { CHALLENGE_COOKIE } from "./passkeys";
import { DEFAULT_SIGN_IN_RATE_LIMIT, SESSION_COOKIE } from "./staff-auth";
import { openStaffStore } from "./store";

/*
 * Passkeys on the server as server/app.ts wires them (each test signs in with scrypt'd passwords: slow on purpose), with a software authenticator in place of the browser and the
 * device (tests/support/soft-authenticator.ts): adding one, signing in with it, and every answer that must be
 * refused: a forged signature, a replayed answer, a passkey the site does not know, a counter that went back, an
 * answer for another site. The pages are a stand-in for Astro's handler that shows what it was handed.
 */

const ADA = { email: "ada@example.org", password: "a long and memorable passphrase" };
const GRACE = { email: "grace@example.org", password: "another long memorable passphrase" };
const HOST = "localhost:3000";
const ORIGIN = `http://${HOST}`;

const STAND_IN_HANDLER = `
export const handler = (req, res, next, locals = {}) => {
  const { pathname } = new URL(req.url, "http://site.invalid");
  if (!pathname.startsWith("/staff")) return next();
  const area = locals.staffArea;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({
    staff: area?.staff ?? null,
    csrfToken: area?.csrfToken,
    passkeys: area?.passkeys?.list() ?? null,
    mustKeepLast: area?.passkeys?.mustKeepLast() ?? null,
    passwordSignsIn: area?.passkeys?.passwordSignsIn() ?? null,
  }));
};
`;

type Page = {
  staff: { id: number; email: string } | null;
  csrfToken: string;
  passkeys: PasskeyView[] | null;
  mustKeepLast: boolean | null;
  passwordSignsIn: boolean | null;
};

let work: string;
const servers: Awaited<ReturnType<typeof createServer>>[] = [];

/** A server on a site of its own; SITE_URL as given. */
async function server(siteUrl?: string) {
  const site = mkdtempSync(path.join(work, "site-"));
  const buildDir = writeFixtureBuild({
    dir: path.join(site, "build"),
    siteMap: { pages: ["/"] },
    files: { "index.html": "<h1>Home</h1>" },
    serverEntry: STAND_IN_HANDLER,
  });
  const dataDir = path.join(site, "data");
  mkdirSync(path.join(site, "content"), { recursive: true });
  const store = openStaffStore(dataDir);
  for (const person of [ADA, GRACE]) {
    const { account } = store.add(person.email, new Date());
    store.setPassword(account.id, await hashPassword(person.password));
  }
  store.close();
  const app = await createServer({
    buildDir,
    logger: false,
    leads: false,
    staff: {
      dataDir,
      root: site,
      folder: openReleaseFolder(path.join(site, "releases")),
      code: "test",
      build: async () => false,
      siteUrl,
    },
  });
  servers.push(app);
  return { app, dataDir };
}

type App = Awaited<ReturnType<typeof server>>["app"];

let browsers = 0;

/**
 * A browser: its cookie jar, its requests (to HOST, from an address of this machine of its own, as the rate limits
 * count by address), and the page's CSRF token.
 */
function browser(app: App, { host = HOST }: { host?: string } = {}) {
  browsers += 1;
  const remoteAddress = `127.0.${Math.floor(browsers / 250)}.${(browsers % 250) + 1}`;
  const { cookies: jar, header: cookieHeader, keep } = cookieJar();
  let csrf = "";
  const request = async (
    method: "GET" | "POST",
    url: string,
    body?: { form: Record<string, string> } | { json: unknown },
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        host,
        ...(body && "form" in body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...(body && "json" in body ? { "content-type": "application/json", "x-csrf-token": csrf } : {}),
        cookie: cookieHeader(),
        ...headers,
      },
      ...(body
        ? { payload: "form" in body ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json) }
        : {}),
    });
    keep(response);
    return response;
  };
  const page = async (url: string) => {
    const read = (await request("GET", url)).json<Page>();
    csrf = read.csrfToken;
    return read;
  };
  const post = (url: string, json: unknown, headers?: Record<string, string>) =>
    request("POST", url, { json }, headers);
  return {
    jar,
    request,
    page,
    post,
    async signIn(person = ADA) {
      await page("/staff/sign-in");
      const response = await request("POST", "/staff/sign-in", {
        form: { email: person.email, password: person.password, _csrf: csrf },
      });
      expect(response.statusCode).toBe(303);
      await page(PASSKEY_PATHS.page);
    },
    async signOut() {
      await request("POST", "/staff/sign-out", { form: { _csrf: csrf } });
      await page("/staff/sign-in");
    },
    /** Adds a passkey made by `authenticator`, as the passkeys page's script does. */
    async addPasskey(authenticator: SoftAuthenticator, name?: string) {
      const options = await post(PASSKEY_PATHS.registerOptions, {});
      expect(options.statusCode).toBe(200);
      const response = authenticator.register(options.json<PublicKeyCredentialCreationOptionsJSON>());
      return post(PASSKEY_PATHS.register, { response, name });
    },
    /** The sign-in page's options, as its script asks for them. */
    async signInOptions() {
      const options = await post(PASSKEY_PATHS.signInOptions, {});
      expect(options.statusCode).toBe(200);
      return options.json<PublicKeyCredentialRequestOptionsJSON>();
    },
  };
}

/** A signature with one bit flipped: the answer of someone without the private key. */
function forged(answer: AuthenticationResponseJSON): AuthenticationResponseJSON {
  const signature = Buffer.from(answer.response.signature, "base64url");
  signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 1;
  return { ...answer, response: { ...answer.response, signature: signature.toString("base64url") } };
}

let app: App;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "passkeys-"));
  ({ app } = await server());
}, 30_000);

afterAll(async () => {
  await Promise.all(servers.map((each) => each.close()));
  rmSync(work, { recursive: true, force: true });
});

describe("adding a passkey", { timeout: 30_000 }, () => {
  it("keeps a passkey made on the options the server gave, with its name, for the person signed in", async () => {
    const ada = browser(app);
    await ada.signIn();
    const options = await ada.post(PASSKEY_PATHS.registerOptions, {});
    const json = options.json<PublicKeyCredentialCreationOptionsJSON>();
    expect(json).toMatchObject({
      rp: { id: "localhost" },
      user: { name: ADA.email },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    expect(ada.jar[CHALLENGE_COOKIE]).toBeDefined();
    const cookie = String(options.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    const authenticator = new SoftAuthenticator(ORIGIN);
    const added = await ada.post(PASSKEY_PATHS.register, {
      response: authenticator.register(json),
      name: "Work laptop",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ added: "Work laptop", next: `${PASSKEY_PATHS.page}?done=added` });
    expect((await ada.page(PASSKEY_PATHS.page)).passkeys).toEqual([
      expect.objectContaining({ name: "Work laptop", lastUsedAt: null }),
    ]);

    // A second one, unnamed, gets a name; the first is listed to the browser so the same device is not asked twice.
    const again = await ada.post(PASSKEY_PATHS.registerOptions, {});
    expect(again.json<PublicKeyCredentialCreationOptionsJSON>().excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.held[0]?.id.toString("base64url") }),
    ]);
    const second = await ada.post(PASSKEY_PATHS.register, {
      response: new SoftAuthenticator(ORIGIN).register(again.json()),
    });
    expect(second.json()).toMatchObject({ added: "Passkey 2" });

    // Someone else sees none of them.
    const grace = browser(app);
    await grace.signIn(GRACE);
    expect((await grace.page(PASSKEY_PATHS.page)).passkeys).toEqual([]);
  });

  it("needs a session and the page's token", async () => {
    const stranger = browser(app);
    await stranger.page("/staff/sign-in");
    expect((await stranger.post(PASSKEY_PATHS.registerOptions, {})).statusCode).toBe(401);

    const ada = browser(app);
    await ada.signIn();
    const noToken = await ada.post(PASSKEY_PATHS.registerOptions, {}, { "x-csrf-token": "made-up" });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ problem: "csrf" });
  });

  it("refuses a registration answered twice, or bound to another account's challenge", async () => {
    const ada = browser(app);
    await ada.signIn();
    const options = (await ada.post(PASSKEY_PATHS.registerOptions, {})).json<PublicKeyCredentialCreationOptionsJSON>();
    const response = new SoftAuthenticator(ORIGIN).register(options);
    expect((await ada.post(PASSKEY_PATHS.register, { response })).statusCode).toBe(201);
    const replayed = await ada.post(PASSKEY_PATHS.register, { response });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ problem: "expired" });

    // Grace's challenge cookie in Ada's session (Ada signs in on the browser Grace asked for options in).
    const shared = browser(app);
    await shared.signIn(GRACE);
    const graces = (
      await shared.post(PASSKEY_PATHS.registerOptions, {})
    ).json<PublicKeyCredentialCreationOptionsJSON>();
    const challengeCookie = shared.jar[CHALLENGE_COOKIE];
    await shared.signOut();
    await shared.signIn(ADA);
    shared.jar[CHALLENGE_COOKIE] = challengeCookie ?? "";
    const crossed = await shared.post(PASSKEY_PATHS.register, {
      response: new SoftAuthenticator(ORIGIN).register(graces),
    });
    expect(crossed.json()).toEqual({ problem: "expired" });
  });

  it("refuses a passkey made for another site's options", async () => {
    const ada = browser(app);
    await ada.signIn();
    const options = (await ada.post(PASSKEY_PATHS.registerOptions, {})).json<PublicKeyCredentialCreationOptionsJSON>();
    const response = new SoftAuthenticator("https://phish.example").register({
      ...options,
      rp: { ...options.rp, id: "phish.example" },
    });
    const refused = await ada.post(PASSKEY_PATHS.register, { response });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ problem: "not-verified" });
  });
});

describe("signing in with a passkey", { timeout: 30_000 }, () => {
  async function adaWithPasskey() {
    const authenticator = new SoftAuthenticator(ORIGIN);
    const ada = browser(app);
    await ada.signIn();
    expect((await ada.addPasskey(authenticator, "Phone")).statusCode).toBe(201);
    await ada.signOut();
    return { ada, authenticator };
  }

  it("starts a session with no password, and goes on to the page asked for", async () => {
    const { ada, authenticator } = await adaWithPasskey();
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
    const options = await ada.signInOptions();
    // No list of passkeys: nothing is said about which accounts exist.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");

    const signedIn = await ada.post(PASSKEY_PATHS.signIn, {
      response: authenticator.authenticate(options),
      next: "/staff/leads?view=new",
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ next: "/staff/leads?view=new" });
    expect(ada.jar[SESSION_COOKIE]).toBeDefined();
    expect(ada.jar[CHALLENGE_COOKIE]).toBeUndefined();
    const page = await ada.page(PASSKEY_PATHS.page);
    expect(page.staff?.email).toBe(ADA.email);
    expect(page.passkeys?.find(({ name }) => name === "Phone")?.lastUsedAt).toEqual(expect.any(String));
  });

  it("goes home, not off the site, whatever `next` says", async () => {
    const { ada, authenticator } = await adaWithPasskey();
    const signedIn = await ada.post(PASSKEY_PATHS.signIn, {
      response: authenticator.authenticate(await ada.signInOptions()),
      next: "//evil.example/staff",
    });
    expect(signedIn.json()).toEqual({ next: "/staff" });
  });

  it("refuses a forged signature, and the challenge it was for is spent", async () => {
    const { ada, authenticator } = await adaWithPasskey();
    const answer = authenticator.authenticate(await ada.signInOptions());
    const refused = await ada.post(PASSKEY_PATHS.signIn, { response: forged(answer) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ problem: "not-verified" });
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
    // The true answer to the same challenge, after a forged one: the challenge is gone.
    expect((await ada.post(PASSKEY_PATHS.signIn, { response: answer })).json()).toEqual({ problem: "expired" });
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
  });

  it("refuses an answer replayed, with or without a fresh challenge", async () => {
    const { ada, authenticator } = await adaWithPasskey();
    const answer = authenticator.authenticate(await ada.signInOptions());
    const cookie = ada.jar[CHALLENGE_COOKIE] ?? "";
    expect((await ada.post(PASSKEY_PATHS.signIn, { response: answer })).statusCode).toBe(200);

    // Whoever copied the answer and the cookie on the way.
    const thief = browser(app);
    await thief.page("/staff/sign-in");
    thief.jar[CHALLENGE_COOKIE] = cookie;
    const replayed = await thief.post(PASSKEY_PATHS.signIn, { response: answer });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ problem: "expired" });

    // With a challenge of its own: the answer signs another.
    await thief.signInOptions();
    const stale = await thief.post(PASSKEY_PATHS.signIn, { response: answer });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ problem: "not-verified" });
    expect(thief.jar[SESSION_COOKIE]).toBeUndefined();
  });

  it("refuses a passkey the site does not know, or whose account was removed", async () => {
    const stranger = browser(app);
    await stranger.page("/staff/sign-in");
    const unknown = new SoftAuthenticator(ORIGIN);
    // Made for this site, but never added to an account.
    unknown.register({
      rp: { id: "localhost", name: "Elsewhere" },
      user: { id: "c3RyYW5nZXI", name: "stranger", displayName: "stranger" },
      challenge: "bm90IHRoZSBzaXRlJ3M",
      pubKeyCredParams: [{ type: "public-key", alg: -7 }],
    });
    const refused = await stranger.post(PASSKEY_PATHS.signIn, {
      response: unknown.authenticate(await stranger.signInOptions()),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ problem: "unknown-passkey" });

    const { app: own, dataDir } = await server();
    const ada = browser(own);
    await ada.signIn();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await ada.addPasskey(authenticator);
    await ada.signOut();
    const store = openStaffStore(dataDir);
    // Grace an owner too: the last owner cannot be removed.
    store.setRole(store.find(GRACE.email)?.id ?? 0, "owner", new Date());
    expect(store.remove(store.find(ADA.email)?.id ?? 0, new Date())).toHaveProperty("ended");
    store.close();
    const removed = await ada.post(PASSKEY_PATHS.signIn, {
      response: authenticator.authenticate(await ada.signInOptions()),
    });
    expect(removed.json()).toEqual({ problem: "unknown-passkey" });
  });

  it("refuses an answer whose counter went back (a cloned authenticator)", async () => {
    const { ada, authenticator } = await adaWithPasskey();
    const first = await ada.post(PASSKEY_PATHS.signIn, {
      response: authenticator.authenticate(await ada.signInOptions(), { counter: 7 }),
    });
    expect(first.statusCode).toBe(200);
    await ada.signOut();
    const back = await ada.post(PASSKEY_PATHS.signIn, {
      response: authenticator.authenticate(await ada.signInOptions(), { counter: 6 }),
    });
    expect(back.statusCode).toBe(401);
    expect(back.json()).toEqual({ problem: "not-verified" });
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
  });

  it("refuses an answer whose user handle is another account's", async () => {
    const { ada, authenticator } = await adaWithPasskey();
    const answer = authenticator.authenticate(await ada.signInOptions());
    const refused = await ada.post(PASSKEY_PATHS.signIn, {
      response: { ...answer, response: { ...answer.response, userHandle: "c29tZW9uZSBlbHNl" } },
    });
    expect(refused.json()).toEqual({ problem: "not-verified" });
  });

  it("needs the page's token, a secure connection, and JSON", async () => {
    const stranger = browser(app);
    await stranger.page("/staff/sign-in");
    expect((await stranger.post(PASSKEY_PATHS.signInOptions, {}, { "x-csrf-token": "" })).json()).toEqual({
      problem: "csrf",
    });
    // Through a proxy the server was not told to trust.
    const proxied = await stranger.post(PASSKEY_PATHS.signInOptions, {}, { "x-forwarded-for": "203.0.113.9" });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json()).toEqual({ problem: "insecure" });
    const form = await stranger.request("POST", PASSKEY_PATHS.signIn, { form: { response: "{}" } });
    expect(form.statusCode).toBe(415);
  });

  it("counts the answers from one address, as the password sign-in counts its attempts", async () => {
    const stranger = browser(app);
    await stranger.page("/staff/sign-in");
    for (let attempt = 0; attempt < DEFAULT_SIGN_IN_RATE_LIMIT.max; attempt += 1) {
      expect((await stranger.post(PASSKEY_PATHS.signIn, { response: {} })).statusCode).toBe(400);
    }
    const limited = await stranger.post(PASSKEY_PATHS.signIn, { response: {} });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ problem: "rate-limited" });
    // Someone else, elsewhere, is not held up.
    const ada = browser(app);
    await ada.page("/staff/sign-in");
    expect((await ada.post(PASSKEY_PATHS.signIn, { response: {} })).statusCode).toBe(400);
  });
});

describe("the relying party", { timeout: 30_000 }, () => {
  it("is SITE_URL's host when it is set: an answer from another origin is refused", async () => {
    const { app: own } = await server("https://staff.example.org");
    const ada = browser(own, { host: "staff.example.org" });
    // As through a proxy that terminates TLS is not set up here, the test speaks for this machine.
    await ada.signIn();
    const options = (await ada.post(PASSKEY_PATHS.registerOptions, {})).json<PublicKeyCredentialCreationOptionsJSON>();
    expect(options.rp.id).toBe("staff.example.org");
    const wrongOrigin = await ada.post(PASSKEY_PATHS.register, {
      response: new SoftAuthenticator("http://staff.example.org").register(options),
    });
    expect(wrongOrigin.json()).toEqual({ problem: "not-verified" });
    const again = (await ada.post(PASSKEY_PATHS.registerOptions, {})).json<PublicKeyCredentialCreationOptionsJSON>();
    const right = await ada.post(PASSKEY_PATHS.register, {
      response: new SoftAuthenticator("https://staff.example.org").register(again),
    });
    expect(right.statusCode).toBe(201);
  });

  it("is the request's own host when SITE_URL is unset", async () => {
    const ada = browser(app, { host: "127.0.0.1:3000" });
    await ada.signIn();
    const options = (await ada.post(PASSKEY_PATHS.registerOptions, {})).json<PublicKeyCredentialCreationOptionsJSON>();
    expect(options.rp.id).toBe("127.0.0.1");
  });
});

describe("naming and removing passkeys", { timeout: 30_000 }, () => {
  it("renames and removes one's own passkeys by plain forms, and no one else's", async () => {
    const ada = browser(app);
    await ada.signIn();
    await ada.addPasskey(new SoftAuthenticator(ORIGIN), "Tablet");
    const page = await ada.page(PASSKEY_PATHS.page);
    const tablet = page.passkeys?.find(({ name }) => name === "Tablet");
    expect(tablet).toBeDefined();

    const grace = browser(app);
    await grace.signIn(GRACE);
    const graceToken = (await grace.page(PASSKEY_PATHS.page)).csrfToken;
    await grace.request("POST", PASSKEY_PATHS.rename, {
      form: { _csrf: graceToken, id: tablet?.id ?? "", name: "Mine" },
    });
    await grace.request("POST", PASSKEY_PATHS.remove, { form: { _csrf: graceToken, id: tablet?.id ?? "" } });
    expect((await ada.page(PASSKEY_PATHS.page)).passkeys?.some(({ name }) => name === "Tablet")).toBe(true);

    const renamed = await ada.request("POST", PASSKEY_PATHS.rename, {
      form: { _csrf: page.csrfToken, id: tablet?.id ?? "", name: "  Old tablet  " },
    });
    expect(renamed.statusCode).toBe(303);
    expect(renamed.headers.location).toBe(`${PASSKEY_PATHS.page}?done=renamed`);
    const tooLong = await ada.request("POST", PASSKEY_PATHS.rename, {
      form: { _csrf: page.csrfToken, id: tablet?.id ?? "", name: "x".repeat(61) },
    });
    expect(tooLong.headers.location).toBe(`${PASSKEY_PATHS.page}?problem=name`);
    expect((await ada.page(PASSKEY_PATHS.page)).passkeys?.some(({ name }) => name === "Old tablet")).toBe(true);

    const noToken = await ada.request("POST", PASSKEY_PATHS.remove, { form: { id: tablet?.id ?? "" } });
    expect(noToken.statusCode).toBe(403);
    const removed = await ada.request("POST", PASSKEY_PATHS.remove, {
      form: { _csrf: page.csrfToken, id: tablet?.id ?? "" },
    });
    expect(removed.headers.location).toBe(`${PASSKEY_PATHS.page}?done=removed`);
    expect((await ada.page(PASSKEY_PATHS.page)).passkeys?.some(({ id }) => id === tablet?.id)).toBe(false);
  });
});

describe("an owner's last passkey, while owners must sign in with one", { timeout: 30_000 }, () => {
  it("is not removed: the page says to add another first", async () => {
    const { app: own, dataDir } = await server();
    const ada = browser(own);
    await ada.signIn();
    await ada.addPasskey(new SoftAuthenticator(ORIGIN), "Laptop");
    const store = openStaffStore(dataDir);
    expect(store.setPasskeysRequired(true)).toEqual({ required: true });
    store.close();

    const page = await ada.page(PASSKEY_PATHS.page);
    expect(page.mustKeepLast).toBe(true);
    expect(page.passwordSignsIn).toBe(false);
    const grace = browser(own);
    await grace.signIn(GRACE);
    expect(await grace.page(PASSKEY_PATHS.page)).toMatchObject({ mustKeepLast: false, passwordSignsIn: true });
    const [laptop] = page.passkeys ?? [];
    const refused = await ada.request("POST", PASSKEY_PATHS.remove, {
      form: { _csrf: page.csrfToken, id: laptop?.id ?? "" },
    });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`${PASSKEY_PATHS.page}?problem=last-passkey`);
    expect((await ada.page(PASSKEY_PATHS.page)).passkeys).toHaveLength(1);

    // With a second, the first may go.
    await ada.addPasskey(new SoftAuthenticator(ORIGIN), "Phone");
    expect((await ada.page(PASSKEY_PATHS.page)).mustKeepLast).toBe(false);
    const removed = await ada.request("POST", PASSKEY_PATHS.remove, {
      form: { _csrf: page.csrfToken, id: laptop?.id ?? "" },
    });
    expect(removed.headers.location).toBe(`${PASSKEY_PATHS.page}?done=removed`);
    expect((await ada.page(PASSKEY_PATHS.page)).mustKeepLast).toBe(true);
  });
});
