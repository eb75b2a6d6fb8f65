import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { FIELD_ORDER, shownFields, type FieldLabels } from "~/contact/contact-fields";
import { readContactPage, readTimeZone } from "~/content/content-files";
import { spreadsheetTime } from "~/lib/time-zone";
import { requireFormBody } from "../form-body";
import { toCsv } from "./csv";
import { plainMailError, type Delivery } from "./delivery";
import type { LeadStore } from "./store";
import type { WebhookDelivery } from "./webhook-delivery";
import type { WebhookDestination } from "./webhooks";
import {
  LEAD_VIEWS,
  leadListOf,
  NOTE_MAX_LENGTH,
  STATUS_WORDS,
  VIA_WORDS,
  type DeliveryHealth,
  type Lead,
  type LeadInboxView,
  type LeadListOptions,
} from "~/staff/leads";

/*
 * The staff's leads inbox (docs/staff.md): what its pages read and the forms they post. The lead service creates
 * the inbox on its store and decorates the root instance with it (app.leadInbox); the staff area registers
 * leadInboxRoutes behind its sign-in.
 */

export const LEADS_PATH = "/staff/leads";

/** What the staff pages read (src/staff/leads.ts), and what the inbox's forms do. */
export type LeadInbox = LeadInboxView & {
  /** The store itself, for anything the operations below do not cover. */
  store: LeadStore;
  /** Marks a lead handled by `who`, or new again. Each returns the lead as it now is, undefined when there is none. */
  markHandled(id: number, handled: boolean, who: string): Lead | undefined;
  /** Spam that was not: it is emailed at once. No change unless the lead is spam. */
  markNotSpam(id: number, who: string): Lead | undefined;
  /**
   * Tries a failed or pending lead's email, and its failed or pending webhooks, now. No change for one sent, spam, or
   * being sent at this moment.
   */
  retry(id: number, who: string): Lead | undefined;
  /** An internal note by `who` in the lead's history: never emailed, never sent to a webhook. */
  addNote(id: number, note: string, who: string): Lead | undefined;
  /** Assigns a lead to a staff member (their address), or to nobody (null). */
  assign(id: number, to: string | null, who: string): Lead | undefined;
  /**
   * A view, searched and filtered as its page is, as CSV for a spreadsheet, oldest first, with the file name to save
   * it under.
   */
  exportCsv(options: Omit<LeadListOptions, "page" | "pageSize">): { filename: string; csv: string };
};

declare module "fastify" {
  interface FastifyInstance {
    /** Present once the lead service is registered (server/leads/lead-service.ts): not when the build takes no leads. */
    leadInbox?: LeadInbox;
  }
}

/**
 * The columns of `npm run leads -- export --csv` and the staff's export: the lead, each field under its label on the
 * form (the firm's words, contact.yaml), then what became of it in the words of the staff pages. Times are on the
 * firm's clock (content/site.yaml's timeZone) to the minute, "2026-11-26 08:05", and each column's name says the zone.
 */
export function leadsCsv(
  leads: readonly Lead[],
  {
    labels = readContactPage().form.fields,
    timeZone = readTimeZone(),
  }: { labels?: FieldLabels; timeZone?: string } = {},
): string {
  const csvTime = (iso: string | null) => spreadsheetTime(iso, timeZone);
  const header = [
    "Lead",
    `Received (${timeZone})`,
    "Status",
    ...FIELD_ORDER.map((field) => labels[field].label),
    "Came in through",
    `Emailed (${timeZone})`,
    "Email attempts",
    "Last email error",
    "Why it is spam",
    `Handled (${timeZone})`,
    "Handled by",
    "Assigned to",
  ];
  const rows = leads.map((lead) => [
    lead.id,
    csvTime(lead.receivedAt),
    STATUS_WORDS[lead.status],
    ...shownFields(lead.fields, labels).map(({ value }) => value),
    VIA_WORDS[lead.via],
    csvTime(lead.sentAt),
    lead.attempts,
    lead.lastError,
    lead.spamReason,
    csvTime(lead.handledAt),
    lead.handledBy,
    lead.assignedTo,
  ]);
  return toCsv(header, rows);
}

/** How long a lead may wait for its email or a webhook before the staff overview warns. */
export const WARN_AFTER_MS = 10 * 60_000;

