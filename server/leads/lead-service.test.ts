// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import { formBody } from "../form-body";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { CONTACT_SEND_PATH, FORM_TOKEN_FIELD, FORM_TOKEN_PATH, LIMITS, MESSAGES } from "~/contact/contact-rules";
import { createServer } from "../app";
import { writeFixtureBuild } from "../../tests/support/fixture-build";
import { readLeadMode, writeLeadMode } from "~/lib/lead-mode";
import { serverConfig } from "../config";
import { leadServiceOf } from "./config";
import { FORM_BODY_LIMIT } from "./contact-send";
import { MAX_TOKEN_AGE_MS, MIN_FILL_MS } from "./form-token";
import {
  DEFAULT_KEEP_MONTHS,
  DEFAULT_RATE_LIMIT,
  leadService,
  retentionCutoff,
  type LeadServiceOptions,
} from "./lead-service";
import { makeFields } from "~/test/lead-factory";
import { startSmtpTestServer } from "../../tests/support/smtp-test-server";
import { smtpTransport } from "./config";
import { DUPLICATE_WINDOW_MS, openLeadStore, readLeads } from "./store";

/** A lead's fields as the form posts them. */
const validLead = makeFields({ title: "Director", serviceInterest: "immersive-experiences", timeline: "month" });

type Fields = Record<string, string>;
const withFields = (changes: Fields): Fields => ({ ...validLead, ...changes });

let dataDir: string;
let app: FastifyInstance;
let logLines: string[];
let clock: Date;

/** Every lead stored, oldest first, read through a connection of its own as `npm run leads` does. */
const leads = () => readLeads(dataDir);

const logged = () => logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);

async function startService(options: Partial<LeadServiceOptions> = {}) {
  await app?.close();
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  app = Fastify({ logger: { level: "info", stream } });
  await app.register(formBody);
  // Many sends per test: the limit itself is tested on its own.
  await app.register(leadService, {
    dataDir,
    messageIdDomain: "northbridge.example",
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    now: () => clock,
    ...options,
  });
  return app;
}

/** Opens the form: the server signs the time, and the clock moves past the minimum fill time. */
async function openForm(): Promise<string> {
  const response = await app.inject({ method: "GET", url: FORM_TOKEN_PATH });
  const { formToken } = response.json<{ formToken?: string }>();
  if (!formToken) throw new Error("no token");
  clock = new Date(clock.getTime() + MIN_FILL_MS);
  return formToken;
}

/**
 * The form's script sending `fields` (posted as the form, asking for JSON): with a token of its own from a form
 * opened long enough ago, unless `token` says which (or null: none).
 */
async function post(fields: Fields, { token }: { token?: string | null } = {}) {
  const formToken = token === undefined ? await openForm() : token;
  return app.inject({
    method: "POST",
    url: CONTACT_SEND_PATH,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "sec-fetch-site": "same-origin",
    },
    payload: new URLSearchParams({ ...fields, ...(formToken ? { [FORM_TOKEN_FIELD]: formToken } : {}) }).toString(),
  });
}

beforeEach(async () => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "leads-")), "data");
  mkdirSync(dataDir);
  clock = new Date("2026-11-26T10:00:00.000Z");
  await startService();
});

