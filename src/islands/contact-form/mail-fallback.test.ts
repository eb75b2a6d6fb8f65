import { describe, expect, it } from "vitest";
import { readContactPage } from "~/content/content-files";
import { site } from "~/content/site";
import { CONTACT_FIELDS } from "~/contact/contact-fields";
import { mailtoWithDetails } from "~/islands/contact-form/mail-fallback";
import { makeFormValues } from "~/test/lead-factory";

const { fields, mailSubject } = readContactPage().form;
const service = CONTACT_FIELDS.serviceInterest.options[1];
const timeline = CONTACT_FIELDS.timeline.options[2];

describe("the failure's mailto: link", () => {
  it("goes to the firm with the subject and every typed detail, options by their labels", () => {
    const href = mailtoWithDetails(
      makeFormValues({
        name: " Ada Lovelace ",
        company: "Analytical Engines & Sons",
        serviceInterest: service.value,
        timeline: timeline.value,
        challenge: "Partners disagree + the board meets in June.\nSecond line?",
        honeypot: "never sent",
      }),
      { subject: mailSubject, fields },
    );
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    expect(href).not.toContain("+");
    const query = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(query.get("subject")).toBe(mailSubject);
    expect(query.get("body")).toBe(
      [
        `${fields.name.label}: Ada Lovelace`,
        `${fields.email.label}: ada@example.org`,
        `${fields.company.label}: Analytical Engines & Sons`,
        `${fields.serviceInterest.label}: ${service.label}`,
        `${fields.timeline.label}: ${timeline.label}`,
        `${fields.challenge.label}:\nPartners disagree + the board meets in June.\nSecond line?`,
      ].join("\n\n"),
    );
  });
});
