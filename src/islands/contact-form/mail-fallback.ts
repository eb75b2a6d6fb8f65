import { site } from "~/content/site";
import { shownFields, type FieldLabels } from "~/contact/contact-fields";
import { EMPTY_FORM, type ContactFormValues } from "~/contact/contact-rules";

/** The typed details as a plain-text email: one labelled line per field, the long answers on their own lines. */
export function mailBody(typed: Partial<ContactFormValues>, fields: FieldLabels): string {
  const values = { ...EMPTY_FORM, ...typed };
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()]));
  return shownFields(trimmed as ContactFormValues, fields)
    .filter(({ value }) => value !== "")
    .map(({ label, value, long }) => (long ? `${label}:\n${value}` : `${label}: ${value}`))
    .join("\n\n");
}

/**
 * When a send fails, a way to finish by email: a mailto: link to the firm whose subject and body carry what the
 * visitor typed, so they only press Send in their own mail program.
 */
export function mailtoWithDetails(
  values: Partial<ContactFormValues>,
  { subject, fields }: { subject: string; fields: FieldLabels },
): string {
  const query = new URLSearchParams({ subject, body: mailBody(values, fields) });
  // mailto: wants %20 for spaces; URLSearchParams writes "+", which mail programs would show as is.
  return `mailto:${site.email}?${query.toString().replaceAll("+", "%20")}`;
}
