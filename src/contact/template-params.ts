import { site } from "~/content/site";
import type { ContactField } from "~/contact/contact-rules";
import type { ContactSubmission } from "~/contact/contact-schema";

/**
 * SPEC §3: each email template parameter and the form field it carries. One table both ways: the form builds its
 * send from it, and the site's own lead service reads a send back into form values to check them with the
 * form's own rules (server/leads/emailjs-request.ts), so the two cannot drift.
 */
export const TEMPLATE_FIELDS = {
  from_name: "name",
  from_email: "email",
  company: "company",
  title: "title",
  service_interest: "serviceInterest",
  timeline: "timeline",
  challenge: "challenge",
  message: "message",
} as const satisfies Record<string, ContactField>;

export type TemplateParam = keyof typeof TEMPLATE_FIELDS | "to_email";

export type TemplateParams = Record<TemplateParam, string>;

/**
 * The email template's parameters, the same whichever way the request came (the island's send, or the native POST
 * behind `npm start`). Selects carry their option values; `to_email` is the configured recipient, which the
 * EmailJS template must not trust (docs/contact-form.md: the template's To field is fixed to the firm's address).
 */
export function templateParams(submission: ContactSubmission, recipient = site.emailjs.recipient): TemplateParams {
  const params: Partial<TemplateParams> = {};
  for (const [param, field] of Object.entries(TEMPLATE_FIELDS)) {
    params[param as keyof typeof TEMPLATE_FIELDS] = submission[field];
  }
  return { ...(params as Omit<TemplateParams, "to_email">), to_email: recipient };
}
