// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactSubmission } from "~/contact/contact-fields";
import type { Lead } from "~/staff/leads";
import { runLeadsCommand } from "./cli";
import { plainMailError, type DeliveryLog } from "./delivery";
import { createLeadInbox, deliveryHealth } from "./inbox";
import { openLeadStore, type LeadStore } from "./store";
import { createWebhookDelivery } from "./webhook-delivery";
import { slackMessage, webhookDestinations, webhookRequest, type WebhookDestination } from "./webhooks";
import { startWebhookReceiver, type TestWebhookReceiver } from "../../tests/support/webhook-receiver";

/*
 * Webhooks against real receivers on loopback (tests/support/webhook-receiver.ts), which verify every signature with
 * npm standardwebhooks and keep each message once by webhook-id.
 */

const fields: ContactSubmission = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  title: "Director of Strategy",
  serviceInterest: "immersive-experiences",
  timeline: "immediate",
  challenge: "Our partners disagree on what the programme is for.",
  message: "",
};

const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
const leadUrl = (id: number) => `https://www.northbridge.example/staff/leads/${id}`;

let dir: string;
let store: LeadStore;
let secret: string;
let receiver: TestWebhookReceiver;
let logged: { level: keyof DeliveryLog; message: string }[];
const log: DeliveryLog = {
  info: (message) => logged.push({ level: "info", message }),
  warn: (message) => logged.push({ level: "warn", message }),
  error: (message) => logged.push({ level: "error", message }),
};
const cleanups: (() => Promise<void>)[] = [];

function destinationsFor(urls: { webhooks?: { url: string; secret: string }[]; slack?: string[] }) {
  return webhookDestinations({ webhooks: urls.webhooks ?? [], slack: urls.slack ?? [] });
}

function deliver(
  destinations: WebhookDestination[],
  options: { retryMs?: number; giveUpMs?: number; timeoutMs?: number; now?: () => Date } = {},
) {
  const delivery = createWebhookDelivery({
    store,
    destinations,
    log,
    leadUrl,
    retryMs: options.retryMs ?? 100,
    ...options,
  });
  cleanups.push(() => delivery.stop());
  return delivery;
}

