import type { Locator, Page, Request, Route } from "@playwright/test";
import { site } from "~/content/site";
import {
  CONTACT_FIELDS,
  EMPTY_FIELDS,
  FIELD_ORDER,
  shownValue,
  type ContactField,
  type ContactSubmission,
} from "~/contact/contact-fields";
import {
  CONTACT_SEND_PATH,
  FIELD_IDS,
  FORM_TOKEN_FIELD,
  LIMITS,
  MESSAGES,
  PRIVACY_PATH,
} from "~/contact/contact-rules";
import { makeCompleteFields } from "~/test/lead-factory";
import { expectNoAxeViolations } from "./axe";
import { expect as baseExpect, test, visit } from "./fixtures";
import { tabTo } from "./keyboard";
import { leadsFor } from "./leads";
import { readContactPage, readSiteFacts } from "~/content/content-files";

const siteFacts = readSiteFacts();
const { form, sideCards } = readContactPage();

/*
 * The discovery-call form as visitors use it: on a phone, acting the moment the form is on screen (visit()
 * applies the phone profile and returns as the response starts), and with JavaScript off. The email service
 * is answered at the edge with page.route, or by `npm start`'s lead service and its store.
 */

/** On the phone profile a send is a chain of round trips (island, then what Send needs, then the send itself). */
const expect = baseExpect.configure({ timeout: 15_000 });

const { fields, submit: SUBMIT, submitting: SUBMITTING, sent: SENT, errorSummary: SUMMARY } = form;

/** The browser logs a failed send (status ≥ 400 or a dropped connection) as a console error. */
const FAILED_REQUEST = /Failed to load resource: (the server responded with a status of \d+|net::ERR_FAILED)/;

/** What a visitor fills in: every field (contact-fields.ts), a choice by its option's value. */
type Lead = ContactSubmission;

const CHOICES = {
  serviceInterest: CONTACT_FIELDS.serviceInterest.options[1],
  timeline: CONTACT_FIELDS.timeline.options[1],
};

/** A complete request from an address no other test uses. */
function lead(changes: Partial<Lead> = {}): Lead {
  const id = Math.random().toString(36).slice(2, 10);
  return makeCompleteFields({
    email: `ada.${id}@example.org`,
    serviceInterest: CHOICES.serviceInterest.value,
    timeline: CHOICES.timeline.value,
    challenge: "Our partners disagree on what the programme is for, and the board meets in six weeks.",
    ...changes,
  });
}

/** Each field's control, by its role and the firm's label. */
const field = Object.fromEntries(
  FIELD_ORDER.map((name) => [
    name,
    (page: Page) =>
      page.getByRole(CONTACT_FIELDS[name].kind === "select" ? "combobox" : "textbox", {
        name: fields[name].label,
        exact: true,
      }),
  ]),
) as Record<ContactField, (page: Page) => Locator>;
const requiredErrors = (page: Page) =>
  [
    [field.name(page), MESSAGES.name],
    [field.email(page), MESSAGES.emailRequired],
    [field.company(page), MESSAGES.company],
    [field.challenge(page), MESSAGES.challenge],
  ] as const;

/** The error summary after an empty Send: one link per required field, in field order, to the field's control. */
const REQUIRED_LINKS = [
  [MESSAGES.name, `#${FIELD_IDS.name}`],
  [MESSAGES.emailRequired, `#${FIELD_IDS.email}`],
  [MESSAGES.company, `#${FIELD_IDS.company}`],
  [MESSAGES.challenge, `#${FIELD_IDS.challenge}`],
] as const;

