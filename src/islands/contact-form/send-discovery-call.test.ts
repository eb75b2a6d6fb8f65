import type * as EmailJs from "@emailjs/browser";
import type * as SiteModule from "~/content/site";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_ORDER, templateParamOf } from "~/contact/contact-fields";
import { CONTACT_SEND_PATH, FORM_TOKEN_FIELD, FORM_TOKEN_PATH } from "~/contact/contact-rules";
import { makeCompleteFields } from "~/test/lead-factory";

vi.mock("@emailjs/browser", async (importOriginal) => {
  const actual = await importOriginal<typeof EmailJs>();
  return { ...actual, init: vi.fn(), send: vi.fn() };
});

const submission = makeCompleteFields({
  title: "Director",
  serviceInterest: "catalytic-communications",
  timeline: "quarter",
  message: "Budget is approved.",
});

/** The module, fresh (it remembers the page's token), with or without an EmailJS key in the build. */
async function sender(publicKey = "") {
  vi.resetModules();
  vi.doMock("~/content/site", async (importOriginal) => {
    const actual = await importOriginal<typeof SiteModule>();
    return { ...actual, site: { ...actual.site, emailjs: { ...actual.site.emailjs, publicKey } } };
  });
  const emailjs = await import("@emailjs/browser");
  return { ...(await import("~/islands/contact-form/send-discovery-call")), emailjs };
}

afterEach(() => vi.doUnmock("~/content/site"));

describe("sendDiscoveryCall to the site's own lead service", () => {
  let answers: Response[];
  const server = vi.fn(
    async (...request: [url: string, init?: RequestInit]) =>
      answers.shift() ?? Response.json({ formToken: "next", readyInMs: 3000, asked: request[0] }),
  );

  beforeEach(() => {
    answers = [];
    vi.stubGlobal("fetch", server);
  });

  it("waits out the minimum the answer gives its new token before the next send", async () => {
    vi.useFakeTimers();
    try {
      answers.push(Response.json({ formToken: "signed-1", readyInMs: 0 }));
      answers.push(Response.json({ notice: "sent", formToken: "signed-2", readyInMs: 3000 }));
      answers.push(Response.json({ notice: "sent", formToken: "signed-3", readyInMs: 3000 }));
      const { sendDiscoveryCall } = await sender();
      await sendDiscoveryCall(submission);
      let second = false;
      void sendDiscoveryCall(submission).then(() => (second = true));
      await vi.advanceTimersByTimeAsync(2900);
      expect(server.mock.calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(200);
      expect(second).toBe(true);
      expect(Object.fromEntries(server.mock.calls[2]?.[1]?.body as URLSearchParams)[FORM_TOKEN_FIELD]).toBe("signed-2");
    } finally {
      vi.useRealTimers();
    }
  });

  it("posts the form's fields as the page does without JavaScript, with the signed token, asking for JSON", async () => {
    answers.push(Response.json({ formToken: "signed-1", readyInMs: 0 }));
    answers.push(Response.json({ notice: "sent", formToken: "signed-2", readyInMs: 3000 }));
    const { sendDiscoveryCall, usesLeadService, emailjs } = await sender();
    expect(usesLeadService).toBe(true);
    await sendDiscoveryCall(submission);

    expect(server.mock.calls[0]?.[0]).toBe(FORM_TOKEN_PATH);
    const [url, init] = server.mock.calls[1] ?? [];
    expect(url).toBe(CONTACT_SEND_PATH);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ Accept: "application/json" });
    const body = init?.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({ ...submission, [FORM_TOKEN_FIELD]: "signed-1" });
    expect(emailjs.send).not.toHaveBeenCalled();
  });

  it("keeps the new token the answer brings for the next send, and fails on any status but 200", async () => {
    answers.push(Response.json({ formToken: "signed-1", readyInMs: 0 }));
    answers.push(Response.json({ notice: "sent", formToken: "signed-2", readyInMs: 0 }));
    answers.push(Response.json({ notice: "rate-limit" }, { status: 429 }));
    const { sendDiscoveryCall } = await sender();
    await sendDiscoveryCall(submission);
    await expect(sendDiscoveryCall(submission)).rejects.toThrow("The send was answered 429: rate-limit");
    expect(Object.fromEntries(server.mock.calls[2]?.[1]?.body as URLSearchParams)[FORM_TOKEN_FIELD]).toBe("signed-2");
    // No token in that answer: the next send asks for one first.
    answers.push(Response.json({ formToken: "signed-3", readyInMs: 0 }));
    answers.push(new Response("not JSON", { status: 500 }));
    await expect(sendDiscoveryCall(submission)).rejects.toThrow("The send was answered 500");
    expect(server.mock.calls[3]?.[0]).toBe(FORM_TOKEN_PATH);
  });
});

describe("sendDiscoveryCall through EmailJS", () => {
  it("sends SPEC §3's template parameters, with option values, to the configured service and template", async () => {
    const { sendDiscoveryCall, usesLeadService, emailjs } = await sender("public-key");
    const { site } = await import("~/content/site");
    vi.mocked(emailjs.send).mockResolvedValue(new emailjs.EmailJSResponseStatus(200, "OK"));
    expect(usesLeadService).toBe(false);
    await sendDiscoveryCall(submission);
    expect(emailjs.init).toHaveBeenCalledWith(
      { publicKey: "public-key", blockHeadless: false },
      site.emailjs.apiOrigin,
    );
    const params = {
      from_name: "Ada Lovelace",
      from_email: "ada@example.org",
      company: "Analytical Engines",
      title: "Director",
      service_interest: "catalytic-communications",
      timeline: "quarter",
      challenge: "Our partners disagree on what the programme is for.",
      message: "Budget is approved.",
      to_email: site.emailjs.recipient,
    };
    expect(emailjs.send).toHaveBeenCalledWith(
      site.emailjs.serviceId,
      site.emailjs.templateId,
      expect.objectContaining(params),
    );
    // A field beyond SPEC §3's travels under its column's name (contact-fields.ts).
    const sent = Object.keys(vi.mocked(emailjs.send).mock.calls[0]?.[2] ?? {});
    expect(sent.sort()).toEqual([...FIELD_ORDER.map(templateParamOf), "to_email"].sort());
  });

  it("fails on any status but 200, and on the SDK's own rejections", async () => {
    const { sendDiscoveryCall, emailjs } = await sender("public-key");
    vi.mocked(emailjs.send).mockResolvedValueOnce(new emailjs.EmailJSResponseStatus(202, "Accepted"));
    await expect(sendDiscoveryCall(submission)).rejects.toThrow("The send was answered 202: Accepted");
    // EmailJS's own refusals: bad ids, a block list, its rate limit, a headless browser, an outage.
    for (const status of [400, 403, 429, 451, 500]) {
      vi.mocked(emailjs.send).mockRejectedValueOnce(new emailjs.EmailJSResponseStatus(status, "refused"));
      await expect(sendDiscoveryCall(submission)).rejects.toBeInstanceOf(emailjs.EmailJSResponseStatus);
    }
    vi.mocked(emailjs.send).mockRejectedValueOnce("The public key is required");
    await expect(sendDiscoveryCall(submission)).rejects.toBe("The public key is required");
  });
});
