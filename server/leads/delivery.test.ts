// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readContactPage } from "~/content/content-files";
import { FIELD_ORDER, shownValue, type ContactSubmission } from "~/contact/contact-fields";
import { makeCompleteFields } from "~/test/lead-factory";
import { smtpTransport } from "./config";
import { readableTime } from "./notification";
import { createDelivery, GIVE_UP_AFTER_MS, retryDelay, type DeliveryLog } from "./delivery";
import { REFUSALS, startSmtpTestServer, type TestSmtpServer } from "../../tests/support/smtp-test-server";
import { openLeadStore, type LeadStore } from "./store";

/*
 * Delivery against a real SMTP server (smtp-server on loopback), each message parsed with mailparser as a mail
 * program would read it.
 */

const FIRM = "leads@northbridge.example";
const FROM = '"Northbridge website" <website@northbridge.example>';
const labels = readContactPage().form.fields;

const fields = makeCompleteFields({
  timeline: "immediate",
  challenge: "Our partners disagree on what the programme is for.\n\nThe board meets in six weeks.",
});

let dir: string;
let store: LeadStore;
let smtp: TestSmtpServer;
let logged: { level: keyof DeliveryLog; message: string }[];
const log: DeliveryLog = {
  info: (message) => logged.push({ level: "info", message }),
  warn: (message) => logged.push({ level: "warn", message }),
  error: (message) => logged.push({ level: "error", message }),
};
const stops: (() => Promise<void>)[] = [];

function deliver(options: { retryMs?: number; now?: () => Date; giveUpMs?: number; timeZone?: () => string } = {}) {
  const delivery = createDelivery({
    store,
    transport: smtpTransport(smtp.url),
    log,
    to: FIRM,
    from: FROM,
    timeZone: options.timeZone ?? (() => "UTC"),
    retryMs: options.retryMs ?? 100,
    ...(options.now ? { now: options.now } : {}),
    ...(options.giveUpMs ? { giveUpMs: options.giveUpMs } : {}),
  });
  stops.push(() => delivery.stop());
  return delivery;
}

const add = (changes: Partial<ContactSubmission> = {}, receivedAt = new Date()) =>
  store.add({ fields: { ...fields, ...changes }, via: "script", receivedAt }).lead;

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "delivery-"));
  store = openLeadStore(dir, { messageIdDomain: "northbridge.example" });
  smtp = await startSmtpTestServer();
  logged = [];
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await smtp.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the notification email", () => {
  it("carries every field by its label, options by their labels, Reply-To the visitor, and when it arrived", async () => {
    const lead = add({}, new Date("2026-11-26T14:05:00.000Z"));
    await deliver({ timeZone: () => "America/Chicago" }).start();
    const [mail] = await smtp.waitForMails(1);
    if (!mail) throw new Error("no mail");

    expect(mail.envelopeTo).toEqual([FIRM]);
    expect(mail.from?.text).toBe(FROM);
    expect(mail.subject).toBe("Discovery call: Ada Lovelace, Analytical Engines");
    expect(mail.replyTo?.value).toEqual([{ name: "Ada Lovelace", address: "ada@example.org" }]);
    expect(mail.messageId).toBe(lead.messageId);

    const service = shownValue("serviceInterest", fields.serviceInterest);
    const timeline = shownValue("timeline", fields.timeline);
    expect([service, timeline]).toEqual(["Immersive Experiences", "Within 2 weeks"]);
    for (const body of [mail.text ?? "", String(mail.html)]) {
      for (const field of FIELD_ORDER) expect(body).toContain(labels[field].label);
      for (const value of [
        fields.name,
        fields.email,
        fields.company,
        fields.title,
        service,
        timeline,
        fields.message,
      ]) {
        expect(body).toContain(value);
      }
      // On the firm's clock (content/site.yaml's timeZone), which it names.
      expect(body).toContain("Thursday, 26 November 2026, 08:05 (America/Chicago)");
      // Values are shown by their labels, never as the form's option values.
      expect(body).not.toContain(fields.serviceInterest);
      expect(body).not.toContain(`${labels.timeline.label}: ${fields.timeline}`);
    }
    expect(mail.text).toContain(fields.challenge);
    expect(store.get(lead.id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(store.get(lead.id)?.smtpResponse).toMatch(/^250/);
  });

  it("names the day and the zone of the time it arrived", () => {
    const at = "2026-11-28T16:05:00.000Z";
    expect(readableTime(at, "America/Chicago")).toBe("Saturday, 28 November 2026, 10:05 (America/Chicago)");
    expect(readableTime(at, "UTC")).toBe("Saturday, 28 November 2026, 16:05 UTC");
  });

  it("shows markup a visitor typed as text in the HTML, and keeps every header on one line", async () => {
    add({
      name: "<img src=x onerror=alert(1)>",
      company: "Acme\r\nBcc: victim@example.org",
      challenge: `</td></table><script>alert("x")</script>`,
    });
    await deliver().start();
    const [mail] = await smtp.waitForMails(1);
    const html = String(mail?.html);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;/td&gt;&lt;/table&gt;&lt;script&gt;");
    expect(mail?.subject).toBe("Discovery call: <img src=x onerror=alert(1)>, Acme Bcc: victim@example.org");
    expect(mail?.headers.has("bcc")).toBe(false);
    expect(mail?.envelopeTo).toEqual([FIRM]);
    expect(mail?.replyTo?.value[0]?.name).toBe("<img src=x onerror=alert(1)>");
  });

  it("gives no Reply-To for an address that a header would read as two", async () => {
    add({ email: "ada,eve@example.org" });
    await deliver().start();
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.replyTo).toBeUndefined();
    expect(mail?.text).toContain("ada,eve@example.org");
  });
});

