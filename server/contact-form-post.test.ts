// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "node-html-parser";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import { ContactForm } from "~/islands/contact-form/contact-form";
import { EMPTY_FORM, FIELD_IDS, LIMITS, MESSAGES, type ContactFormValues } from "~/islands/contact-form/contact-rules";
import { POST_ACTION } from "~/islands/contact-form/native-action";
import { contactFormPost, FORM_BODY_LIMIT, splitAroundForm } from "./contact-form-post";
import { emailStandIn, OUTBOX_FILE, type Deliver } from "./email-stand-in";

/** The built contact page, as Astro lays it out: the form pre-rendered inside its island, between the rest. */
function builtPage() {
  const form = renderToString(createElement(ContactForm, { nativeAction: POST_ACTION }), { identifierPrefix: "r7" });
  return [
    `<!doctype html><html><head><title>Book a Discovery Call</title></head><body><main><h1>Book a Discovery Call</h1>`,
    `<astro-island uid="x" prefix="r7" component-url="/assets/contact-form.js" ssr client="load">`,
    `${form}<!--astro:end--></astro-island><aside>Get in Touch</aside></main></body></html>`,
  ].join("");
}

const lead: ContactFormValues = {
  ...EMPTY_FORM,
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  serviceInterest: "immersive-experiences",
  timeline: "month",
  challenge: "Our partners disagree on what the programme is for.",
};

let dir: string;
let contactPage: string;
let app: FastifyInstance;
let deliver: ReturnType<typeof vi.fn<Deliver>>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "contact-post-"));
  contactPage = path.join(dir, "index.html");
  writeFileSync(contactPage, builtPage());
  deliver = vi.fn<Deliver>().mockResolvedValue(undefined);
  app = Fastify();
  await app.register(contactFormPost, { contactPage, deliver });
});

afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

function post(fields: Record<string, string>, contentType = "application/x-www-form-urlencoded") {
  return app.inject({
    method: "POST",
    url: "/contact",
    headers: { "content-type": contentType },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** What a visitor sees in the answer: each control's value, each field's message, the notice. */
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
    submissions: page.querySelector('input[name="submissions"]')?.getAttribute("value"),
  };
}

describe("a native POST with errors", () => {
  it("answers 422 with the page, every value kept and the same messages as the island's check", async () => {
    const sent = { ...lead, email: "ada@example", company: "   ", message: "x".repeat(LIMITS.message + 1) };
    const response = await post(sent);
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const answer = shown(response.body);
    expect(answer.values).toEqual(sent);
    expect(answer.errors).toEqual({ email: MESSAGES.email, company: MESSAGES.company, message: MESSAGES.message });
    expect(answer.notice).toBe(MESSAGES.validationFailed);
    expect(deliver).not.toHaveBeenCalled();
  });

  it("keeps the page around the form as built, and the island's id prefix", async () => {
    const { body } = await post({});
    const built = splitAroundForm(builtPage());
    expect(body.startsWith(built.before)).toBe(true);
    expect(body.endsWith(built.after)).toBe(true);
    // React's useId output (the tooltips' ids) is the built page's, which the island hydrates against.
    const tooltipIds = (html: string) =>
      parse(html)
        .querySelectorAll('[role="tooltip"]')
        .map((tooltip) => tooltip.id);
    expect(tooltipIds(body)).toHaveLength(2);
    expect(tooltipIds(body)).toEqual(tooltipIds(builtPage()));
  });

  it("shows markup typed into a field as text", async () => {
    const name = `"><script>alert(1)</script>`;
    const { body } = await post({ ...lead, email: "", name });
    expect(body).not.toContain("<script>alert(1)</script>");
    expect(shown(body).values.name).toBe(name);
  });
});

describe("a valid native POST", () => {
  it("stores the same message as the island's send, and answers with the thank-you and an empty form", async () => {
    const response = await post({ ...lead, name: "  Ada Lovelace ", submissions: "1" });
    expect(response.statusCode).toBe(200);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.org",
      company: "Analytical Engines",
      title: "",
      serviceInterest: "immersive-experiences",
      timeline: "month",
      challenge: "Our partners disagree on what the programme is for.",
      message: "",
    });
    const answer = shown(response.body);
    expect(answer.notice).toBe(MESSAGES.sent);
    expect(answer.values).toEqual(EMPTY_FORM);
    expect(answer.errors).toEqual({});
    expect(answer.submissions).toBe("2");
  });

  it("keeps every value and says so when the message cannot be stored", async () => {
    deliver.mockRejectedValueOnce(new Error("disk full"));
    const response = await post(lead);
    expect(response.statusCode).toBe(500);
    const answer = shown(response.body);
    expect(answer.notice).toContain(MESSAGES.sendFailed);
    expect(answer.values).toEqual(lead);
  });
});

