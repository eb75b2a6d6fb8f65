import * as emailjs from "@emailjs/browser";
import { site } from "~/content/site";
import { CONTACT_SEND_PATH, FORM_TOKEN_FIELD } from "~/contact/contact-rules";
import type { ContactSubmission } from "~/contact/contact-fields";
import { formTokenReady, keepFormToken } from "~/islands/contact-form/form-token";
import { templateParams } from "~/contact/template-params";

/** Built without an EmailJS key, the site takes its leads itself (`npm start`, server/leads/). */
export const usesLeadService = site.emailjs.publicKey === "";

export class SendFailedError extends Error {
  override name = "SendFailedError";
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`The send was answered ${status}: ${text}`);
  }
}

/**
 * The site's own lead service takes the form as the page posts it without JavaScript (same fields, same encoding,
 * same address), with the signed fill-time token; asking for JSON, it answers with what became of it instead of the
 * contact page.
 */
async function sendToLeadService(submission: ContactSubmission): Promise<void> {
  const formToken = await formTokenReady();
  const response = await fetch(CONTACT_SEND_PATH, {
    method: "POST",
    body: new URLSearchParams({ ...submission, [FORM_TOKEN_FIELD]: formToken }),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  // The send spent its token and the answer brought a new one: the next send waits out the minimum again.
  keepFormToken(answer);
  if (response.status !== 200) throw new SendFailedError(response.status, String(answer.notice ?? response.statusText));
}

/** SPEC §7: EmailJS's official SDK, with its headless block, block list and rate limit off. */
async function sendThroughEmailjs(submission: ContactSubmission): Promise<void> {
  const { serviceId, templateId, publicKey } = site.emailjs;
  emailjs.init({ publicKey, blockHeadless: false }, site.emailjs.apiOrigin);
  const response = await emailjs.send(serviceId, templateId, templateParams(submission));
  if (response.status !== 200) throw new SendFailedError(response.status, response.text);
}

/**
 * Sends one discovery-call request (this module is the island's lazily loaded sender): to the site's own lead
 * service, or to EmailJS when the build has its key. Resolves only on status 200; anything else rejects.
 */
export async function sendDiscoveryCall(submission: ContactSubmission): Promise<void> {
  await (usesLeadService ? sendToLeadService(submission) : sendThroughEmailjs(submission));
}
