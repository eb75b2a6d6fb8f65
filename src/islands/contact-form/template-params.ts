import { site } from "~/content/site";
import type { ContactSubmission } from "~/islands/contact-form/contact-schema";

/**
 * SPEC §3: the email template's parameters, the same whichever way the request came (the island's send, or the
 * native POST behind `npm start`). Selects carry their option values.
 */
export function templateParams(submission: ContactSubmission) {
  return {
    from_name: submission.name,
    from_email: submission.email,
    company: submission.company,
    title: submission.title,
    service_interest: submission.serviceInterest,
    timeline: submission.timeline,
    challenge: submission.challenge,
    message: submission.message,
    to_email: site.emailjs.recipient,
  };
}
