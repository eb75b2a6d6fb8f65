import { site } from "~/content/site";
import { FIELD_ORDER, templateParamOf, type ContactSubmission } from "~/contact/contact-fields";

/** SPEC §3's email template parameters: one per field (from_name, from_email, company ...), and `to_email`. */
export type TemplateParams = Record<string, string>;

/**
 * The EmailJS template's parameters, for a build that sends through EmailJS. Selects carry their option values;
 * `to_email` is the configured recipient, which the template must not trust (docs/contact-form.md: the template's
 * To field is fixed to the firm's address).
 */
export function templateParams(submission: ContactSubmission, recipient = site.emailjs.recipient): TemplateParams {
  const params = Object.fromEntries(FIELD_ORDER.map((field) => [templateParamOf(field), submission[field]]));
  return { ...params, to_email: recipient };
}
