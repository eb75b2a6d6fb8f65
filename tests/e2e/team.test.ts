import type { Locator, Page } from "@playwright/test";
import { readPage, readTeam } from "~/content/content-files";
import { hasImage } from "~/content/images";
import { site } from "~/content/site";
import { memberGroups, teamCopy, teamTabs } from "~/content/team";
import { expectNoAxeViolations } from "./axe";
import { expect as baseExpect, siteMap, test, visit } from "./fixtures";

// Axe and long pages on the phone profile (4× slower CPU, slow 4G) get more time than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const members = readTeam();
const tabs = teamTabs(members);
const [fullTeam] = tabs;
if (!fullTeam) throw new Error("the team has no tabs");
const groups = tabs.slice(1);
const [firstGroup] = groups;
if (!firstGroup) throw new Error("the team has no groups");
const tabNamed = (name: string) => {
  const tab = tabs.find((candidate) => candidate.name === name);
  if (!tab) throw new Error(`no tab ${name}`);
  return tab;
};
const lastGroup = tabs.at(-1) ?? fullTeam;
const byName = (name: string) => {
  const member = members.find((candidate) => candidate.name === name);
  if (!member) throw new Error(`no member ${name}`);
  return member;
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** Members with a portrait, one of them, and one without if the content has such a member. */
const photoIds = members.flatMap((member) => (member.photo ? [member.photo.id] : []));
const PORTRAITS = photoIds.length;
const withPhoto = members.find((member) => member.photo) ?? byName("");
const withoutPhoto = members.find((member) => !member.photo);

/** The slug rule of docs/decisions/0002-member-slugs.md, restated independently. */
function expectedSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/'/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

/** The group entries: links to the groups' panels, in a list named by its label. */
function tabBar(page: Page) {
  return page.getByLabel(teamCopy.groupsLabel);
}
function tab(page: Page, name: string): Locator {
  return tabBar(page).getByRole("link", { name: startsWith(name) });
}
/** The entry the page marks as showing (aria-current, set by the page's few lines of script). */
async function expectMarked(page: Page, name: string) {
  await expect(tabBar(page).locator("[aria-current=true]")).toHaveCount(1);
  await expect(tabBar(page).locator("[aria-current=true]")).toHaveAccessibleName(startsWith(name));
}

/** The one group showing, named by its heading. */
function shownPanel(page: Page) {
  return page.getByRole("main").locator("[data-panel]").filter({ visible: true });
}

async function expectGroupShown(page: Page, name: string) {
  const { members: expected } = tabNamed(name);
  const panel = shownPanel(page);
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(name);
  await expect(panel.getByText(`${expected.length} ${teamCopy.people}`)).toBeVisible();
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(expected.map((member) => member.name));
}

test.describe("the team page on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a sidebar entry clicked at first paint shows its group, looks chosen and is marked", async ({ page }) => {
    // No colour transitions, so the entries' look can be read at once.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/team");
    await expectGroupShown(page, fullTeam.name);
    await tab(page, firstGroup.name).click();
    await expectGroupShown(page, firstGroup.name);
    await expect(page).toHaveURL(new RegExp(`/team#${firstGroup.slug}$`));
    const background = (name: string) => tab(page, name).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background(firstGroup.name)).not.toBe(await background(fullTeam.name));
    await expectMarked(page, firstGroup.name);
  });

  test("with the keyboard: Tab reaches a group's link and Enter shows the group", async ({ page }) => {
    await visit(page, "/team");
    const link = tab(page, lastGroup.name);
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expectGroupShown(page, lastGroup.name);
    await expectMarked(page, lastGroup.name);
  });

  test("every tab shows its group, in the group's order, with the Full Team sorted by first name", async ({ page }) => {
    await visit(page, "/team");
    await expect(tabBar(page)).toBeVisible();
    await expect(tab(page, fullTeam.name)).toBeVisible();
    await expectGroupShown(page, fullTeam.name);
    const firstNames = fullTeam.members.map((member) => member.name.split(" ")[0] ?? "");
    expect(firstNames).toEqual([...firstNames].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    for (const { name } of [...groups, fullTeam]) {
      await tab(page, name).click();
      await expectGroupShown(page, name);
    }
    await expectMarked(page, fullTeam.name);
  });

  test("a person in several groups is under each of them", async ({ page }) => {
    const inSeveral = members.find((member) => memberGroups(member).length > 1);
    if (!inSeveral) throw new Error("nobody is in several groups");
    await visit(page, "/team");
    for (const group of memberGroups(inSeveral)) {
      await tab(page, group).click();
      await expect(shownPanel(page).getByRole("link", { name: new RegExp(escape(inSeveral.name)) })).toBeVisible();
    }
  });

  test("each choice is a step in the history: Back returns to the group shown before", async ({ page }) => {
    await visit(page, "/team");
    await tab(page, firstGroup.name).click();
    await expectGroupShown(page, firstGroup.name);
    await tab(page, lastGroup.name).click();
    await expectGroupShown(page, lastGroup.name);
    await page.goBack();
    await expectGroupShown(page, firstGroup.name);
    await expectMarked(page, firstGroup.name);
  });

  test("opens on the group the URL names, as when coming back from a member's page", async ({ page }) => {
    await visit(page, `/team#${lastGroup.slug}`);
    await expectGroupShown(page, lastGroup.name);
    await expectMarked(page, lastGroup.name);
  });

  test("lays the cards out in 4 columns, each linking to its member's page", async ({ page }) => {
    await visit(page, "/team");
    const links = shownPanel(page).getByRole("link");
    await expect(links).toHaveCount(fullTeam.members.length);
    const lefts = await links.evaluateAll((anchors) => anchors.map((a) => Math.round(a.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(4);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(fullTeam.members.map((member) => `/team/member/${expectedSlug(member.name)}`));
    // The build made a page for each of them, and for nobody else.
    expect(siteMap.pages.filter((path) => path.startsWith("/team/member/")).sort()).toEqual([...hrefs].sort());
  });

  test('shows each member\'s portrait as content/team gives it, and "Coming Soon" for a member without one', async ({
    page,
  }) => {
    await visit(page, "/team");
    for (const member of fullTeam.members) {
      const card = shownPanel(page).locator(`a[href="/team/member/${expectedSlug(member.name)}"]`);
      await expect(card, member.name).toHaveCount(1);
      if (member.photo) {
        await expect(card.locator("img"), member.name).toHaveCount(1);
        await expect(card.locator("img"), member.name).toHaveAttribute("data-member-photo", member.name);
        await expect(card, member.name).not.toContainText(teamCopy.noPhoto);
      } else {
        await expect(card, member.name).toContainText(teamCopy.noPhoto);
        await expect(card.locator("img"), member.name).toHaveCount(0);
      }
    }
  });

  test("checks each photo with a HEAD request and logs the answers", async ({ page }) => {
    const heads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "HEAD") heads.push(new URL(request.url()).pathname);
    });
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("Team photos available"));
    await visit(page, "/team");
    const message = (await logged).text();
    expect(message).toMatch(new RegExp(`^Team photos available \\(${PORTRAITS}\\): `));
    // The generated portraits' files are named after them; astro:assets names an uploaded one's in /assets/.
    for (const id of photoIds.filter(hasImage)) expect(message).toContain(`/${id}-`);
    expect(new Set(heads).size).toBe(PORTRAITS);
  });

  test("has no accessibility violations with a group chosen", async ({ page }) => {
    // axe over a long page on a CPU slowed four times.
    test.slow();
    await visit(page, "/team");
    await tab(page, firstGroup.name).click();
    await expectMarked(page, firstGroup.name);
    await expectNoAxeViolations(page, "/team with a group chosen");
  });
});