const add = (changes: Partial<ContactSubmission> = {}, options: { receivedAt?: Date; spamReason?: string } = {}) =>
  store.add({
    fields: { ...fields, ...changes },
    via: "script",
    receivedAt: options.receivedAt ?? new Date(),
    ...(options.spamReason ? { spamReason: options.spamReason } : {}),
  }).lead;

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deliveryOf = (leadId: number) => store.deliveriesOf(leadId)[0];
const kinds = (leadId: number) => store.history(leadId)?.events.map((event) => event.kind) ?? [];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "webhooks-"));
  store = openLeadStore(dir, { messageIdDomain: "northbridge.example" });
  secret = newSecret();
  receiver = await startWebhookReceiver({ secret });
  logged = [];
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await receiver.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the signed webhook", () => {
  it("carries the lead as JSON that standardwebhooks' verify accepts with the secret, and no other", async () => {
    const [destination] = destinationsFor({ webhooks: [{ url: receiver.url, secret }] });
    if (!destination) throw new Error("no destination");
    const lead = add();
    const now = new Date();
    const { body, headers } = webhookRequest(destination, lead, { leadUrl: leadUrl(lead.id), now });

    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const payload = new Webhook(secret).verify(body, {
      "webhook-id": headers["webhook-id"] ?? "",
      "webhook-timestamp": headers["webhook-timestamp"] ?? "",
      "webhook-signature": headers["webhook-signature"] ?? "",
    });
    expect(payload).toMatchObject({
      type: "lead.received",
      timestamp: lead.receivedAt,
      data: { id: lead.id, receivedAt: lead.receivedAt, via: "script", url: leadUrl(lead.id), fields },
    });
    expect((payload as { data: { shown: unknown[] } }).data.shown).toContainEqual({
      field: "serviceInterest",
      label: expect.any(String) as unknown,
      value: "Immersive Experiences",
    });

    const wrong = new Webhook(newSecret());
    const signed = {
      "webhook-id": headers["webhook-id"] ?? "",
      "webhook-timestamp": headers["webhook-timestamp"] ?? "",
      "webhook-signature": headers["webhook-signature"] ?? "",
    };
    expect(() => wrong.verify(body, signed)).toThrow(/No matching signature/);
    expect(() => new Webhook(secret).verify(body.replace("Ada", "Eve"), signed)).toThrow(/No matching signature/);
  });

  it("keeps one webhook-id per lead and address across sends, each send timed and signed anew", () => {
    const [first, second] = destinationsFor({
      webhooks: [
        { url: receiver.url, secret },
        { url: `${receiver.url}/other`, secret },
      ],
    });
    if (!first || !second) throw new Error("no destinations");
    const lead = add();
    const other = add({ name: "Grace Hopper" });
    const at = (iso: string) => webhookRequest(first, lead, { leadUrl: leadUrl(lead.id), now: new Date(iso) }).headers;
    const [early, late] = [at("2026-11-26T10:00:00Z"), at("2026-11-26T10:05:00Z")];
    expect(early["webhook-id"]).toBe(late["webhook-id"]);
    expect(early["webhook-timestamp"]).not.toBe(late["webhook-timestamp"]);
    expect(early["webhook-signature"]).not.toBe(late["webhook-signature"]);
    const idOf = (destination: WebhookDestination, of: Lead) =>
      webhookRequest(destination, of, { leadUrl: leadUrl(of.id), now: new Date() }).headers["webhook-id"];
    expect(new Set([idOf(first, lead), idOf(second, lead), idOf(first, other)]).size).toBe(3);
  });

  it("names each address without its path, numbered when there are several", () => {
    const names = destinationsFor({
      webhooks: [
        { url: "https://crm.example.org/hooks/abc", secret },
        { url: "https://zap.example.net/catch/123", secret },
      ],
      slack: ["https://hooks.slack.com/services/T000/B000/XXXXSECRET"],
    }).map((destination) => destination.name);
    expect(names).toEqual(["webhook 1 (crm.example.org)", "webhook 2 (zap.example.net)", "Slack (hooks.slack.com)"]);
  });
});

describe("the Slack message", () => {
  it("names who and what they are interested in, links to the lead, and escapes what the visitor typed", () => {
    const lead = add({ name: "Ada <@channel> & Co", company: "<https://evil.example|Click here>" });
    const { text, unfurl_links } = JSON.parse(slackMessage(lead, leadUrl(lead.id))) as {
      text: string;
      unfurl_links: boolean;
    };
    expect(text).toContain("Ada &lt;@channel&gt; &amp; Co, &lt;https://evil.example|Click here&gt;");
    expect(text).not.toContain("<@channel>");
    expect(text).not.toContain("<https://evil.example");
    expect(text).toContain("Immersive Experiences");
    expect(text).toContain(`<${leadUrl(lead.id)}|Open lead #${lead.id} in the staff area>`);
    expect(unfurl_links).toBe(false);
  });

  it("is posted to the Slack address, unsigned", async () => {
    const slack = await startWebhookReceiver();
    cleanups.push(() => slack.close());
    const delivery = deliver(destinationsFor({ slack: [slack.url] }));
    await delivery.start();
    const lead = add();
    await delivery.wake();
    await until(() => deliveryOf(lead.id)?.status === "sent");
    expect(slack.requests).toHaveLength(1);
    expect(slack.requests[0]?.headers["webhook-signature"]).toBeUndefined();
    expect(JSON.parse(slack.requests[0]?.body ?? "{}")).toMatchObject({
      text: expect.stringContaining("Ada") as unknown,
    });
    expect(store.history(lead.id)?.events.at(-1)).toMatchObject({
      kind: "webhook-sent",
      detail: expect.stringMatching(/^Slack \(127\.0\.0\.1:\d+\): 200 OK/) as unknown,
    });
  });
});