/** Whether leads reach the firm: the late ones, where they did not arrive, and the last failure in plain words. */
export function deliveryHealth(
  store: LeadStore,
  {
    emails,
    destinations,
    warnAfterMs,
    now,
  }: { emails: boolean; destinations: readonly WebhookDestination[]; warnAfterMs: number; now: Date },
): DeliveryHealth {
  const names = new Map(destinations.map((destination) => [destination.key, destination.name]));
  const keys = [...names.keys()];
  const { late, lastFailure } = store.lateDeliveries({ now, lateMs: warnAfterMs, emails, keys });
  const health = { emails, destinations: [...names.values()] };
  if (late.length === 0) return { ...health, trouble: null };
  const leadsAt = new Map<string, Set<number>>();
  for (const { place, leadId } of late) leadsAt.set(place, (leadsAt.get(place) ?? new Set()).add(leadId));
  const email = lastFailure && ["send-failed", "gave-up", "refused"].includes(lastFailure.kind);
  return {
    ...health,
    trouble: {
      leads: new Set(late.map((one) => one.leadId)).size,
      since: late.map((one) => one.since).reduce((first, since) => (since < first ? since : first)),
      where: [...leadsAt].map(([place, ids]) => ({
        name: place === "email" ? "email" : (names.get(place) ?? place),
        leads: ids.size,
      })),
      // A webhook's detail already starts with its destination's name and is in plain words (webhooks.ts).
      lastError: lastFailure
        ? {
            at: lastFailure.at,
            words: email ? `email: ${plainMailError(lastFailure.detail ?? "")}` : (lastFailure.detail ?? ""),
          }
        : null,
    },
  };
}

export function createLeadInbox(
  store: LeadStore,
  {
    delivery,
    webhooks = null,
    destinations = [],
    warnAfterMs = WARN_AFTER_MS,
    timeZone = () => readTimeZone(),
    now,
  }: {
    delivery: Delivery | null;
    webhooks?: WebhookDelivery | null;
    destinations?: readonly WebhookDestination[];
    warnAfterMs?: number;
    /** The firm's zone, read at each use (content/site.yaml): the days of the filters, the CSV's times. */
    timeZone?: () => string;
    now: () => Date;
  },
): LeadInbox {
  // At once rather than at the workers' next poll: the staff member is looking at the lead.
  const wake = () => {
    void delivery?.wake();
    void webhooks?.wake();
  };
  const nameOf = (key: string) =>
    destinations.find((destination) => destination.key === key)?.name ?? "an address no longer set";
  return {
    store,
    emails: delivery !== null,
    list: (options) => store.page(options, timeZone()),
    counts: (me) => store.viewCounts(me ?? null),
    get(id) {
      const found = store.history(id);
      if (!found) return undefined;
      // In the order the addresses are set; one no longer set last.
      const order = (key: string) => {
        const index = destinations.findIndex((destination) => destination.key === key);
        return index === -1 ? destinations.length : index;
      };
      const deliveries = store
        .deliveriesOf(id)
        .sort((a, b) => order(a.destination) - order(b.destination))
        .map(({ destination, status, attempts, lastError, nextAttemptAt, sentAt }) => ({
          name: nameOf(destination),
          status,
          attempts,
          lastError,
          nextAttemptAt,
          sentAt,
        }));
      return { ...found, deliveries };
    },
    health: () => deliveryHealth(store, { emails: delivery !== null, destinations, warnAfterMs, now: now() }),
    markHandled(id, handled, who) {
      store.setHandled(id, handled, { now: now(), who });
      return store.get(id);
    },
    markNotSpam(id, who) {
      if (store.markNotSpam(id, { now: now(), who })) wake();
      return store.get(id);
    },
    retry(id, who) {
      const email = store.retryNow(id, { now: now(), who });
      const elsewhere = store.retryDeliveries(id, { now: now(), who });
      if (email || elsewhere) wake();
      return store.get(id);
    },
    addNote(id, note, who) {
      store.addNote(id, note, { now: now(), who });
      return store.get(id);
    },
    assign(id, to, who) {
      store.assign(id, to, { now: now(), who });
      return store.get(id);
    },
    exportCsv(options) {
      const zone = timeZone();
      return {
        filename: `leads-${spreadsheetTime(now().toISOString(), zone)?.slice(0, 10)}.csv`,
        csv: leadsCsv(store.allOf(options, zone), { timeZone: zone }),
      };
    },
  };
}

export type LeadInboxRoutesOptions = {
  /** The staff area's sign-in guard and CSRF check: run before every POST here. */
  preHandler: NonNullable<RouteShorthandOptions["preHandler"]>;
  /** The signed-in staff member (their email), recorded with what they change. */
  who: (request: FastifyRequest) => string;
  /** The staff a lead can be assigned to (their addresses): every account not removed. */
  colleagues: () => readonly string[];
};

