import {
  CONTACT_FIELDS,
  EMPTY_FIELDS,
  FIELD_ORDER,
  type ContactField,
  type ContactSubmission,
  type FieldDescription,
} from "~/contact/contact-fields";
import { EMPTY_FORM, type ContactFormValues } from "~/contact/contact-rules";
import type { Lead } from "~/staff/leads";

/*
 * Requests and leads for the tests, so a test writes out only what it is about. Every field the form has
 * (src/contact/contact-fields.ts) is there: a field added to the form needs no change to the tests that do not
 * concern it.
 */

/** Ada's request: the required fields, each as the form's checks pass it. */
const ADA = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  challenge: "Our partners disagree on what the programme is for.",
} satisfies Partial<ContactSubmission>;

/** The optional fields as Ada fills them in. */
const ADA_IN_FULL = {
  ...ADA,
  title: "Director of Strategy",
  serviceInterest: "immersive-experiences",
  timeline: "month",
  message: "We would like to hold the summit in Lisbon.",
} satisfies Partial<ContactSubmission>;

/** A value the field's checks pass, for a field Ada's request does not know yet. */
function anyValue(field: ContactField): string {
  const described: FieldDescription = CONTACT_FIELDS[field];
  if (described.kind === "select") return described.options[0]?.value ?? "";
  if (described.kind === "email") return "ada@example.org";
  return `Ada's ${described.editorName.toLowerCase()}`.slice(0, described.max);
}

/** A request that passes the form's checks: Ada's required fields, the optional ones empty, then `changes`. */
export function makeFields(changes: Partial<ContactSubmission> = {}): ContactSubmission {
  return { ...EMPTY_FIELDS, ...ADA, ...changes };
}

/** A request with every field filled in, optional ones too, then `changes`. */
export function makeCompleteFields(changes: Partial<ContactSubmission> = {}): ContactSubmission {
  const every = Object.fromEntries(FIELD_ORDER.map((field) => [field, anyValue(field)])) as ContactSubmission;
  return { ...every, ...ADA_IN_FULL, ...changes };
}

/** What the form holds as a browser posts it (every field a text, the honeypot empty): Ada's request, then `changes`. */
export function makeFormValues(changes: Partial<ContactFormValues> = {}): ContactFormValues {
  return { ...EMPTY_FORM, ...makeFields(), ...changes };
}

export type LeadChanges = Partial<Omit<Lead, "fields">> & { fields?: Partial<ContactSubmission> };

/** A stored lead: Ada's request (makeFields, with `fields`), received by the form's script and waiting to be emailed. */
export function makeLead({ fields, ...changes }: LeadChanges = {}): Lead {
  const id = changes.id ?? 1;
  return {
    id,
    messageId: `<lead-${id}@northbridge.example>`,
    receivedAt: "2026-11-27T10:15:00.000Z",
    via: "script",
    fields: makeFields(fields),
    status: "pending",
    spamReason: null,
    attempts: 0,
    firstAttemptAt: null,
    attemptStartedAt: null,
    nextAttemptAt: null,
    lastError: null,
    sentAt: null,
    smtpResponse: null,
    handledAt: null,
    handledBy: null,
    assignedTo: null,
    ...changes,
  };
}