describe("delivery", () => {
  it("sends each lead once, verified, while the receiver is down then back, and records every attempt", async () => {
    await receiver.down();
    const destinations = destinationsFor({ webhooks: [{ url: receiver.url, secret }] });
    const delivery = deliver(destinations);
    await delivery.start();
    const first = add({ name: "First Lead" });
    const second = add({ name: "Second Lead" });
    void delivery.wake();
    await until(() => (deliveryOf(first.id)?.attempts ?? 0) >= 2 && (deliveryOf(second.id)?.attempts ?? 0) >= 2);
    expect(deliveryOf(first.id)).toMatchObject({ status: "pending" });
    expect(deliveryOf(first.id)?.lastError).toMatch(/^no answer: the connection was refused.*\(ECONNREFUSED\)$/);
    expect(kinds(first.id)).toContain("webhook-failed");

    await receiver.up();
    await until(() => [first, second].every((lead) => deliveryOf(lead.id)?.status === "sent"), 15_000);
    // Longer than every retry that was scheduled: nothing else arrives.
    await pause(800);
    expect(receiver.requests.every((request) => request.verified)).toBe(true);
    expect(receiver.requests).toHaveLength(2);
    const names = [...receiver.messages.values()].map(
      (message) => (JSON.parse(message.body) as { data: { fields: ContactSubmission } }).data.fields.name,
    );
    expect(names.sort()).toEqual(["First Lead", "Second Lead"]);
    expect(kinds(first.id).filter((kind) => kind === "webhook-sent")).toHaveLength(1);
    expect(logged.some((line) => line.level === "warn" && line.message.includes("not sent to webhook"))).toBe(true);
  });

  it("retries a receiver's 503, 429 and 408, then sends once it answers 200", async () => {
    const delivery = deliver(destinationsFor({ webhooks: [{ url: receiver.url, secret }] }));
    await delivery.start();
    const lead = add();
    for (const status of [503, 429, 408]) {
      receiver.setMode(status);
      const before = deliveryOf(lead.id)?.attempts ?? 0;
      void delivery.wake();
      await until(() => (deliveryOf(lead.id)?.attempts ?? 0) > before);
      await until(() => deliveryOf(lead.id)?.attemptStartedAt === null);
      expect(deliveryOf(lead.id)).toMatchObject({ status: "pending" });
      expect(deliveryOf(lead.id)?.lastError).toContain(`the receiver answered ${status}`);
    }
    receiver.setMode("ok");
    await until(() => deliveryOf(lead.id)?.status === "sent");
    expect(receiver.messages.size).toBe(1);
  });

  it("marks a delivery failed at once when the receiver refuses it (410), keeping its answer, and never tries again", async () => {
    receiver.setMode(410);
    const delivery = deliver(destinationsFor({ webhooks: [{ url: receiver.url, secret }] }));
    await delivery.start();
    const lead = add();
    await delivery.wake();
    expect(deliveryOf(lead.id)).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    expect(deliveryOf(lead.id)?.lastError).toBe("the receiver answered 410 Gone (answered 410)");
    expect(store.history(lead.id)?.events.at(-1)).toMatchObject({
      kind: "webhook-refused",
      detail: expect.stringMatching(/^webhook \(127\.0\.0\.1:\d+\): the receiver answered 410 Gone/) as unknown,
    });
    expect(logged.filter((line) => line.level === "error").map((line) => line.message)).toEqual([
      expect.stringMatching(new RegExp(`^lead #${lead.id} REFUSED by webhook`)) as unknown,
    ]);
    await pause(500);
    expect(receiver.requests).toHaveLength(1);

    // Put right, and retried by a staff member: sent.
    receiver.setMode("ok");
    expect(store.retryDeliveries(lead.id, { now: new Date(), who: "morgan@northbridge.example" })).toBe(true);
    await delivery.wake();
    expect(deliveryOf(lead.id)?.status).toBe("sent");
    expect(receiver.messages.size).toBe(1);
  });

  it("gives a receiver that never answers up to the timeout, then retries", async () => {
    receiver.setMode("hang");
    const delivery = deliver(destinationsFor({ webhooks: [{ url: receiver.url, secret }] }), { timeoutMs: 300 });
    await delivery.start();
    const lead = add();
    await delivery.wake();
    expect(deliveryOf(lead.id)).toMatchObject({ status: "pending", lastError: "no answer within 0.3 seconds" });
  });

  it("gives up after the give-up time of failures, and says so in the history", async () => {
    await receiver.down();
    const delivery = deliver(destinationsFor({ webhooks: [{ url: receiver.url, secret }] }), {
      retryMs: 50,
      giveUpMs: 400,
    });
    await delivery.start();
    const lead = add();
    void delivery.wake();
    await until(() => deliveryOf(lead.id)?.status === "failed");
    expect(kinds(lead.id).at(-1)).toBe("webhook-gave-up");
    expect(logged.some((line) => line.level === "error" && line.message.includes("FAILED: not sent to webhook"))).toBe(
      true,
    );
  });

  it("sends a send the server never recorded the outcome of again with the same webhook-id, which the receiver drops", async () => {
    const destinations = destinationsFor({ webhooks: [{ url: receiver.url, secret }] });
    const [destination] = destinations;
    if (!destination) throw new Error("no destination");
    store.addDestinations([destination.key], new Date(Date.now() - 1000));
    const lead = add();
    store.queueDeliveries([destination.key], new Date());
    // A process that posted the lead, the receiver took it, and the process stopped before recording the answer.
    store.beginDelivery(lead.id, destination.key, new Date());
    const request = webhookRequest(destination, lead, { leadUrl: leadUrl(lead.id), now: new Date() });
    await fetch(receiver.url, { method: "POST", ...request });
    expect(receiver.messages.size).toBe(1);

    await deliver(destinations).start();
    await until(() => deliveryOf(lead.id)?.status === "sent");
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests.map((received) => received.headers["webhook-id"])).toEqual([
      request.headers["webhook-id"],
      request.headers["webhook-id"],
    ]);
    expect(receiver.messages.size).toBe(1);
    expect(kinds(lead.id)).toContain("webhook-interrupted");
    expect(deliveryOf(lead.id)?.attempts).toBe(2);
  });

  it("sends no spam, a lead marked not spam once, and to a new address only the leads from then on", async () => {
    const destinations = destinationsFor({ webhooks: [{ url: receiver.url, secret }] });
    const delivery = deliver(destinations);
    const before = add({ name: "Before The Webhook" }, { receivedAt: new Date(Date.now() - 60_000) });
    await delivery.start();
    const spam = add({ name: "A Bot" }, { spamReason: "hidden field filled" });
    const genuine = add({ name: "Genuine Visitor" });
    await delivery.wake();
    await until(() => deliveryOf(genuine.id)?.status === "sent");
    expect(deliveryOf(spam.id)).toBeUndefined();
    expect(deliveryOf(before.id)).toBeUndefined();

    expect(store.markNotSpam(spam.id, { now: new Date(), who: "morgan@northbridge.example" })).toBe(true);
    await delivery.wake();
    await until(() => deliveryOf(spam.id)?.status === "sent");
    const names = [...receiver.messages.values()].map(
      (message) => (JSON.parse(message.body) as { data: { fields: ContactSubmission } }).data.fields.name,
    );
    expect(names).toEqual(["Genuine Visitor", "A Bot"]);
  });

  it("keeps each address on its own: one down does not hold up another", async () => {
    const other = await startWebhookReceiver({ secret });
    cleanups.push(() => other.close());
    await receiver.down();
    const destinations = destinationsFor({
      webhooks: [
        { url: receiver.url, secret },
        { url: other.url, secret },
      ],
    });
    const delivery = deliver(destinations);
    await delivery.start();
    const lead = add();
    void delivery.wake();
    await other.waitForMessages(1);
    const [down, up] = destinations.map((destination) => destination.key);
    const statusAt = (key: string | undefined) => store.deliveriesOf(lead.id).find((row) => row.destination === key);
    await until(() => (statusAt(down)?.attempts ?? 0) >= 2);
    expect([statusAt(down)?.status, statusAt(up)?.status]).toEqual(["pending", "sent"]);
    await receiver.up();
    await until(() => store.deliveriesOf(lead.id).every((row) => row.status === "sent"));
    expect([receiver.messages.size, other.messages.size]).toEqual([1, 1]);
  });
});

