// @vitest-environment node
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cookieJar } from "../../tests/support/cookie-jar";
import { writeFixtureBuild } from "../../tests/support/fixture-build";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app";
import { formBody } from "../form-body";
import { pagesOnDemand } from "../on-demand";
import { openReleaseFolder } from "../releases/release-folder";
import { hashPassword } from "./password";
import { staffArea } from "./staff-area-plugin";
import { SESSION_COOKIE } from "./staff-auth";
import { openStaffStore } from "./store";

/*
 * The staff area as server/app.ts wires it (the pages on demand, the lead service, the sign-in, the staff area), with
 * a stand-in for Astro's handler in the build's server/entry.mjs that answers with what it was handed as its locals
 * argument: the locals a staff page reads reach it through that argument, and the staff area's forms answer a
 * missing token as they always have.
 */

const EMAIL = "ada@example.org";
const PASSWORD = "a long and memorable passphrase";
const REFUSED = "This form has expired or did not come from this site: reload the page and try again.";

/** Astro's handler, as loadOnDemandPages calls it: the request, the response, next, the page's locals. */
const STAND_IN_HANDLER = `
export const handler = (req, res, next, locals = {}) => {
  const { pathname } = new URL(req.url, "http://site.invalid");
  if (!pathname.startsWith("/staff") && pathname !== "/contact/send") return next();
  const area = locals.staffArea;
  res.statusCode = area?.status ?? 200;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({
    pathname,
    locals: Object.keys(locals),
    staffArea: area && {
      status: area.status,
      staff: area.staff,
      csrfToken: area.csrfToken,
      signIn: area.signIn ?? null,
      setPassword: area.setPassword ?? null,
      inbox: typeof area.inbox?.counts === "function",
      versions: typeof area.versions?.drafts === "function",
      linkProblem: area.linkProblem?.("made-up") ?? null,
    },
  }));
};
`;

type Page = {
  pathname: string;
  locals: string[];
  staffArea?: {
    status: number;
    staff: { id: number; email: string } | null;
    csrfToken: string;
    signIn: { email: string; problem: string; next: string } | null;
    setPassword: { token: string; problem: string } | null;
    inbox: boolean;
    versions: boolean;
    linkProblem: string | null;
  };
};

let work: string;
let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "staff-area-"));
  const buildDir = writeFixtureBuild({
    dir: path.join(work, "builds", "build"),
    siteMap: { pages: ["/"], notFound: [{ pattern: "/*", page: "/404" }] },
    files: { "index.html": "<h1>Home</h1>", "404/index.html": "<h1>Not found</h1>" },
    serverEntry: STAND_IN_HANDLER,
  });

  const dataDir = path.join(work, "data");
  const root = path.join(work, "site");
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.join(root, "content"), { recursive: true });
  const store = openStaffStore(dataDir);
  const { account } = store.add(EMAIL, new Date());
  store.setPassword(account.id, await hashPassword(PASSWORD));
  store.close();

  app = await createServer({
    buildDir,
    logger: false,
    leads: { dataDir, messageIdDomain: "example.org" },
    staff: {
      dataDir,
      root,
      folder: openReleaseFolder(path.join(work, "releases")),
      code: "test",
      build: async () => false,
    },
  });
});

