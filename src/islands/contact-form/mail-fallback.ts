import { site } from "~/content/site";
import {
  EMPTY_FORM,
  FIELD_ORDER,
  SERVICE_INTERESTS,
  TIMELINES,
  type ContactField,
  type ContactFormValues,
  type FieldLabels,
} from "~/contact/contact-rules";

const OPTION_LABELS: Partial<Record<ContactField, readonly { value: string; label: string }[]>> = {
  serviceInterest: SERVICE_INTERESTS,
  timeline: TIMELINES,
};

/** The typed details as a plain-text email: one labelled line per field, the long answers on their own lines. */
export function mailBody(typed: Partial<ContactFormValues>, fields: FieldLabels): string {
  const values = { ...EMPTY_FORM, ...typed };
  return FIELD_ORDER.filter((field) => values[field].trim() !== "")
    .map((field) => {
      const value = values[field].trim();
      const shown = OPTION_LABELS[field]?.find((option) => option.value === value)?.label ?? value;
      return field === "challenge" || field === "message"
        ? `${fields[field].label}:\n${shown}`
        : `${fields[field].label}: ${shown}`;
    })
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
