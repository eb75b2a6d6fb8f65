import { createHash } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { site } from "~/content/site";
import type { Lead } from "~/staff/leads";
import { leadRows } from "./notification";

/*
 * Where each lead goes besides the email, and what is sent there (docs/contact-form.md, "Notifications"):
 *
 * - a webhook (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET): the lead as JSON, signed per the Standard Webhooks
 *   specification with npm standardwebhooks (headers webhook-id, webhook-timestamp, webhook-signature). The
 *   webhook-id is the same for every send of a lead to one address, so a receiver that has it already drops a
 *   repeat; the timestamp is each send's own, so a receiver can refuse an old one replayed.
 * - Slack (LEADS_SLACK_WEBHOOK_URL): an incoming webhook's message. Slack signs nothing; its address is its secret,
 *   so it is never logged or shown.
 *
 * Each answer is judged once here: 2xx delivered; 408, 429, 5xx, no answer in time or no connection are the
 * receiver's trouble of the moment and retried; any other answer (a 4xx, a redirect) would be the same on every try,
 * so it is a refusal, kept with the receiver's words for a person.
 */

export type WebhookDestination = {
  /** Names the destination in the store without its address: the kind and a hash of the address. */
  key: string;
  kind: "webhook" | "slack";
  url: string;
  /** A Standard Webhooks secret (whsec_…); none for Slack. */
  secret: string | null;
  /** As staff read it: "webhook (crm.example.org)", "Slack (hooks.slack.com)". */
  name: string;
};

/** The destinations, each kind numbered in its variable's order when it has several. */
export function webhookDestinations({
  webhooks,
  slack,
}: {
  webhooks: readonly { url: string; secret: string }[];
  slack: readonly string[];
}): WebhookDestination[] {
  const destination = (
    kind: WebhookDestination["kind"],
    url: string,
    secret: string | null,
    index: number,
    of: number,
  ) => {
    const label = kind === "slack" ? "Slack" : "webhook";
    return {
      key: `${kind}:${createHash("sha256").update(url).digest("hex").slice(0, 16)}`,
      kind,
      url,
      secret,
      name: `${of > 1 ? `${label} ${index + 1}` : label} (${new URL(url).host})`,
    };
  };
  return [
    ...webhooks.map(({ url, secret }, index) => destination("webhook", url, secret, index, webhooks.length)),
    ...slack.map((url, index) => destination("slack", url, null, index, slack.length)),
  ];
}

/** The Standard Webhooks message id of a lead for one destination: the same on every send, unique to the pair. */
export function webhookId(lead: Pick<Lead, "messageId">, destination: Pick<WebhookDestination, "key">): string {
  return `msg_${createHash("sha256").update(`${lead.messageId}\n${destination.key}`).digest("hex").slice(0, 32)}`;
}

/** The webhook's JSON, in the specification's envelope (type, timestamp, data). */
export function leadPayload(lead: Lead, leadUrl: string): string {
  return JSON.stringify({
    type: "lead.received",
    timestamp: lead.receivedAt,
    data: {
      id: lead.id,
      receivedAt: lead.receivedAt,
      via: lead.via,
      url: leadUrl,
      // As the form posts them, for a program; and as the firm reads them, each under its label on the form.
      fields: lead.fields,
      shown: leadRows(lead.fields).map(({ field, label, value }) => ({ field, label, value })),
    },
  });
}

/** Slack reads &, < and > as its own markup (links, mentions): what a visitor typed is escaped. */
export function slackEscape(value: string): string {
  return value.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char] ?? char);
}

/** The Slack message: who, from where, what they are interested in, and a link to the lead in the staff area. */
export function slackMessage(lead: Lead, leadUrl: string): string {
  const rows = leadRows(lead.fields);
  const row = (field: string) => rows.find((candidate) => candidate.field === field);
  const line = (field: string) => {
    const found = row(field);
    return found?.value ? `${slackEscape(found.label)}: ${slackEscape(found.value)}` : null;
  };
  const who = [lead.fields.name || "(no name)", lead.fields.company].filter(Boolean).map(slackEscape).join(", ");
  const text = [
    `*New discovery-call request* from ${who}`,
    line("serviceInterest"),
    line("timeline"),
    `<${slackEscape(leadUrl)}|Open lead #${lead.id} in the staff area>`,
  ]
    .filter(Boolean)
    .join("\n");
  // The link needs a sign-in: Slack fetching it for a preview would only find the sign-in page.
  return JSON.stringify({ text, unfurl_links: false, unfurl_media: false });
}

/** The request to send: its body and headers, signed for a webhook. */
export function webhookRequest(
  destination: WebhookDestination,
  lead: Lead,
  { leadUrl, now }: { leadUrl: string; now: Date },
): { body: string; headers: Record<string, string> } {
  const headers = { "content-type": "application/json", "user-agent": `${site.name} website` };
  if (destination.kind === "slack") return { body: slackMessage(lead, leadUrl), headers };
  const body = leadPayload(lead, leadUrl);
  const id = webhookId(lead, destination);
  return {
    body,
    headers: {
      ...headers,
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(destination.secret ?? "").sign(id, now, body),
    },
  };
}

export type SendOutcome =
  { delivered: true; response: string } | { delivered: false; permanent: boolean; words: string };

/** What the receiver said, on one short line: enough for a person, never a page of HTML. */
function gist(body: string): string {
  const line = body
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** Why no answer came, in plain words. */
export function noAnswer(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `no answer within ${timeoutMs / 1000} seconds`;
  }
  const cause = error instanceof Error ? (error.cause as (Error & { code?: string }) | undefined) : undefined;
  const code = cause?.code ?? "";
  const words: Record<string, string> = {
    ECONNREFUSED: "the connection was refused: is the receiver running, and is its address right?",
    ENOTFOUND: "its host name was not found",
    EAI_AGAIN: "its host name could not be looked up just now",
    ECONNRESET: "the connection was cut",
    EHOSTUNREACH: "its host cannot be reached",
    ENETUNREACH: "its network cannot be reached",
    UND_ERR_SOCKET: "the connection was cut",
  };
  const why = words[code] ?? (/CERT|SSL|TLS/.test(code) ? "its certificate was not accepted" : cause?.message);
  return `no answer: ${why ?? (error instanceof Error ? error.message : String(error))}${code ? ` (${code})` : ""}`;
}

/** Posts one send and judges the answer. Never throws. */
export async function postWebhook(
  url: string,
  { body, headers }: { body: string; headers: Record<string, string> },
  timeoutMs: number,
): Promise<SendOutcome> {
  try {
    // A redirect is not followed: fetch would turn the POST into a GET elsewhere.
    const response = await fetch(url, {
      method: "POST",
      body,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const said = gist(await response.text());
    const status = `${response.status} ${response.statusText}`.trim();
    if (response.ok) return { delivered: true, response: said ? `${status}: ${said}` : status };
    const answered = `the receiver answered ${status}${said ? ` (${said})` : ""}`;
    if (response.status === 408 || response.status === 429 || response.status >= 500) {
      return { delivered: false, permanent: false, words: answered };
    }
    if (response.status >= 300 && response.status < 400) {
      return { delivered: false, permanent: true, words: `${answered}: it has moved; set its new address` };
    }
    return { delivered: false, permanent: true, words: answered };
  } catch (error) {
    return { delivered: false, permanent: false, words: noAnswer(error, timeoutMs) };
  }
}