async function expectSummaryLinks(page: Page, expected: readonly (readonly [string, string])[]) {
  const links = errorSummary(page).getByRole("link");
  await expect(links).toHaveText(expected.map(([text]) => text));
  for (const [index, [, href]] of expected.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
}

/** The confirmation, whole: SPEC §8's thank-you, the contact page's three next steps, and the way to send again. */
async function expectConfirmation(page: Page) {
  await expect(confirmation(page)).toBeVisible();
  await expect(confirmation(page)).toContainText(MESSAGES.sent);
  await expect(confirmation(page).getByRole("listitem")).toHaveText(
    sideCards.nextSteps.steps.map((step) => new RegExp(step.title)),
  );
  await expect(confirmation(page)).toContainText(SENT.anotherRequest);
}

const submitButton = (page: Page) => page.getByRole("button", { name: SUBMIT });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const notice = (page: Page) => page.locator("#contact-form").getByRole("alert");
/** The confirmation that stays after a send, inside the form's status region (which is on the page from the start). */
const confirmation = (page: Page) =>
  page.locator("#contact-form").getByRole("status").getByRole("region", { name: SENT.heading });
const errorSummary = (page: Page) => page.getByRole("region", { name: SUMMARY.heading });
/** A field's message, under the field (the error summary repeats it as a link). */
const fieldMessage = (page: Page, message: string) =>
  page.getByText(message, { exact: true }).and(page.getByRole("paragraph"));
const counter = (page: Page, count: number) => page.getByText(`${count}/${LIMITS.message} characters`);

/** Types each field's value, and chooses each choice by its label, as a visitor does. */
async function fillLead(page: Page, values: Lead) {
  for (const name of FIELD_ORDER) {
    if (CONTACT_FIELDS[name].kind !== "select") await field[name](page).fill(values[name]);
    else if (values[name] !== "") await field[name](page).selectOption({ label: shownValue(name, values[name]) });
  }
}

async function expectValuesKept(page: Page, values: Lead) {
  for (const name of FIELD_ORDER) await expect(field[name](page)).toHaveValue(values[name]);
}

const expectCleared = (page: Page) => expectValuesKept(page, EMPTY_FIELDS);

/** A send's form fields, and the signed fill-time token it carried. */
function postedFields(send: Request): { fields: Record<string, string>; token: string | undefined } {
  const { [FORM_TOKEN_FIELD]: token, ...fields } = Object.fromEntries(new URLSearchParams(send.postData() ?? ""));
  return { fields, token };
}

/** Records every send the page makes and answers it with `answer` (default: 200 OK). */
async function interceptSends(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fulfill({ json: { notice: "sent" } }),
) {
  const sends: Request[] = [];
  await page.route(`**${CONTACT_SEND_PATH}`, async (route) => {
    sends.push(route.request());
    await answer(route);
  });
  return sends;
}

function onlySend(sends: Request[]): Request {
  expect(sends).toHaveLength(1);
  return sends[0] as Request;
}

/** Holds the island's code (the form's own chunk) until `release()`: Send can then be pressed before it runs. */
async function holdIslandCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route("**/assets/contact-form.*.js", async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** The failure's way to finish by email: the firm's address, the typed details in the body. */
async function expectMailFallback(link: Locator, values: Lead) {
  const href = (await link.getAttribute("href")) ?? "";
  expect(href.startsWith(`mailto:${site.email}?`), href).toBe(true);
  const body = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body") ?? "";
  for (const name of FIELD_ORDER) expect(body).toContain(shownValue(name, values[name]));
}

/** A genuine lead as the store keeps it, waiting to be emailed (the tests' server has no SMTP_URL). */
const storedLead = (values: Lead, via: "script" | "form") => ({
  status: "pending",
  spamReason: null,
  via,
  fields: values,
});

test.describe("contact form: Send before the form's script is ready", () => {
  test("the submit waits on the page, then is checked and sent once, exactly", async ({ page }) => {
    const sends = await interceptSends(page);
    const island = await holdIslandCode(page);
    const values = lead();
    await visit(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();

    await expect.poll(() => island.requested.length, { message: "the island's code was asked for" }).toBe(1);
    await expect(page).toHaveURL(/\/contact$/);
    expect(sends, "nothing sent before the form's script runs").toHaveLength(0);
    island.release();

    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    expect(postedFields(onlySend(sends)).fields).toEqual(values);
    await expectCleared(page);
  });

  test("an empty Send is held too, and gets the same messages once the script runs", async ({ page }) => {
    const sends = await interceptSends(page);
    const island = await holdIslandCode(page);
    await visit(page, "/contact");
    await submitButton(page).click();
    await expect.poll(() => island.requested.length).toBe(1);
    island.release();

    await expect(toasts(page).getByText(MESSAGES.validationFailed)).toBeVisible();
    for (const [input, message] of requiredErrors(page)) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/contact$/);
    expect(sends).toHaveLength(0);
  });
});

test.describe("contact form: the script waits for the page", () => {
  test("the form's script is asked for only after the page has painted its largest content", async ({ page }) => {
    await visit(page, "/contact");
    await expect(submitButton(page)).toBeVisible();
    const script = await page.locator("astro-island").first().getAttribute("component-url");
    expect(script, "the form is an island").toBeTruthy();
    // Resource timing lists a script once its last byte is in; the request's start is what this checks.
    const requested = await page.waitForFunction(
      (url) =>
        performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === url)?.startTime,
      script,
    );
    const painted = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? Infinity)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        ),
    );
    expect(await requested.jsonValue()).toBeGreaterThanOrEqual(painted);
  });
});