test.describe("the team page on a phone", () => {
  test.use({ viewport: PHONE });

  test("the bottom bar stays off the first screen, docks once the groups fill it, shows a tapped group, and rests off the footer", async ({
    page,
  }) => {
    await visit(page, "/team");
    const bar = tabBar(page);
    /** How far the bar's bottom edge is from the screen's. */
    const barOffset = async () => {
      const box = await bar.boundingBox();
      return Math.abs((box?.y ?? 0) + (box?.height ?? 0) - PHONE.height);
    };
    // The page's opening reads in full; the bar comes up as the visitor scrolls to the groups.
    await expect(shownPanel(page).getByRole("heading", { level: 2 })).toBeVisible();
    await expect(bar).not.toBeInViewport();
    await shownPanel(page)
      .getByRole("heading", { level: 2 })
      .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await expect.poll(barOffset).toBeLessThanOrEqual(1);
    await tab(page, firstGroup.name).click();
    await expectGroupShown(page, firstGroup.name);
    await expect(shownPanel(page).getByRole("heading", { level: 2 })).toBeInViewport();
    expect(await barOffset()).toBeLessThanOrEqual(1);

    await expectMarked(page, firstGroup.name);

    // Far down the long Full Team, a tap brings the group's top back into view.
    await tab(page, fullTeam.name).click();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const footer = await page.getByRole("contentinfo").boundingBox();
    const lastCard = await shownPanel(page).getByRole("link").last().boundingBox();
    const rest = await bar.boundingBox();
    expect(rest && footer && rest.y + rest.height).toBeLessThanOrEqual(footer?.y ?? 0);
    expect(lastCard && rest && lastCard.y + lastCard.height).toBeLessThanOrEqual(rest?.y ?? 0);
    await tab(page, lastGroup.name).click();
    await expectGroupShown(page, lastGroup.name);
    await expect(shownPanel(page).getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("a group the URL names is brought into view in the sideways bar", async ({ page }) => {
    await visit(page, `/team#${lastGroup.slug}`);
    await expectGroupShown(page, lastGroup.name);
    await expectMarked(page, lastGroup.name);
    await expect(tab(page, lastGroup.name)).toBeInViewport();
  });

  test("lays the cards out in 2 columns", async ({ page }) => {
    // axe over a long page on a CPU slowed four times.
    test.slow();
    await visit(page, "/team");
    const links = shownPanel(page).getByRole("link");
    await expect(links).toHaveCount(fullTeam.members.length);
    const lefts = await links.evaluateAll((anchors) => anchors.map((a) => Math.round(a.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(2);
    await expectNoAxeViolations(page);
  });
});

test.describe("photos that fail", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  // The page's image script is inlined, so a portrait can fail while the page is still parsing, before it runs:
  // that case is image-fallbacks.test.ts's, as a browser test cannot hold an inline script back.
  test('give way to "Photo Coming Soon" and are logged', async ({ page }) => {
    await page.route("**/images/team-*", (route) => route.abort());
    const warned = page.waitForEvent("console", (message) => message.text().startsWith(teamCopy.photoFailed));
    await visit(page, "/team");
    const card = shownPanel(page).getByRole("link", { name: new RegExp(escape(withPhoto.name)) });
    const portrait = card.locator("img");
    await expect(card).toContainText(teamCopy.photoFailed);
    await expect(portrait).toHaveCount(0);
    expect((await warned).type()).toBe("warning");

    // A portrait that fails later, in another group, too.
    await tab(page, lastGroup.name).click();
    const later = shownPanel(page).getByRole("link").first();
    await expect(later).toContainText(teamCopy.photoFailed);

    await tab(page, fullTeam.name).click();
    await shownPanel(page)
      .getByRole("link", { name: new RegExp(escape(withPhoto.name)) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withPhoto.name);
    await expect(page.getByText(teamCopy.photoFailed)).toBeVisible();
  });
});

test.describe("a member's page", () => {
  const member = withPhoto;
  const path = `/team/member/${expectedSlug(member.name)}`;
  const portraitAlt = member.photo?.alt ?? "";

  test("shows the photo, name, role and bio, and returns to the team", async ({ page }) => {
    await visit(page, path);
    await expect(page).toHaveTitle(`${member.name}, ${member.role} | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(member.name);
    await expect(page.getByText(member.role, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: portraitAlt })).toBeVisible();
    for (const paragraph of member.bio) await expect(page.getByText(paragraph)).toBeVisible();
    await page.getByRole("link", { name: teamCopy.returnToTeam }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("team").heading);
  });

  test("has the person's head: a profile card, structured data and a preloaded portrait", async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain('"@type":"Person"');
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*${member.photo?.id}-`));
  });

  // A member without a portrait when content/team has one (their page shows "Coming Soon"), else one with.
  const other = withoutPhoto ?? withPhoto;
  test('shows "Coming Soon" for a member without a photo (or the portrait, if all have one), and passes axe on a phone and a desktop', async ({
    page,
  }) => {
    test.slow();
    await visit(page, `/team/member/${expectedSlug(other.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.name);
    if (other.photo) {
      await expect(page.getByRole("img", { name: other.photo.alt })).toBeVisible();
      await expect(page.getByText(teamCopy.noPhoto, { exact: true })).toHaveCount(0);
    } else {
      await expect(page.getByText(teamCopy.noPhoto, { exact: true })).toBeVisible();
      await expect(page.locator("img[data-member-photo]")).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });
});

test.describe("an unknown member", () => {
  test.use({ expectedConsoleErrors: /status of 404|^404: no page at \/team\/member\/nobody-here$/ });

  test('answers 404 with "Team Member Not Found", logs the path and links back to the team', async ({ page }) => {
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("404: no page at"));
    const response = await visit(page, "/team/member/nobody-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(readPage("team-member").heading);
    expect((await logged).text()).toBe("404: no page at /team/member/nobody-here");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: teamCopy.returnToTeam }).click();
    await expect(page).toHaveURL(/\/team$/);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every group can be shown, from the sidebar and from the phone's bar", async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto("/team");
      await expectGroupShown(page, fullTeam.name);
      for (const { name } of [...groups, fullTeam]) {
        await page
          .getByLabel(teamCopy.groupsLabel)
          .getByRole("link", { name: startsWith(name) })
          .click();
        await expectGroupShown(page, name);
      }
    }
  });

  test("every portrait of the Full Team shows", async ({ page }) => {
    await page.goto("/team");
    const portraits = shownPanel(page).locator("img");
    await expect(portraits).toHaveCount(PORTRAITS);
    const last = portraits.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeVisible();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("a member's page reads in full", async ({ page }) => {
    const member = withPhoto;
    await page.goto(`/team/member/${expectedSlug(member.name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(member.name);
    for (const paragraph of member.bio) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByRole("link", { name: teamCopy.returnToTeam })).toHaveAttribute("href", "/team");
  });
});