afterEach(async () => {
  await app.close();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe("a valid send from the form's script", () => {
  it("answers 200 OK once the lead is stored, pending, with exactly the form's fields", async () => {
    const response = await post(validLead);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notice: "sent" });
    expect(leads()).toEqual([
      expect.objectContaining({
        id: 1,
        via: "script",
        status: "pending",
        receivedAt: clock.toISOString(),
        messageId: expect.stringMatching(/^<lead-[0-9a-f-]{36}@northbridge\.example>$/) as unknown,
        fields: validLead,
        attempts: 0,
        sentAt: null,
      }),
    ]);
  });

  it("prints one line naming the lead, the sender and the company", async () => {
    await post(validLead);
    expect(logged().filter((message) => message.startsWith("lead #"))).toEqual([
      "lead #1: discovery call from Ada Lovelace <ada@example.org> at Analytical Engines",
    ]);
  });

  it("accepts every field at its limit, and stores the values trimmed as the form sends them", async () => {
    const atLimits = {
      ...validLead,
      name: "n".repeat(LIMITS.name),
      email: `${"e".repeat(LIMITS.email - "@example.org".length)}@example.org`,
      company: "c".repeat(LIMITS.company),
      title: ` ${"t".repeat(LIMITS.title)} `,
      challenge: "h".repeat(LIMITS.challenge),
      message: "m".repeat(LIMITS.message),
    };
    expect((await post(atLimits)).statusCode).toBe(200);
    expect(leads()[0]?.fields).toMatchObject({ title: "t".repeat(LIMITS.title), message: "m".repeat(LIMITS.message) });
  });

  it("stores 50 concurrent sends as 50 leads", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(withFields({ name: `Sender ${i}` }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(leads().map((lead) => lead.fields.name))).toEqual(
      new Set(Array.from({ length: 50 }, (_, i) => `Sender ${i}`)),
    );
  });

  it("keeps an identical request within 10 minutes once, and a later one again", async () => {
    expect((await post(validLead)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    // The same person, the same words, the address in other case: the same request.
    expect((await post(withFields({ email: "ADA@example.org" }))).statusCode).toBe(200);
    expect(leads()).toHaveLength(1);
    expect(logged()).toContain("a request identical to lead #1 came again within minutes: kept once");

    expect((await post(withFields({ message: "One more thing." }))).statusCode).toBe(200);
    clock = new Date(clock.getTime() + DUPLICATE_WINDOW_MS);
    expect((await post(validLead)).statusCode).toBe(200);
    expect(leads().map((lead) => lead.id)).toEqual([1, 2, 3]);
  });

  it("answers 500 when the lead cannot be stored, so the visitor sees the failure and keeps their text", async () => {
    const db = new DatabaseSync(path.join(dataDir, "leads.db"));
    db.exec(
      "CREATE TRIGGER full_disk BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    db.close();
    const response = await post(validLead);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ notice: "failed" });
  });
});

describe("spam is kept apart, never emailed, and answered as any lead", () => {
  const spamReasons = () => leads().map((lead) => [lead.status, lead.spamReason]);

  it("a filled honeypot (a client that copies every field of the form)", async () => {
    const response = await post(withFields({ honeypot: "https://cheap-pills.example" }));
    expect([response.statusCode, response.json<{ notice: string }>().notice]).toEqual([200, "sent"]);
    expect(spamReasons()).toEqual([["spam", "honeypot"]]);
  });

  it("a script's send without a signed timestamp (a post straight to the endpoint)", async () => {
    const response = await post(validLead, { token: null });
    expect([response.statusCode, response.json<{ notice: string }>().notice]).toEqual([200, "sent"]);
    expect(spamReasons()).toEqual([["spam", "no-token"]]);
  });

  it("a timestamp this server did not sign", async () => {
    const forged = `${clock.getTime() - 60_000}.c2lnbmF0dXJlLWZyb20tc29tZXdoZXJlLWVsc2U`;
    await post(validLead, { token: forged });
    expect(spamReasons()).toEqual([["spam", "bad-token"]]);
  });

  it("a send faster than a person fills the form, and one on a day-old token", async () => {
    const fresh = await openForm();
    clock = new Date(clock.getTime() - 1);
    await post(withFields({ message: "fast" }), { token: fresh });
    clock = new Date(clock.getTime() + MAX_TOKEN_AGE_MS + MIN_FILL_MS);
    await post(withFields({ message: "stale" }), { token: fresh });
    expect(spamReasons()).toEqual([
      ["spam", "too-fast"],
      ["spam", "stale-token"],
    ]);
  });

  it("a token a send has already spent, however long ago", async () => {
    const token = await openForm();
    const first = await post(withFields({ message: "first" }), { token: token });
    clock = new Date(clock.getTime() + 60 * 60_000);
    await post(withFields({ message: "again" }), { token: token });
    expect(spamReasons()).toEqual([
      ["pending", null],
      ["spam", "spent-token"],
    ]);
    // The send answered with a token of its own, which counts once the minimum has passed again.
    const { formToken: next, readyInMs } = first.json<{ formToken: string; readyInMs: number }>();
    expect(readyInMs).toBe(MIN_FILL_MS);
    expect(next).not.toBe(token);
    await post(withFields({ message: "third" }), { token: next });
    expect(spamReasons().at(-1)).toEqual(["pending", null]);
  });

  it("a token spent while another send with it was on its way: one lead counts, the rest are spam", async () => {
    const token = await openForm();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(withFields({ message: `copy ${i}` }), { token: token })),
    );
    expect(spamReasons().filter(([status]) => status === "pending")).toHaveLength(1);
    expect(spamReasons().filter(([, reason]) => reason === "spent-token")).toHaveLength(4);
  });

  it("says nothing different and logs it as spam", async () => {
    await post(validLead, { token: null });
    expect(logged()).toContain("lead #1 kept as spam (no-token), not emailed");
  });
});

