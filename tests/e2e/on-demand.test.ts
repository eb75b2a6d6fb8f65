import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTACT_PATH, CONTACT_SEND_PATH } from "~/contact/contact-rules";
import { buildDir, expect, siteMap, test } from "./fixtures";
import { SiteCopy } from "../support/site-copy";
import { rawRequest } from "./raw-request";

/**
 * Every route the build's server entry can render on request, whoever added it (the site, an integration, Astro
 * itself), and what `npm start` answers a visitor there. A new integration that adds an endpoint changes this list,
 * and this test fails until someone decides what the endpoint may answer.
 */

const SIGN_IN = /^\/staff\/sign-in\?next=/;

/** Each on-demand route, a path it would answer, and what a visitor without a session gets there. */
const ROUTES: { route: string; path: string; status: number; location?: RegExp }[] = [
  // Astro's own: images are made at build time, and the site has no server islands.
  { route: "/_image", path: "/_image?href=/images/hero-horizon-2400.webp&w=2400&f=avif&q=100", status: 404 },
  { route: "/_server-islands/[name]", path: "/_server-islands/ContactForm", status: 404 },
  // The form's answer without JavaScript: opened by its address, it sends the visitor to the form.
  { route: "/contact/send", path: CONTACT_SEND_PATH, status: 303, location: new RegExp(`^${CONTACT_PATH}$`) },
  // The staff area and the editor: behind the sign-in.
  { route: "/staff", path: "/staff", status: 303, location: SIGN_IN },
  { route: "/staff/account", path: "/staff/account", status: 303, location: SIGN_IN },
  { route: "/staff/account/passkeys", path: "/staff/account/passkeys", status: 303, location: SIGN_IN },
  { route: "/staff/accounts", path: "/staff/accounts", status: 303, location: SIGN_IN },
  { route: "/staff/accounts/remove", path: "/staff/accounts/remove?id=1", status: 303, location: SIGN_IN },
  { route: "/staff/discard", path: "/staff/discard", status: 303, location: SIGN_IN },
  { route: "/staff/entry", path: "/staff/entry?key=site.yaml", status: 303, location: SIGN_IN },
  { route: "/staff/files", path: "/staff/files", status: 303, location: SIGN_IN },
  { route: "/staff/files/edit", path: "/staff/files/edit?path=content/site.yaml", status: 303, location: SIGN_IN },
  // Forgot your password?, open to anyone: its form (or, without a mail server, who to ask).
  { route: "/staff/forgot-password", path: "/staff/forgot-password", status: 200 },
  { route: "/staff/leads", path: "/staff/leads", status: 303, location: SIGN_IN },
  { route: "/staff/leads/[id]", path: "/staff/leads/1", status: 303, location: SIGN_IN },
  { route: "/staff/preview", path: "/staff/preview?path=/", status: 303, location: SIGN_IN },
  { route: "/staff/preview/[id]", path: "/staff/preview/2026-11-28T10-00-00-000Z", status: 303, location: SIGN_IN },
  { route: "/staff/publish", path: "/staff/publish", status: 303, location: SIGN_IN },
  { route: "/staff/set-password", path: "/staff/set-password?token=x", status: 200 },
  { route: "/staff/sign-in", path: "/staff/sign-in", status: 200 },
  { route: "/staff/version/[id]", path: "/staff/version/2026-11-28T10-00-00-000Z", status: 303, location: SIGN_IN },
  { route: "/keystatic/[...params]", path: "/keystatic/singleton/site", status: 303, location: SIGN_IN },
  { route: "/api/keystatic/[...params]", path: "/api/keystatic/tree", status: 401 },
];

test("the build renders on request only the routes listed here", () => {
  expect(siteMap.onDemand).toEqual(ROUTES.map(({ route }) => route).sort());
});

for (const { route, path, status, location } of ROUTES) {
  test(`${route} answers a visitor ${status}`, async ({ baseURL }) => {
    const response = await rawRequest(baseURL ?? "", path);
    expect(response.status).toBe(status);
    if (location) expect(String(response.headers.location)).toMatch(location);
  });
}

test("no script the build made holds the words of a page's file, so a draft can never reach one", () => {
  const pagesDir = path.resolve("content", "pages");
  // Each page file's longest line of words, as it stands in the file (a bundled copy of the file would hold it).
  const lines = readdirSync(pagesDir)
    .filter((file) => file.endsWith(".yaml"))
    .map(
      (file) =>
        readFileSync(path.join(pagesDir, file), "utf8")
          .split("\n")
          .map((line) => line.replace(/^\s*(?:- )?(?:[\w-]+: )?(?:>-|\|)?/, "").trim())
          .sort((a, b) => b.length - a.length)[0] ?? "",
    )
    .filter((line) => line.length >= 60);
  expect(lines.length).toBeGreaterThan(5);
  const assets = path.join(buildDir, "client", "assets");
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
    const script = readFileSync(path.join(assets, file), "utf8");
    for (const line of lines) expect(script.includes(line), `${file} holds "${line}"`).toBe(false);
  }
});

test("Astro's image endpoint answers 404 to every method and spelling", async ({ baseURL }) => {
  const spellings = ["/_image", "/_image/", "/_image?href=/favicon.svg", "/%5Fimage?href=/favicon.svg", "/_IMAGE"];
  for (const path of spellings) {
    for (const method of ["GET", "HEAD"]) {
      const response = await rawRequest(baseURL ?? "", path, { method });
      expect([301, 404], `${method} ${path}`).toContain(response.status);
      if (response.status === 301) {
        const again = await rawRequest(baseURL ?? "", String(response.headers.location), { method });
        expect(again.status, `${method} ${path} → ${String(response.headers.location)}`).toBe(404);
      }
    }
  }
});

test.describe("with the staff area off", () => {
  const site = new SiteCopy("onDemand", ".on-demand-test", {
    content: false,
    env: {
      STAFF_AREA: "off",
      NO_BUILD: "1",
      BUILD_DIR: path.resolve(buildDir),
      // Its own versions: the suite's server keeps its own beside the build.
      RELEASES_DIR: path.resolve(".on-demand-test", "releases"),
    },
  });
  const siteURL = site.url;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await site.start(100_000);
  });
  test.afterAll(() => site.remove());

  test("no page of the staff area or the editor is served, and the editor's API writes nothing", async () => {
    for (const path of ["/staff", "/staff/sign-in", "/keystatic", "/keystatic/singleton/site", "/api/keystatic/tree"]) {
      expect((await rawRequest(siteURL, path)).status, path).toBe(404);
    }
    const update = await rawRequest(siteURL, "/api/keystatic/update", {
      method: "POST",
      headers: { "content-type": "application/json", "no-cors": "1" },
      body: JSON.stringify({ additions: [{ path: "content/site.yaml", contents: "" }], deletions: [] }),
    });
    expect(update.status).toBe(405);
    expect((await rawRequest(siteURL, CONTACT_SEND_PATH)).status).toBe(303);
  });
});
