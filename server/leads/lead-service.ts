import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { createDelivery, type DeliveryOptions, type MailTransport } from "./delivery";
import {
  BAD_REQUEST_REASONS,
  BadRequest,
  BODY_LIMIT,
  MAX_JSON_DEPTH,
  jsonDepth,
  parseSendRequest,
  SEND_PATH,
  type SendAccount,
} from "./emailjs-request";
import { contactFormPost, type AcceptLead, type RenderContactAnswer } from "../contact-form-post";
import { formTokenSecret, issueFormToken, MIN_FILL_MS, registerFormToken, tokenVerdict } from "./form-token";
import { createLeadInbox } from "./inbox";
import { importOutbox } from "./outbox-import";
import { openLeadStore } from "./store";

/*
 * The lead service: the only place a discovery-call request is accepted (docs/product.md, "Leads"). Both ways in
 * come here: the form's script (EmailJS's request, SEND_PATH) and the form posted without JavaScript
 * (contact-form-post.ts). Each request is checked with the form's rules, judged for spam, stored on disk, and only
 * then answered; the delivery worker emails it to the firm in the background (delivery.ts).
 *
 * Not encapsulated (fastify-plugin), so that the store's operations for the staff's inbox (app.leadInbox, inbox.ts)
 * reach every plugin registered after it; its routes, error handler and body parsers stay in a scope of their own.
 */

export type RateLimit = { max: number; timeWindowMs: number };
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, timeWindowMs: 60_000 };

/** Email delivery: a transport to the firm's mail server, who gets each lead, and who it is from. */
export type MailSettings = { transport: MailTransport; to: string; from: string };

export type LeadServiceOptions = {
  /** Holds the store (leads.db) and the form token's secret; must exist and be writable. */
  dataDir: string;
  /** The ids and recipient the build put in the page: a send must name them. */
  account: SendAccount;
  /** The domain of each lead's Message-ID. */
  messageIdDomain: string;
  /** Renders the contact page's answer to the form's no-JavaScript POST: with it, that POST is taken too. */
  renderContactAnswer?: RenderContactAnswer;
  /** Without it, leads are stored and not emailed. */
  mail?: MailSettings | null;
  /** Requests per address per window, both ways in together. */
  rateLimit?: RateLimit;
  /** The first retry's delay; later ones double. */
  retryMs?: number;
  minFillMs?: number;
  /** How long a lead is kept (the privacy notice says the same); older ones are deleted at start and daily. */
  keepMonths?: number;
  now?: () => Date;
} & Partial<Pick<DeliveryOptions, "maxDelayMs" | "giveUpMs" | "pollMs">>;

export const DEFAULT_KEEP_MONTHS = 24;

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
    account,
    messageIdDomain,
    renderContactAnswer,
    mail = null,
    rateLimit = DEFAULT_RATE_LIMIT,
    retryMs = 60_000,
    minFillMs = MIN_FILL_MS,
    keepMonths = DEFAULT_KEEP_MONTHS,
    now = () => new Date(),
    ...deliveryTimes
  }: LeadServiceOptions,
) {
  const store = openLeadStore(dataDir, { messageIdDomain });
  const outbox = importOutbox(store, dataDir, now());
  if (outbox) {
    app.log.info(`imported ${outbox.imported} requests from the old outbox.jsonl into the leads store (file kept)`);
    for (const { line, reason } of outbox.skipped) app.log.warn(`outbox.jsonl line ${line} not imported: ${reason}`);
  }

  const purge = () => {
    const deleted = store.removeReceivedBefore(retentionCutoff(now(), keepMonths));
    if (deleted > 0) app.log.info(`deleted ${deleted} leads received more than ${keepMonths} months ago`);
  };
  purge();
  const purger = setInterval(purge, 24 * 60 * 60_000);
  purger.unref();

  const delivery = mail ? createDelivery({ store, log: app.log, retryMs, now, ...mail, ...deliveryTimes }) : null;
  app.addHook("onReady", async () => {
    // Not awaited: the server listens while earlier leads are sent.
    void delivery?.start();
  });
  app.addHook("onClose", async () => {
    clearInterval(purger);
    await delivery?.stop();
    store.close();
  });
  app.decorate("leadInbox", createLeadInbox(store, { delivery, now }));

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
    }
    return result;
  };

  // The ways in, in a scope of their own: their error handler and JSON parser apply to them alone.
  await app.register(async (scope) => {
    await registerFormToken(scope, { secret: formTokenSecret(dataDir), minFillMs, now });

    // One budget per address for both ways in, so neither doubles it.
    await scope.register(fastifyRateLimit, { global: false });
    const limit = scope.rateLimit({ max: rateLimit.max, timeWindow: rateLimit.timeWindowMs });

    if (renderContactAnswer) {
      // Its own scope: a form post answers with the page, never with this plugin's plain-text errors.
      await scope.register(contactFormPost, { render: renderContactAnswer, accept, rateLimit: limit });
    }

    // The SDK's JSON, refused before it is parsed when it nests deeper than a send ever does.
    const parseJson = scope.getDefaultJsonParser("error", "error");
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: BODY_LIMIT },
      (request, body, done) => {
        if (jsonDepth(String(body), MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
          done(
            new BadRequest(`The request body nests deeper than the ${MAX_JSON_DEPTH} levels a send needs`),
            undefined,
          );
          return;
        }
        parseJson(request, String(body), done);
      },
    );

    // Answers like EmailJS: 400 with a plain-text reason, 429 when rate-limited, 500 when nothing could be stored.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const text = (status: number, body: string) => reply.code(status).type("text/plain; charset=utf-8").send(body);
      if (error.statusCode === 429) return text(429, "Too many requests: please wait a minute before sending again");
      if (error instanceof BadRequest) return text(400, error.message);
      if (error.statusCode !== undefined && error.statusCode < 500) {
        return text(400, BAD_REQUEST_REASONS[error.code] ?? "The request body is not valid JSON");
      }
      request.log.error(error, "a lead could not be stored");
      return text(500, "The message could not be stored");
    });

    scope.post(SEND_PATH, { bodyLimit: BODY_LIMIT, onRequest: limit }, async (request, reply) => {
      const { submission, honeypotFilled } = parseSendRequest(request.headers["content-type"], request.body, account);
      const at = now();
      const spend = (tokenHash: string, expiresAt: Date) => store.spendFormToken(tokenHash, expiresAt, at);
      const verdict = tokenVerdict(request, { now: at, minFillMs, spend });
      accept(submission, "script", honeypotFilled ? "honeypot" : verdict.ok ? null : verdict.reason);
      // Each send spends its token: the next one from this browser waits the minimum again.
      if (verdict.ok) issueFormToken(request, reply, at);
      // The same answer whatever became of it: a bot learns nothing.
      return reply.code(200).type("text/plain; charset=utf-8").send("OK");
    });

    scope.route({
      method: ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"],
      url: SEND_PATH,
      handler: (_request, reply) =>
        reply.code(405).header("allow", "POST").type("text/plain; charset=utf-8").send("Method Not Allowed: use POST"),
    });
  });
}

export const leadService = fastifyPlugin(leadServicePlugin, { name: "lead-service", fastify: "5.x" });
