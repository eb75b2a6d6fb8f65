/**
 * The discovery-call form's contract (SPEC §3, §5, §8, §9): field names, option
 * values, limits and every message, word for word. Kept free of zod so the
 * form can read limits at hydration; the rules themselves are applied by the
 * lazily loaded schema in contact-schema.ts.
 */

export const LIMITS = {
  name: 100,
  email: 254,
  company: 100,
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

export type ServiceInterest = (typeof SERVICE_INTERESTS)[number]["value"];
export type Timeline = (typeof TIMELINES)[number]["value"];

/** What the form holds. Unchosen selects are "". */
export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  title: string;
  serviceInterest: ServiceInterest | "";
  timeline: Timeline | "";
  challenge: string;
  message: string;
  /** Hidden from people; a bot that fills it is turned away. */
  honeypot: string;
};

export type ContactField = Exclude<keyof ContactFormValues, "honeypot">;

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
] as const satisfies readonly ContactField[];

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
