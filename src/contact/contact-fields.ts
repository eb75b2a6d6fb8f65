/*
 * The discovery-call form's fields, each described once (SPEC §3, §5): its kind, whether it is required, its limit and
 * message, its choices. Everything else is read from here: the checks (contact-schema.ts), the empty form, the
 * island's controls (also the page answering a post without JavaScript), the words the firm edits for each field
 * (pages.schema.ts and the editor's form), the store's columns, the email template's parameters, and how each shows
 * once sent: in the email, the mailto fallback, the staff's lead page and the CSV. The label is the firm's, in
 * content/pages/contact.yaml, the same everywhere. Free of zod and of content, so the island reads it at no cost.
 *
 * A new field: describe it here, add its column in a numbered migration (server/leads/migrations/), its words in
 * contact.yaml and a line in the privacy notice (content/pages/privacy.md); the tests say when one is missing.
 */

export type Option = { readonly value: string; readonly label: string };

type Common = {
  /** What the editor and the content check call the field; what the form shows is the firm's label. */
  readonly editorName: string;
  /** The browser's autocomplete token, so the visitor's browser can fill the field in. */
  readonly autoComplete?: string;
  /** SPEC §3's email template parameter, where it is not the field's column name. */
  readonly param?: string;
};

/** A text the visitor types: at most `max` characters once trimmed, else `message` under the field. */
type Typed = Common & {
  readonly max: number;
  readonly message: string;
  /** The control's maxlength: the browser stops the typing at the limit. */
  readonly stopAtLimit?: boolean;
};

export type FieldDescription =
  /** A line of text; its words: a label and an optional hint. */
  | (Typed & { readonly kind: "text"; readonly required: boolean })
  /** An address, checked by EMAIL_PATTERN; `emptyMessage` when it is left empty. */
  | (Typed & { readonly kind: "email"; readonly required: true; readonly emptyMessage: string })
  /** A longer text, full width, shown under its label once sent; its words: a label and a hint. */
  | (Typed & {
      readonly kind: "textarea";
      readonly required: boolean;
      readonly rows: number;
      /** "n/2000 characters" under the control. */
      readonly counter?: boolean;
    })
  /** One of `options`, or none; its words: a label, the list's first entry and a help beside the label. */
  | (Common & { readonly kind: "select"; readonly required: false; readonly options: readonly Option[] });

/** In the form's order (SPEC's): the order checks run, errors are focused and every copy lists the fields. */
export const CONTACT_FIELDS = {
  name: {
    kind: "text",
    editorName: "Name",
    required: true,
    max: 100,
    message: "Name is required and must be less than 100 characters.",
    autoComplete: "name",
    param: "from_name",
  },
  email: {
    kind: "email",
    editorName: "Email",
    required: true,
    max: 254,
    message: "Please enter a valid email address (max 254 characters)",
    emptyMessage: "Email is required",
    autoComplete: "email",
    param: "from_email",
  },
  company: {
    kind: "text",
    editorName: "Company or organisation",
    required: true,
    max: 100,
    message: "Company is required and must be less than 100 characters.",
    autoComplete: "organization",
  },
  /** Its limit is not in SPEC §5 (our choice): no longer than a company name, so nothing unbounded is stored. */
  title: {
    kind: "text",
    editorName: "Title",
    required: false,
    max: 100,
    message: "Title must be less than 100 characters.",
    autoComplete: "organization-title",
    stopAtLimit: true,
  },
  serviceInterest: {
    kind: "select",
    editorName: "Service interest",
    required: false,
    options: [
      { value: "collaboration-events", label: "Collaboration Events" },
      { value: "immersive-experiences", label: "Immersive Experiences" },
      { value: "catalytic-communications", label: "Catalytic Communications" },
    ],
  },
  timeline: {
    kind: "select",
    editorName: "Timeline",
    required: false,
    options: [
      { value: "immediate", label: "Within 2 weeks" },
      { value: "month", label: "Within a month" },
      { value: "quarter", label: "Within 3 months" },
      { value: "planning", label: "Planning for future" },
    ],
  },
  challenge: {
    kind: "textarea",
    editorName: "Challenge",
    required: true,
    max: 2000,
    message: "Please describe your challenge (max 2000 characters).",
    rows: 5,
  },
  message: {
    kind: "textarea",
    editorName: "Message",
    required: false,
    max: 2000,
    message: "Message must be less than 2000 characters.",
    rows: 4,
    stopAtLimit: true,
    counter: true,
  },
} as const satisfies Record<string, FieldDescription>;

