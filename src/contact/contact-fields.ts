import {
  FIELD_ORDER,
  SERVICE_INTERESTS,
  TIMELINES,
  type ContactField,
  type FieldLabels,
} from "~/contact/contact-rules";

/*
 * How each field of the discovery-call form is shown once it is sent: with its label (the firm's words, in
 * content/pages/contact.yaml, the same as on the form), a chosen option by its label, a long answer on lines of its
 * own. The email to the firm, the mailto fallback, the staff's lead page and the CSV all read it here, so a field
 * reads the same everywhere.
 */

type Option = { readonly value: string; readonly label: string };

/** The fields chosen from a list, and their options. */
const OPTIONS: Partial<Record<ContactField, readonly Option[]>> = {
  serviceInterest: SERVICE_INTERESTS,
  timeline: TIMELINES,
};

/** The fields a visitor writes at length: shown under their label, not beside it. */
const LONG: ReadonlySet<ContactField> = new Set(["challenge", "message"]);

/** A field's value as people read it: a chosen option by its label ("Within a month", not "month"). */
export function shownValue(field: ContactField, value: string): string {
  return OPTIONS[field]?.find((option) => option.value === value)?.label ?? value;
}

export type ShownField = { field: ContactField; label: string; value: string; long: boolean };

/** Every field of a request, in the form's order, each with its label and its value as people read it. */
export function shownFields(values: Readonly<Record<ContactField, string>>, labels: FieldLabels): ShownField[] {
  return FIELD_ORDER.map((field) => ({
    field,
    label: labels[field].label,
    value: shownValue(field, values[field]),
    long: LONG.has(field),
  }));
}
