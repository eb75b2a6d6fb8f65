import { test as base, expect } from "@playwright/test";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { industryClients, industryFileName, type RosterIndustryName } from "~/content/clients";
import { caseStudyPages } from "~/content/case-studies";
import { loadCaseStudies, loadRoster, loadTeam, readCaseStudies, readPages, readRoster } from "~/content/content-files";
import { memberSlug } from "~/content/team";

/**
 * `npm run edit` driven as the firm's staff would: add a Leadership member with a portrait, a client, a case
 * study's photo and a page's new intro in the editor, save, build, and find them on the built site. It works on a copy of content/ (PUBLIC_CONTENT_DIR for the editor,
 * CONTENT_DIR for the build) so the project's files stay as they are, and builds once: the one build costs about
 * a minute on two cores.
 */
const test = base;
// Inside the project, where the editor's local storage reads and writes (it skips what .gitignore lists, so this
// folder is not listed there: it exists only while the test runs). The build goes to the system's temp folder.
const work = path.resolve(".edit-test");
const contentDir = path.join(work, "content");
const buildDir = path.join(tmpdir(), `edit-test-build-${process.pid}`);
const port = Number(process.env.E2E_PORT ?? 4173);
const editorURL = `http://127.0.0.1:${port + 1}`;
const siteURL = `http://127.0.0.1:${port + 2}`;
const env = {
  ...process.env,
  CI: "1",
  PUBLIC_CONTENT_DIR: path.relative(process.cwd(), contentDir),
  CONTENT_DIR: contentDir,
  BUILD_DIR: buildDir,
  HOST: "127.0.0.1",
  PORT: String(port + 2),
};

/**
 * A name nobody in content/team has, whoever has joined since: the README's example, "Nadia Brooks", made longer
 * while a member (or a file) already has its page address. Plain letters and spaces, so the editor's file name
 * (Keystatic's slug) and the site's page address (memberSlug) agree.
 */
