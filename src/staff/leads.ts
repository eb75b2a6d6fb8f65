import type { ContactSubmission } from "~/contact/contact-fields";

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
};

/**
 * What can happen to a lead, each with its `detail`: received (via: script, form or outbox), kept-as-spam (the
 * reason), sent (the mail server's answer), send-failed (the error; it is tried again), gave-up (the last error: it
 * is now failed), refused (the mail server's words: it refused the message for good; it is now failed),
 * send-interrupted (the server stopped mid-send; it is sent again), handled, not-handled, not-spam
 * (the reason it had been kept as spam), retry-requested. The webhooks' (server/leads/webhooks.ts) are the same, each
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

/** inbox: every lead but spam; new: those of the inbox nobody has marked handled; spam: kept apart, never emailed. */
export const LEAD_VIEWS = ["inbox", "new", "spam"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const LEADS_PAGE_SIZE = 50;

export type LeadPage = {
  leads: Lead[];
  view: LeadView;
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
  /** One page of a view, newest first: 50 a page unless told. */
  list(options: { view: LeadView; page?: number; pageSize?: number }): LeadPage;
  /** How many leads each view holds; `new` is the staff home's count. */
  counts(): Record<LeadView, number>;
  /** A lead with its history, oldest event first, and its webhooks; undefined when there is no such lead. */
  get(id: number): (LeadWithHistory & { deliveries: LeadDelivery[] }) | undefined;
  /** Whether leads reach the firm, for the overview. */
  health(): DeliveryHealth;
};
