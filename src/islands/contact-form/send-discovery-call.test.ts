import type * as EmailJs from "@emailjs/browser";
import { EmailJSResponseStatus, init, send } from "@emailjs/browser";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/content/site";
import type { ContactSubmission } from "~/contact/contact-schema";
import { FORM_TOKEN_PATH, LEAD_SERVICE_PUBLIC_KEY } from "~/contact/contact-rules";
import { sendDiscoveryCall, usesLeadService } from "~/islands/contact-form/send-discovery-call";

vi.mock("@emailjs/browser", async (importOriginal) => {
  const actual = await importOriginal<typeof EmailJs>();
  return { ...actual, init: vi.fn(), send: vi.fn() };
});

const submission: ContactSubmission = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  title: "Director",
  serviceInterest: "catalytic-communications",
  timeline: "quarter",
  challenge: "Our partners disagree on what the programme is for.",
  message: "Budget is approved.",
};

/** The lead service's answer to the form's token request: a send counts at once. */
const tokenFetch = vi.fn(async () => Response.json({ readyInMs: 0 }));

beforeEach(() => {
  vi.mocked(send).mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
  vi.stubGlobal("fetch", tokenFetch);
});

describe("sendDiscoveryCall", () => {
  it("sends SPEC §3's template parameters, with option values, to the configured service and template", async () => {
    await sendDiscoveryCall(submission);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(site.emailjs.serviceId, site.emailjs.templateId, {
      from_name: "Ada Lovelace",
      from_email: "ada@example.org",
      company: "Analytical Engines",
      title: "Director",
      service_interest: "catalytic-communications",
      timeline: "quarter",
      challenge: "Our partners disagree on what the programme is for.",
      message: "Budget is approved.",
      to_email: site.emailjs.recipient,
    });
  });

  it("without a public key, points the SDK at this site's own lead service, with its pre-checks off", async () => {
    expect(usesLeadService).toBe(true);
    await sendDiscoveryCall(submission);
    expect(init).toHaveBeenCalledWith(
      { publicKey: LEAD_SERVICE_PUBLIC_KEY, blockHeadless: false },
      window.location.origin,
    );
  });

  it("holds a signed timestamp from the lead service before it sends", async () => {
    // A page that has not asked for one yet (the module remembers the page's token).
    vi.resetModules();
    const sender = await import("~/islands/contact-form/send-discovery-call");
    const emailjs = await import("@emailjs/browser");
    vi.mocked(emailjs.send).mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await sender.sendDiscoveryCall(submission);
    expect(tokenFetch).toHaveBeenCalledWith(FORM_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" });
    expect(tokenFetch.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(emailjs.send).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("fails on any status but 200, and on the SDK's own rejections", async () => {
    vi.mocked(send).mockResolvedValueOnce(new EmailJSResponseStatus(202, "Accepted"));
    await expect(sendDiscoveryCall(submission)).rejects.toThrow("Email service answered 202: Accepted");
    // EmailJS's own refusals: bad ids, a block list, its rate limit, a headless browser, an outage.
    for (const status of [400, 403, 429, 451, 500]) {
      vi.mocked(send).mockRejectedValueOnce(new EmailJSResponseStatus(status, "refused"));
      await expect(sendDiscoveryCall(submission)).rejects.toBeInstanceOf(EmailJSResponseStatus);
    }
    vi.mocked(send).mockRejectedValueOnce("The public key is required");
    await expect(sendDiscoveryCall(submission)).rejects.toBe("The public key is required");
  });
});
