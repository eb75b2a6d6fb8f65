import * as z from "zod/mini";
import {
  CONTACT_FIELDS,
  EMAIL_PATTERN,
  FIELD_ORDER,
  type ContactField,
  type ContactSubmission,
  type FieldDescription,
} from "~/contact/contact-fields";
import { LIMITS, MESSAGES, type ContactFormValues } from "~/contact/contact-rules";

/*
 * One set of rules for both ways a request arrives: the island loads this module on first focus or submit, and
 * `npm start` applies it to the form posted to /contact/send (server/leads/contact-send.ts). zod/mini keeps the chunk small.
 */

/** A field's rule, from its description (contact-fields.ts). Values are trimmed, so whitespace-only counts as empty. */
function ruleOf(field: FieldDescription): z.ZodMiniType<string> {
  switch (field.kind) {
    case "select":
      return z.enum(["", ...field.options.map((option) => option.value)]);
    case "email":
      return z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: field.emptyMessage, abort: true }),
          z.maxLength(field.max, field.message),
          z.regex(EMAIL_PATTERN, field.message),
        );
    default:
      return z
        .string()
        .check(
          z.trim(),
          ...(field.required ? [z.minLength(1, field.message)] : []),
          z.maxLength(field.max, field.message),
        );
  }
}

/** The field rules of SPEC §5, in SPEC order. */
export const contactFieldsSchema = z.object(
  Object.fromEntries(FIELD_ORDER.map((field) => [field, ruleOf(CONTACT_FIELDS[field])])) as Record<
    ContactField,
    z.ZodMiniType<string>
  >,
);

export type FieldErrors = Partial<Record<ContactField, string>>;

export type ContactCheck =
  | { ok: true; submission: ContactSubmission }
  /** The honeypot was filled. An internal note only: the visitor sees nothing. */
  | { ok: false; reason: "bot"; note: typeof MESSAGES.bot }
  | { ok: false; reason: "rate-limit"; message: typeof MESSAGES.rateLimit }
  | { ok: false; reason: "fields"; errors: FieldErrors };

/**
 * Runs the checks of SPEC §5 in order: honeypot, then the session's rate
 * limit, then every field. The first two stop the check; field errors are
 * collected, one message per field.
 */
export function checkContact(values: ContactFormValues, submissionsSoFar: number): ContactCheck {
  if (values.honeypot.trim() !== "") return { ok: false, reason: "bot", note: MESSAGES.bot };
  if (submissionsSoFar >= LIMITS.submissionsPerSession) {
    return { ok: false, reason: "rate-limit", message: MESSAGES.rateLimit };
  }
  const result = contactFieldsSchema.safeParse(values);
  // Each choice passed its z.enum of the field's option values.
  if (result.success) return { ok: true, submission: result.data as ContactSubmission };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, reason: "fields", errors };
}
