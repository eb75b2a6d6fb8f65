import { expect, test } from "@playwright/test";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { site } from "~/content/site";
import { OwnServer } from "../support/own-server";
import { ownPort } from "../support/site-copy";

/**
 * `npm run edit` on content with the mistakes an owner makes by hand: a line that cannot be read, a misspelt
 * group. The editor starts, names the unreadable line, opens the misspelt member with the group marked, refuses a
 * case study's photo without its description, saves the phone as one changed line, and its preview shows the
 * logo. It works on a copy of content/ inside the project (the editor's local storage reads and writes there), which
 * .gitignore must not list: the editor lists no ignored file.
 */
const work = path.resolve(".edit-mistakes-test");
const contentDir = path.join(work, "content");
const port = ownPort("editor");
const editorURL = `http://127.0.0.1:${port}`;

/** Two members from whatever content/team holds, the first in Leadership first, and a study with its own page. */
function testData() {
  const team = readdirSync(path.resolve("content/team"))
    .filter((name) => name.endsWith(".md"))
    .sort();
  const leader = team.find((name) =>
    /^groups:\n {2}- Leadership$/m.test(readFileSync(path.resolve("content/team", name), "utf8")),
  );
  const unreadable = team.find((name) => name !== leader);
  const study = readdirSync(path.resolve("content/case-studies"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .find((name) => /^page: /m.test(readFileSync(path.resolve("content/case-studies", name), "utf8")));
  if (!leader || !unreadable || !study) throw new Error("test data: a leader, another member, a study with a page");
  return { leader: leader.slice(0, -3), unreadable: unreadable.slice(0, -3), study: study.slice(0, -3) };
}
const DATA = testData();
const file = (relative: string) => path.join(contentDir, relative);

const editor = new OwnServer("npm run edit", `${work}.pid`);

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  await editor.stop();
  rmSync(work, { recursive: true, force: true });
  cpSync("content", contentDir, { recursive: true });
  const leader = file(`team/${DATA.leader}.md`);
  writeFileSync(leader, readFileSync(leader, "utf8").replace(/^(groups:\n {2}- )Leadership$/m, "$1Leadershp"));
  const unreadable = file(`team/${DATA.unreadable}.md`);
  writeFileSync(unreadable, readFileSync(unreadable, "utf8").replace(/^role: .*$/m, "role: Lead: Research"));
  await editor.start("npm", ["run", "edit", "--", "--port", String(port), "--host", "127.0.0.1"], {
    env: {
      ...process.env,
      CI: "1",
      PUBLIC_CONTENT_DIR: path.relative(process.cwd(), contentDir),
      CONTENT_DIR: contentDir,
    },
    url: `${editorURL}/keystatic`,
    says: `${editorURL}/`,
    timeout: 180_000,
  });
});

test.afterAll(async () => {
  await editor.stop();
  rmSync(work, { recursive: true, force: true });
});

test("starts despite a line that cannot be read, and names its file and line in plain words", () => {
  const lines = readFileSync(file(`team/${DATA.unreadable}.md`), "utf8").split("\n");
  const line = lines.indexOf("role: Lead: Research") + 1;
  expect(editor.output).toContain(
    `content/team/${DATA.unreadable}.md: line ${line} ("role: Lead: Research") cannot be read: `,
  );
  expect(editor.output).toContain(`content/team/${DATA.leader}.md: Groups (groups): "Leadershp" is not a group`);
  expect(editor.output).not.toMatch(/YAMLException|Stack trace|^\s+at /m);
});

test("opens a member whose group is misspelt with the group marked, and saves the group once chosen", async ({
  page,
}) => {
  const before = readFileSync(file(`team/${DATA.leader}.md`), "utf8");
  await page.goto(`${editorURL}/keystatic/collection/team/item/${DATA.leader}`);
  // The editor's first load compiles it in the dev server: slow once.
  const marked = page.getByText("Leadershp (not a group: open it to choose one)");
  await marked.click({ timeout: 120_000 });
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText('"Leadershp" is not a group: open it and choose one of Leadership')).toBeVisible();
  await dialog.getByRole("button", { name: /Group/ }).click();
  await page.getByRole("option", { name: "Leadership", exact: true }).click();
  await expect(dialog.getByText(/is not a group/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => readFileSync(file(`team/${DATA.leader}.md`), "utf8"), { timeout: 30_000 })
    .toBe(before.replace(/^ {2}- Leadershp$/m, "  - Leadership"));
});

test("will not save a case study's photo without its description", async ({ page }) => {
  const studyFile = file(`case-studies/${DATA.study}.md`);
  const before = readFileSync(studyFile, "utf8");
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c48430" } })
    .jpeg()
    .toBuffer();
  await page.goto(`${editorURL}/keystatic/collection/caseStudies/item/${DATA.study}`);
  const description = page.getByRole("textbox", { name: "Photo description" });
  await expect(description).not.toHaveAttribute("aria-required", "true", { timeout: 120_000 });
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("group", { name: "Photo" }).getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles({ name: "workshop.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(description).toHaveAttribute("aria-required", "true");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Photo description must not be empty")).toBeVisible();
  expect(readFileSync(studyFile, "utf8")).toBe(before);
});

test("saves a new phone number as one changed line, keeping the file's order", async ({ page }) => {
  const siteFile = file("site.yaml");
  const before = readFileSync(siteFile, "utf8");
  await page.goto(`${editorURL}/keystatic/singleton/site`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+1 (202) 555-0199", { timeout: 120_000 });
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => readFileSync(siteFile, "utf8"), { timeout: 30_000 })
    .toBe(before.replace(/^phone: .*$/m, "phone: +1 (202) 555-0199"));
});

test("shows the logo in the preview: the wordmark is sent as an SVG image", async ({ page }) => {
  const response = await fetch(`${editorURL}/images/wordmark-dark.svg`);
  expect(response.headers.get("content-type")).toBe("image/svg+xml");
  await page.goto(`${editorURL}/contact`);
  const logo = page.getByRole("banner").getByRole("img", { name: site.name });
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);
});
