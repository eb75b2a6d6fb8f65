import type { SendMailOptions } from "nodemailer";
import { notificationFor, type NotificationOptions } from "./notification";
import type { LeadStore } from "./store";
import type { Lead } from "~/staff/leads";

/*
 * Sends pending leads to the firm, one at a time, in the background of `npm start`.
 *
 * Exactly once: each send is recorded (attempt_started_at) before the message goes to the mail server, and a lead
 * is marked sent only once the server accepted it. A process stopped between the two leaves the outcome unknown;
 * on the next start such a lead is sent again with the same Message-ID, which mail systems use to drop a second
 * copy. A lead is never given up silently: a duplicate in that rare case is better than a lost one.
 *
 * A mail server that refuses the message itself for good (a 5xx reply to its sender, recipients or content) gets it
 * no differently on a retry: the lead is marked failed at once, with the server's words, for a person. Anything
 * else (a 4xx, a connection or a login that failed: the server, not the message) is retried, backing off
 * exponentially from `retryMs` up to `maxDelayMs`; after `giveUpMs` of failures since the first attempt the lead is
 * marked failed and logged at error level, for a person (the inbox, npm run leads).
 */

/** The part of a nodemailer transport this uses: resolves once the server accepted the message. */
export type MailTransport = {
  sendMail(message: SendMailOptions): Promise<{ response: string; rejected?: unknown[] }>;
  close?(): void;
  /** Connects and logs in without sending: tells early whether the settings work. */
  verify?(): Promise<unknown>;
};

export type DeliveryLog = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export type DeliveryOptions = NotificationOptions & {
  store: LeadStore;
  transport: MailTransport;
  log: DeliveryLog;
  retryMs: number;
  maxDelayMs?: number;
  giveUpMs?: number;
  /** How often to look for leads made due by someone else (npm run leads -- retry). */
  pollMs?: number;
  now?: () => Date;
};

export const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const POLL_MS = 15_000;

/** The wait after the n-th failed attempt (n ≥ 1): retryMs, 2×, 4× ... never more than maxDelayMs. */
export function retryDelay(attempts: number, retryMs: number, maxDelayMs = MAX_RETRY_DELAY_MS): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), maxDelayMs);
}

type SendError = Error & { code?: string; responseCode?: number; response?: string; permanent?: boolean };

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as SendError;
  return [code, responseCode, error.message].filter(Boolean).join(" ");
}

/**
 * The mail server's own words when it refused this message for good: nodemailer's `permanent` (5xx but 503) on a
 * refusal of the envelope or the content. A 5xx to the login or the connection is the server's setup, fixed once for
 * every lead, so those are retried.
 */
function refusal(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const { code, permanent, response, responseCode } = error as SendError;
  if (permanent !== true || (code !== "EENVELOPE" && code !== "EMESSAGE")) return null;
  return response?.trim() || `${responseCode ?? ""} ${error.message}`.trim();
}

export function createDelivery({
  store,
  transport,
  log,
  to,
  from,
  retryMs,
  maxDelayMs = MAX_RETRY_DELAY_MS,
  giveUpMs = GIVE_UP_AFTER_MS,
  pollMs = POLL_MS,
  now = () => new Date(),
}: DeliveryOptions) {
  let timer: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function send(lead: Lead) {
    store.beginAttempt(lead.id, now());
    const attempts = lead.attempts + 1;
    try {
      const info = await transport.sendMail(notificationFor(lead, { to, from }));
      store.markSent(lead.id, now(), info.response);
      if (info.rejected?.length) log.warn(`lead #${lead.id}: the mail server refused ${info.rejected.join(", ")}`);
      log.info(`lead #${lead.id} emailed to ${to}`);
    } catch (error) {
      const refused = refusal(error);
      if (refused) {
        store.markRefused(lead.id, refused, now());
        log.error(
          `lead #${lead.id} REFUSED by the mail server: ${refused}. Not retried: it is kept, and shown in the inbox; ` +
            `fix what the server says (LEADS_TO?), then retry it there or with npm run leads -- retry ${lead.id}.`,
        );
        return;
      }
      const reason = describeError(error);
      const firstAttempt = new Date(lead.firstAttemptAt ?? now());
      if (now().getTime() - firstAttempt.getTime() >= giveUpMs) {
        store.markFailed(lead.id, reason, now());
        log.error(
          `lead #${lead.id} FAILED: not emailed after ${attempts} attempts since ${firstAttempt.toISOString()} (${reason}). ` +
            `It is kept: npm run leads -- show ${lead.id}, then retry ${lead.id} once mail works.`,
        );
        return;
      }
      const retryAt = new Date(now().getTime() + retryDelay(attempts, retryMs, maxDelayMs));
      store.markRetry(lead.id, reason, retryAt, now());
      log.warn(`lead #${lead.id} not emailed yet (attempt ${attempts}: ${reason}); next try ${retryAt.toISOString()}`);
    }
  }

  /** Sends every lead due now, then sleeps until the next retry falls due. */
  async function drain() {
    do {
      again = false;
      for (let lead = store.nextDue(now()); lead && !stopped; lead = store.nextDue(now())) await send(lead);
    } while (again && !stopped);
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    const next = store.nextRetryAt();
    if (!next || stopped) return;
    // setTimeout takes at most about 24.8 days; a retry is never that far away.
    timer = setTimeout(wake, Math.max(0, next.getTime() - now().getTime()));
    timer.unref();
  }

  /** Looks for due leads now (a lead was stored, or a retry fell due); a wake during a pass runs one more. */
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log.error(`lead delivery stopped unexpectedly: ${describeError(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Resumes sends left unfinished by a stopped process, then sends whatever is due. */
    start(): Promise<void> {
      for (const lead of store.unfinishedAttempts()) {
        log.warn(
          `lead #${lead.id}: the server stopped during its last send; sending it again with the same Message-ID`,
        );
        store.resumeUnfinished(lead.id, now());
      }
      poller = setInterval(() => void wake(), pollMs);
      poller.unref();
      return wake();
    },
    wake,
    /** Finishes the send in progress (so its outcome is recorded), then stops. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(poller);
      await running;
      transport.close?.();
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
