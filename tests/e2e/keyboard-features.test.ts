/**
 * Keyboard-only use of the interactive features, acting as soon as each control is visible on the phone profile:
 * the roster accordion, the /fortune-500 industry panel, the contact form's selects, tooltips and honeypot, and
 * the home hero's pause. (The team and Project Snapshots tabs' keys are in team.test.ts and snapshots.test.ts.)
 */
import type { Page } from "@playwright/test";
import { industryClients } from "~/content/clients";
import * as roster from "~/content/clients";
import { readContactPage, readRoster } from "~/content/content-files";
import { expectNoAxeViolations } from "./axe";
import { expect, test, visit } from "./fixtures";
import { focusStop, tabTo, walkTabOrder } from "./keyboard";

// The roster as content/clients holds it; the page helpers take it.
const rosterIndustries = readRoster();
const commercialClients = (name: string) => roster.commercialClients(rosterIndustries, name);
const commercialIndustryNames = () => roster.commercialIndustryNames(rosterIndustries);

const { fields } = readContactPage().form;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function expectFocusVisible(page: Page) {
  const stop = await focusStop(page);
  expect(stop?.indicated, `${stop?.description} shows focus`).toBe(true);
}

test.describe("/client-roster accordion", () => {
  test("Enter and Space open and close industries, several stay open", async ({ page }) => {
    const [first, second] = rosterIndustries.filter((candidate) => industryClients(candidate).length > 0);
    if (!first || !second) throw new Error("two industries have clients");
    await visit(page, "/client-roster");
    const main = page.getByRole("main");
    const summary = (name: string) => main.locator("summary").filter({ hasText: new RegExp(`^\\s*${escape(name)}`) });
    const isOpen = (name: string) =>
      summary(name).evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

    await tabTo(page, summary(first.name));
    await expectFocusVisible(page);
    expect(await isOpen(first.name)).toBe(false);
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(first.name)).toBe(true);
    await expect(main.getByText(industryClients(first)[0] ?? "", { exact: true }).first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(first.name)).toBe(false);
    await page.keyboard.press("Space");
    await expect.poll(() => isOpen(first.name)).toBe(true);

    await tabTo(page, summary(second.name));
    await page.keyboard.press("Space");
    await expect.poll(() => isOpen(second.name)).toBe(true);
    expect(await isOpen(first.name), "opening another leaves this one open").toBe(true);
  });
});

test.describe("/fortune-500 industry panel", () => {
  test("each industry's clients show from the keyboard", async ({ page }) => {
    const names = commercialIndustryNames().filter((name) => commercialClients(name).length > 0);
    const [first, second] = names.flatMap((name, index) => {
      const later = names.slice(index + 1).find((other) => {
        const unique = (a: string, b: string) => commercialClients(a).some((c) => !commercialClients(b).includes(c));
        return unique(name, other) && unique(other, name);
      });
      return later ? [name, later] : [];
    });
    if (!first || !second) throw new Error("two industries with different clients");
    const onlyIn = (a: string, b: string) => commercialClients(a).find((c) => !commercialClients(b).includes(c)) ?? "";

    await visit(page, "/fortune-500");
    const main = page.getByRole("main");
    const control = (name: string) => main.getByRole("link", { name: new RegExp(`^${escape(name)}`) });
    const shown = (client: string) => main.getByText(client, { exact: true }).filter({ visible: true });

    await tabTo(page, control(first));
    await expectFocusVisible(page);
    await expect(shown(onlyIn(first, second)).first()).toBeVisible();

    await tabTo(page, control(second), { backwards: names.indexOf(second) < names.indexOf(first) });
    await page.keyboard.press("Enter");
    await expect(shown(onlyIn(second, first)).first()).toBeVisible();
    await expect(shown(onlyIn(first, second))).toHaveCount(0);
  });
});

