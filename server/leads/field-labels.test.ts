// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FIELD_ORDER } from "~/contact/contact-rules";
import { readContactPage } from "~/content/content-files";
import { mailBody } from "~/islands/contact-form/mail-fallback";
import type { Lead } from "~/staff/leads";
import { leadsCsv } from "./inbox";
import { notificationFor } from "./notification";

const lead: Lead = {
  id: 3,
  messageId: "<lead-3@northbridge.example>",
  receivedAt: "2026-11-27T10:15:00.000Z",
  via: "form",
  fields: {
    name: "Priya Raman",
    email: "priya@harbourtrust.example",
    company: "Harbour Trust",
    title: "Director",
    serviceInterest: "collaboration-events",
    timeline: "quarter",
    challenge: "One shared plan for coastal resilience by spring.",
    message: "The board meets in March.",
  },
  status: "pending",
  spamReason: null,
  attempts: 0,
  firstAttemptAt: null,
  attemptStartedAt: null,
  nextAttemptAt: null,
  lastError: null,
  sentAt: null,
  smtpResponse: null,
  handledAt: null,
  handledBy: null,
};

describe("every field of a lead carries its label on the form", () => {
  const labels = readContactPage().form.fields;
  const formLabels = FIELD_ORDER.map((field) => labels[field].label);

  it("in the firm's email, in the CSV's header and in the mailto fallback, options by their labels", () => {
    const email = notificationFor(lead, { to: "leads@firm.example", from: "site@firm.example" });
    const csvHeader = leadsCsv([lead]).slice(1).split("\r\n")[0] ?? "";
    const mailto = mailBody(lead.fields, labels);
    for (const label of formLabels) {
      expect(String(email.text)).toContain(`${label}:`);
      expect(csvHeader).toContain(`"${label}"`);
      expect(mailto).toContain(`${label}:`);
    }
    for (const shown of [String(email.text), leadsCsv([lead]), mailto]) {
      expect(shown).toContain("Collaboration Events");
      expect(shown).toContain("Within 3 months");
    }
  });
});