describe("the overview's warning", () => {
  it("counts leads late for a webhook or the email after the warning time, or failed, and none once they arrive", async () => {
    let clock = new Date("2026-11-26T10:00:00.000Z");
    await receiver.down();
    const destinations = destinationsFor({ webhooks: [{ url: receiver.url, secret }] });
    const delivery = deliver(destinations, { retryMs: 60_000, now: () => clock });
    const health = () =>
      deliveryHealth(store, { emails: true, destinations, warnAfterMs: 10 * 60_000, now: clock }).trouble;
    const lead = add({}, { receivedAt: clock });
    await delivery.start();
    expect(deliveryOf(lead.id)?.status).toBe("pending");
    // Waiting, not yet late: no warning.
    clock = new Date("2026-11-26T10:09:00.000Z");
    expect(health()).toBeNull();

    clock = new Date("2026-11-26T10:11:00.000Z");
    expect(health()).toEqual({
      leads: 1,
      since: "2026-11-26T10:00:00.000Z",
      // Its email has never been tried here (no mail worker runs): it is late too.
      where: [
        { name: "email", leads: 1 },
        { name: destinations[0]?.name, leads: 1 },
      ],
      lastError: {
        at: "2026-11-26T10:00:00.000Z",
        words: expect.stringMatching(/^webhook \(127\.0\.0\.1:\d+\): no answer: the connection was refused/) as unknown,
      },
    });
    // Without a mail server, only the webhook counts.
    expect(
      deliveryHealth(store, { emails: false, destinations, warnAfterMs: 10 * 60_000, now: clock }).trouble?.where,
    ).toEqual([{ name: destinations[0]?.name, leads: 1 }]);

    await receiver.up();
    store.beginAttempt(lead.id, clock);
    store.markSent(lead.id, clock, "250 OK");
    store.retryDeliveries(lead.id, { now: clock, who: null });
    await delivery.wake();
    expect(deliveryOf(lead.id)?.status).toBe("sent");
    expect(health()).toBeNull();
  });

  it("counts a failed email at once, in plain words, and no longer once the lead is marked handled", () => {
    const clock = new Date("2026-11-26T10:00:00.000Z");
    const lead = add({}, { receivedAt: clock });
    store.beginAttempt(lead.id, clock);
    store.markRetry(lead.id, "ESOCKET connect ECONNREFUSED 127.0.0.1:2525", new Date(clock.getTime() + 60_000), clock);
    store.beginAttempt(lead.id, clock);
    store.markFailed(lead.id, "EAUTH 535 Invalid login: 535 5.7.8 Authentication failed", clock);
    const trouble = () =>
      deliveryHealth(store, { emails: true, destinations: [], warnAfterMs: 10 * 60_000, now: clock }).trouble;
    expect(trouble()).toMatchObject({
      leads: 1,
      where: [{ name: "email", leads: 1 }],
      lastError: {
        words:
          "email: the mail server did not accept the user name and password in SMTP_URL (the server said: Invalid login: 535 5.7.8 Authentication failed)",
      },
    });
    store.setHandled(lead.id, true, { now: clock, who: "morgan@northbridge.example" });
    expect(trouble()).toBeNull();
  });
});

