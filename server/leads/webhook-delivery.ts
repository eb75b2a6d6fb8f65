import type { Lead } from "~/staff/leads";
import type { DeliveryRow } from "./delivery-store";
import { GIVE_UP_AFTER_MS, MAX_RETRY_DELAY_MS, retryDelay, sendLoop, type DeliveryLog } from "./delivery";
import type { LeadStore } from "./store";
import { postWebhook, webhookRequest, type WebhookDestination } from "./webhooks";

/*
 * Sends each lead to every webhook and Slack address, one send at a time, in the background of `npm start`, kept as
 * the email is kept (delivery.ts): each lead and destination has its row (delivery-store.ts), recorded before the
 * send and marked after, so a lead reaches each destination once; a send whose outcome a stopped process never
 * recorded is sent again with the same webhook-id, which the receiver uses to drop the repeat. Same retries as the
 * email: backing off from `retryMs` up to `maxDelayMs`, failed after `giveUpMs`; a refusal is failed at once.
 */

export type WebhookDeliveryOptions = {
  store: LeadStore;
  destinations: readonly WebhookDestination[];
  log: DeliveryLog;
  /** The address of a lead's page in the staff area. */
  leadUrl: (id: number) => string;
  retryMs: number;
  maxDelayMs?: number;
  giveUpMs?: number;
  pollMs?: number;
  /** How long a receiver has to answer. */
  timeoutMs?: number;
  now?: () => Date;
};

export const WEBHOOK_TIMEOUT_MS = 10_000;

export function createWebhookDelivery({
  store,
  destinations,
  log,
  leadUrl,
  retryMs,
  maxDelayMs = MAX_RETRY_DELAY_MS,
  giveUpMs = GIVE_UP_AFTER_MS,
  pollMs,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  now = () => new Date(),
}: WebhookDeliveryOptions) {
  const keys = destinations.map((destination) => destination.key);
  const byKey = new Map(destinations.map((destination) => [destination.key, destination]));

  /** The request, or why it could not be made (the form's labels in content/ unreadable): retried like a failure. */
  function prepare(destination: WebhookDestination, lead: Lead) {
    try {
      return webhookRequest(destination, lead, { leadUrl: leadUrl(lead.id), now: now() });
    } catch (error) {
      const words = `the message could not be made: ${error instanceof Error ? error.message : String(error)}`;
      return { delivered: false as const, permanent: false, words };
    }
  }

  async function send(due: DeliveryRow) {
    const destination = byKey.get(due.destination);
    const lead = store.get(due.leadId);
    // Deleted meanwhile (its rows go with it), or a destination no longer set: nothing to send.
    if (!destination || !lead) return;
    const { name } = destination;
    store.beginDelivery(lead.id, destination.key, now());
    const attempts = due.attempts + 1;
    const request = prepare(destination, lead);
    const outcome = "words" in request ? request : await postWebhook(destination.url, request, timeoutMs);
    if (outcome.delivered) {
      store.markDelivered(lead.id, destination.key, { now: now(), response: outcome.response, name });
      log.info(`lead #${lead.id} sent to ${name}`);
      return;
    }
    const error = outcome.words;
    if (outcome.permanent) {
      store.markDeliveryFailed(lead.id, destination.key, { now: now(), error, name, why: "webhook-refused" });
      log.error(
        `lead #${lead.id} REFUSED by ${name}: ${error}. Not retried: fix what it says, then retry it on the lead's page or with npm run leads -- retry ${lead.id}.`,
      );
      return;
    }
    const firstAttempt = new Date(due.firstAttemptAt ?? now());
    if (now().getTime() - firstAttempt.getTime() >= giveUpMs) {
      store.markDeliveryFailed(lead.id, destination.key, { now: now(), error, name, why: "webhook-gave-up" });
      log.error(
        `lead #${lead.id} FAILED: not sent to ${name} after ${attempts} attempts since ${firstAttempt.toISOString()} (${error}). ` +
          `Retry it on the lead's page or with npm run leads -- retry ${lead.id} once the receiver works.`,
      );
      return;
    }
    const retryAt = new Date(now().getTime() + retryDelay(attempts, retryMs, maxDelayMs));
    store.markDeliveryRetry(lead.id, destination.key, { now: now(), error, retryAt, name });
    log.warn(
      `lead #${lead.id} not sent to ${name} yet (attempt ${attempts}: ${error}); next try ${retryAt.toISOString()}`,
    );
  }

  const loop = sendLoop({
    nextDue: (at) => {
      // Leads stored since the last look, and spam that was not, join the queue first.
      store.queueDeliveries(keys, at);
      return store.nextDelivery(keys, at);
    },
    nextRetryAt: () => store.nextDeliveryRetryAt(keys),
    send,
    log,
    ...(pollMs ? { pollMs } : {}),
    now,
  });

  return {
    /** Adds new destinations, resumes sends left unfinished by a stopped process, then sends whatever is due. */
    start(): Promise<void> {
      store.addDestinations(keys, now());
      for (const due of store.unfinishedDeliveries(keys)) {
        const name = byKey.get(due.destination)?.name ?? due.destination;
        log.warn(
          `lead #${due.leadId}: the server stopped during its send to ${name}; sending it again with the same webhook-id`,
        );
        store.resumeDelivery(due.leadId, due.destination, { now: now(), name });
      }
      return loop.start();
    },
    wake: loop.wake,
    /** Finishes the send in progress (so its outcome is recorded), then stops. */
    stop: loop.stop,
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
