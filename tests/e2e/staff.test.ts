import { test, expect, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { industryFileName, type RosterIndustryName } from "~/content/choices";
import { industryClients } from "~/content/clients";
import { loadTeam, readRoster } from "~/content/content-files";
import { memberSlug } from "~/content/team";
import { CONTACT_SEND_PATH } from "~/contact/contact-rules";
import { makeFields } from "~/test/lead-factory";
import { contentVersion } from "~/lib/build-versions";
import { CACHE_CONTROL } from "~/lib/security-headers";
import type { SiteMap } from "~/lib/site-map";
import { EDITOR_SESSION_ENDED } from "~/staff/staff-pages";
import { expectNoAxeViolations } from "./axe";
import { test as files, visit } from "./fixtures";
import { SiteCopy } from "../support/site-copy";

/**
 * The firm's staff on the running site (`npm start`), as they work: sign in, read and handle the lead a visitor just
 * sent, add a Leadership member with a portrait and a client in the editor, publish, find them on the public site
 * with no restart, roll back. The server runs on a copy of the site's content (CONTENT_DIR, PUBLIC_CONTENT_DIR for
 * the editor) in a git repository of its own, so the project's files and history stay as they are. Three builds
 * (the start, a publish, a refused publish that stops before building) make this the suite's longest test.
 */
const site = new SiteCopy("staff", ".staff-test", { editor: true, env: { CONTACT_RATE_LIMIT: "1000" } });
const { work, contentDir } = site;
const siteURL = site.url;
const STAFF = { email: "morgan.ellis@northbridge.example", password: "harbour lights at seven" };

/** A name nobody in content/team has: "Nadia Brooks", made longer while one does. */
function unusedName(): { name: string; slug: string } {
  const team = loadTeam(path.resolve("content")).entries;
  let name = "Nadia Brooks";
  while (team.some((member) => member.slug === memberSlug({ name }))) name = `Nadia ${name}`;
  return { name, slug: memberSlug({ name }) };
}
const NEW_MEMBER = {
  ...unusedName(),
  role: "Partner, Research & Evaluation",
  bio: "Nadia leads the firm's research on how large groups reach decisions that last, and measures what every convening changed a year after it ended.",
};

/** A client added to the first industry that lists clients, under a name no industry lists yet. */
function newClient(): { industry: RosterIndustryName; name: string } {
  const roster = readRoster(path.resolve("content"));
  const industry = roster.find((candidate) => candidate.layout === "list");
  if (!industry) throw new Error("test data: an industry lists its clients");
  const listed = new Set(roster.flatMap(industryClients));
  let name = "Northwind Power Cooperative";
  while (listed.has(name)) name = `${name} II`;
  return { industry: industry.name, name };
}
const NEW_CLIENT = newClient();

const LEAD = makeFields({
  name: "Priya Raman",
  email: "priya.raman@harbourtrust.example",
  company: "Harbour Trust",
  serviceInterest: "collaboration-events",
  timeline: "quarter",
  challenge: "Our board and twelve grantee organisations need one shared plan for coastal resilience by spring.",
});

const git = (...args: string[]) => spawnSync("git", args, { cwd: work, encoding: "utf8" });

test.describe.configure({ mode: "serial", timeout: 480_000 });

/** The site's own content/, which the staff's saves on the copy never touch. */
let siteContent = "";

test.beforeAll(async () => {
  test.setTimeout(300_000);
  siteContent = contentVersion("content");
  await site.prepare();
  // The server's own folders: out of the editor's listing and of the copy's history.
  writeFileSync(path.join(work, ".gitignore"), "/build/\n/build.*/\n/data/\n");
  git("init", "--quiet");
  git("config", "user.email", "site@northbridge.example");
  git("config", "user.name", "The site");
  git("add", "content");
  git("commit", "--quiet", "-m", "The site's content");
  site.addStaff(STAFF);
  // It builds first.
  await site.start(280_000);
});

test.afterAll(async () => {
  await site.remove();
  expect(contentVersion("content"), "the editor saved into the site's own content/, not the server's drafts").toBe(
    siteContent,
  );
});

async function signIn(page: Page, next = "/staff") {
  await page.goto(`${siteURL}${next}`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
  await expectNoAxeViolations(page, "sign in");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${siteURL}${next}`);
}

/** Publish the drafts from the staff area and wait for the page, which follows the build on its own, to say how it went. */
async function publish(page: Page): Promise<string> {
  await page.goto(`${siteURL}/staff/publish`);
  await page.getByRole("button", { name: /^Publish the (drafts|preview)$/ }).click();
  const outcome = page.getByRole("heading", { name: /^(Published$|Not published)/ });
  await expect(outcome).toBeVisible({ timeout: 300_000 });
  return (await outcome.textContent()) ?? "";
}

/** The saved edits the Publish page lists as waiting, as "Kind · Name". */
async function waiting(page: Page): Promise<string[]> {
  await page.goto(`${siteURL}/staff/publish`);
  const drafts = page.getByRole("region", { name: /saved edits waiting/i });
  return (await drafts.getByRole("listitem").allTextContents()).map((text) => text.replace(/\s*Edit.*$/, "").trim());
}

/** The versions the Publish page lists, newest first, as "Built …" headings with whether each is live. */
const versionsList = (page: Page) => page.getByRole("region", { name: "Versions" }).getByRole("listitem");

/** A visitor's copy of a page: no cookies, no preview. */
const visitorGet = (url: string) => fetch(`${siteURL}${url}`, { redirect: "manual" });

const memberPath = `/team/member/${NEW_MEMBER.slug}`;
const memberKind = "Team member";

test("staff handle a new lead, add a member and a client, preview them, and publish the preview as previewed", async ({
  page,
  request,
}) => {
  // A visitor sends a request from the contact page (its post without JavaScript).
  const sent = await request.post(`${siteURL}${CONTACT_SEND_PATH}`, {
    form: LEAD,
    headers: { Origin: siteURL, "Sec-Fetch-Site": "same-origin" },
  });
  expect(sent.status()).toBe(200);

  await signIn(page);
  await expect(page.locator("[data-new-leads]")).toHaveText("1");
  await expect(page.locator("[data-drafts-waiting]")).toHaveText("0");
  await expectNoAxeViolations(page, "the staff overview");
  await page.getByRole("link", { name: "Read new leads" }).click();
  // Checked once the leads page has replaced the overview, not while it loads.
  await expect(page.getByRole("link", { name: new RegExp(LEAD.name) })).toBeVisible();
  await expectNoAxeViolations(page, "the new leads");
  await page.getByRole("link", { name: new RegExp(LEAD.name) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LEAD.name);
  await expectNoAxeViolations(page, "a lead");
  await expect(page.getByText(LEAD.challenge)).toBeVisible();
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByText(`Handled by ${STAFF.email}`)).toBeVisible();
  await page.getByRole("link", { name: "Overview" }).click();
  await expect(page.locator("[data-new-leads]")).toHaveText("0");

  const teamBefore = await (await visitorGet("/team")).text();
  expect(teamBefore).not.toContain(NEW_MEMBER.name);

  // The editor, on the running site, behind the same sign-in.
  const portrait = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#206070" } })
    .jpeg()
    .toBuffer();
  await page.getByRole("link", { name: "Edit the site" }).click();
  await page.goto(`${siteURL}/keystatic/collection/team/create`);
  await page.getByRole("textbox", { name: "Full name" }).fill(NEW_MEMBER.name, { timeout: 60_000 });
  await page.getByRole("textbox", { name: "Role" }).fill(NEW_MEMBER.role);
  await page
    .getByRole("group", { name: /Groups/ })
    .getByRole("button", { name: "Add" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add item" });
  await dialog.getByRole("button", { name: /Group/ }).click();
  await page.getByRole("option", { name: "Leadership" }).click();
  await dialog.getByRole("button", { name: "Add" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("group", { name: "Portrait" }).getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles({ name: "nadia.jpg", mimeType: "image/jpeg", buffer: portrait });
  const portraitAlt = page.getByRole("textbox", { name: /Portrait description/ });
  if (await portraitAlt.count()) await portraitAlt.fill(`Portrait of ${NEW_MEMBER.name}.`);
  await page.getByRole("textbox", { name: "Bio" }).fill(NEW_MEMBER.bio);
  await page.getByRole("button", { name: "Create" }).click();
  const memberFile = path.join(contentDir, "team", `${NEW_MEMBER.slug}.md`);
  await expect.poll(() => existsSync(memberFile), { timeout: 30_000 }).toBe(true);

  await page.goto(`${siteURL}/keystatic`);
  await page
    .getByRole("list", { name: "Client roster" })
    .getByRole("link", { name: NEW_CLIENT.industry, exact: true })
    .click();
  await page.getByRole("button", { name: "Add", exact: true }).first().click();
  const item = page.getByRole("dialog", { name: "Add item" });
  await item.getByRole("textbox", { name: "Client" }).fill(NEW_CLIENT.name);
  await item.getByRole("button", { name: "Add" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  const industryFile = path.join(contentDir, "clients", `${industryFileName(NEW_CLIENT.industry)}.yaml`);
  await expect.poll(() => readFileSync(industryFile, "utf8"), { timeout: 30_000 }).toContain(NEW_CLIENT.name);

  // Saved is a draft: the public site is unchanged, and the drafts are listed in the editor's words.
  expect(await (await visitorGet("/team")).text()).toBe(teamBefore);
  expect((await waiting(page)).sort()).toEqual(
    [`${memberKind} · ${NEW_MEMBER.name}`, `Client roster · ${NEW_CLIENT.industry}`].sort(),
  );
  await expectNoAxeViolations(page, "the publish page with drafts waiting");

  // A preview: the whole site built from the drafts, for this staff member only.
  await page.getByRole("button", { name: "Preview the drafts" }).click();
  await expect(page.getByRole("heading", { name: "The preview is ready" })).toBeVisible({ timeout: 300_000 });
  await page.getByRole("link", { name: "Look through the preview" }).first().click();
  await expect(page.getByText(/^Preview of your drafts/)).toBeVisible();
  await expectNoAxeViolations(page, "the preview's banner");
  const frame = page.frameLocator("iframe");
  await frame.getByRole("link", { name: "Our Team" }).first().click();
  await expect(frame.getByRole("link", { name: new RegExp(NEW_MEMBER.name) })).toBeVisible();
  const previewed = await page.request.get(`${siteURL}${memberPath}`);
  expect(previewed.status()).toBe(200);
  expect(previewed.headers()["cache-control"]).toBe("private, no-store");
  const previewedBytes = await previewed.body();
  expect(previewedBytes.toString()).toContain(NEW_MEMBER.bio);
  // A visitor, meanwhile, sees the live site.
  expect((await visitorGet(memberPath)).status).toBe(404);

  // Publish this: the same build goes live, with no build (timed in versions-faults.test.ts, with nothing beside it).
  const started = performance.now();
  await page.getByRole("button", { name: "Publish this" }).click();
  let live = await visitorGet(memberPath);
  while (live.status !== 200 && performance.now() - started < 10_000) live = await visitorGet(memberPath);
  expect(Buffer.from(await live.arrayBuffer()).equals(previewedBytes)).toBe(true);
  await expect(page).toHaveURL(/\/staff\/publish/);
  await expect(page.getByRole("heading", { name: "No saved edits waiting" })).toBeVisible();
  await expect(versionsList(page).first()).toContainText("Live");
  await expect(versionsList(page).first()).toContainText(`Published by ${STAFF.email}`);
  // Recorded as a commit by the staff member, naming the files.
  expect(git("log", "-1", "--format=%ae %s").stdout).toMatch(
    new RegExp(`^${STAFF.email.replace(/\./g, "\\.")} Publish: .*content/(clients|team)/`),
  );

  // The same server, with no restart, serves the new build: the card, its portrait, the client.
  await page.goto(`${siteURL}/team#leadership`);
  const card = page
    .getByRole("main")
    .locator("#leadership")
    .getByRole("link", { name: new RegExp(NEW_MEMBER.name) });
  await expect(card).toBeVisible();
  await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto(`${siteURL}/client-roster`);
  await page.getByText(NEW_CLIENT.industry, { exact: true }).click();
  await expect(page.getByText(NEW_CLIENT.name, { exact: true })).toBeVisible();
});

const phoneFile = path.join(contentDir, "site.yaml");
const NEW_PHONE = "+1 (202) 555-0177";

test("any version can be made live, back and forward, and the drafts stay as they are", async ({ page }) => {
  // A draft saved meanwhile: a new phone number.
  const site = readFileSync(phoneFile, "utf8");
  writeFileSync(phoneFile, site.replace(/^phone: .*$/m, `phone: ${NEW_PHONE}`));
  await signIn(page, "/staff/publish");
  expect(await waiting(page)).toEqual(["Contact details"]);

  // Back to the version the server started with, after a confirmation naming what changes.
  const start = versionsList(page).filter({ hasText: "The site as the server" });
  await start.getByRole("link", { name: "Make this version live…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Make the version built");
  await expect(page.getByRole("region", { name: "What changes for visitors" })).toContainText(
    `${memberKind} · ${NEW_MEMBER.name}`,
  );
  await expectNoAxeViolations(page, "the confirmation of a version made live");
  await page.getByRole("button", { name: "Make it live" }).click();
  await expect(page.getByRole("heading", { name: "Live" })).toBeVisible();
  expect((await visitorGet(memberPath)).status).toBe(404);

  // The drafts are untouched: the phone number, and the member and client still in the editor, waiting.
  expect(readFileSync(phoneFile, "utf8")).toContain(NEW_PHONE);
  expect(existsSync(path.join(contentDir, "team", `${NEW_MEMBER.slug}.md`))).toBe(true);
  expect((await waiting(page)).sort()).toEqual(
    [`${memberKind} · ${NEW_MEMBER.name}`, `Client roster · ${NEW_CLIENT.industry}`, "Contact details"].sort(),
  );

  // Forward again, to the published version.
  const published = versionsList(page).filter({ hasText: `Published by ${STAFF.email}` });
  await published.getByRole("link", { name: "Make this version live…" }).click();
  await page.getByRole("button", { name: "Make it live" }).click();
  await expect(page.getByRole("heading", { name: "Live" })).toBeVisible();
  expect((await visitorGet(memberPath)).status).toBe(200);
  expect(await waiting(page)).toEqual(["Contact details"]);
});

test("a second publish, then one entry restored from the first while another's draft stays", async ({ page }) => {
  const memberFile = path.join(contentDir, "team", `${NEW_MEMBER.slug}.md`);
  const firstBio = readFileSync(memberFile, "utf8");
  const newBio = `${NEW_MEMBER.name.split(" ")[0]} now also leads the firm's work with city governments.`;
  writeFileSync(memberFile, firstBio.replace(NEW_MEMBER.bio, newBio));
  await signIn(page, "/staff/publish");
  expect(await publish(page)).toBe("Published");
  expect(await (await visitorGet(memberPath)).text()).toContain(newBio);

  // Another entry's draft, saved meanwhile.
  const testimonialsFile = path.join(contentDir, "testimonials.yaml");
  const testimonials = readFileSync(testimonialsFile, "utf8");
  writeFileSync(testimonialsFile, `${testimonials}# A draft of its own, saved meanwhile.\n`);

  await page.goto(`${siteURL}/staff/entry?key=${encodeURIComponent(`team/${NEW_MEMBER.slug}.md`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_MEMBER.name);
  await expectNoAxeViolations(page, "an entry's history");
  const earlier = page
    .getByRole("listitem")
    .filter({ hasText: `Published by ${STAFF.email}` })
    .filter({ hasNotText: "Live" });
  await expect(earlier).toHaveCount(1);
  await earlier.getByRole("button", { name: "Restore this version into the drafts" }).click();
  await expect(page.getByRole("heading", { name: "Restored into the drafts" })).toBeVisible();
  expect(readFileSync(memberFile, "utf8")).toBe(firstBio);
  expect(readFileSync(testimonialsFile, "utf8")).not.toBe(testimonials);
  // The phone number went live with the second publish: what waits is the restored bio and the other draft.
  expect((await waiting(page)).sort()).toEqual([`${memberKind} · ${NEW_MEMBER.name}`, "Testimonials"].sort());
  writeFileSync(testimonialsFile, testimonials);

  // Two published versions: the first made live again, then the second (forward), with no build.
  const published = () => versionsList(page).filter({ hasText: `Published by ${STAFF.email}` });
  await expect(published()).toHaveCount(2);
  await published().nth(1).getByRole("link", { name: "Make this version live…" }).click();
  await page.getByRole("button", { name: "Make it live" }).click();
  await expect(page.getByRole("heading", { name: "Live" })).toBeVisible();
  expect(await (await visitorGet(memberPath)).text()).toContain(NEW_MEMBER.bio);
  await published()
    .filter({ hasNotText: /^Live$/ })
    .filter({ hasText: "Make this version live…" })
    .first()
    .getByRole("link", { name: "Make this version live…" })
    .click();
  await page.getByRole("button", { name: "Make it live" }).click();
  await expect(page.getByRole("heading", { name: "Live" })).toBeVisible();
  expect(await (await visitorGet(memberPath)).text()).toContain(newBio);
});

test("with nothing waiting, Publish builds nothing and adds no version; Discard keeps a copy", async ({ page }) => {
  await signIn(page, "/staff/publish");
  await page.getByRole("link", { name: "Discard the drafts…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discard the drafts?");
  await expectNoAxeViolations(page, "the confirmation of discarding drafts");
  await page.getByRole("button", { name: "Discard these edits" }).click();
  await expect(page.getByRole("heading", { name: "Drafts discarded" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No saved edits waiting" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Publish the/ })).toHaveCount(0);

  const versionsBefore = await versionsList(page).count();
  const releases = () => readdirSync(path.join(work, "build.releases")).filter((name) => /^\d{4}-/.test(name)).length;
  const releasesBefore = releases();
  const token = await page.locator('input[name="_csrf"]').first().inputValue();
  const answer = await page.request.post(`${siteURL}/staff/publish`, {
    form: { _csrf: token },
    headers: { Origin: siteURL, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe("/staff/publish?problem=nothing");
  await page.goto(`${siteURL}${answer.headers().location}`);
  await expect(page.getByText("Nothing to publish")).toBeVisible();
  expect(await versionsList(page).count()).toBe(versionsBefore);
  expect(releases()).toBe(releasesBefore);
  const discarded = readdirSync(path.join(work, "build.releases", "discarded"));
  expect(discarded).toHaveLength(1);
});

test("a publish with a mistake in the content lists it in plain words and leaves the live site as it was", async ({
  page,
  request,
}) => {
  const pages = ["/", "/team", "/client-roster"];
  const before = await Promise.all(pages.map(async (url) => (await request.get(`${siteURL}${url}`)).body()));
  // As an editor of the file by hand might leave it: a group the site does not have.
  const member = loadTeam(contentDir).entries[0];
  if (!member) throw new Error("test data: the team has a member");
  const file = path.join(contentDir, "team", `${member.slug}.md`);
  const saved = readFileSync(file, "utf8");
  writeFileSync(file, saved.replace(/^(\s*-\s*)(Leadership|[A-Z][\w &]+)$/m, "$1Leadershp"));
  try {
    await signIn(page, "/staff/publish");
    expect(await publish(page)).toBe("Not published: the live site is unchanged");
    const problems = page.locator("[data-problems] li");
    await expect(problems.first()).toContainText(`content/team/${member.slug}.md`);
    await expect(problems.first()).toContainText("Leadershp");
    // Plain words: no stack trace, no developer's wrapper.
    await expect(page.locator("[data-problems]")).not.toContainText(/\bat .+:\d+:\d+|An unhandled error/);
    await expectNoAxeViolations(page, "a publish with a mistake");
    const after = await Promise.all(pages.map(async (url) => (await request.get(`${siteURL}${url}`)).body()));
    after.forEach((body, index) => expect(body.equals(before[index] as Buffer), pages[index]).toBe(true));
  } finally {
    writeFileSync(file, saved);
  }
});

test("the editor's API keeps its writes inside the content it edits", async ({ page }) => {
  await signIn(page);
  const outside = path.resolve("package.json");
  const packageBefore = readFileSync(outside, "utf8");
  for (const target of [
    "content/../package.json",
    "../package.json",
    `${path.relative(process.cwd(), contentDir)}/../../package.json`,
  ]) {
    const response = await page.request.post(`${siteURL}/api/keystatic/update`, {
      headers: { "content-type": "application/json", "no-cors": "1", Origin: siteURL, "Sec-Fetch-Site": "same-origin" },
      data: { additions: [{ path: target, contents: "eyJoYWNrZWQiOnRydWV9" }], deletions: [] },
    });
    expect(response.status(), target).toBe(400);
  }
  expect(readFileSync(outside, "utf8")).toBe(packageBefore);
});

test("the editor's API writes through no link in the content, and refuses a save too large to be a page", async ({
  page,
}) => {
  await signIn(page);
  const save = (additions: { path: string; contents: string }[]) =>
    page.request.post(`${siteURL}/api/keystatic/update`, {
      headers: { "content-type": "application/json", "no-cors": "1", Origin: siteURL, "Sec-Fetch-Site": "same-origin" },
      data: { additions, deletions: [] },
    });
  const relative = path.relative(process.cwd(), contentDir);

  // A link placed in content/ by someone at the server, to a file outside it.
  const outside = path.join(work, "outside.md");
  writeFileSync(outside, "kept as it was\n");
  const link = path.join(contentDir, "team", "a-link.md");
  symlinkSync(outside, link);
  try {
    const through = await save([{ path: `${relative}/team/a-link.md`, contents: "b3ZlcndyaXR0ZW4" }]);
    expect(through.status()).toBe(409);
    expect(await through.text()).toContain(`${relative}/team/a-link.md`);
    expect(readFileSync(outside, "utf8")).toBe("kept as it was\n");
    // Any save, while the link is there.
    expect((await save([])).status()).toBe(409);
  } finally {
    rmSync(link);
  }
  expect((await save([])).status()).toBe(200);

  // 17 MB of page: more than any save of the editor's.
  const huge = await save([{ path: `${relative}/pages/huge.yaml`, contents: "A".repeat(17 * 1024 * 1024) }]);
  expect(huge.status()).toBe(413);
  expect(existsSync(path.join(contentDir, "pages", "huge.yaml"))).toBe(false);
});

test("the editor's own files are served to a signed-in session, kept by no shared cache", async ({ page }) => {
  // The live version's build (the server built the first one itself, from the content).
  const releases = path.join(work, "build.releases");
  const live = readFileSync(path.join(releases, "LIVE"), "utf8").trim();
  const siteMap = JSON.parse(readFileSync(path.join(releases, live, "build", "site-map.json"), "utf8")) as SiteMap;
  expect(siteMap.staffOnly.length).toBeGreaterThan(0);
  for (const file of siteMap.staffOnly) expect((await page.request.get(`${siteURL}${file}`)).status()).toBe(404);
  await signIn(page);
  for (const file of siteMap.staffOnly) {
    const response = await page.request.get(`${siteURL}${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(CACHE_CONTROL.staffImmutable);
  }
});

test("the editor is a staff page: a save after the session ended offers Sign in, and the edit comes back and saves", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "Edit the site" }).click();
  await expect(page).toHaveURL(`${siteURL}/keystatic`);
  // The staff header over Keystatic's app. Keystatic's own interface has violations of its own (a required field's
  // marker, an unnamed button in its lists) that the site cannot change: axe looks at the header.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Edit the site" })).toHaveAttribute("aria-current", "page");
  for (const name of ["Overview", "Leads", "Publish"]) await expect(header.getByRole("link", { name })).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoAxeViolations(page, "the editor's header", { include: "body > header" });

  const newRole = "Head of Public Engagement";
  const member = loadTeam(contentDir).entries.find((entry) => entry.slug !== NEW_MEMBER.slug && entry.role !== newRole);
  if (!member) throw new Error("test data: the team has a member");
  const file = path.join(contentDir, "team", `${member.slug}.md`);
  const entryURL = `${siteURL}/keystatic/collection/team/item/${member.slug}`;
  await page.goto(entryURL);
  const role = page.getByRole("textbox", { name: "Role" });
  await role.fill(newRole, { timeout: 60_000 });

  // The session ends meanwhile: signed out in another tab.
  const other = await page.context().newPage();
  await other.goto(`${siteURL}/staff`);
  await other.getByRole("button", { name: "Sign out" }).click();
  await expect(other).toHaveURL(`${siteURL}/staff/sign-in`);
  await other.close();

  // Save is refused in words that say where to sign in, and the header offers it.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(EDITOR_SESSION_ENDED)).toBeVisible();
  const offer = header.getByRole("alert");
  await expect(offer).toContainText("Your session has ended.");
  await expect(header.getByRole("button", { name: "Sign out" })).toBeHidden();
  expect(readFileSync(file, "utf8")).not.toContain(newRole);
  await expectNoAxeViolations(page, "the editor's header, the session ended", { include: "body > header" });

  // Signed in in the same tab, back at the same entry with the edit as it was typed: saved this time.
  await offer.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(entryURL);
  await expect(role).toHaveValue(newRole, { timeout: 60_000 });
  await expect(header.getByRole("alert")).toBeHidden();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8"), { timeout: 30_000 }).toContain(`role: ${newRole}\n`);
});