describe("the signed timestamp", () => {
  it("is answered to the page as it opens, with how long until a send counts, and kept by no cache", async () => {
    const response = await app.inject({ method: "GET", url: FORM_TOKEN_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ formToken: expect.any(String) as unknown, readyInMs: MIN_FILL_MS });
    // No cookie: the token travels in the page and its send alone.
    expect(response.cookies).toEqual([]);
    const again = await app.inject({ method: "GET", url: FORM_TOKEN_PATH });
    expect(again.json<{ formToken: string }>().formToken).not.toBe(response.json<{ formToken: string }>().formToken);
  });

  it("is signed with a secret kept in DATA_DIR, readable by its owner only, the same after a restart", async () => {
    const secretFile = path.join(dataDir, "form-token.secret");
    const secret = readFileSync(secretFile, "utf8");
    expect(secret.trim()).toMatch(/^[\w-]{43}$/);
    const token = await openForm();
    await startService();
    expect(readFileSync(secretFile, "utf8")).toBe(secret);
    // Signed before the restart, still good after it.
    expect((await post(validLead, { token: token })).statusCode).toBe(200);
    expect(leads()[0]?.status).toBe("pending");
  });
});

describe("a bad request", () => {
  it.each([
    ["a name of 10,000 characters", withFields({ name: "n".repeat(10_000) }), { name: MESSAGES.name }],
    ["a title over its limit", withFields({ title: "t".repeat(LIMITS.title + 1) }), { title: MESSAGES.title }],
    ["an email of not-an-email", withFields({ email: "not-an-email" }), { email: MESSAGES.email }],
  ])("answers 422 with each field's message for %s, and stores nothing", async (_case, fields, errors) => {
    const response = await post(fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ notice: "invalid", errors });
    expect(leads()).toEqual([]);
  });

  it("answers 422 for an unknown service interest, and stores nothing", async () => {
    const response = await post(withFields({ serviceInterest: "lunch" }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(["serviceInterest"]);
    expect(leads()).toEqual([]);
  });

  it.each([
    ["JSON", "application/json", JSON.stringify(validLead)],
    ["plain text", "text/plain", "name=Ada"],
  ])("answers 415 to a body in %s, read by nothing, and stores nothing", async (_case, contentType, payload) => {
    const response = await app.inject({
      method: "POST",
      url: CONTACT_SEND_PATH,
      headers: { "content-type": contentType, accept: "application/json", "sec-fetch-site": "same-origin" },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ notice: "unreadable" });
    expect(leads()).toEqual([]);
  });

  it("answers 413 for a body over the form's limit, and stores nothing", async () => {
    const response = await post(withFields({ message: "x".repeat(FORM_BODY_LIMIT) }));
    expect(response.statusCode).toBe(413);
    expect(leads()).toEqual([]);
  });
});

describe("the rate limit", () => {
  it(`lets one address send ${DEFAULT_RATE_LIMIT.max} a minute, then answers 429 with Retry-After and stores nothing more`, async () => {
    await startService({ rateLimit: DEFAULT_RATE_LIMIT });
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMIT.max; i += 1) {
      const response = await post(withFields({ name: `Sender ${i}` }));
      statuses.push(response.statusCode);
      if (i === DEFAULT_RATE_LIMIT.max) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(DEFAULT_RATE_LIMIT.max).fill(200), 429]);
    expect(leads()).toHaveLength(DEFAULT_RATE_LIMIT.max);
    const other = await app.inject({
      method: "POST",
      url: CONTACT_SEND_PATH,
      remoteAddress: "192.0.2.7",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: new URLSearchParams({ ...validLead, [FORM_TOKEN_FIELD]: await openForm() }).toString(),
    });
    expect(other.statusCode).toBe(200);
  });

  it("behind a trusted reverse proxy (TRUST_PROXY), counts each visitor, not the proxy", async () => {
    const buildDir = writeFixtureBuild({ files: { "404.html": "<h1>Oops! Page not found</h1>" } });
    const server = await createServer({
      buildDir,
      logger: false,
      trustProxy: "127.0.0.1",
      leads: { dataDir, messageIdDomain: "x.example", rateLimit: { max: 1, timeWindowMs: 60_000 } },
    });
    const sendAs = (visitor: string) =>
      server.inject({
        method: "POST",
        url: CONTACT_SEND_PATH,
        remoteAddress: "127.0.0.1",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-forwarded-for": visitor,
        },
        payload: new URLSearchParams(validLead).toString(),
      });
    const statuses = [await sendAs("198.51.100.1"), await sendAs("198.51.100.2"), await sendAs("198.51.100.1")];
    await server.close();
    rmSync(buildDir, { recursive: true, force: true });
    expect(statuses.map((response) => response.statusCode)).toEqual([200, 200, 429]);
  });
});