describe("an outage of the mail server", () => {
  it("keeps leads pending while it refuses connections, then answers 421, and sends each exactly once when back", async () => {
    await smtp.down();
    const delivery = deliver({ retryMs: 100 });
    await delivery.start();
    const first = add({ name: "First Lead" });
    void delivery.wake();
    await until(() => (store.get(first.id)?.attempts ?? 0) >= 2);
    expect(store.get(first.id)).toMatchObject({ status: "pending" });
    expect(store.get(first.id)?.lastError).toMatch(/ECONNREFUSED/);

    await smtp.up();
    smtp.setMode("busy");
    const second = add({ name: "Second Lead" });
    void delivery.wake();
    await until(() => /421/.test(store.get(second.id)?.lastError ?? ""));
    expect(store.get(second.id)?.status).toBe("pending");
    expect(smtp.mails).toHaveLength(0);

    smtp.setMode("up");
    await until(() => store.counts().sent === 2, 15_000);
    // Longer than every retry that was scheduled: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.mails.map((mail) => mail.subject).sort()).toEqual([
      "Discovery call: First Lead, Analytical Engines",
      "Discovery call: Second Lead, Analytical Engines",
    ]);
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(2);
    expect(logged.filter((line) => line.level === "warn").length).toBeGreaterThan(0);
  });

  it("marks a lead failed at once when the mail server refuses it for good (550), keeping the server's words", async () => {
    smtp.setMode("refuses");
    const delivery = deliver({ retryMs: 100 });
    await delivery.start();
    const lead = add();
    await delivery.wake();
    const refused = store.get(lead.id);
    expect(refused).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
    expect(refused?.lastError).toContain(`${REFUSALS.refuses.code} ${REFUSALS.refuses.text}`);
    expect(store.history(lead.id)?.events.at(-1)).toMatchObject({
      kind: "refused",
      detail: expect.stringContaining(REFUSALS.refuses.text) as unknown,
    });
    expect(logged.filter((line) => line.level === "error").map((line) => line.message)).toEqual([
      expect.stringMatching(new RegExp(`^lead #${lead.id} REFUSED by the mail server: 550 `)) as unknown,
    ]);
    // Nothing is tried again on its own.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(store.get(lead.id)?.attempts).toBe(1);
  });

  it("keeps retrying a lead the mail server defers (451), and sends it once the server takes it", async () => {
    smtp.setMode("defers");
    const delivery = deliver({ retryMs: 100 });
    await delivery.start();
    const lead = add();
    await delivery.wake();
    expect(store.get(lead.id)).toMatchObject({ status: "pending" });
    expect(store.get(lead.id)?.lastError).toContain(`${REFUSALS.defers.code} ${REFUSALS.defers.text}`);
    expect(store.get(lead.id)?.nextAttemptAt).not.toBeNull();
    smtp.setMode("up");
    await until(() => store.get(lead.id)?.status === "sent");
    expect(smtp.mails).toHaveLength(1);
  });

  it("backs off exponentially from the first delay, up to six hours", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(20, 60_000)).toBe(6 * 60 * 60_000);
  });

  it("after 24 hours of failures marks the lead failed and logs it at error level, and retry sends it", async () => {
    await smtp.down();
    let clock = new Date("2026-11-26T10:00:00.000Z");
    const delivery = deliver({ retryMs: 60_000, now: () => clock });
    const lead = add({}, clock);
    await delivery.start();
    expect(store.get(lead.id)).toMatchObject({ status: "pending", attempts: 1 });

    // The clock moves to each retry as it falls due; the first one after 24 hours of failures gives up.
    const retries: number[] = [];
    for (
      let lead_ = store.get(lead.id);
      lead_?.status === "pending" && retries.length < 50;
      lead_ = store.get(lead.id)
    ) {
      const due = new Date(lead_.nextAttemptAt ?? 0);
      retries.push(due.getTime() - clock.getTime());
      clock = due;
      await delivery.wake();
    }
    expect(retries.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(Math.max(...retries)).toBe(6 * 60 * 60_000);
    const failed = store.get(lead.id);
    expect(failed?.status).toBe("failed");
    expect(new Date(clock).getTime() - new Date(failed?.firstAttemptAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      GIVE_UP_AFTER_MS,
    );
    expect(logged.filter((line) => line.level === "error").map((line) => line.message)).toEqual([
      expect.stringMatching(new RegExp(`^lead #${lead.id} FAILED: not emailed after \\d+ attempts`)) as unknown,
    ]);

    await smtp.up();
    expect(store.requeue(lead.id, clock)).toBe(true);
    await delivery.wake();
    expect(store.get(lead.id)?.status).toBe("sent");
    expect(smtp.mails).toHaveLength(1);
  });
});

describe("after a stop", () => {
  it("resends a lead whose send's outcome is unknown with the same Message-ID, and leaves sent ones alone", async () => {
    const sent = add({ name: "Already Sent" });
    const unknown = add({ name: "Unknown Outcome" });
    store.beginAttempt(sent.id, new Date());
    store.markSent(sent.id, new Date(), "250 OK");
    // A process that stopped after handing the message over and before recording the answer.
    store.beginAttempt(unknown.id, new Date());

    await deliver().start();
    const mails = await smtp.waitForMails(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mails.map((mail) => mail.messageId)).toEqual([unknown.messageId]);
    expect(store.get(unknown.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(logged.some((line) => line.message.includes("same Message-ID"))).toBe(true);
  });

  it("records the send in progress before it stops", async () => {
    const delivery = deliver();
    const lead = add();
    const started = delivery.start();
    await delivery.stop();
    await started;
    expect(store.get(lead.id)?.attemptStartedAt).toBeNull();
  });
});