afterAll(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A browser's cookie jar, enough for these requests. */
function browser() {
  const { cookies: jar, header: cookieHeader, keep } = cookieJar();
  const request = async (
    method: "GET" | "POST",
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        cookie: cookieHeader(),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    keep(response);
    return response;
  };
  const page = async (url: string) => (await request("GET", url)).json<Page>();
  return {
    jar,
    request,
    page,
    async signIn(password = PASSWORD) {
      const { staffArea: area } = await page("/staff/sign-in");
      return request("POST", "/staff/sign-in", { email: EMAIL, password, _csrf: area?.csrfToken ?? "" });
    },
  };
}

describe("the staff area's pages", () => {
  it("get who is signed in, their forms' token and what they read through the adapter's locals argument", async () => {
    const ada = browser();
    const signInPage = await ada.page("/staff/sign-in");
    expect(signInPage.staffArea).toMatchObject({
      status: 200,
      staff: null,
      csrfToken: expect.any(String),
      inbox: true,
      versions: true,
      linkProblem: "link-unknown",
    });
    expect((await ada.signIn()).statusCode).toBe(303);
    expect(ada.jar[SESSION_COOKIE]).toBeDefined();

    const home = await ada.request("GET", "/staff");
    expect(home.statusCode).toBe(200);
    expect(home.headers["cache-control"]).toBe("no-store");
    const { pathname, staffArea: area } = home.json<Page>();
    expect(pathname).toBe("/staff");
    expect(area).toMatchObject({ status: 200, staff: { email: EMAIL }, inbox: true, versions: true });
    expect(area?.csrfToken).toEqual(expect.any(String));
  });

  it("show a sign-in that failed on its page, with what every staff page reads", async () => {
    const ada = browser();
    const wrong = await ada.signIn("not the passphrase");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<Page>().staffArea).toMatchObject({
      status: 401,
      staff: null,
      signIn: { email: EMAIL, problem: "wrong", next: "/staff" },
      inbox: true,
      linkProblem: "link-unknown",
    });

    const forged = await ada.request("POST", "/staff/sign-in", { email: EMAIL, password: PASSWORD, _csrf: "forged" });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<Page>().staffArea?.signIn).toEqual({ email: EMAIL, problem: "csrf", next: "/staff" });
    expect(ada.jar[SESSION_COOKIE]).toBeUndefined();
  });

  it("checks the connection before the form's token: a forged form through an untrusted proxy is refused as insecure", async () => {
    const proxied = { "x-forwarded-for": "198.51.100.7" };
    const ada = browser();
    await ada.page("/staff/sign-in");
    const signIn = await ada.request(
      "POST",
      "/staff/sign-in",
      { email: EMAIL, password: PASSWORD, _csrf: "forged" },
      proxied,
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<Page>().staffArea?.signIn?.problem).toBe("insecure");
    const setPassword = await ada.request(
      "POST",
      "/staff/set-password",
      { token: "a-link", password: "twelve chars or more", confirm: "twelve chars or more", _csrf: "forged" },
      proxied,
    );
    expect(setPassword.statusCode).toBe(403);
    expect(setPassword.json<Page>().staffArea?.setPassword).toEqual({ token: "a-link", problem: "insecure" });
    // From this machine, the same forged form is refused for its token.
    const direct = await ada.request("POST", "/staff/set-password", {
      token: "a-link",
      password: "twelve chars or more",
      confirm: "twelve chars or more",
      _csrf: "forged",
    });
    expect(direct.statusCode).toBe(403);
    expect(direct.json<Page>().staffArea?.setPassword).toEqual({ token: "a-link", problem: "csrf" });
  });
});

describe("the staff area's forms", () => {
  it("refuse a button or an inbox form without the form's token in plain words, and take it with", async () => {
    const ada = browser();
    await ada.signIn();
    const token = (await ada.page("/staff")).staffArea?.csrfToken ?? "";
    for (const url of ["/staff/publish", "/staff/preview", "/staff/drafts/discard", "/staff/leads/1/handled"]) {
      for (const form of [{ handled: "1" }, { handled: "1", _csrf: "forged" }] as Record<string, string>[]) {
        const refused = await ada.request("POST", url, form);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(refused.headers["cache-control"]).toBe("no-store");
        expect(refused.body).toBe(REFUSED);
      }
    }
    const handled = await ada.request("POST", "/staff/leads/1/handled", { handled: "1", _csrf: token });
    expect(handled.statusCode).toBe(404);
    expect(handled.body).toBe("There is no lead #1.");
    const discard = await ada.request("POST", "/staff/drafts/discard", { _csrf: token });
    expect(discard.statusCode).toBe(303);
    expect(discard.headers.location).toMatch(/^\/staff\/publish\?/);
  });

  it("answer their other errors as Fastify does", async () => {
    const ada = browser();
    await ada.signIn();
    const token = (await ada.page("/staff")).staffArea?.csrfToken ?? "";
    const tooLarge = await ada.request("POST", "/staff/publish", { _csrf: token, path: "/".repeat(5000) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(tooLarge.json()).toMatchObject({ statusCode: 413, code: "FST_ERR_CTP_BODY_TOO_LARGE" });
  });
});

describe("the plugins", () => {
  it("say which plugin each needs registered before it", async () => {
    const bare = Fastify();
    await bare.register(formBody);
    await bare.register(fastifyCookie);
    await bare.register(pagesOnDemand, { pages: null, localsFor: (_request, locals) => locals });
    bare.decorate("serveBuild", () => {});
    const root = path.join(work, "site");
    await expect(
      bare.register(staffArea, {
        dataDir: path.join(work, "data"),
        root,
        folder: openReleaseFolder(path.join(work, "releases")),
        code: "test",
      }),
    ).rejects.toThrow("The dependency 'staff-auth' of plugin 'staff-area' is not registered");
    await bare.close();
  });
});
