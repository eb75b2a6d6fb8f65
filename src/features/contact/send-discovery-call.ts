import { site } from "~/content/site";
import type { ContactSubmission } from "~/features/contact/contact-schema";

/**
 * With no public key configured, the site talks to its own stand-in for
 * EmailJS (server/email-stand-in.ts), which needs a user_id like the real
 * service does. This placeholder is that id; it is no secret.
 */
export const STAND_IN_PUBLIC_KEY = "local-stand-in";

export const usesEmailStandIn = site.emailjs.publicKey === "";

/** SPEC §3: the email template's parameters. Selects carry their option values. */
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

export class SendFailedError extends Error {
  override name = "SendFailedError";
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`Email service answered ${status}: ${text}`);
  }
}

/**
 * Sends one discovery-call request through the official EmailJS SDK, loaded
 * on first use. Resolves only on status 200; anything else rejects.
 */
export async function sendDiscoveryCall(submission: ContactSubmission): Promise<void> {
  const emailjs = await import("@emailjs/browser");
  const { serviceId, templateId, publicKey } = site.emailjs;
  // SPEC §7: the SDK's headless block, block list and rate limit stay off.
  emailjs.init(
    { publicKey: usesEmailStandIn ? STAND_IN_PUBLIC_KEY : publicKey, blockHeadless: false },
    usesEmailStandIn ? window.location.origin : site.emailjs.apiOrigin,
  );
  const response = await emailjs.send(serviceId, templateId, templateParams(submission));
  if (response.status !== 200) throw new SendFailedError(response.status, response.text);
}
