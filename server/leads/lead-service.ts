import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { existsSync } from "node:fs";
import path from "node:path";
import { contactSend, type AcceptLead, type RenderContactAnswer } from "./contact-send";
import { createDelivery, type DeliveryOptions, type MailTransport } from "./delivery";
import {
  formTokenSecret,
  formTokenSigner,
  issueFormToken,
  MIN_FILL_MS,
  registerFormToken,
  tokenVerdict,
} from "./form-token";
import { createLeadInbox } from "./inbox";
import { openLeadStore } from "./store";
import { createWebhookDelivery } from "./webhook-delivery";
import type { WebhookDestination } from "./webhooks";

/*
 * The lead service: the only place a discovery-call request is accepted (docs/product.md, "Leads"). The form comes
 * in one way, posted to /contact/send by the browser or by the form's script (contact-send.ts). Each request is
 * checked with the form's rules, judged for spam, stored on disk, and only then answered; the delivery worker
 * emails it to the firm in the background (delivery.ts).
 *
 * Not encapsulated (fastify-plugin), so that the store's operations for the staff's inbox (app.leadInbox, inbox.ts)
 * reach every plugin registered after it; its routes, error handler and body parser stay in a scope of their own.
 */

export type RateLimit = { max: number; timeWindowMs: number };
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, timeWindowMs: 60_000 };

/** Email delivery: a transport to the firm's mail server, who gets each lead, and who it is from. */
export type MailSettings = { transport: MailTransport; to: string; from: string };

/** Where else each lead is sent (webhooks.ts), and the address of a lead's page that each message links to. */
export type WebhookSettings = {
  destinations: WebhookDestination[];
  leadUrl: (id: number) => string;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
};

export type LeadServiceOptions = {
  /** Holds the store (leads.db) and the form token's secret; must exist and be writable. */
  dataDir: string;
  /** The domain of each lead's Message-ID. */
  messageIdDomain: string;
  /** Renders the contact page's answer to the form posted without JavaScript; without it, only the script's sends
   * are answered (with JSON). */
  renderContactAnswer?: RenderContactAnswer;
  /** Without it, leads are stored and not emailed. */
  mail?: MailSettings | null;
  /** Webhooks and Slack; none by default. */
  webhooks?: WebhookSettings | null;
  /** How long a lead may wait for its email or a webhook before the staff overview warns. */
  warnAfterMs?: number;
  /** Requests per address per window. */
  rateLimit?: RateLimit;
  /** The first retry's delay; later ones double. */
  retryMs?: number;
  minFillMs?: number;
  /** How long a lead is kept (the privacy notice says the same); older ones are deleted at start and daily. */
  keepMonths?: number;
  /** The firm's time zone, for the email's times, the inbox's date filters and its CSV; by default content/site.yaml's. */
  timeZone?: () => string;
  now?: () => Date;
} & Partial<Pick<DeliveryOptions, "maxDelayMs" | "giveUpMs" | "pollMs">>;

export const DEFAULT_KEEP_MONTHS = 24;

/**
 * Before the leads store (decision 0017), `npm start` appended each request to DATA_DIR/outbox.jsonl; releases up to
 * 2026-11-28 imported it once and noted when. One still waiting is named at start, never read.
 */
const OLD_OUTBOX = "outbox.jsonl";
const OLD_OUTBOX_IMPORTED = "outbox_imported_at";

/** The moment `months` months before `now`: leads received before it are past their retention. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const shown = (value: string) => value.trim() || "(not given)";

async function leadServicePlugin(
  app: FastifyInstance,
  {
    dataDir,
    messageIdDomain,
    renderContactAnswer,
    mail = null,
    webhooks = null,
    warnAfterMs,
    rateLimit = DEFAULT_RATE_LIMIT,
    retryMs = 60_000,
    minFillMs = MIN_FILL_MS,
    keepMonths = DEFAULT_KEEP_MONTHS,
    timeZone,
    now = () => new Date(),
    ...deliveryTimes
  }: LeadServiceOptions,
) {
  const store = openLeadStore(dataDir, { messageIdDomain });
  if (existsSync(path.join(dataDir, OLD_OUTBOX)) && !store.fact(OLD_OUTBOX_IMPORTED)) {
    app.log.warn(
      `${path.join(dataDir, OLD_OUTBOX)} holds requests from before the leads store and is not imported: see docs/deploy.md, "Upgrading"`,
    );
  }

  const purge = () => {
    const deleted = store.removeReceivedBefore(retentionCutoff(now(), keepMonths));
    if (deleted > 0) app.log.info(`deleted ${deleted} leads received more than ${keepMonths} months ago`);
  };
  purge();
  const purger = setInterval(purge, 24 * 60 * 60_000);
  purger.unref();

  const delivery = mail
    ? createDelivery({
        store,
        log: app.log,
        retryMs,
        now,
        ...(timeZone ? { timeZone } : {}),
        ...mail,
        ...deliveryTimes,
      })
    : null;
  const destinations = webhooks?.destinations ?? [];
  const notify =
    webhooks && destinations.length > 0
      ? createWebhookDelivery({ store, log: app.log, retryMs, now, ...webhooks, ...deliveryTimes })
      : null;
  app.addHook("onReady", async () => {
    // Not awaited: the server listens while earlier leads are sent.
    void delivery?.start();
    void notify?.start();
  });
  app.addHook("onClose", async () => {
    clearInterval(purger);
    await Promise.all([delivery?.stop(), notify?.stop()]);
    store.close();
  });
  app.decorate(
    "leadInbox",
    createLeadInbox(store, {
      delivery,
      webhooks: notify,
      destinations,
      ...(warnAfterMs ? { warnAfterMs } : {}),
      ...(timeZone ? { timeZone } : {}),
      now,
    }),
  );

  const accept: AcceptLead = (fields, via, spamReason) => {
    const result = store.add({ fields, via, receivedAt: now(), spamReason });
    const { lead, duplicate } = result;
    if (duplicate) app.log.info(`a request identical to lead #${lead.id} came again within minutes: kept once`);
    else if (spamReason) app.log.info(`lead #${lead.id} kept as spam (${spamReason}), not emailed`);
    else {
      app.log.info(
        `lead #${lead.id}: discovery call from ${shown(fields.name)} <${shown(fields.email)}> at ${shown(fields.company)}`,
      );
      void delivery?.wake();
      void notify?.wake();
    }
    return result;
  };

  // The way in, in a scope of its own: its error handler and body parser apply to it alone.
  await app.register(async (scope) => {
    const signer = formTokenSigner(formTokenSecret(dataDir));
    await registerFormToken(scope, { signer, minFillMs, now });
    await scope.register(fastifyRateLimit, { global: false });
    await scope.register(contactSend, {
      ...(renderContactAnswer ? { render: renderContactAnswer } : {}),
      accept,
      token: {
        judge: (token) => {
          const at = now();
          const spend = (tokenHash: string, expiresAt: Date) => store.spendFormToken(tokenHash, expiresAt, at);
          const verdict = tokenVerdict(signer, token, { now: at, minFillMs, spend });
          return verdict.ok ? null : verdict.reason;
        },
        issue: () => ({ formToken: issueFormToken(signer, now()), readyInMs: minFillMs }),
      },
      rateLimit: scope.rateLimit({ max: rateLimit.max, timeWindow: rateLimit.timeWindowMs }),
    });
  });
}

export const leadService = fastifyPlugin(leadServicePlugin, { name: "lead-service", fastify: "5.x" });
