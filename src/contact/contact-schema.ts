import * as z from "zod/mini";
import {
  EMAIL_PATTERN,
  LIMITS,
  MESSAGES,
  SERVICE_INTERESTS,
  TIMELINES,
  type ContactField,
  type ContactFormValues,
} from "~/contact/contact-rules";

/*
 * One set of rules for both ways a request arrives: the island loads this module on first focus or submit, and
 * `npm start` applies it to the form posted to /contact/send (server/leads/contact-send.ts). zod/mini keeps the chunk small.
 */

function requiredText(max: number, message: string) {
  return z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));
}

function optionalText(max: number, message: string) {
  return z.string().check(z.trim(), z.maxLength(max, message));
}

function choice<const Values extends readonly string[]>(values: Values) {
  return z.enum(["", ...values]);
}

/** The field rules of SPEC §5, in SPEC order. Values are trimmed, so whitespace-only counts as empty. */
export const contactFieldsSchema = z.object({
  name: requiredText(LIMITS.name, MESSAGES.name),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.emailRequired, abort: true }),
      z.maxLength(LIMITS.email, MESSAGES.email),
      z.regex(EMAIL_PATTERN, MESSAGES.email),
    ),
  company: requiredText(LIMITS.company, MESSAGES.company),
  title: optionalText(LIMITS.title, MESSAGES.title),
  serviceInterest: choice(SERVICE_INTERESTS.map((option) => option.value)),
  timeline: choice(TIMELINES.map((option) => option.value)),
  challenge: requiredText(LIMITS.challenge, MESSAGES.challenge),
  message: optionalText(LIMITS.message, MESSAGES.message),
});

/** A submission that passed every check: trimmed values, ready to send. */
export type ContactSubmission = z.output<typeof contactFieldsSchema>;

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
  if (result.success) return { ok: true, submission: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, reason: "fields", errors };
}
