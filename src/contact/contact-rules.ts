import {
  CONTACT_FIELDS,
  EMPTY_FIELDS,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  fieldId,
  FIELD_ORDER,
  type ContactField,
} from "~/contact/contact-fields";

/*
 * The discovery-call form's contract around its fields (SPEC §3, §5, §8, §9; the fields themselves are described in
 * contact-fields.ts): the honeypot, the session's limit, every message word for word, and the form's addresses. Free
 * of zod, so the island reads it without loading the schema (contact-schema.ts applies the rules, in the browser and
 * on the server alike).
 */

/** Each field's limit (contact-fields.ts), and the requests a page may send. */
export const LIMITS = { ...FIELD_LIMITS, submissionsPerSession: 3 } as const;

export const MESSAGES = {
  bot: "Bot detected",
  rateLimit: "Too many submissions. Please wait before trying again.",
  ...FIELD_MESSAGES,
  emailRequired: CONTACT_FIELDS.email.emptyMessage,
  validationFailed: "Please fix the errors in the form",
  sent: "Thank you for your interest! We'll be in touch within 24 hours.",
  sendFailed: "There was an error submitting the form. Please try again or contact us directly.",
} as const;

/**
 * What the form holds, as the browser has it (a select's value is "" until chosen). The same names are the
 * controls' `name`s, so a native POST carries exactly these keys. The honeypot, labelled Website, is hidden
 * from people: a bot that fills it is turned away.
 */
export type ContactFormValues = Record<ContactField | "honeypot", string>;

export const EMPTY_FORM: ContactFormValues = { ...EMPTY_FIELDS, honeypot: "" };

/** Each control's id; its error is `${id}-error`. */
export const FIELD_IDS = {
  ...(Object.fromEntries(FIELD_ORDER.map((field) => [field, fieldId(field)])) as Record<ContactField, string>),
  honeypot: "contact-website",
};

/** The page of the form. */
export const CONTACT_PATH = "/contact";
/** Where the form's native POST goes behind `npm start`, and the page that answers it. */
export const CONTACT_SEND_PATH = "/contact/send";
export const FORM_ID = "contact-form";

/** The privacy notice, linked from the line under the form. */
export const PRIVACY_PATH = "/privacy";

/**
 * Where the form's script, when the site takes leads itself, asks for the signed timestamp that shows a send was
 * filled in at a person's pace (server/leads/form-token.ts).
 */
export const FORM_TOKEN_PATH = "/api/contact-token";

/** A hidden field of the native POST: submissions already made from this page, for the same rate limit. */
export const SUBMISSIONS_FIELD = "submissions";

/** The field that carries the script's signed fill-time token (server/leads/form-token.ts) with the form's fields. */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * The draft the form keeps while the visitor types (draft.ts); the privacy notice says what is kept and where. Our
 * choice, beyond the SPEC: a lead typed is never lost to a reload or a failed send.
 */
export const DRAFT = {
  storageKey: "northbridge:contact-draft",
  maxAgeDays: 7,
} as const;
