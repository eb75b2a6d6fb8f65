import * as emailjs from "@emailjs/browser";
import { site } from "~/content/site";
import { LEAD_SERVICE_PUBLIC_KEY } from "~/contact/contact-rules";
import type { ContactSubmission } from "~/contact/contact-schema";
import { formTokenReady, requestFormToken } from "~/islands/contact-form/form-token";
import { templateParams } from "~/contact/template-params";

/** Built without an EmailJS key, the site takes its leads itself (`npm start`, server/leads/). */
export const usesLeadService = site.emailjs.publicKey === "";

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
 * Sends one discovery-call request through the official EmailJS SDK (this module, SDK included, is the
 * island's lazily loaded sender), to EmailJS or to the site's own lead service. Resolves only on status 200;
 * anything else rejects.
 */
export async function sendDiscoveryCall(submission: ContactSubmission): Promise<void> {
  const { serviceId, templateId, publicKey } = site.emailjs;
  // SPEC §7: the SDK's headless block, block list and rate limit stay off.
  emailjs.init(
    { publicKey: usesLeadService ? LEAD_SERVICE_PUBLIC_KEY : publicKey, blockHeadless: false },
    usesLeadService ? window.location.origin : site.emailjs.apiOrigin,
  );
  if (usesLeadService) await formTokenReady();
  const response = await emailjs.send(serviceId, templateId, templateParams(submission));
  if (response.status !== 200) throw new SendFailedError(response.status, response.text);
  // The send spent its token and the answer brought a new one: the next send waits out the minimum again.
  if (usesLeadService) requestFormToken();
}