test.describe("contact form: validation", () => {
  test("an empty submit shows the toast and every required field's message, and sends nothing", async ({ page }) => {
    const sends = await interceptSends(page);
    await visit(page, "/contact");
    await submitButton(page).click();

    await expect(toasts(page).getByText(MESSAGES.validationFailed)).toBeVisible();
    await expect(toasts(page).getByRole("listitem")).toHaveCount(1);
    for (const [input, message] of requiredErrors(page)) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    for (const optional of [field.title(page), field.message(page)]) {
      await expect(optional).toHaveAttribute("aria-invalid", "false");
    }
    // Focus goes to the error summary at the top of the form (GOV.UK's pattern), which links each field.
    await expect(errorSummary(page)).toBeFocused();
    await expect(fieldMessage(page, MESSAGES.message)).toHaveCount(0);
    expect(sends).toHaveLength(0);
  });

  test("whitespace counts as empty, and a malformed email gets the email message", async ({ page }) => {
    const sends = await interceptSends(page);
    await visit(page, "/contact");
    await field.name(page).fill("   ");
    await field.email(page).fill("ada@example");
    await submitButton(page).click();
    await expect(fieldMessage(page, MESSAGES.name)).toBeVisible();
    await expect(fieldMessage(page, MESSAGES.email)).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test("editing a field clears that field's error and no other", async ({ page }) => {
    await visit(page, "/contact");
    await submitButton(page).click();
    const errors = requiredErrors(page);
    for (const [, message] of errors) await expect(fieldMessage(page, message)).toBeVisible();

    for (const [index, [input, message]] of errors.entries()) {
      await input.press("a");
      await expect(fieldMessage(page, message)).toHaveCount(0);
      await expect(input).toHaveAttribute("aria-invalid", "false");
      for (const [, later] of errors.slice(index + 1)) {
        await expect(fieldMessage(page, later)).toBeVisible();
      }
      // The summary follows: the links of the fields still in error, and none once all are fixed.
      if (index + 1 < errors.length) await expectSummaryLinks(page, REQUIRED_LINKS.slice(index + 1));
      else await expect(errorSummary(page)).toHaveCount(0);
    }
  });

  test("the message counts its characters and stops at 2000", async ({ page }) => {
    await visit(page, "/contact");
    await expect(counter(page, 0)).toBeVisible();
    await field.message(page).fill("Hello");
    await expect(counter(page, 5)).toBeVisible();
    await field.message(page).fill("x".repeat(LIMITS.message + 1));
    await expect(field.message(page)).toHaveValue("x".repeat(LIMITS.message));
    await expect(counter(page, LIMITS.message)).toBeVisible();
    await expect(field.message(page)).toHaveAccessibleDescription(/2000\/2000 characters/);
  });

  test("required fields carry an asterisk; the selects offer SPEC §3's options", async ({ page }) => {
    await visit(page, "/contact");
    for (const { label } of [fields.name, fields.email, fields.company, fields.challenge]) {
      await expect(page.locator("label", { hasText: label }).first()).toContainText(`${label}*`);
    }
    for (const { label } of [fields.title, fields.serviceInterest, fields.timeline, fields.message]) {
      await expect(page.locator("label", { hasText: label }).first()).not.toContainText("*");
    }
    await expect(field.serviceInterest(page).getByRole("option")).toHaveText([
      fields.serviceInterest.placeholder,
      ...CONTACT_FIELDS.serviceInterest.options.map((option) => option.label),
    ]);
    await expect(field.timeline(page).getByRole("option")).toHaveText([
      fields.timeline.placeholder,
      ...CONTACT_FIELDS.timeline.options.map((option) => option.label),
    ]);
  });
});

test.describe("contact form: help on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("no open tooltip covers a form control, and each choice's help reads without opening one", async ({ page }) => {
    await visit(page, "/contact");
    const region = page.getByRole("region", { name: form.heading });
    const controls = region.getByRole("textbox").or(region.getByRole("combobox")).or(region.getByRole("button"));
    await expect(controls.first()).toBeVisible();
    const choices = [fields.serviceInterest, fields.timeline];
    for (const { label, help } of choices) {
      const trigger = region.getByRole("button", { name: `About ${label}` });
      if (!(await trigger.isVisible())) continue;
      await tabTo(page, trigger);
      const tooltip = page.getByRole("tooltip").filter({ hasText: help });
      await expect(tooltip).toBeVisible();
      const bubble = (await tooltip.boundingBox())!;
      for (const control of await controls.filter({ visible: true }).all()) {
        const box = (await control.boundingBox())!;
        const overlaps =
          bubble.x < box.x + box.width &&
          box.x < bubble.x + bubble.width &&
          bubble.y < box.y + box.height &&
          box.y < bubble.y + bubble.height;
        expect(overlaps, `${label}'s open tooltip covers ${await control.getAttribute("id")}`).toBe(false);
      }
      await page.keyboard.press("Escape");
    }
    // On a phone the help is the field's hint, in the page's text; from 640 px the same words open from (i).
    for (const { label, help } of choices) {
      await expect(page.getByText(help, { exact: true }).filter({ visible: true })).toHaveCount(1);
      await expect(region.getByRole("combobox", { name: label })).toHaveAccessibleDescription(help);
    }
  });
});