function unusedName(): { name: string; slug: string } {
  const team = loadTeam(path.resolve("content")).entries;
  let name = "Nadia Brooks";
  const taken = (slug: string) =>
    team.some((member) => member.slug === slug) || existsSync(path.join("content", "team", `${slug}.md`));
  while (taken(memberSlug({ name }))) name = `Nadia ${name}`;
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
/** The first study with a page of its own gets a photo. */
const STUDY = caseStudyPages(readCaseStudies(path.resolve("content")))[0];
if (!STUDY) throw new Error("test data: a case study has its own page");
const PHOTO_ALT = "Regional teams gathered around a wall-sized evidence map, placing notes on its gaps.";
const NEW_TEAM_INTRO =
  "Facilitators, designers and technologists who get a room of very different people to one decision.";

const processes: ChildProcess[] = [];
function start(command: string, args: string[]) {
  // Its own process group, so that ending it ends npm, Astro and their children, and nothing else.
  const child = spawn(command, args, { env, stdio: "ignore", detached: true });
  processes.push(child);
}
async function waitFor(url: string, timeout: number) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeout / 1000} s`);
}

test.describe.configure({ timeout: 420_000 });

test.beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  cpSync("content", contentDir, { recursive: true });
  start("npm", ["run", "edit", "--", "--port", String(port + 1), "--host", "127.0.0.1"]);
  await waitFor(`${editorURL}/keystatic`, 180_000);
});

test.afterAll(() => {
  for (const child of processes) if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  rmSync(work, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

test("an owner adds a Leadership member with a portrait and a client, gives a case study a photo, rewrites a page's intro in the editor, and the built site shows them", async ({
  page,
}) => {
  const portrait = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: { r: 32, g: 96, b: 112 } },
  })
    .jpeg()
    .toBuffer();
  // Wider than 16:10, so the build crops it.
  const studyPhoto = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: { r: 196, g: 132, b: 48 } },
  })
    .jpeg()
    .toBuffer();

  await page.goto(`${editorURL}/keystatic/collection/team/create`);
  // The editor's first load compiles it in the dev server: slow once.
  await page.getByRole("textbox", { name: "Full name" }).fill(NEW_MEMBER.name, { timeout: 90_000 });
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
  await page.getByRole("textbox", { name: "Bio" }).fill(NEW_MEMBER.bio);
  await page.getByRole("button", { name: "Create" }).click();

  const file = path.join(contentDir, "team", `${NEW_MEMBER.slug}.md`);
  await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true);

  // The saved entry's Preview opens its page, rendered by the editor's dev server from the saved file.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click({ timeout: 30_000 }),
  ]);
  await expect(preview).toHaveURL(`${editorURL}/team/member/${NEW_MEMBER.slug}`);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(NEW_MEMBER.name, { timeout: 60_000 });
  await preview.close();
  // What the editor saved is what the build reads, and it passes the same checks.
  const { entries, problems } = loadTeam(contentDir);
  expect(problems).toEqual([]);
  expect(entries.find((member) => member.name === NEW_MEMBER.name)).toMatchObject({
    slug: NEW_MEMBER.slug,
    role: NEW_MEMBER.role,
    groups: ["Leadership"],
    bio: [NEW_MEMBER.bio],
  });
  expect(readFileSync(file, "utf8")).toMatch(/^portrait: \.\/portraits\/.+\.jpg$/m);

  // The client roster: a form per industry, chosen from the editor's list of industries.
  await page.goto(`${editorURL}/keystatic`);
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
  const roster = loadRoster(contentDir);
  expect(roster.problems).toEqual([]);
  const industry = roster.entries.find((candidate) => candidate.name === NEW_CLIENT.industry);
  expect(industry && industryClients(industry)).toContain(NEW_CLIENT.name);

  // A case study's photo, chosen in its form with a description.
  await page.goto(`${editorURL}/keystatic/collection/caseStudies`);
  await page.getByRole("row", { name: STUDY.title }).click();
  const photoChooser = page.waitForEvent("filechooser");
  await page.getByRole("group", { name: "Photo" }).getByRole("button", { name: "Choose file" }).click();
  await (await photoChooser).setFiles({ name: "workshop.jpg", mimeType: "image/jpeg", buffer: studyPhoto });
  await page.getByRole("textbox", { name: "Photo description" }).fill(PHOTO_ALT);
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => loadCaseStudies(contentDir).entries.find((study) => study.slug === STUDY.slug)?.image, {
      timeout: 30_000,
    })
    .toMatchObject({ alt: PHOTO_ALT, width: 1600, height: 1000 });

  // A page's opening: its form under Pages.
  await page.getByRole("list", { name: "Pages" }).getByRole("link", { name: "Our Team", exact: true }).click();
  const intro = page.getByRole("textbox", { name: "Intro" });
  // The form shows the page's file before it is edited.
  await expect(intro).toHaveValue(readPages(contentDir).team.intro);
  await intro.fill(NEW_TEAM_INTRO);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readPages(contentDir).team.intro, { timeout: 30_000 }).toBe(NEW_TEAM_INTRO);

  const started = Date.now();
  const build = spawnSync("npx", ["tsx", "scripts/build-site.ts"], { env, encoding: "utf8" });
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  console.log(`editor test: the build took ${Math.round((Date.now() - started) / 1000)} s`);

  start("npx", ["tsx", "server/main.ts"]);
  await waitFor(`${siteURL}/robots.txt`, 60_000);
  await page.goto(`${siteURL}/team#leadership`);
  const leadership = page.getByRole("main").locator("#leadership");
  await expect(page.getByText(NEW_TEAM_INTRO)).toBeVisible();
  const card = leadership.getByRole("link", { name: new RegExp(NEW_MEMBER.name) });
  await expect(card).toBeVisible();
  // The card's portrait is decorative (the name is the link's text): found by tag, and it must have loaded.
  const cardPhoto = card.locator("img");
  await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await card.click();
  await expect(page).toHaveURL(`${siteURL}/team/member/${NEW_MEMBER.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_MEMBER.name);
  await expect(page.getByText(NEW_MEMBER.role)).toBeVisible();
  await expect(page.getByText(NEW_MEMBER.bio)).toBeVisible();
  const photo = page.getByRole("img", { name: `Portrait of ${NEW_MEMBER.name}.` });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`${siteURL}/impact/${STUDY.slug}`);
  const studyImage = page.getByRole("article").getByRole("img", { name: PHOTO_ALT });
  await expect.poll(() => studyImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await studyImage.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBe(1.6);

  await page.goto(`${siteURL}/client-roster`);
  await page.getByText(NEW_CLIENT.industry, { exact: true }).click();
  await expect(page.getByText(NEW_CLIENT.name, { exact: true })).toBeVisible();
});
