import type { Page, Request, Route } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { site } from "~/content/site";
import { MESSAGES } from "~/features/contact/contact-rules";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

const SEND_PATH = "/api/v1.0/email/send";
const SUBMIT = "Request my discovery call";
const LIB_VERSION = (
  JSON.parse(readFileSync("node_modules/@emailjs/browser/package.json", "utf8")) as { version: string }
).version;
const OUTBOX = path.resolve(process.env.DATA_DIR ?? ".data", "outbox.jsonl");

/** The browser logs a failed send (status ≥ 400 or a dropped connection) as a console error. */
const FAILED_SEND = /Failed to load resource: (the server responded with a status of \d+|net::ERR_FAILED)/;

type Lead = { name: string; email: string; company: string; title: string; challenge: string; message: string };

function lead(changes: Partial<Lead> = {}): Lead {
  const id = Math.random().toString(36).slice(2, 10);
  return {
    name: "Ada Lovelace",
    email: `ada.${id}@example.org`,
    company: "Analytical Engines",
    title: "Director of Strategy",
    challenge: "Our partners disagree on what the programme is for, and the board meets in six weeks.",
    message: "We would like to hold the summit in Lisbon.",
    ...changes,
  };
}

const field = {
  name: (page: Page) => page.getByRole("textbox", { name: "Name" }),
  email: (page: Page) => page.getByRole("textbox", { name: "Email" }),
  company: (page: Page) => page.getByRole("textbox", { name: /^Company/ }),
  title: (page: Page) => page.getByRole("textbox", { name: "Title" }),
  challenge: (page: Page) => page.getByRole("textbox", { name: "Challenge" }),
  message: (page: Page) => page.getByRole("textbox", { name: "Message" }),
};

const submitButton = (page: Page) => page.getByRole("button", { name: SUBMIT });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
  await expect(page.getByRole("combobox", { name: label })).toHaveText(option);
}

async function fillLead(page: Page, values: Lead) {
  for (const key of Object.keys(field) as (keyof Lead)[]) await field[key](page).fill(values[key]);
  await choose(page, "Service Interest", "Immersive Experiences");
  await choose(page, "Timeline", "Within a month");
}

async function expectValuesKept(page: Page, values: Lead) {
  for (const key of Object.keys(field) as (keyof Lead)[]) await expect(field[key](page)).toHaveValue(values[key]);
  await expect(page.getByRole("combobox", { name: "Service Interest" })).toHaveText("Immersive Experiences");
  await expect(page.getByRole("combobox", { name: "Timeline" })).toHaveText("Within a month");
}

function expectedParams(values: Lead) {
  return {
    from_name: values.name,
    from_email: values.email,
    company: values.company,
    title: values.title,
    service_interest: "immersive-experiences",
    timeline: "month",
    challenge: values.challenge,
    message: values.message,
    to_email: site.emailjs.recipient,
  };
}

/** Records every send the page makes and answers it with `answer` (default: 200 OK). */
async function interceptSends(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fulfill({ body: "OK" }),
) {
  const sends: Request[] = [];
  await page.route(`**${SEND_PATH}`, async (route) => {
    sends.push(route.request());
    await answer(route);
  });
  return sends;
}

function outboxEntryFor(email: string): unknown {
  if (!existsSync(OUTBOX)) return undefined;
  const lines = readFileSync(OUTBOX, "utf8").split("\n").filter(Boolean);
  const entries = lines.map((line) => JSON.parse(line) as { template_params: { from_email?: string } });
  const matching = entries.filter((entry) => entry.template_params.from_email === email);
  expect(matching.length, `outbox lines for ${email}`).toBeLessThanOrEqual(1);
  return matching[0];
}

