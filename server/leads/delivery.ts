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

export type DeliveryOptions = Omit<NotificationOptions, "timeZone"> & {
  /** The firm's zone for the email's times, read at each send; by default from content/site.yaml. */
  timeZone?: () => string;
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

/** A send's failure as it is recorded: nodemailer's code, the server's reply code, the message. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as SendError;
  return [code, responseCode, error.message].filter(Boolean).join(" ");
}

/** nodemailer's and Node's error codes, most telling first, as the person who set SMTP_URL reads them. */
const MAIL_ERROR_WORDS: [RegExp, string][] = [
  [
    /\bECONNREFUSED\b/,
    "the mail server refused the connection: is it running, and are SMTP_URL's host and port right?",
  ],
  [/\bEAUTH\b/, "the mail server did not accept the user name and password in SMTP_URL"],
  [/\b(?:EDNS|ENOTFOUND)\b/, "the mail server's name in SMTP_URL was not found"],
  [/\bETIMEDOUT\b/, "the mail server did not answer in time"],
  [/\bETLS\b/, "a secure connection to the mail server could not be made"],
  [/\b(?:ECONNECTION|ESOCKET|ECONNRESET)\b/, "the connection to the mail server failed"],
];

/**
 * An email's failure (as describeError recorded it) in plain words, on one line: what a code means, with the mail
 * server's reply when it gave one; its own words are kept as they are.
 */
export function plainMailError(recorded: string): string {
  const line = recorded.split("\n")[0]?.trim() ?? "";
  const words = MAIL_ERROR_WORDS.find(([code]) => code.test(line))?.[1];
  if (!words) return line.length > 200 ? `${line.slice(0, 199)}…` : line;
  // describeError's "CODE 535 message": the message holds the server's reply.
  const reply = /^E[A-Z]+ [45]\d\d (.+)$/.exec(line)?.[1];
  return reply ? `${words} (the server said: ${reply.slice(0, 160)})` : words;
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

/**
 * The pace of a delivery (the email, the webhooks): sends whatever is due, one at a time, then sleeps until the next
 * retry falls due; looks again every `pollMs` for sends made due by someone else (npm run leads -- retry), and at
 * once when woken (a lead was stored, a staff member asked for a retry).
 */
export function sendLoop<T>({
  nextDue,
  nextRetryAt,
  send,
  log,
  pollMs = POLL_MS,
  now,
}: {
  nextDue: (now: Date) => T | undefined;
  nextRetryAt: () => Date | null;
  send: (due: T) => Promise<void>;
  log: DeliveryLog;
  pollMs?: number;
  now: () => Date;
}) {
  let timer: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** Sends everything due now, then sleeps until the next retry falls due. */
  async function drain() {
    do {
      again = false;
      for (let due = nextDue(now()); due !== undefined && !stopped; due = nextDue(now())) await send(due);
    } while (again && !stopped);
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    const next = nextRetryAt();
    if (!next || stopped) return;
    // setTimeout takes at most about 24.8 days; a retry is never that far away.
    timer = setTimeout(wake, Math.max(0, next.getTime() - now().getTime()));
    timer.unref();
  }

  /** Looks for sends due now; a wake during a pass runs one more. */
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
    start(): Promise<void> {
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
    },
  };
}

export function createDelivery({
  store,
  transport,
  log,
  to,
  from,
  timeZone,
  retryMs,
  maxDelayMs = MAX_RETRY_DELAY_MS,
  giveUpMs = GIVE_UP_AFTER_MS,
  pollMs = POLL_MS,
  now = () => new Date(),
}: DeliveryOptions) {
  async function send(lead: Lead) {
    store.beginAttempt(lead.id, now());
    const attempts = lead.attempts + 1;
    try {
      const info = await transport.sendMail(
        notificationFor(lead, { to, from, ...(timeZone ? { timeZone: timeZone() } : {}) }),
      );
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

  const loop = sendLoop({
    nextDue: (at) => store.nextDue(at),
    nextRetryAt: () => store.nextRetryAt(),
    send,
    log,
    pollMs,
    now,
  });

  return {
    /** Resumes sends left unfinished by a stopped process, then sends whatever is due. */
    start(): Promise<void> {
      for (const lead of store.unfinishedAttempts()) {
        log.warn(
          `lead #${lead.id}: the server stopped during its last send; sending it again with the same Message-ID`,
        );
        store.resumeUnfinished(lead.id, now());
      }
      return loop.start();
    },
    wake: loop.wake,
    /** Finishes the send in progress (so its outcome is recorded), then stops. */
    async stop() {
      await loop.stop();
      transport.close?.();
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