describe("a lead's deliveries", () => {
  it("are retried from the staff's inbox and listed on its page in the order the addresses are set", async () => {
    const other = await startWebhookReceiver({ secret });
    cleanups.push(() => other.close());
    receiver.setMode(404);
    other.setMode(500);
    const destinations = destinationsFor({
      webhooks: [
        { url: receiver.url, secret },
        { url: other.url, secret },
      ],
    });
    const delivery = deliver(destinations, { retryMs: 60_000 });
    await delivery.start();
    const inbox = createLeadInbox(store, { delivery: null, webhooks: delivery, destinations, now: () => new Date() });
    const lead = add();
    await delivery.wake();
    expect(inbox.get(lead.id)?.deliveries).toEqual([
      expect.objectContaining({ name: destinations[0]?.name, status: "failed", attempts: 1 }),
      expect.objectContaining({ name: destinations[1]?.name, status: "pending", attempts: 1 }),
    ]);

    receiver.setMode("ok");
    other.setMode("ok");
    inbox.retry(lead.id, "morgan@northbridge.example");
    await until(() => inbox.get(lead.id)?.deliveries.every((row) => row.status === "sent") === true);
    expect(store.history(lead.id)?.events).toContainEqual(
      expect.objectContaining({ kind: "webhook-retry-requested", who: "morgan@northbridge.example" }),
    );
    expect([receiver.messages.size, other.messages.size]).toEqual([1, 1]);
  });

  it("are retried by npm run leads -- retry, even for a lead already emailed", async () => {
    receiver.setMode(404);
    const destinations = destinationsFor({ webhooks: [{ url: receiver.url, secret }] });
    const delivery = deliver(destinations);
    await delivery.start();
    const lead = add();
    await delivery.wake();
    store.beginAttempt(lead.id, new Date());
    store.markSent(lead.id, new Date(), "250 OK");
    expect(deliveryOf(lead.id)?.status).toBe("failed");

    let out = "";
    const code = runLeadsCommand(["retry", String(lead.id)], {
      env: { DATA_DIR: dir },
      out: (text) => (out += text),
      err: (text) => (out += text),
    });
    expect({ code, out }).toEqual({
      code: 0,
      out: `Lead #${lead.id} was emailed already; its webhooks are queued: the running server sends them within 15 seconds.\n`,
    });
    receiver.setMode("ok");
    await delivery.wake();
    expect(deliveryOf(lead.id)?.status).toBe("sent");
  });

  it("go with the lead when it is deleted", async () => {
    receiver.setMode(404);
    const delivery = deliver(destinationsFor({ webhooks: [{ url: receiver.url, secret }] }));
    await delivery.start();
    const lead = add();
    await delivery.wake();
    expect(store.deliveriesOf(lead.id)).toHaveLength(1);
    expect(store.remove(lead.id)).toBe(true);
    expect(store.deliveriesOf(lead.id)).toEqual([]);
  });
});

describe("an email's failure in plain words", () => {
  it("says what the code means, keeps the mail server's reply, and is one line", () => {
    expect(plainMailError("ESOCKET connect ECONNREFUSED 127.0.0.1:2525")).toBe(
      "the mail server refused the connection: is it running, and are SMTP_URL's host and port right?",
    );
    expect(plainMailError("EDNS getaddrinfo ENOTFOUND mail.example.invalid")).toBe(
      "the mail server's name in SMTP_URL was not found",
    );
    expect(plainMailError("550 5.1.1 <leads@northbridge.example>: Recipient address rejected")).toBe(
      "550 5.1.1 <leads@northbridge.example>: Recipient address rejected",
    );
    expect(plainMailError("Error: boom\n    at send (delivery.ts:1:1)\n    at drain")).toBe("Error: boom");
  });
});