test.describe("contact form: validation", () => {
  test("an empty submit shows the toast and every required field's message, and sends nothing", async ({ page }) => {
    const sends = await interceptSends(page);
    await gotoHydrated(page, "/contact");
    await submitButton(page).click();

    await expect(toasts(page).getByText(MESSAGES.validationFailed)).toBeVisible();
    await expect(toasts(page).getByRole("listitem")).toHaveCount(1);
    const required = [
      [field.name(page), MESSAGES.name],
      [field.email(page), MESSAGES.emailRequired],
      [field.company(page), MESSAGES.company],
      [field.challenge(page), MESSAGES.challenge],
    ] as const;
    for (const [input, message] of required) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    for (const optional of [field.title(page), field.message(page)]) {
      await expect(optional).toHaveAttribute("aria-invalid", "false");
    }
    await expect(field.name(page)).toBeFocused();
    await expect(page.getByText(MESSAGES.message)).toHaveCount(0);
    expect(sends).toHaveLength(0);
  });

  test("whitespace counts as empty, and a malformed email gets the email message", async ({ page }) => {
    const sends = await interceptSends(page);
    await gotoHydrated(page, "/contact");
    await field.name(page).fill("   ");
    await field.email(page).fill("ada@example");
    await submitButton(page).click();
    await expect(page.getByText(MESSAGES.name)).toBeVisible();
    await expect(page.getByText(MESSAGES.email)).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test("editing a field clears that field's error and no other", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await submitButton(page).click();
    const errors = [
      [field.name(page), MESSAGES.name],
      [field.email(page), MESSAGES.emailRequired],
      [field.company(page), MESSAGES.company],
      [field.challenge(page), MESSAGES.challenge],
    ] as const;
    for (const [, message] of errors) await expect(page.getByText(message, { exact: true })).toBeVisible();

    for (const [index, [input, message]] of errors.entries()) {
      await input.press("a");
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
      await expect(input).toHaveAttribute("aria-invalid", "false");
      for (const [, later] of errors.slice(index + 1))
        await expect(page.getByText(later, { exact: true })).toBeVisible();
    }
  });

  test("the message counts its characters and stops at 2000", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByText("0/2000 characters")).toBeVisible();
    await field.message(page).fill("Hello");
    await expect(page.getByText("5/2000 characters")).toBeVisible();
    await field.message(page).fill("x".repeat(2001));
    await expect(field.message(page)).toHaveValue("x".repeat(2000));
    await expect(page.getByText("2000/2000 characters")).toBeVisible();
    await expect(field.message(page)).toHaveAccessibleDescription(/2000\/2000 characters/);
  });

  test("required fields carry an asterisk; the selects offer SPEC §3's options", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    for (const label of ["Name", "Email", "Company or organisation", "Challenge"]) {
      await expect(page.locator("label", { hasText: label }).first()).toContainText(`${label}*`);
    }
    for (const label of ["Title", "Service Interest", "Timeline", "Message"]) {
      await expect(page.locator("label", { hasText: label }).first()).not.toContainText("*");
    }
    await page.getByRole("combobox", { name: "Service Interest" }).click();
    await expect(page.getByRole("option")).toHaveText([
      "Collaboration Events",
      "Immersive Experiences",
      "Catalytic Communications",
    ]);
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Timeline" }).click();
    await expect(page.getByRole("option")).toHaveText([
      "Within 2 weeks",
      "Within a month",
      "Within 3 months",
      "Planning for future",
    ]);
  });
});

