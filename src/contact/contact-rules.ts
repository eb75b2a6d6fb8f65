/**
 * The discovery-call form's contract (SPEC §3, §5, §8, §9): field names, option
 * values, limits and every message, word for word. Free of zod, so the island
 * can read limits without loading the schema (contact-schema.ts applies them,
 * in the browser and on the server alike).
 */

export const LIMITS = {
  name: 100,
  email: 254,
  company: 100,
  /** Not in SPEC §5 (our choice): a title no longer than a company name, so nothing unbounded is stored. */
  title: 100,
  challenge: 2000,
  message: 2000,
  submissionsPerSession: 3,
} as const;

export const MESSAGES = {
  bot: "Bot detected",
  rateLimit: "Too many submissions. Please wait before trying again.",
  name: "Name is required and must be less than 100 characters.",
  emailRequired: "Email is required",
  email: "Please enter a valid email address (max 254 characters)",
  company: "Company is required and must be less than 100 characters.",
  title: "Title must be less than 100 characters.",
  challenge: "Please describe your challenge (max 2000 characters).",
  message: "Message must be less than 2000 characters.",
  validationFailed: "Please fix the errors in the form",
  sent: "Thank you for your interest! We'll be in touch within 24 hours.",
  sendFailed: "There was an error submitting the form. Please try again or contact us directly.",
} as const;

/** Text, "@", text, ".", text, with no spaces and no empty part between dots. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const SERVICE_INTERESTS = [
  { value: "collaboration-events", label: "Collaboration Events" },
  { value: "immersive-experiences", label: "Immersive Experiences" },
  { value: "catalytic-communications", label: "Catalytic Communications" },
] as const;

export const TIMELINES = [
  { value: "immediate", label: "Within 2 weeks" },
  { value: "month", label: "Within a month" },
  { value: "quarter", label: "Within 3 months" },
  { value: "planning", label: "Planning for future" },
] as const;

/** SPEC order: the order checks run and errors are focused. */
export const FIELD_ORDER = [
  "name",
  "email",
  "company",
  "title",
  "serviceInterest",
  "timeline",
  "challenge",
  "message",
] as const;

export type ContactField = (typeof FIELD_ORDER)[number];

/** Each field's label on the form: the firm's words, in the contact page's file (content/pages/contact.yaml). */
export type FieldLabels = Record<ContactField, { label: string }>;

/**
 * What the form holds, as the browser has it (a select's value is "" until chosen). The same names are the
 * controls' `name`s, so a native POST carries exactly these keys. The honeypot, labelled Website, is hidden
 * from people: a bot that fills it is turned away.
 */
export type ContactFormValues = Record<ContactField | "honeypot", string>;

export const EMPTY_FORM: ContactFormValues = {
  name: "",
  email: "",
  company: "",
  title: "",
  serviceInterest: "",
  timeline: "",
  challenge: "",
  message: "",
  honeypot: "",
};

/** Each control's id; its error is `${id}-error`. */
export const FIELD_IDS: Record<ContactField | "honeypot", string> = {
  name: "contact-name",
  email: "contact-email",
  company: "contact-company",
  title: "contact-title",
  serviceInterest: "contact-service-interest",
  timeline: "contact-timeline",
  challenge: "contact-challenge",
  message: "contact-message",
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