type Described = typeof CONTACT_FIELDS;
export type ContactField = keyof Described;

export const FIELD_ORDER = Object.keys(CONTACT_FIELDS) as ContactField[];

/** The fields the visitor types, which have a limit and a message. */
export type TypedField = { [F in ContactField]: Described[F] extends { max: number } ? F : never }[ContactField];

/** Text, "@", text, ".", text, with no spaces and no empty part between dots. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A request that passed the checks: trimmed text, and a choice as one of its option values or "". */
export type ContactSubmission = {
  [F in ContactField]: Described[F] extends { options: readonly Option[] }
    ? "" | Described[F]["options"][number]["value"]
    : string;
};

const isTyped = (field: ContactField): field is TypedField => "max" in CONTACT_FIELDS[field];

/** Each typed field's limit, by field. */
export const FIELD_LIMITS = Object.fromEntries(
  FIELD_ORDER.filter(isTyped).map((field) => [field, CONTACT_FIELDS[field].max]),
) as Record<TypedField, number>;

/** Each typed field's message when its value is refused, by field. */
export const FIELD_MESSAGES = Object.fromEntries(
  FIELD_ORDER.filter(isTyped).map((field) => [field, CONTACT_FIELDS[field].message]),
) as Record<TypedField, string>;

/** Every field empty, as the form starts. */
export const EMPTY_FIELDS = Object.fromEntries(FIELD_ORDER.map((field) => [field, ""])) as Record<ContactField, "">;

/** serviceInterest → service-interest (the control's id) or service_interest (the column, the template parameter). */
const joined = (field: ContactField, separator: string) =>
  field.replace(/[A-Z]/g, (letter) => `${separator}${letter.toLowerCase()}`);

/** The field's control on the page: `contact-service-interest`; its error is `${id}-error`. */
export const fieldId = (field: ContactField) => `contact-${joined(field, "-")}`;

/** The store's column for the field (server/leads/store.ts); a migration adds it. */
export const columnOf = (field: ContactField) => joined(field, "_");

/** The email template's parameter for the field (SPEC §3). */
export function templateParamOf(field: ContactField): string {
  const described: FieldDescription = CONTACT_FIELDS[field];
  return described.param ?? columnOf(field);
}

/** Each field's label on the form: the firm's words, in the contact page's file (content/pages/contact.yaml). */
export type FieldLabels = Record<ContactField, { label: string }>;

/** A field's value as people read it: a chosen option by its label ("Within a month", not "month"). */
export function shownValue(field: ContactField, value: string): string {
  const described: FieldDescription = CONTACT_FIELDS[field];
  if (described.kind !== "select") return value;
  return described.options.find((option) => option.value === value)?.label ?? value;
}

export type ShownField = { field: ContactField; label: string; value: string; long: boolean };

/**
 * Every field of a request, in the form's order, each with its label and its value as people read it; a long answer
 * is shown on lines of its own, under its label. The email to the firm, the mailto fallback, the staff's lead page
 * and the CSV read this, so a field reads the same everywhere.
 */
export function shownFields(values: Readonly<Record<ContactField, string>>, labels: FieldLabels): ShownField[] {
  return FIELD_ORDER.map((field) => ({
    field,
    label: labels[field].label,
    value: shownValue(field, values[field]),
    long: CONTACT_FIELDS[field].kind === "textarea",
  }));
}