describe("email", () => {
  it("sends each genuine lead to the firm once, and spam never", async () => {
    const smtp = await startSmtpTestServer();
    try {
      clock = new Date();
      await startService({
        mail: { transport: smtpTransport(smtp.url), to: "leads@firm.example", from: "site@firm.example" },
        now: () => new Date(),
      });
      await post(withFields({ name: "Genuine Visitor" }), { token: await openFormNow() });
      await post(withFields({ name: "A Bot" }), { token: null });
      await smtp.waitForMails(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.map((mail) => mail.subject)).toEqual(["Discovery call: Genuine Visitor, Analytical Engines"]);
      expect(leads().map((lead) => lead.status)).toEqual(["sent", "spam"]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  // Waits out the form's minimum fill time (3 s) and a few retries: over the default 5 s on a busy machine.
  it("answers at once while the mail server is down, keeps the lead pending, and emails it once when it is back", async () => {
    const smtp = await startSmtpTestServer();
    await smtp.down();
    try {
      await startService({
        mail: { transport: smtpTransport(smtp.url), to: "leads@firm.example", from: "site@firm.example" },
        retryMs: 200,
        now: () => new Date(),
      });
      const token = await openFormNow();
      const started = performance.now();
      const response = await post(withFields({ name: "Patient Visitor" }), { token: token });
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(leads()).toEqual([
        expect.objectContaining({ status: "pending", lastError: expect.stringContaining("ECONNREFUSED") as unknown }),
      ]);

      await smtp.up();
      await smtp.waitForMails(1, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.mails.map((mail) => mail.subject)).toEqual(["Discovery call: Patient Visitor, Analytical Engines"]);
      expect(leads()[0]?.status).toBe("sent");
    } finally {
      await app.close();
      await smtp.close();
    }
  }, 15_000);

  /** With the real clock: the token's minimum is waited out for real. */
  async function openFormNow() {
    const response = await app.inject({ method: "GET", url: FORM_TOKEN_PATH });
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 50));
    return response.json<{ formToken: string }>().formToken;
  }
});

describe("retention", () => {
  it(`deletes leads received more than ${DEFAULT_KEEP_MONTHS} months ago at start, and keeps the rest`, async () => {
    await app.close();
    const store = openLeadStore(dataDir, { messageIdDomain: "x.example" });
    const fields = makeFields({
      name: "Old Visitor",
      email: "old@example.org",
      company: "Old Co",
      challenge: "Long ago.",
    });
    const cutoff = retentionCutoff(clock, DEFAULT_KEEP_MONTHS);
    store.add({ fields, via: "script", receivedAt: new Date(cutoff.getTime() - 1) });
    store.add({
      fields: { ...fields, name: "Recent Visitor" },
      via: "script",
      receivedAt: new Date(cutoff.getTime() + 1),
    });
    store.close();
    await startService();
    expect(leads().map((lead) => lead.fields.name)).toEqual(["Recent Visitor"]);
    expect(logged()).toContain(`deleted 1 leads received more than ${DEFAULT_KEEP_MONTHS} months ago`);
    expect(retentionCutoff(new Date("2026-11-27T10:00:00Z"), 24).toISOString()).toBe("2024-11-27T10:00:00.000Z");
  });
});

describe("an old outbox", () => {
  it("is named at start and left as it was, never read", async () => {
    await app.close();
    const outbox = '{"receivedAt":"2026-11-01T09:00:00.000Z","template_params":{"from_name":"Old Visitor"}}\n';
    writeFileSync(path.join(dataDir, "outbox.jsonl"), outbox);
    await startService();
    expect(leads()).toEqual([]);
    expect(logged()).toContain(
      `${path.join(dataDir, "outbox.jsonl")} holds requests from before the leads store and is not imported: see docs/deploy.md, "Upgrading"`,
    );
    expect(readFileSync(path.join(dataDir, "outbox.jsonl"), "utf8")).toBe(outbox);
  });
});

describe("the build decides whether the site takes leads", () => {
  let buildDir: string;

  beforeEach(() => {
    buildDir = writeFixtureBuild({ files: { "404.html": "<h1>Oops! Page not found</h1>" } });
  });

  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  it("takes them for a build made without a public key, and not with one or with no record", async () => {
    expect(readLeadMode(buildDir)).toBeNull();
    expect(leadServiceOf(buildDir, serverConfig({}))).toBe(false);
    await writeLeadMode(buildDir, "  ");
    expect(readLeadMode(buildDir)?.leadsOnServer).toBe(true);
    await writeLeadMode(buildDir, "public-key-123");
    expect(leadServiceOf(buildDir, serverConfig({}))).toBe(false);
  });

  it("registers the send route on the production server only then", async () => {
    const send = (server: FastifyInstance) =>
      server.inject({
        method: "POST",
        url: CONTACT_SEND_PATH,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        payload: new URLSearchParams(validLead).toString(),
      });
    const withKey = await createServer({ buildDir, logger: false });
    const off = await send(withKey);
    expect(off.statusCode).toBe(405);
    expect(off.headers.allow).toBe("GET, HEAD");
    await withKey.close();

    await writeLeadMode(buildDir, "");
    const options = leadServiceOf(buildDir, serverConfig({ DATA_DIR: dataDir }));
    if (!options) throw new Error("the build takes leads");
    const server = await createServer({ buildDir, logger: false, leads: options });
    const on = await send(server);
    await server.close();
    expect(on.statusCode).toBe(200);
  });

  it("reads its settings from the environment, with defaults, and refuses a wrong one by name", async () => {
    await writeLeadMode(buildDir, "");
    expect(leadServiceOf(buildDir, serverConfig({}))).toMatchObject({
      dataDir: path.resolve(".data"),
      rateLimit: DEFAULT_RATE_LIMIT,
      retryMs: 60_000,
      mail: null,
    });
    const configured = leadServiceOf(
      buildDir,
      serverConfig({
        DATA_DIR: dataDir,
        CONTACT_RATE_LIMIT: "3",
        LEADS_RETRY_SECONDS: "5",
        SMTP_URL: "smtp://user:secret@127.0.0.1:2525",
        LEADS_TO: "team@firm.example",
      }),
    );
    expect(configured).toMatchObject({
      rateLimit: { max: 3 },
      retryMs: 5_000,
      mail: { to: "team@firm.example", from: `"${site.name} website" <team@firm.example>` },
    });
    if (configured) configured.mail?.transport.close?.();
    for (const value of ["0", "-1", "ten", "1.5"]) {
      expect(() => leadServiceOf(buildDir, serverConfig({ CONTACT_RATE_LIMIT: value }))).toThrow(/CONTACT_RATE_LIMIT/);
      expect(() => leadServiceOf(buildDir, serverConfig({ LEADS_RETRY_SECONDS: value }))).toThrow(
        /LEADS_RETRY_SECONDS/,
      );
    }
  });

  it("emails the recipient the build recorded, not the server's environment, unless LEADS_TO says", async () => {
    writeFileSync(
      path.join(buildDir, "lead-service.json"),
      JSON.stringify({ leadsOnServer: true, recipient: "leads@firm.example" }),
    );
    const options = leadServiceOf(buildDir, serverConfig({ DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:2525" }));
    if (!options) throw new Error("the build takes leads");
    expect(options.mail?.to).toBe("leads@firm.example");
    options.mail?.transport.close?.();
  });
});