/*
 * A content file the editor cannot read, fixed in the browser (docs/staff.md, "Files with problems"): listed with
 * its line from the overview, opened in the text editor at that line, fixed by typing and saved; then it opens in the
 * editor again. Without JavaScript the text editor is a textarea that saves the same way. On this file's server: an
 * editor's copy builds once (its content folder is part of what the build is of), and its build is the suite's
 * costliest step. These tests watch the console as a visitor's do (./fixtures), and run after the ones above.
 */

async function visitAndSignIn(page: Page, next: string) {
  await visit(page, `${siteURL}${next}`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${siteURL}${next}`);
}

/** Rewrites one line of a file of the copy, as someone editing it by hand might; returns the line's number. */
function breakLine(relative: string, line: RegExp, broken: string): number {
  const file = path.join(contentDir, relative);
  const text = readFileSync(file, "utf8");
  const at = text.split("\n").findIndex((candidate) => line.test(candidate));
  if (at < 0) throw new Error(`test data: ${relative} has no line ${line}`);
  writeFileSync(file, text.replace(line, broken));
  return at + 1;
}

/** A member whose role line gets a second colon, which YAML cannot read; quoted, it reads. */
const FIX_MEMBER = loadTeam(path.resolve("content")).entries[0];
if (!FIX_MEMBER) throw new Error("test data: the team has a member");
const MEMBER = `team/${FIX_MEMBER.slug}.md`;
// Short enough to stay one line on a phone: Home and End then move along the whole line.
const FIXED_VALUE = `Partner: ${FIX_MEMBER.role.split(" ")[0]}`;
const BROKEN_ROLE = `role: ${FIXED_VALUE}`;
const FIXED_ROLE = `role: "${FIXED_VALUE}"`;
const MEMBER_HEADING = `Team member · ${FIX_MEMBER.name}`;

files.describe("on a phone", () => {
  files.use({ viewport: { width: 390, height: 844 } });

  files(
    "a file the editor cannot read is listed with its line, fixed by typing at that line, saved, and opens in the editor",
    async ({ page }) => {
      const line = breakLine(MEMBER, /^role: .*$/m, BROKEN_ROLE);
      await visitAndSignIn(page, "/staff");
      await expect(page.getByRole("alert")).toContainText("A file has problems");
      await page.getByRole("link", { name: "Fix it in the browser" }).click();

      const list = page.getByRole("list", { name: "Files with problems" });
      await expect(list.getByRole("heading")).toHaveText([MEMBER_HEADING]);
      const listed = list.getByRole("listitem").filter({ has: page.getByRole("heading") });
      await expect(listed).toContainText(`content/${MEMBER}`);
      await expect(listed).toContainText(`Line ${line}: ${BROKEN_ROLE} cannot be read`);
      await expectNoAxeViolations(page, "the files with problems");
      await listed.getByRole("link", { name: MEMBER_HEADING }).click();

      // The text editor opens with the line marked.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIX_MEMBER.name);
      const editor = page.getByRole("textbox", { name: "The file's text" });
      const marked = editor.locator("[data-problem-line]");
      await expect(marked).toHaveText(BROKEN_ROLE);
      await expectNoAxeViolations(page, "a file to fix, in the text editor");
      await marked.click();
      await page.keyboard.press("End");
      await page.keyboard.press("Shift+Home");
      // The editor closes a quote as it is opened, and types over the closing one.
      await page.keyboard.type(FIXED_ROLE);
      await page.getByRole("button", { name: "Save" }).click();

      await expect(page.getByRole("status")).toContainText("Saved. No problems left");
      expect(readFileSync(path.join(contentDir, MEMBER), "utf8")).toContain(`\n${FIXED_ROLE}\n`);
      await page.getByRole("link", { name: "Back to files with problems" }).click();
      await expect(page.getByText("No problems: every file opens in the editor")).toBeVisible();

      // A draft like the editor's: waiting to be published, and the editor opens it. The editor's own page is opened
      // beside this one: it asks Google for a font, which its policy refuses and its console reports.
      await page.goto(`${siteURL}/staff/publish`);
      await expect(page.getByRole("region", { name: /saved edits? waiting/i })).toContainText(FIX_MEMBER.name);
      const editorPage = await page.context().newPage();
      await editorPage.goto(`${siteURL}/keystatic/collection/team/item/${FIX_MEMBER.slug}`);
      await expect(editorPage.getByRole("textbox", { name: "Role" })).toHaveValue(FIXED_VALUE, {
        timeout: 60_000,
      });
    },
  );
});

files.describe("without JavaScript", () => {
  files.use({ javaScriptEnabled: false });

  files(
    "a publish's problem links its file, a textarea that saves: a save with a problem left says so by line",
    async ({ page }) => {
      const original = readFileSync(path.join(contentDir, "site.yaml"), "utf8");
      const line = breakLine("site.yaml", /^phone: .*$/m, "phone: Call us: weekdays");
      // A publish refuses it, and links the file it names.
      await visitAndSignIn(page, "/staff/publish");
      await page.getByRole("button", { name: "Publish the drafts" }).click();
      await expect(page.getByRole("heading", { name: "Not published: the live site is unchanged" })).toBeVisible({
        timeout: 60_000,
      });
      await page.locator("[data-problems]").getByRole("link", { name: "content/site.yaml" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact details");
      await expect(page.getByRole("region", { name: "Its problem" })).toContainText(`Line ${line}: phone: Call us`);

      const text = page.getByRole("textbox", { name: "The file's text" });
      const broken = await text.inputValue();
      expect(broken).toBe(readFileSync(path.join(contentDir, "site.yaml"), "utf8"));
      // Still wrong: another colon.
      await text.fill(broken.replace(/^phone: .*$/m, "phone: Call: us"));
      await page.getByRole("button", { name: "Save" }).click();
      const answer = page.getByRole("alert");
      await expect(answer).toContainText("Saved as a draft; it still has these problems:");
      await expect(answer).toContainText(`Line ${line}: phone: Call: us cannot be read`);
      expect(readFileSync(path.join(contentDir, "site.yaml"), "utf8")).toContain("phone: Call: us\n");

      await text.fill(original);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status")).toContainText("Saved. No problems left");
      await expect(page.getByRole("textbox", { name: "The file's text" })).toHaveValue(original);
      expect(readFileSync(path.join(contentDir, "site.yaml"), "utf8")).toBe(original);
    },
  );
});

files("a save outside the content's files is refused, and writes nothing", async ({ page }) => {
  await visitAndSignIn(page, "/staff/files/edit?path=content%2Fsite.yaml");
  const token = await page.locator('input[name="_csrf"]').first().inputValue();
  const outside = path.resolve("package.json");
  const before = readFileSync(outside, "utf8");
  for (const target of ["content/../package.json", `${contentDir}/site.yaml`, "content/team/../../package.json"]) {
    const answer = await page.request.post(`${siteURL}/staff/files/save`, {
      form: { _csrf: token, path: target, text: "{}" },
      headers: { Origin: siteURL, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(answer.status(), target).toBe(400);
  }
  expect(readFileSync(outside, "utf8")).toBe(before);
  // Nor without the form's token.
  const forged = await page.request.post(`${siteURL}/staff/files/save`, {
    form: { path: "content/site.yaml", text: "phone: forged\n" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(readFileSync(path.join(contentDir, "site.yaml"), "utf8")).not.toContain("forged");
});