test.describe("contact form: sending", () => {
  test("sends through the local email stand-in: the outbox gains exactly the payload, the form clears", async ({
    page,
  }) => {
    const values = lead();
    await gotoHydrated(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();

    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    for (const key of Object.keys(field) as (keyof Lead)[]) await expect(field[key](page)).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Service Interest" })).toHaveText("Choose a service");
    await expect(page.getByText("0/2000 characters")).toBeVisible();
    expect(outboxEntryFor(values.email)).toEqual({
      receivedAt: expect.any(String) as unknown,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.templateId,
      template_params: expectedParams(values),
    });
  });

  test("posts exactly the EmailJS request: path, JSON body and ids", async ({ page }) => {
    const sends = await interceptSends(page);
    const values = lead({ title: "", message: "" });
    await gotoHydrated(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();

    expect(sends).toHaveLength(1);
    const [send] = sends;
    expect(send?.method()).toBe("POST");
    expect(new URL(send?.url() ?? "").pathname).toBe(SEND_PATH);
    expect(await send?.headerValue("content-type")).toBe("application/json");
    expect(send?.postDataJSON()).toEqual({
      lib_version: LIB_VERSION,
      user_id: "local-stand-in",
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.templateId,
      template_params: expectedParams(values),
    });
  });

  test("shows a disabled Submitting... button while the answer is pending, then re-enables it", async ({ page }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await interceptSends(page, async (route) => {
      await answered;
      await route.fulfill({ body: "OK" });
    });
    await gotoHydrated(page, "/contact");
    await fillLead(page, lead());
    await submitButton(page).click();

    const pending = page.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    answer();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
  });

  test("a double click sends one request", async ({ page }) => {
    const sends = await interceptSends(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ body: "OK" });
    });
    await gotoHydrated(page, "/contact");
    await fillLead(page, lead());
    await submitButton(page).dblclick();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(sends).toHaveLength(1);
  });

  test("a name with HTML is sent as text and never executed", async ({ page }) => {
    const sends = await interceptSends(page);
    const name = `<img src=x onerror="window.__injected=true">`;
    const values = lead({ name, message: `<script>window.__injected=true</script>` });
    await gotoHydrated(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    expect((send(sends).postDataJSON() as { template_params: unknown }).template_params).toEqual(
      expectedParams(values),
    );
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

function send(sends: Request[]): Request {
  expect(sends).toHaveLength(1);
  return sends[0] as Request;
}

test.describe("contact form: failures keep every value", () => {
  test.use({ expectedConsoleErrors: FAILED_SEND });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ["400 Bad Request", (route) => route.fulfill({ status: 400, body: "The service ID is invalid" })],
    ["403 Forbidden (block list)", (route) => route.fulfill({ status: 403, body: "Forbidden" })],
    ["429 Too Many Requests", (route) => route.fulfill({ status: 429, body: "Too Many Requests" })],
    ["451 headless browser", (route) => route.fulfill({ status: 451, body: "Unavailable For Headless Browser" })],
    ["500 server error", (route) => route.fulfill({ status: 500, body: "Internal Server Error" })],
    ["an aborted request", (route) => route.abort("failed")],
  ];

  for (const [label, answer] of failures) {
    test(`${label} shows the failure toast, keeps the values and re-enables the button`, async ({ page }) => {
      const sends = await interceptSends(page, answer);
      const values = lead();
      await gotoHydrated(page, "/contact");
      await fillLead(page, values);
      await submitButton(page).click();

      const toast = toasts(page).getByRole("listitem");
      await expect(toast.getByText(MESSAGES.sendFailed, { exact: true })).toBeVisible();
      await expect(toast.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expectValuesKept(page, values);
      await expect(submitButton(page)).toBeEnabled();
      expect(sends).toHaveLength(1);
    });
  }

  test("code that cannot load (a network drop mid-visit) leaves a visible message and every value", async ({
    page,
  }) => {
    const sends = await interceptSends(page);
    await page.route("**/assets/send-discovery-call-*.js", (route) => route.abort("failed"));
    const values = lead();
    await gotoHydrated(page, "/contact");
    await fillLead(page, values);
    await submitButton(page).click();

    await expect(page.getByRole("status").getByText(MESSAGES.sendFailed)).toBeVisible();
    await expectValuesKept(page, values);
    await expect(submitButton(page)).toBeEnabled();
    expect(sends).toHaveLength(0);
  });
});

test.describe("contact form: limits and traps", () => {
  test("a fourth submission in the session is blocked; a reload resets the count", async ({ page }) => {
    test.slow(); // five complete fills and a reload
    const sends = await interceptSends(page);
    await gotoHydrated(page, "/contact");
    for (let i = 1; i <= 3; i += 1) {
      await fillLead(page, lead());
      await submitButton(page).click();
      await expect(field.name(page)).toHaveValue("");
      expect(sends).toHaveLength(i);
    }
    const fourth = lead();
    await fillLead(page, fourth);
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.rateLimit)).toBeVisible();
    await expect(page.getByText(MESSAGES.rateLimit).first()).toBeVisible();
    await expectValuesKept(page, fourth);
    expect(sends).toHaveLength(3);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await fillLead(page, lead());
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    expect(sends).toHaveLength(4);
  });

  test("a filled honeypot sends nothing and shows no message", async ({ page }) => {
    const sends = await interceptSends(page);
    await gotoHydrated(page, "/contact");
    const honeypot = page.getByLabel("Website");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await fillLead(page, lead());
    await honeypot.fill("https://spam.example", { force: true });
    await submitButton(page).click();
    await page.waitForLoadState("networkidle");

    expect(sends).toHaveLength(0);
    await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
    await expect(page.getByText(MESSAGES.bot)).toHaveCount(0);
    for (const input of Object.values(field)) await expect(input(page)).toHaveAttribute("aria-invalid", "false");
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe("contact page", () => {
  test("shows the side cards: how to reach us, what happens next, immediate action", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const getInTouch = page.getByRole("region", { name: "Get in Touch" });
    await expect(getInTouch.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(getInTouch.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
    await expect(getInTouch).toContainText("within 24 hours");
    const next = page.getByRole("region", { name: "What Happens Next?" });
    await expect(next.getByRole("listitem")).toHaveText([
      /We respond within 24 hours/,
      /We schedule a 30-minute discovery call/,
      /We propose an approach if we are aligned/,
    ]);
    await expect(page.getByRole("region", { name: "Ready for Immediate Action?" })).toContainText(
      "Initial consultations are complimentary",
    );
  });

  test("the form is in the pre-rendered HTML, and works after a client-side navigation", async ({ page }) => {
    const html = await (await page.request.get("/contact")).text();
    expect(html).toContain('id="contact-form"');
    expect(html).not.toContain('<div hidden id="S:0"><div');

    const sends = await interceptSends(page);
    await gotoHydrated(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await fillLead(page, lead());
    await submitButton(page).click();
    await expect(toasts(page).getByText(MESSAGES.sent)).toBeVisible();
    expect(sends).toHaveLength(1);
  });

  for (const width of [390, 1280]) {
    test(`has no axe violations at ${width} px, with and without errors`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/contact");
      await expectNoAxeViolations(page, `/contact at ${width}px`);
      await submitButton(page).click();
      await expect(page.getByText(MESSAGES.name)).toBeVisible();
      await expectNoAxeViolations(page, `/contact at ${width}px with errors`);
    });
  }
});