test.describe("contact form: sending", () => {
  test("sends to the site's own lead service: stored once, as a genuine lead however fast it was filled in", async ({
    page,
  }) => {
    const values = lead();
    await visit(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();

    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    await expectCleared(page);
    await expect(counter(page, 0)).toBeVisible();
    expect(leadsFor(values.email)).toEqual([storedLead(values, "script")]);
    // A successful send clears the draft: nothing comes back on the next visit.
    await visit(page, "/contact");
    await expect(page.getByText(form.privacyNote)).toBeVisible();
    await expectCleared(page);
  });

  test("posts the form as the page does without JavaScript, with its signed token, asking for JSON", async ({
    page,
  }) => {
    const sends = await interceptSends(page);
    const values = lead({ title: "", message: "" });
    await visit(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();

    const send = onlySend(sends);
    expect(send.method()).toBe("POST");
    expect(new URL(send.url()).pathname).toBe(CONTACT_SEND_PATH);
    expect(await send.headerValue("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await send.headerValue("accept")).toBe("application/json");
    const posted = postedFields(send);
    expect(posted.fields).toEqual(values);
    expect(posted.token).toMatch(/\S{20,}/);
  });

  test("shows a disabled Submitting... button while the answer is pending, then re-enables it", async ({ page }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await interceptSends(page, async (route) => {
      await answered;
      await route.fulfill({ json: { notice: "sent" } });
    });
    await visit(page, "/contact");
    await fillLead(page, lead());
    await submitButton(page).click();

    const pending = page.getByRole("button", { name: SUBMITTING });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    answer();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
  });

  test("a double click sends one request", async ({ page }) => {
    const sends = await interceptSends(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ json: { notice: "sent" } });
    });
    await visit(page, "/contact");
    await fillLead(page, lead());
    await submitButton(page).dblclick();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(sends).toHaveLength(1);
  });

  test("a name with HTML is sent as text and never executed", async ({ page }) => {
    const sends = await interceptSends(page);
    const values = lead({
      name: `<img src=x onerror="window.__injected=true">`,
      message: `<script>window.__injected=true</script>`,
    });
    await visit(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    expect(postedFields(onlySend(sends)).fields).toEqual(values);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe("contact form: failures keep every value", () => {
  test.use({ expectedConsoleErrors: FAILED_REQUEST });

  // One refusal, one outage, one dropped connection: every other status takes the same path
  // (send-discovery-call.test.ts answers each of EmailJS's refusals).
  const failures: [string, (route: Route) => Promise<void>][] = [
    ["429 Too Many Requests", (route) => route.fulfill({ status: 429, body: "Too Many Requests" })],
    ["500 server error", (route) => route.fulfill({ status: 500, body: "Internal Server Error" })],
    ["an aborted request", (route) => route.abort("failed")],
  ];

  for (const [label, answer] of failures) {
    test(`${label} shows the failure toast, keeps the values and re-enables the button`, async ({ page }) => {
      const sends = await interceptSends(page, answer);
      const values = lead();
      await visit(page, "/contact");
      await fillLead(page, values);
      await submitButton(page).click();

      const toast = toasts(page).getByRole("listitem");
      await expect(toast.getByText(MESSAGES.sendFailed, { exact: true })).toBeVisible();
      await expectMailFallback(toast.getByRole("link", { name: site.email }), values);
      await expectValuesKept(page, values);
      await expect(submitButton(page)).toBeEnabled();
      expect(sends).toHaveLength(1);
    });
  }

  test("code that cannot load (a network drop mid-visit) leaves a visible message and every value", async ({
    page,
  }) => {
    const sends = await interceptSends(page);
    await page.route("**/assets/send-discovery-call.*.js", (route) => route.abort("failed"));
    const values = lead();
    await visit(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();

    await expect(notice(page)).toContainText(MESSAGES.sendFailed);
    await expectMailFallback(notice(page).getByRole("link", { name: site.email }), values);
    await expectValuesKept(page, values);
    await expect(submitButton(page)).toBeEnabled();
    expect(sends).toHaveLength(0);
  });
});

test.describe("contact form: the confirmation and the error summary", () => {
  test("after a send a confirmation stays above the emptied form: focused, announced, and there after the toast", async ({
    page,
  }) => {
    const sends = await interceptSends(page);
    await visit(page, "/contact");
    // The live region is on the page, empty, before anything is sent: filling it is what screen readers announce.
    const status = page.locator("#contact-form").getByRole("status");
    await expect(status).toBeEmpty();
    const region = await status.elementHandle();
    await fillLead(page, lead());
    await submitButton(page).click();

    await expectConfirmation(page);
    await expect(confirmation(page)).toBeFocused();
    expect(
      await region?.evaluate(
        (element, heading) => element.isConnected && element.textContent?.includes(heading),
        SENT.heading,
      ),
    ).toBe(true);
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    await expectCleared(page);

    // The toast goes; the confirmation stays, and the form takes another request.
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0, { timeout: 20_000 });
    await expect(confirmation(page)).toBeVisible();
    await fillLead(page, lead({ company: "Difference Engines" }));
    await submitButton(page).click();
    await expect.poll(() => sends.length).toBe(2);
    await expect(confirmation(page)).toBeFocused();
    await expectCleared(page);
  });

  test("an empty Send shows the summary, focused, with a link to each required field in order, each to its control", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await submitButton(page).click();

    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page).getByRole("alert")).toContainText(SUMMARY.heading);
    await expectSummaryLinks(page, REQUIRED_LINKS);
    const controls = [field.name(page), field.email(page), field.company(page), field.challenge(page)];
    for (const [index, control] of controls.entries()) {
      await errorSummary(page).getByRole("link").nth(index).click();
      await expect(control).toBeFocused();
      await expect(control).toBeInViewport();
    }
    // From the keyboard too; and the address stays the page's own.
    await errorSummary(page).getByRole("link").first().focus();
    await page.keyboard.press("Enter");
    await expect(field.name(page)).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("contact form: toasts on a phone", () => {
  test.use({ expectedConsoleErrors: FAILED_REQUEST });

  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  /**
   * Where a toast comes to rest once its entrance has played (the same box twice in a row), or null if it has gone
   * meanwhile (an earlier toast's time ran out).
   */
  async function restingBox(locator: Locator): Promise<Box | null> {
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          seen.push(JSON.stringify(await locator.boundingBox({ timeout: 1_000 }).catch(() => null)));
          return seen.length > 1 && seen.at(-1) === seen.at(-2);
        },
        { intervals: [150] },
      )
      .toBe(true);
    return JSON.parse(seen.at(-1) ?? "null") as Box | null;
  }

  /** Every toast on screen, against the Send button, each side card, and the confirmation or summary if shown. */
  async function expectToastsClear(page: Page, step: string) {
    const covered = [
      ["the Send button", submitButton(page)],
      ...[sideCards.getInTouch, sideCards.nextSteps, sideCards.immediate].map(
        (card) => [`the side card ${card.heading}`, page.getByRole("region", { name: card.heading })] as const,
      ),
      ["the confirmation", confirmation(page)],
      ["the error summary", errorSummary(page)],
    ] as const;
    const items = toasts(page).getByRole("listitem");
    await expect(items.first()).toBeVisible();
    for (const toast of await items.all()) {
      const box = await restingBox(toast);
      if (!box) continue;
      for (const [name, target] of covered) {
        if (!(await target.isVisible())) continue;
        const targetBox = await target.boundingBox();
        expect(targetBox && overlaps(box, targetBox), `${step}: a toast covers ${name}`).toBe(false);
      }
    }
  }

  /** As a visitor on a phone does: scrolls down just until Send shows at the bottom of the screen, then taps it. */
  async function sendFromTheBottom(page: Page) {
    await submitButton(page).evaluate((button) => button.scrollIntoView({ block: "end" }));
    await submitButton(page).click();
  }

  test("no toast covers the Send button or the side cards at 390 × 844", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let answer = 500;
    await interceptSends(page, (route) =>
      route.fulfill({ status: answer, json: { notice: answer === 200 ? "sent" : "failed" } }),
    );
    await visit(page, "/contact");

    await sendFromTheBottom(page);
    await expect(toasts(page).getByText(MESSAGES.validationFailed)).toBeVisible();
    await expectToastsClear(page, "an empty Send");

    await fillLead(page, lead());
    await sendFromTheBottom(page);
    await expect(toasts(page).getByText(MESSAGES.sendFailed)).toBeVisible();
    await expectToastsClear(page, "a failed send");

    answer = 200;
    await sendFromTheBottom(page);
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    await expectToastsClear(page, "a send");
  });
});

test.describe("contact form: the draft kept in this browser", () => {
  test.use({ expectedConsoleErrors: FAILED_REQUEST });

  test("every typed value survives a failed send, a reload, and leaving the page and coming back", async ({ page }) => {
    await interceptSends(page, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    const values = lead();
    await visit(page, "/contact");
    await expect(page.getByText(form.privacyNote)).toBeVisible();
    await fillLead(page, values);
    await submitButton(page).click();
    const toast = toasts(page).getByRole("listitem");
    await expect(toast.getByText(MESSAGES.sendFailed, { exact: true })).toBeVisible();
    const mailLink = toast.getByRole("link", { name: site.email });
    await expectMailFallback(mailLink, values);
    // Following it hands the message to the mail program; the page and every value stay.
    await mailLink.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectValuesKept(page, values);

    await page.reload();
    await expectValuesKept(page, values);
    await visit(page, "/team");
    await visit(page, "/contact");
    await expectValuesKept(page, values);
    await expect(counter(page, values.message.length)).toBeVisible();
  });
});

test.describe("contact form: limits and traps", () => {
  test("a fourth submission in the page session is blocked; a reload resets the count", async ({ page }) => {
    test.slow(); // five complete fills and a reload on the phone profile
    const sends = await interceptSends(page);
    await visit(page, "/contact");
    for (let i = 1; i <= LIMITS.submissionsPerSession; i += 1) {
      await fillLead(page, lead());
      await submitButton(page).click();
      await expect(field.name(page)).toHaveValue("");
      expect(sends).toHaveLength(i);
    }
    const fourth = lead();
    await fillLead(page, fourth);
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.rateLimit)).toBeVisible();
    await expect(notice(page)).toHaveText(MESSAGES.rateLimit);
    await expectValuesKept(page, fourth);
    expect(sends).toHaveLength(LIMITS.submissionsPerSession);

    await visit(page, "/contact");
    await fillLead(page, lead());
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    expect(sends).toHaveLength(LIMITS.submissionsPerSession + 1);
  });

  test("a filled honeypot sends nothing and shows no message", async ({ page }) => {
    const sends = await interceptSends(page);
    await visit(page, "/contact");
    const honeypot = page.getByLabel(fields.honeypot.label);
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await fillLead(page, lead());
    await honeypot.fill("https://spam.example", { force: true });
    await submitButton(page).click();
    // The island, then what its check needs, load in one chain: once the network is quiet, the check has run.
    await page.waitForLoadState("networkidle");

    expect(sends).toHaveLength(0);
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    await expect(page.getByText(MESSAGES.bot)).toHaveCount(0);
    for (const input of Object.values(field)) await expect(input(page)).toHaveAttribute("aria-invalid", "false");
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe("contact form without JavaScript (npm start)", () => {
  // The answers to a request with errors carry the status of what went wrong, which the browser logs.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of (422|429) / });

  test("bad input comes back in the page with every value and every message", async ({ page }) => {
    const values = lead({ email: "ada@example", company: "   " });
    await visit(page, "/contact");
    await fillLead(page, values);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await submitButton(page).click();

    expect((await answer).status()).toBe(422);
    await expect(page).toHaveURL(/\/contact\/send#contact-form$/);
    // The page opens at the error summary, which links each field in error to its control.
    await expect(errorSummary(page)).toBeInViewport();
    await expectSummaryLinks(page, [
      [MESSAGES.email, `#${FIELD_IDS.email}`],
      [MESSAGES.company, `#${FIELD_IDS.company}`],
    ]);
    await expect(field.email(page)).toHaveAttribute("aria-invalid", "true");
    await expect(field.email(page)).toHaveAccessibleDescription(`${fields.email.hint} ${MESSAGES.email}`);
    await expect(field.company(page)).toHaveAccessibleDescription(MESSAGES.company);
    await expect(field.name(page)).toHaveAttribute("aria-invalid", "false");
    await expectValuesKept(page, values);
    await expect(counter(page, values.message.length)).toBeVisible();
    expect(leadsFor(values.email)).toEqual([]);

    // Without a script, a summary link still takes focus to its field (the browser's own fragment navigation).
    await errorSummary(page).getByRole("link", { name: MESSAGES.company }).click();
    await expect(field.company(page)).toBeFocused();
    await expect(field.company(page)).toBeInViewport();
  });

  test("good input gets the confirmation and an empty form, and is stored once as a genuine lead", async ({ page }) => {
    const values = lead();
    await visit(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();

    // The same confirmation as with the script, and the page opens at it.
    await expectConfirmation(page);
    await expect(confirmation(page)).toBeInViewport();
    await expect(page).toHaveURL(/\/contact\/send#contact-form$/);
    await expectCleared(page);
    expect(leadsFor(values.email)).toEqual([storedLead(values, "form")]);
  });

  test("the same limit: a fourth request from the same chain of pages is refused, keeping the values", async ({
    page,
  }) => {
    test.slow(); // four complete fills, each answered with a page rendered on request
    await visit(page, "/contact");
    for (let i = 1; i <= LIMITS.submissionsPerSession; i += 1) {
      await fillLead(page, lead());
      await submitButton(page).click();
      await expect(confirmation(page)).toContainText(MESSAGES.sent);
    }
    const fourth = lead();
    await fillLead(page, fourth);
    await submitButton(page).click();
    await expect(notice(page)).toHaveText(MESSAGES.rateLimit);
    await expectValuesKept(page, fourth);
    expect(leadsFor(fourth.email)).toEqual([]);
  });

  test("a filled honeypot is kept as spam, and the bot gets the same thank-you as anyone", async ({ page }) => {
    const values = lead();
    await visit(page, "/contact");
    await fillLead(page, values);
    await page.getByLabel(fields.honeypot.label).fill("https://spam.example", { force: true });
    await submitButton(page).click();
    await expect(confirmation(page)).toContainText(MESSAGES.sent);
    await expectCleared(page);
    await expect(page.getByText(MESSAGES.bot)).toHaveCount(0);
    expect(leadsFor(values.email)).toEqual([{ ...storedLead(values, "form"), status: "spam", spamReason: "honeypot" }]);
  });
});

test.describe("contact page", () => {
  test("shows the side cards: how to reach us, what happens next, immediate action", async ({ page }) => {
    await visit(page, "/contact");
    const { getInTouch, nextSteps, immediate } = sideCards;
    const reach = page.getByRole("region", { name: getInTouch.heading });
    await expect(reach.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(reach.getByRole("link", { name: siteFacts.phone.display })).toHaveAttribute(
      "href",
      siteFacts.phone.href,
    );
    await expect(reach).toContainText("within 24 hours");
    const next = page.getByRole("region", { name: nextSteps.heading });
    await expect(next.getByRole("listitem")).toHaveText(nextSteps.steps.map((step) => new RegExp(step.title)));
    await expect(page.getByRole("region", { name: immediate.heading })).toContainText(
      "Initial consultations are complimentary",
    );
  });

  test("one short privacy line above Send links the privacy notice", async ({ page }) => {
    await visit(page, "/contact");
    const line = page.getByText(form.privacyNote);
    await expect(line).toHaveText(`${form.privacyNote} ${form.privacyLink}`);
    await expect(line.getByRole("link", { name: form.privacyLink })).toHaveAttribute("href", PRIVACY_PATH);
  });

  for (const width of [390, 1280]) {
    test(`has no axe violations at ${width} px: as it opens, with the error summary, with the confirmation`, async ({
      page,
    }) => {
      test.slow(); // three full axe runs over the longest form
      await interceptSends(page);
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/contact");
      await expect(submitButton(page)).toBeVisible();
      await expectNoAxeViolations(page, `/contact at ${width}px`);
      await submitButton(page).click();
      await expect(fieldMessage(page, MESSAGES.name)).toBeVisible();
      await expect(errorSummary(page)).toBeVisible();
      await expectNoAxeViolations(page, `/contact at ${width}px with the error summary`);
      await fillLead(page, lead());
      await submitButton(page).click();
      await expect(confirmation(page)).toBeVisible();
      await expectNoAxeViolations(page, `/contact at ${width}px with the confirmation`);
    });
  }
});