describe("the checks before the fields, in SPEC order", () => {
  it("turns a filled honeypot away silently: nothing stored, no message, the page as it was sent", async () => {
    const response = await post({ ...lead, honeypot: "https://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(deliver).not.toHaveBeenCalled();
    const answer = shown(response.body);
    expect(answer.notice).toBeNull();
    expect(answer.errors).toEqual({});
    expect(answer.page.text).not.toContain(MESSAGES.bot);
  });

  it("refuses a fourth request from the same page session, keeping the values", async () => {
    const response = await post({ ...lead, submissions: String(LIMITS.submissionsPerSession) });
    expect(response.statusCode).toBe(429);
    expect(deliver).not.toHaveBeenCalled();
    const answer = shown(response.body);
    expect(answer.notice).toBe(MESSAGES.rateLimit);
    expect(answer.values).toEqual(lead);
  });

  it("reads a missing or malformed count as none", async () => {
    for (const submissions of ["", "-4", "lots", "1e9"]) {
      expect((await post({ ...lead, submissions })).statusCode).toBe(200);
    }
    expect(deliver).toHaveBeenCalledTimes(4);
  });
});

describe("a body the server cannot read", () => {
  it.each([
    ["too large", { ...lead, message: "x".repeat(FORM_BODY_LIMIT) }, "application/x-www-form-urlencoded"],
    ["JSON", lead, "application/json"],
    ["multipart", lead, "multipart/form-data; boundary=x"],
  ])("still gets the page with the failure notice (%s), never an error page", async (_label, fields, type) => {
    const response = await post(fields, type);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(shown(response.body).notice).toContain(MESSAGES.sendFailed);
    expect(deliver).not.toHaveBeenCalled();
  });
});

it("refuses to start on a contact page without its pre-rendered form", () => {
  expect(() => splitAroundForm("<html><body><form id='other'></form></body></html>")).toThrow(
    /no <form id="contact-form">/,
  );
  expect(() => splitAroundForm(`<main><form id="contact-form"></form></main>`)).toThrow(/not in an island/);
});

it("behind the email stand-in, a native POST lands in the same outbox as the island's send", async () => {
  const dataDir = path.join(dir, "data");
  const standIn = Fastify();
  await standIn.register(emailStandIn, { dataDir, contactPage });
  const response = await standIn.inject({
    method: "POST",
    url: "/contact",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(lead).toString(),
  });
  await standIn.close();
  expect(response.statusCode).toBe(200);
  const lines = readFileSync(path.join(dataDir, OUTBOX_FILE), "utf8").split("\n").filter(Boolean);
  expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
    {
      receivedAt: expect.any(String) as unknown,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.templateId,
      template_params: {
        from_name: "Ada Lovelace",
        from_email: "ada@example.org",
        company: "Analytical Engines",
        title: "",
        service_interest: "immersive-experiences",
        timeline: "month",
        challenge: "Our partners disagree on what the programme is for.",
        message: "",
        to_email: site.emailjs.recipient,
      },
    },
  ]);
});

it("behind the email stand-in, native POSTs share the send's per-address limit, and a refused one keeps its values", async () => {
  const dataDir = path.join(dir, "data");
  const standIn = Fastify();
  await standIn.register(emailStandIn, { dataDir, contactPage, rateLimit: { max: 2, timeWindowMs: 60_000 } });
  const nativePost = () =>
    standIn.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(lead).toString(),
    });
  // The island's send counts against the same budget: malformed, it still counts.
  expect((await standIn.inject({ method: "POST", url: "/api/v1.0/email/send", payload: {} })).statusCode).toBe(400);
  expect((await nativePost()).statusCode).toBe(200);
  const refused = await nativePost();
  await standIn.close();

  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  const answer = shown(refused.body);
  expect(answer.notice).toBe(MESSAGES.rateLimit);
  expect(answer.values).toEqual(lead);
  expect(readFileSync(path.join(dataDir, OUTBOX_FILE), "utf8").split("\n").filter(Boolean)).toHaveLength(1);
});
