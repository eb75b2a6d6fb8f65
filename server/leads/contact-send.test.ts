// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import { formBody } from "../form-body";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readContactPage } from "~/content/content-files";
import { contactFormCopy } from "~/content/pages.schema";
import { ContactForm } from "~/islands/contact-form/contact-form";
import { EMPTY_FORM, FIELD_IDS, LIMITS, MESSAGES } from "~/contact/contact-rules";
import { POST_ACTION } from "~/islands/contact-form/native-action";
import { makeFields, makeFormValues } from "~/test/lead-factory";
import {
  contactSend,
  FORM_BODY_LIMIT,
  type AcceptLead,
  type FormTokenCheck,
  type RenderContactAnswer,
} from "./contact-send";
import { leadService } from "./lead-service";
import { openLeadStore } from "./store";

const COPY = contactFormCopy(readContactPage());

/**
 * The form as the answer's page shows it (src/pages/contact/send.astro renders the same component with the same
 * state around the rest of the contact page; the browser tests read that page whole).
 */
const renderAnswer: RenderContactAnswer = (_request, reply, { state, status }) =>
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(renderToString(createElement(ContactForm, { copy: COPY, nativeAction: POST_ACTION, initial: state })));

const choices = { serviceInterest: "immersive-experiences", timeline: "month" } as const;
const lead = makeFormValues(choices);

let dir: string;
let app: FastifyInstance;
let accept: ReturnType<typeof vi.fn<AcceptLead>>;

/** The route alone, the lead handed to `accept`; every token passes unless `judge` says otherwise. */
async function contactSendApp(judge: FormTokenCheck["judge"] = () => null) {
  const routeApp = Fastify();
  await routeApp.register(formBody);
  await routeApp.register(contactSend, {
    render: renderAnswer,
    accept,
    token: { judge, issue: () => ({ formToken: "next-token", readyInMs: 3000 }) },
  });
  return routeApp;
}

/** The whole lead service, storing in the test's folder. */
async function leadServiceApp(options: { rateLimit?: { max: number; timeWindowMs: number } } = {}) {
  const service = Fastify();
  await service.register(formBody);
  await service.register(leadService, {
    dataDir: path.join(dir, "data"),
    messageIdDomain: "x.example",
    renderContactAnswer: renderAnswer,
    ...options,
  });
  return service;
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "contact-post-"));
  accept = vi.fn<AcceptLead>();
  app = await contactSendApp();
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** As a browser posts the form from this site's own contact page. */
const SAME_ORIGIN = { origin: "http://localhost:80", "sec-fetch-site": "same-origin" };

