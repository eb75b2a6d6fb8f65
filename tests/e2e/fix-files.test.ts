import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { SiteCopy } from "../support/site-copy";

/**
 * A content file the editor cannot read, fixed in the browser (docs/staff.md, "Files with problems"): listed with
 * its line from the overview, opened in the text editor at that line, fixed by typing and saved; then it opens in the
 * editor again. Without JavaScript the text editor is a textarea that saves the same way. The server runs on a copy of
 * the site's content (CONTENT_DIR), as tests/e2e/staff.test.ts's does, so the project's own files stay as they are.
 */
const site = new SiteCopy("fixFiles", ".files-test", { editor: true });
const { work, contentDir } = site;
const siteURL = site.url;
const STAFF = { email: "morgan.ellis@northbridge.example", password: "harbour lights at seven" };

const git = (...args: string[]) => spawnSync("git", args, { cwd: work, encoding: "utf8" });

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // No copy of the suite's build: the editor's content folder is part of what a build is of, so it builds first.
  await site.prepare();
  // The editor lists the files git keeps: a repository of the copy's own, the server's folders out of it.
  writeFileSync(path.join(work, ".gitignore"), "/build/\n/build.*/\n/data/\n");
  git("init", "--quiet");
  git("add", "content");
  git("-c", "user.email=site@northbridge.example", "-c", "user.name=The site", "commit", "--quiet", "-m", "Content");
  site.addStaff(STAFF);
  await site.start(280_000);
});

test.afterAll(async () => {
  await site.remove();
});

/** Rewrites one line of a file of the copy, as someone editing it by hand might; returns the line's number. */
function breakLine(relative: string, line: RegExp, broken: string): number {
  const file = path.join(contentDir, relative);
  const text = readFileSync(file, "utf8");
  const at = text.split("\n").findIndex((candidate) => line.test(candidate));
  if (at < 0) throw new Error(`test data: ${relative} has no line ${line}`);
  writeFileSync(file, text.replace(line, broken));
  return at + 1;
}

async function signIn(page: Page, next: string) {
  await visit(page, `${siteURL}${next}`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${siteURL}${next}`);
}

const MEMBER = "team/amara-okafor.md";
const BROKEN_ROLE = "role: Founder: Chief Executive";
const FIXED_ROLE = 'role: "Founder: Chief Executive"';

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a file the editor cannot read is listed with its line, fixed by typing at that line, saved, and opens in the editor", async ({
    page,
  }) => {
    const line = breakLine(MEMBER, /^role: .*$/m, BROKEN_ROLE);
    await signIn(page, "/staff");
    await expect(page.getByRole("alert")).toContainText("A file has problems");
    await page.getByRole("link", { name: "Fix it in the browser" }).click();

    const list = page.getByRole("list", { name: "Files with problems" });
    await expect(list.getByRole("heading")).toHaveText(["Team member · Amara Okafor"]);
    const listed = list.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(listed).toContainText(`content/${MEMBER}`);
    await expect(listed).toContainText(`Line ${line}: ${BROKEN_ROLE} cannot be read`);
    await expectNoAxeViolations(page, "the files with problems");
    await listed.getByRole("link", { name: "Team member · Amara Okafor" }).click();

    // The text editor opens with the line marked.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amara Okafor");
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
    await expect(page.getByRole("region", { name: /saved edits? waiting/i })).toContainText("Amara Okafor");
    const editorPage = await page.context().newPage();
    await editorPage.goto(`${siteURL}/keystatic/collection/team/item/amara-okafor`);
    await expect(editorPage.getByRole("textbox", { name: "Role" })).toHaveValue("Founder: Chief Executive", {
      timeout: 60_000,
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a publish's problem links its file, a textarea that saves: a save with a problem left says so by line", async ({
    page,
  }) => {
    const original = readFileSync(path.join(contentDir, "site.yaml"), "utf8");
    const line = breakLine("site.yaml", /^phone: .*$/m, "phone: Call us: weekdays");
    // A publish refuses it, and links the file it names.
    await signIn(page, "/staff/publish");
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
  });
});

test("a save outside the content's files is refused, and writes nothing", async ({ page }) => {
  await signIn(page, "/staff/files/edit?path=content%2Fsite.yaml");
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
