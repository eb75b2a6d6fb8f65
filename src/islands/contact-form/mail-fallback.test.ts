import { describe, expect, it } from "vitest";
import { readContactPage } from "~/content/content-files";
import { site } from "~/content/site";
import { EMPTY_FORM, SERVICE_INTERESTS, TIMELINES } from "~/contact/contact-rules";
import { mailtoWithDetails } from "~/islands/contact-form/mail-fallback";

const { fields, mailSubject } = readContactPage().form;

describe("the failure's mailto: link", () => {
  it("goes to the firm with the subject and every typed detail, options by their labels", () => {
    const href = mailtoWithDetails(
      {
        ...EMPTY_FORM,
        name: " Ada Lovelace ",
        email: "ada@example.org",
        company: "Analytical Engines & Sons",
        serviceInterest: SERVICE_INTERESTS[1].value,
        timeline: TIMELINES[2].value,
        challenge: "Partners disagree + the board meets in June.\nSecond line?",
        honeypot: "never sent",
      },
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
        `${fields.serviceInterest.label}: ${SERVICE_INTERESTS[1].label}`,
        `${fields.timeline.label}: ${TIMELINES[2].label}`,
        `${fields.challenge.label}:\nPartners disagree + the board meets in June.\nSecond line?`,
      ].join("\n\n"),
    );
  });
});
