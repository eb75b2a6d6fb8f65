/**
 * An address the contact form accepts may still hold characters that a mail header or a mailto: link reads as
 * structure: "a,b@x.org" is two recipients, "a@x.org?bcc=c%40y.org" a hidden copy. Only a plain address (RFC 5322
 * atoms, a domain of letters, digits and hyphens) becomes a Reply-To header or a link; any other is shown as text.
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

export const isPlainAddress = (address: string): boolean => PLAIN_ADDRESS.test(address);

/**
 * A mailto: link that writes to this one address and sets nothing else, or null when the address is not plain. The
 * local part is percent-encoded: its "?" and "&" are letters of the address, never the start of a subject or a Bcc.
 */
export function mailtoLink(address: string): string | null {
  if (!isPlainAddress(address)) return null;
  const at = address.lastIndexOf("@");
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
}