type Form = Record<string, unknown>;

const field = (form: Form | undefined, name: string) => {
  const value = form?.[name];
  return typeof value === "string" ? value : undefined;
};

/** A lead's number as a URL gives it: digits only, no sign, no leading zero. */
function leadId(text: string): number | null {
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/** Where to go after a POST: `back` when it is a path of the inbox on this site, else the lead's page. */
export function backTo(back: string | undefined, fallback: string): string {
  // Printable ASCII but the backslash: "/\host", spaces and control characters can take a browser elsewhere.
  if (!back?.startsWith(LEADS_PATH) || !/^[\x21-\x7e]+$/.test(back) || back.includes("\\")) return fallback;
  const url = new URL(back, "http://site.invalid");
  const inInbox = url.pathname === LEADS_PATH || url.pathname.startsWith(`${LEADS_PATH}/`);
  return url.origin === "http://site.invalid" && inInbox ? `${url.pathname}${url.search}` : fallback;
}

const plain = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type("text/plain; charset=utf-8").send(body);

/**
 * The inbox's forms and its export. Register it without a prefix (its paths are whole), after the lead service and
 * inside the staff area: the GET of the export has no `preHandler` (a CSRF check would refuse it), so the staff
 * area's own sign-in hook must cover it.
 */
export const leadInboxRoutes: FastifyPluginAsync<LeadInboxRoutesOptions> = async (
  app,
  { preHandler, who, colleagues },
) => {
  const inbox = app.leadInbox;
  if (!inbox) {
    throw new Error(
      "leadInboxRoutes needs the lead service: register leadService (server/leads/lead-service.ts) first",
    );
  }

  // The staff pages' forms post this encoding (the root's parser, server/form-body.ts).
  requireFormBody(app, "The leads inbox");

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** A form that changes one lead; `act` answers the lead as it now is, or a reason the form is wrong. */
  function leadForm(action: string, act: (id: number, form: Form | undefined, by: string) => Lead | undefined | Error) {
    app.post<{ Params: { id: string }; Body: Form | undefined }>(
      `${LEADS_PATH}/:id/${action}`,
      { preHandler },
      async (request, reply) => {
        const id = leadId(request.params.id);
        const result = id === null ? undefined : act(id, request.body, who(request));
        if (result instanceof Error) return plain(reply, 400, result.message);
        if (!result) return plain(reply, 404, `There is no lead #${request.params.id}.`);
        return reply.redirect(backTo(field(request.body, "back"), `${LEADS_PATH}/${result.id}`), 303);
      },
    );
  }

  leadForm("handled", (id, form, by) => {
    const handled = field(form, "handled");
    if (handled !== "1" && handled !== "0") return new Error('The field "handled" must be 1 or 0');
    return inbox.markHandled(id, handled === "1", by);
  });
  leadForm("not-spam", (id, _form, by) => inbox.markNotSpam(id, by));
  leadForm("retry", (id, _form, by) => inbox.retry(id, by));
  leadForm("note", (id, form, by) => {
    // As typed, but one kind of line break and no blank lines around it.
    const note = (field(form, "note") ?? "").replace(/\r\n?/g, "\n").trim();
    if (note === "") return new Error("The note is empty: go back, write it, and add it again.");
    if (note.length > NOTE_MAX_LENGTH) {
      return new Error(`The note is longer than ${NOTE_MAX_LENGTH} characters: go back and shorten it.`);
    }
    return inbox.addNote(id, note, by);
  });
  leadForm("assign", (id, form, by) => {
    const to = field(form, "to");
    if (to === undefined) return new Error('The field "to" must be a staff member\'s address, or empty for nobody');
    // Only someone with an account: a removed colleague's address, or any other, is refused.
    if (to !== "" && !colleagues().includes(to)) return new Error(`${to} has no staff account here.`);
    return inbox.assign(id, to === "" ? null : to, by);
  });

  app.get(`${LEADS_PATH}.csv`, async (request, reply) => {
    const params = new URL(request.url, "http://site.invalid").searchParams;
    if (!(LEAD_VIEWS as readonly string[]).includes(params.get("view") ?? "inbox")) {
      return plain(reply, 400, `The view must be one of ${LEAD_VIEWS.join(", ")}`);
    }
    // The same search and filters as the list it was linked from; Mine is the signed-in staff member's.
    const { view, filters } = leadListOf(params);
    const { filename, csv } = inbox.exportCsv({ view, filters, me: who(request) });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .send(csv);
  });
};
