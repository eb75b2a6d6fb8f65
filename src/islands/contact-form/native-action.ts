import { leadsOnServer, site } from "~/content/site";
import { CONTACT_SEND_PATH, FORM_ID } from "~/contact/contact-rules";

/**
 * Where the form goes when no script handles it (JavaScript off, or Send pressed before any script ran;
 * decision 0004). Behind `npm start` with the site's own lead service, the server takes the POST and applies the
 * same rules; on a static host with EmailJS, the visitor's mail program opens with everything they typed.
 */
export type NativeAction =
  { kind: "post"; action: string } | { kind: "mailto"; action: string; encType: "text/plain"; address: string };

/** The answer to the POST opens at the form itself (#contact-form), where its messages are. */
export const POST_ACTION: NativeAction = { kind: "post", action: `${CONTACT_SEND_PATH}#${FORM_ID}` };

/**
 * The native action of this build: the lead service's POST without an EmailJS public key, else mailto:, its email
 * titled `mailSubject` (the contact page's file).
 */
export function nativeAction(mailSubject: string): NativeAction {
  if (leadsOnServer()) return POST_ACTION;
  const address = site.emailjs.recipient;
  const subject = encodeURIComponent(mailSubject);
  return { kind: "mailto", action: `mailto:${address}?subject=${subject}`, encType: "text/plain", address };
}