test.describe("/contact", () => {
  const errors = [
    { field: /^name/i, message: "Name is required and must be less than 100 characters." },
    { field: /^email/i, message: "Email is required" },
    { field: /^company/i, message: "Company is required and must be less than 100 characters." },
    { field: /challenge/i, message: "Please describe your challenge (max 2000 characters)." },
  ];

  test("an empty submit from the keyboard names each error in text, on the field, and passes axe", async ({ page }) => {
    await visit(page, "/contact");
    const form = page.getByRole("main").locator("form");
    await tabTo(page, form.locator('[type="submit"]'));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Please fix the errors in the form")).toBeVisible();
    for (const { field, message } of errors) {
      const input = form.getByRole("textbox", { name: field });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)));
      // Shown twice: under the field, and as its link in the error summary at the top of the form.
      await expect(form.getByRole("link", { name: message })).toBeVisible();
      await expect(form.getByText(message, { exact: true }).last()).toBeVisible();
    }
    await expectNoAxeViolations(page, "/contact after an empty submit");
  });

  test("the service and timeline selects work with the keyboard alone", async ({ page }) => {
    await visit(page, "/contact");
    const service = page.getByRole("combobox", { name: /service/i });
    await tabTo(page, service);
    await expectFocusVisible(page);
    await expect(service.getByRole("option")).toHaveText([
      /choose/i,
      /Collaboration Events/,
      /Immersive Experiences/,
      /Catalytic Communications/,
    ]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(service).toHaveValue("immersive-experiences");
    await expect(service).toBeFocused();

    const timeline = page.getByRole("combobox", { name: /timeline/i });
    await tabTo(page, timeline);
    await page.keyboard.type("p");
    await expect(timeline).toHaveValue("planning");
  });

  test("the info buttons beside Service Interest and Timeline explain them on hover and on focus", async ({ page }) => {
    await visit(page, "/contact");
    const service = page.getByRole("button", { name: "About Service Interest" });
    const timeline = page.getByRole("button", { name: "About Timeline" });
    const tooltip = page.getByRole("tooltip");

    await tabTo(page, service);
    await expectFocusVisible(page);
    await expect(tooltip).toHaveText(fields.serviceInterest.help);
    await expect(service).toHaveAccessibleDescription(fields.serviceInterest.help);
    await expectNoAxeViolations(page, "/contact with a tooltip open");
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
    await expect(service).toBeFocused();

    await timeline.hover();
    await expect(tooltip).toHaveText(fields.timeline.help);
  });

  test("the honeypot is out of the tab order and hidden from assistive technology", async ({ page }) => {
    await visit(page, "/contact");
    await expect(page.getByRole("textbox", { name: /website/i })).toHaveCount(0);
    const stops = await walkTabOrder(page);
    expect(stops.filter((stop) => /website/i.test(stop.description))).toEqual([]);
    expect(stops.some((stop) => /challenge/i.test(stop.description))).toBe(true);
  });
});

/** The home hero: the innermost section around the page's one h1 (those around it come first in the page). */
function heroSection(page: Page) {
  return page
    .locator("main section")
    .filter({ has: page.locator("h1") })
    .last();
}

/** The hero image on show: of the hero's pictures (img or CSS background), the most opaque. */
function shownHeroImage(page: Page, { rotating = true } = {}): Promise<string> {
  return heroSection(page).evaluate((hero, rotating) => {
    const opacity = (element: Element) => {
      let value = 1;
      for (let node: Element | null = element; node && node !== hero.parentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden") return 0;
        value *= Number(style.opacity);
      }
      return value;
    };
    const pictures = [...hero.querySelectorAll("*")].flatMap((element) => {
      const background = /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage)?.[1];
      const source = element instanceof HTMLImageElement ? element.currentSrc || element.src : background;
      return source ? [{ source, opacity: opacity(element) }] : [];
    });
    // A hero that will not rotate may render its first image alone.
    if (pictures.length < (rotating ? 2 : 1)) throw new Error(`the hero shows ${pictures.length} pictures`);
    return pictures.reduce((best, picture) => (picture.opacity > best.opacity ? picture : best)).source;
  }, rotating);
}

/** Waits out a crossfade already under way: a pause stops the next change, not the fade it lands in. */
async function heroFadesSettled(page: Page) {
  await expect
    .poll(() =>
      heroSection(page).evaluate((hero) =>
        hero.getAnimations({ subtree: true }).every((animation) => animation.playState !== "running"),
      ),
    )
    .toBe(true);
}

async function expectHeroStill(page: Page, forMs: number, { rotating = true } = {}) {
  await heroFadesSettled(page);
  const before = await shownHeroImage(page, { rotating });
  await page.waitForTimeout(forMs);
  expect(await shownHeroImage(page, { rotating }), "the hero stays on the same image").toBe(before);
}

test.describe("home hero rotation", () => {
  test("the pause control stops and restarts the rotation from the keyboard", async ({ page }) => {
    await visit(page, "/");
    const pause = page.getByRole("checkbox", { name: /pause/i });
    await tabTo(page, pause);
    await expectFocusVisible(page);
    await page.keyboard.press("Space");
    await expect(pause).toBeChecked();
    await expectHeroStill(page, 6_000);

    const before = await shownHeroImage(page);
    await page.keyboard.press("Space");
    await expect(pause).not.toBeChecked();
    await expect.poll(() => shownHeroImage(page), { timeout: 8_000 }).not.toBe(before);
  });
});