function post(
  fields: Record<string, string>,
  contentType = "application/x-www-form-urlencoded",
  headers: Record<string, string> = SAME_ORIGIN,
  to: FastifyInstance = app,
) {
  return to.inject({
    method: "POST",
    url: "/contact/send",
    headers: { "content-type": contentType, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * What a visitor sees in the answer: each control's value, each field's message, the notice (the confirmation, the
 * error summary or another notice), and the summary's links as [text, href].
 */
function shown(html: string) {
  const page = parse(html);
  const control = (id: string) => page.getElementById(id);
  const value = (id: string) => {
    const element = control(id);
    if (element?.tagName === "TEXTAREA") return element.text;
    if (element?.tagName === "SELECT") return element.querySelector("option[selected]")?.getAttribute("value") ?? "";
    return element?.getAttribute("value") ?? "";
  };
  return {
    page,
    values: Object.fromEntries(Object.entries(FIELD_IDS).map(([name, id]) => [name, value(id)])),
    errors: Object.fromEntries(
      Object.entries(FIELD_IDS).flatMap(([name, id]) => {
        const error = page.getElementById(`${id}-error`);
        return error ? [[name, error.text]] : [];
      }),
    ),
    notice: page.querySelector("[data-notice]")?.text ?? null,
    summaryLinks: page
      .querySelectorAll('[data-notice="invalid"] a')
      .map((link) => [link.text, link.getAttribute("href")]),
    submissions: page.querySelector('input[name="submissions"]')?.getAttribute("value"),
  };
}

/**
 * The lasting confirmation the island shows after a send: first in the form, in its status region, focusable, with
 * SPEC §8's thank-you and the page's three next steps.
 */
function expectConfirmation(page: ReturnType<typeof parse>) {
  const form = page.querySelector("#contact-form");
  const confirmation = form?.querySelector("[data-notice]");
  expect(confirmation?.getAttribute("data-notice")).toBe("sent");
  expect(confirmation?.parentNode.getAttribute("role")).toBe("status");
  expect(confirmation?.getAttribute("tabindex")).toBe("-1");
  expect(confirmation?.querySelector("h3")?.text).toBe(COPY.sent.heading);
  expect(confirmation?.text).toContain(MESSAGES.sent);
  expect(confirmation?.querySelectorAll("li").map((step) => step.text)).toEqual(
    COPY.nextSteps.steps.map((step, index) => `${index + 1}${step.title}`),
  );
}

describe("a native POST with errors", () => {
  it("answers 422 with the page, every value kept and the same messages as the island's check", async () => {
    const sent = { ...lead, email: "ada@example", company: "   ", message: "x".repeat(LIMITS.message + 1) };
    const response = await post(sent);
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const answer = shown(response.body);
    expect(answer.values).toEqual(sent);
    expect(answer.errors).toEqual({ email: MESSAGES.email, company: MESSAGES.company, message: MESSAGES.message });
    expect(answer.notice).toContain(COPY.errorSummary.heading);
    expect(accept).not.toHaveBeenCalled();
  });

  it("opens with the error summary: a link to each field in error, in field order, focusable and announced", async () => {
    const answer = shown((await post({ ...lead, name: "", challenge: "", email: "ada@" })).body);
    expect(answer.summaryLinks).toEqual([
      [MESSAGES.name, `#${FIELD_IDS.name}`],
      [MESSAGES.email, `#${FIELD_IDS.email}`],
      [MESSAGES.challenge, `#${FIELD_IDS.challenge}`],
    ]);
    const summary = answer.page.querySelector('[data-notice="invalid"]');
    expect(summary?.getAttribute("tabindex")).toBe("-1");
    expect(summary?.querySelector('[role="alert"] h3')?.text).toBe(COPY.errorSummary.heading);
    // First in the form, which the answer's address (#contact-form) opens at.
    expect(answer.page.querySelector("#contact-form")?.querySelector("[data-notice]")).toBe(summary);
  });

  it("shows markup typed into a field as text", async () => {
    const name = `"><script>alert(1)</script>`;
    const { body } = await post({ ...lead, email: "", name });
    expect(body).not.toContain("<script>alert(1)</script>");
    expect(shown(body).values.name).toBe(name);
  });
});

describe("a valid native POST", () => {
  it("stores the same lead as the island's send, and answers with the thank-you and an empty form", async () => {
    const response = await post({ ...lead, name: "  Ada Lovelace ", submissions: "1" });
    expect(response.statusCode).toBe(200);
    expect(accept).toHaveBeenCalledTimes(1);
    expect(accept).toHaveBeenCalledWith(leadFields(), "form", null);
    const answer = shown(response.body);
    expectConfirmation(answer.page);
    expect(answer.values).toEqual(EMPTY_FORM);
    expect(answer.errors).toEqual({});
    expect(answer.submissions).toBe("2");
  });

  it("keeps every value and says so when the lead cannot be stored", async () => {
    accept.mockImplementationOnce(() => {
      throw new Error("database or disk is full");
    });
    const response = await post(lead);
    expect(response.statusCode).toBe(500);
    const answer = shown(response.body);
    expect(answer.notice).toContain(MESSAGES.sendFailed);
    expect(answer.values).toEqual(lead);
  });
});

describe("the checks before the fields, in SPEC order", () => {
  it("keeps a filled honeypot's request as spam and answers with the same thank-you: a bot learns nothing", async () => {
    const response = await post({ ...lead, honeypot: "https://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(accept).toHaveBeenCalledWith(expect.objectContaining({ name: lead.name }), "form", "honeypot");
    const answer = shown(response.body);
    expectConfirmation(answer.page);
    expect(answer.values).toEqual(EMPTY_FORM);
    expect(answer.page.text).not.toContain(MESSAGES.bot);
  });

  it("refuses a fourth request from the same page session, keeping the values", async () => {
    const response = await post({ ...lead, submissions: String(LIMITS.submissionsPerSession) });
    expect(response.statusCode).toBe(429);
    expect(accept).not.toHaveBeenCalled();
    const answer = shown(response.body);
    expect(answer.notice).toBe(MESSAGES.rateLimit);
    expect(answer.values).toEqual(lead);
  });

  it("reads a missing or malformed count as none", async () => {
    for (const submissions of ["", "-4", "lots", "1e9"]) {
      expect((await post({ ...lead, submissions })).statusCode).toBe(200);
    }
    expect(accept).toHaveBeenCalledTimes(4);
  });
});

describe("a body the server cannot read", () => {
  it.each([
    ["too large", { ...lead, message: "x".repeat(FORM_BODY_LIMIT) }, "application/x-www-form-urlencoded", 413],
    ["JSON", lead, "application/json", 415],
    ["multipart", lead, "multipart/form-data; boundary=x", 415],
    ["plain text", lead, "text/plain", 415],
  ])(
    "is the client's fault (%s): %i, with the page and a notice that nothing was kept",
    async (_label, fields, type, status) => {
      const response = await post(fields, type);
      expect(response.statusCode).toBe(status);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const answer = shown(response.body);
      expect(answer.notice).toContain(MESSAGES.sendFailed);
      expect(answer.notice).toContain("could not be read");
      expect(accept).not.toHaveBeenCalled();
    },
  );

  it("JSON is never parsed, whatever its size or depth", async () => {
    const deep = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    const response = await app.inject({
      method: "POST",
      url: "/contact/send",
      headers: { "content-type": "application/json", ...SAME_ORIGIN },
      payload: deep,
    });
    expect(response.statusCode).toBe(415);
  });

  it("a challenge pasted far past its limit comes back with its field's message, every value kept", async () => {
    const pasted = { ...lead, challenge: "é".repeat(20_000) };
    const response = await post(pasted);
    expect(response.statusCode).toBe(422);
    const answer = shown(response.body);
    expect(answer.errors).toEqual({ challenge: MESSAGES.challenge });
    expect(answer.values.challenge).toBe(pasted.challenge);
  });
});

describe("a post from another site", () => {
  it.each([
    ["another origin", { origin: "https://evil.example" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    ["a same-site subdomain", { "sec-fetch-site": "same-site", origin: "http://shop.localhost" }],
    ["an opaque origin", { origin: "null" }],
  ])(
    "is refused (%s): 403, nothing stored, the values shown on this site to send from here",
    async (_label, headers) => {
      const response = await post(lead, undefined, headers);
      expect(response.statusCode).toBe(403);
      expect(accept).not.toHaveBeenCalled();
      const answer = shown(response.body);
      expect(answer.values).toEqual(lead);
      expect(answer.notice).toContain(MESSAGES.sendFailed);
    },
  );

  it.each([
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["this site's Origin (an older browser)", { origin: "http://localhost:80" }],
    ["neither header (not a browser a page can steer)", {}],
  ])("is accepted from this site: %s", async (_label, headers) => {
    expect((await post(lead, undefined, headers)).statusCode).toBe(200);
    expect(accept).toHaveBeenCalledTimes(1);
  });
});

it("behind the lead service, a native POST is stored as a lead that came through the form", async () => {
  const service = await leadServiceApp();
  const response = await post(lead, undefined, undefined, service);
  await service.close();
  expect(response.statusCode).toBe(200);
  const store = openLeadStore(path.join(dir, "data"), { messageIdDomain: "x.example" });
  const stored = store.all();
  store.close();
  expect(stored.map((item) => [item.via, item.status, item.fields.name])).toEqual([
    ["form", "pending", "Ada Lovelace"],
  ]);
});

it("behind the lead service, native POSTs share the script's per-address limit, and a refused one keeps its values", async () => {
  const service = await leadServiceApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
  const nativePost = () => post(lead, undefined, undefined, service);
  // The script's send counts against the same budget.
  const scriptSend = await post(
    { ...lead, name: "Grace Hopper" },
    undefined,
    { accept: "application/json", ...SAME_ORIGIN },
    service,
  );
  expect(scriptSend.json()).toMatchObject({ notice: "sent" });
  expect((await nativePost()).statusCode).toBe(200);
  const refused = await nativePost();
  await service.close();

  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  const answer = shown(refused.body);
  expect(answer.notice).toBe(MESSAGES.rateLimit);
  expect(answer.values).toEqual(lead);
});

/** The lead's fields as a check passes them on: the honeypot is not one. */
const leadFields = () => makeFields(choices);

describe("the form's script, which asks for JSON", () => {
  const script = { ...SAME_ORIGIN, accept: "application/json" };

  it("is answered with what became of the send and a new token, and its send is judged by its token", async () => {
    await app.close();
    const judged: (string | undefined)[] = [];
    app = await contactSendApp((token) => {
      judged.push(token);
      return token === "signed" ? null : "no-token";
    });
    const sent = await post({ ...lead, formToken: "signed" }, undefined, script);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers["content-type"]).toMatch(/^application\/json/);
    expect(sent.json()).toEqual({ notice: "sent", errors: {}, formToken: "next-token", readyInMs: 3000 });
    const untokened = await post(lead, undefined, script);
    expect(untokened.json()).toMatchObject({ notice: "sent" });
    expect(judged).toEqual(["signed", undefined]);
    const fields = leadFields();
    expect(accept.mock.calls).toEqual([
      [fields, "script", null],
      [fields, "script", "no-token"],
    ]);
  });

  it("gets each field's message, in the same words as the page", async () => {
    const answer = await post({ ...lead, name: "", email: "not an address" }, undefined, script);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      notice: "invalid",
      errors: { name: MESSAGES.name, email: MESSAGES.email },
    });
    expect(accept).not.toHaveBeenCalled();
  });

  it("a post of the page's form (no JSON asked for) is judged by nothing but its fields", async () => {
    expect((await post(lead)).statusCode).toBe(200);
    expect(accept).toHaveBeenCalledWith(leadFields(), "form", null);
  });
});
