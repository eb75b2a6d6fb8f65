import { CONTACT_FIELDS, type ContactSubmission } from "~/contact/contact-fields";

/*
 * A lead as the server stores it and the staff area shows it: the server's store (server/leads/store.ts) writes these
 * records, the staff pages read them.
 */

export const LEAD_STATUSES = ["pending", "sent", "failed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadVia = "script" | "form" | "outbox";

/** A lead's status as staff read it: on its page, in the list and in the CSV. */
export const STATUS_WORDS: Record<LeadStatus, string> = {
  pending: "Email waiting",
  sent: "Emailed",
  failed: "Email failed",
  spam: "Spam",
};

/** A waiting lead's status while no mail server is set (no SMTP_URL): nothing is waiting to go out by email. */
export const NOT_EMAILED_WORDS = "Not emailed";

/** How a lead came in, as staff read it: on its page, in its email and in the CSV. */
export const VIA_WORDS: Record<LeadVia, string> = {
  script: "the website's form",
  form: "the website's form (without JavaScript)",
  outbox: "the old outbox file",
};

export type Lead = {
  id: number;
  messageId: string;
  receivedAt: string;
  via: LeadVia;
  fields: ContactSubmission;
  status: LeadStatus;
  spamReason: string | null;
  attempts: number;
  firstAttemptAt: string | null;
  attemptStartedAt: string | null;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  smtpResponse: string | null;
  /** When a staff member marked it dealt with, and who (their sign-in email); null while it is new. */
  handledAt: string | null;
  handledBy: string | null;
  /** The staff member it is assigned to (their sign-in email); null for nobody. */
  assignedTo: string | null;
};

/**
 * What can happen to a lead, each with its `detail`: received (via: script, form or outbox), kept-as-spam (the
 * reason), sent (the mail server's answer), send-failed (the error; it is tried again), gave-up (the last error: it
 * is now failed), refused (the mail server's words: it refused the message for good; it is now failed),
 * send-interrupted (the server stopped mid-send; it is sent again), handled, not-handled, not-spam
 * (the reason it had been kept as spam), retry-requested, note (a staff member's internal note: shown in the history,
 * never sent anywhere), assigned (to whom), unassigned (from whom). The webhooks' (server/leads/webhooks.ts) are the same, each
 * detail starting with the destination's name: webhook-sent (the receiver's answer), webhook-failed,
 * webhook-gave-up, webhook-refused, webhook-interrupted, webhook-retry-requested.
 */
export const LEAD_EVENT_KINDS = [
  "received",
  "kept-as-spam",
  "sent",
  "send-failed",
  "gave-up",
  "refused",
  "send-interrupted",
  "handled",
  "not-handled",
  "not-spam",
  "retry-requested",
  "note",
  "assigned",
  "unassigned",
  "webhook-sent",
  "webhook-failed",
  "webhook-gave-up",
  "webhook-refused",
  "webhook-interrupted",
  "webhook-retry-requested",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export type LeadEvent = {
  id: number;
  leadId: number;
  at: string;
  kind: LeadEventKind;
  detail: string | null;
  /** The staff member; null for the site itself and for the server's terminal (npm run leads). */
  who: string | null;
};

export type LeadWithHistory = { lead: Lead; events: LeadEvent[] };

/**
 * inbox: every lead but spam; new: those of the inbox nobody has marked handled; mine: the new ones assigned to the
 * staff member looking; spam: kept apart, never emailed.
 */
export const LEAD_VIEWS = ["inbox", "new", "mine", "spam"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const LEADS_PAGE_SIZE = 50;

/** The longest internal note a staff member can add. */
export const NOTE_MAX_LENGTH = 4000;

export const LEAD_SORTS = ["newest", "oldest"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** What the filters can pick: a service or a timeline the form offers (its values), a status. */
export const SERVICE_VALUES = CONTACT_FIELDS.serviceInterest.options.map((option) => option.value);
export const TIMELINE_VALUES = CONTACT_FIELDS.timeline.options.map((option) => option.value);

/**
 * A list's search, filters and order, as the leads page's form sends them in its address (and the CSV link takes
 * them): each empty for "any". Days are on the firm's clock (its time zone), both ends included.
 */
export type LeadFilters = {
  /** Words the name, company, email, challenge or message hold, each as a word or the start of one; all of them. */
  search: string;
  service: "" | (typeof SERVICE_VALUES)[number];
  timeline: "" | (typeof TIMELINE_VALUES)[number];
  status: "" | LeadStatus;
  /** 2026-11-28 */
  from: string;
  to: string;
  sort: LeadSort;
};

export const NO_FILTERS: LeadFilters = {
  search: "",
  service: "",
  timeline: "",
  status: "",
  from: "",
  to: "",
  sort: "newest",
};

/** The longest search kept: a few sentences' words. */
const SEARCH_MAX_LENGTH = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.includes(value as T) ? (value as T) : "";

/** A day of the calendar as a date field sends it: 2026-11-28, not 2026-02-30. */
function isDay(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A list's view, page and filters from its address; what is not one of the choices reads as "any". */
export function leadListOf(params: URLSearchParams): { view: LeadView; page: number; filters: LeadFilters } {
  const page = Number(params.get("page") ?? "1");
  const from = params.get("from");
  const to = params.get("to");
  return {
    view: oneOf(LEAD_VIEWS, params.get("view")) || "inbox",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    filters: {
      search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
      service: oneOf(SERVICE_VALUES, params.get("service")),
      timeline: oneOf(TIMELINE_VALUES, params.get("timeline")),
      status: oneOf(LEAD_STATUSES, params.get("status")),
      from: isDay(from) ? from : "",
      to: isDay(to) ? to : "",
      sort: oneOf(LEAD_SORTS, params.get("sort")) || "newest",
    },
  };
}

/** The address's query for a list: only what differs from the defaults, in the form's order. */
export function leadListQuery({
  view,
  page = 1,
  filters,
}: {
  view: LeadView;
  page?: number;
  filters: LeadFilters;
}): URLSearchParams {
  const params = new URLSearchParams({ view });
  const pairs: [string, string][] = [
    ["q", filters.search],
    ["service", filters.service],
    ["timeline", filters.timeline],
    ["status", filters.status],
    ["from", filters.from],
    ["to", filters.to],
    ["sort", filters.sort === "newest" ? "" : filters.sort],
    ["page", page > 1 ? String(page) : ""],
  ];
  for (const [name, value] of pairs) if (value) params.set(name, value);
  return params;
}

/** Whether a search or a filter narrows the list (the order does not). */
export const isFiltered = (filters: LeadFilters) =>
  (["search", "service", "timeline", "status", "from", "to"] as const).some((name) => filters[name] !== "");

export type LeadListOptions = {
  view: LeadView;
  filters?: LeadFilters;
  /** The staff member looking (their sign-in email): the Mine view's. */
  me?: string;
  page?: number;
  pageSize?: number;
};

export type LeadPage = {
  leads: Lead[];
  view: LeadView;
  filters: LeadFilters;
  /** From 1; a page past the last holds no leads. */
  page: number;
  pageSize: number;
  /** Leads in the view, and the pages they fill (at least 1). */
  total: number;
  pageCount: number;
};

/** Where a lead stands with one of the destinations it is sent to besides the email (a webhook, Slack). */
export type LeadDelivery = {
  /** The destination as staff read it: "Slack (hooks.slack.com)", "webhook (crm.example.org)". */
  name: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
};

/** Leads that have not reached everywhere they go, late or given up: what the staff overview warns of. */
export type DeliveryTrouble = {
  /** How many leads. */
  leads: number;
  /** When the first of them began to wait. */
  since: string;
  /** Where they did not arrive ("email", a destination's name), and how many leads each. */
  where: { name: string; leads: number }[];
  /** The last failure among them, in plain words (never a stack trace), and when. */
  lastError: { at: string; words: string } | null;
};

/** Whether leads reach the firm: the staff overview's warning. */
export type DeliveryHealth = {
  /** False when no mail server is set (SMTP_URL): leads are stored and not emailed. */
  emails: boolean;
  /** Where else each lead goes (webhooks, Slack), by name. */
  destinations: string[];
  /** Null while every lead arrives in time. */
  trouble: DeliveryTrouble | null;
};

/** What the leads pages read: a page of a view, the counts, one lead with its history (server/leads/inbox.ts). */
export type LeadInboxView = {
  /** False when no mail server is set (SMTP_URL): leads are stored and not emailed. */
  emails: boolean;
  /** One page of a view, searched and filtered, newest first unless told: 50 a page unless told. */
  list(options: LeadListOptions): LeadPage;
  /** How many leads each view holds (`mine`: for `me`); `new` is the staff home's count. */
  counts(me?: string): Record<LeadView, number>;
  /** A lead with its history, oldest event first, and its webhooks; undefined when there is no such lead. */
  get(id: number): (LeadWithHistory & { deliveries: LeadDelivery[] }) | undefined;
  /** Whether leads reach the firm, for the overview. */
  health(): DeliveryHealth;
};
