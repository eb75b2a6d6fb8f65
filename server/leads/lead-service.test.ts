// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { FORM_TOKEN_PATH, LIMITS, MESSAGES } from "~/contact/contact-rules";
import { createServer } from "../app";
import { writeFixtureBuild } from "../fixture-build";
import { readLeadMode, writeLeadMode } from "~/lib/lead-mode";
import { leadServiceFromEnv } from "./config";
import { BODY_LIMIT, jsonDepth, MAX_JSON_DEPTH, SEND_PATH } from "./emailjs-request";
import { FORM_TOKEN_COOKIE, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from "./form-token";
import {
  DEFAULT_KEEP_MONTHS,
  DEFAULT_RATE_LIMIT,
  leadService,
  retentionCutoff,
  type LeadServiceOptions,
} from "./lead-service";
import { OUTBOX_FILE } from "./outbox-import";
import { startSmtpTestServer } from "./smtp-test-server";
import { smtpTransport } from "./config";
import { DUPLICATE_WINDOW_MS, openLeadStore, readLeads } from "./store";

const templateParams = {
  from_name: "Ada Lovelace",
  from_email: "ada@example.org",
  company: "Analytical Engines",
  title: "Director",
  service_interest: "immersive-experiences",
  timeline: "month",
  challenge: "Our partners disagree on what the programme is for.",
  message: "",
  to_email: site.emailjs.recipient,
};

const validBody = {
  lib_version: "4.4.1",
  user_id: "local-stand-in",
  service_id: site.emailjs.serviceId,
  template_id: site.emailjs.templateId,
  template_params: templateParams,
};

const account = {
  serviceId: site.emailjs.serviceId,
  templateId: site.emailjs.templateId,
  publicKey: "local-stand-in",
  recipient: site.emailjs.recipient,
};

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
  // Many sends per test: the limit itself is tested on its own.
  await app.register(leadService, {
    dataDir,
    account,
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
  const cookie = response.cookies.find((item) => item.name === FORM_TOKEN_COOKIE);
  if (!cookie) throw new Error("no token cookie");
  clock = new Date(clock.getTime() + MIN_FILL_MS);
  return cookie.value;
}

/**
 * The form's script sending `payload`: with a token of its own from a form opened long enough ago, unless `cookie`
 * says which token (or null: none).
 */
async function post(
  payload: unknown,
  { contentType = "application/json", cookie }: { contentType?: string; cookie?: string | null } = {},
) {
  const token = cookie === undefined ? await openForm() : cookie;
  return app.inject({
    method: "POST",
    url: SEND_PATH,
    headers: { "content-type": contentType },
    ...(token ? { cookies: { [FORM_TOKEN_COOKIE]: token } } : {}),
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

const withParams = (changes: Record<string, unknown>) => ({
  ...validBody,
  template_params: { ...templateParams, ...changes },
});

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
    const response = await post(validBody);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(leads()).toEqual([
      expect.objectContaining({
        id: 1,
        via: "script",
        status: "pending",
        receivedAt: clock.toISOString(),
        messageId: expect.stringMatching(/^<lead-[0-9a-f-]{36}@northbridge\.example>$/) as unknown,
        fields: {
          name: "Ada Lovelace",
          email: "ada@example.org",
          company: "Analytical Engines",
          title: "Director",
          serviceInterest: "immersive-experiences",
          timeline: "month",
          challenge: "Our partners disagree on what the programme is for.",
          message: "",
        },
        attempts: 0,
        sentAt: null,
      }),
    ]);
  });

  it("prints one line naming the lead, the sender and the company", async () => {
    await post(validBody);
    expect(logged().filter((message) => message.startsWith("lead #"))).toEqual([
      "lead #1: discovery call from Ada Lovelace <ada@example.org> at Analytical Engines",
    ]);
  });

  it("accepts every field at its limit, and stores the values trimmed as the form sends them", async () => {
    const atLimits = {
      ...templateParams,
      from_name: "n".repeat(LIMITS.name),
      from_email: `${"e".repeat(LIMITS.email - "@example.org".length)}@example.org`,
      company: "c".repeat(LIMITS.company),
      title: ` ${"t".repeat(LIMITS.title)} `,
      challenge: "h".repeat(LIMITS.challenge),
      message: "m".repeat(LIMITS.message),
    };
    expect((await post({ ...validBody, template_params: atLimits })).statusCode).toBe(200);
    expect(leads()[0]?.fields).toMatchObject({ title: "t".repeat(LIMITS.title), message: "m".repeat(LIMITS.message) });
  });

  it("stores 50 concurrent sends as 50 leads", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(withParams({ from_name: `Sender ${i}` }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(leads().map((lead) => lead.fields.name))).toEqual(
      new Set(Array.from({ length: 50 }, (_, i) => `Sender ${i}`)),
    );
  });

  it("keeps an identical request within 10 minutes once, and a later one again", async () => {
    expect((await post(validBody)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    // The same person, the same words, the address in other case: the same request.
    expect((await post(withParams({ from_email: "ADA@example.org" }))).statusCode).toBe(200);
    expect(leads()).toHaveLength(1);
    expect(logged()).toContain("a request identical to lead #1 came again within minutes: kept once");

    expect((await post(withParams({ message: "One more thing." }))).statusCode).toBe(200);
    clock = new Date(clock.getTime() + DUPLICATE_WINDOW_MS);
    expect((await post(validBody)).statusCode).toBe(200);
    expect(leads().map((lead) => lead.id)).toEqual([1, 2, 3]);
  });

  it("answers 500 when the lead cannot be stored, so the visitor sees the failure and keeps their text", async () => {
    const db = new DatabaseSync(path.join(dataDir, "leads.db"));
    db.exec(
      "CREATE TRIGGER full_disk BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    db.close();
    const response = await post(validBody);
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe("The message could not be stored");
  });
});

describe("spam is kept apart, never emailed, and answered as any lead", () => {
  const spamReasons = () => leads().map((lead) => [lead.status, lead.spamReason]);

  it("a filled honeypot (a client that copies every field of the form)", async () => {
    const response = await post(withParams({ honeypot: "https://cheap-pills.example" }));
    expect([response.statusCode, response.body]).toEqual([200, "OK"]);
    expect(spamReasons()).toEqual([["spam", "honeypot"]]);
  });

  it("a send without a signed timestamp (a post straight to the endpoint)", async () => {
    const response = await post(validBody, { cookie: null });
    expect([response.statusCode, response.body]).toEqual([200, "OK"]);
    expect(spamReasons()).toEqual([["spam", "no-token"]]);
  });

  it("a timestamp this server did not sign", async () => {
    const forged = `${clock.getTime() - 60_000}.c2lnbmF0dXJlLWZyb20tc29tZXdoZXJlLWVsc2U`;
    await post(validBody, { cookie: forged });
    expect(spamReasons()).toEqual([["spam", "bad-token"]]);
  });

  it("a send faster than a person fills the form, and one on a day-old token", async () => {
    const fresh = await openForm();
    clock = new Date(clock.getTime() - 1);
    await post(withParams({ message: "fast" }), { cookie: fresh });
    clock = new Date(clock.getTime() + MAX_TOKEN_AGE_MS + MIN_FILL_MS);
    await post(withParams({ message: "stale" }), { cookie: fresh });
    expect(spamReasons()).toEqual([
      ["spam", "too-fast"],
      ["spam", "stale-token"],
    ]);
  });

  it("a token a send has already spent, however long ago", async () => {
    const token = await openForm();
    const first = await post(withParams({ message: "first" }), { cookie: token });
    clock = new Date(clock.getTime() + 60 * 60_000);
    await post(withParams({ message: "again" }), { cookie: token });
    expect(spamReasons()).toEqual([
      ["pending", null],
      ["spam", "spent-token"],
    ]);
    // The send answered with a token of its own, which counts once the minimum has passed again.
    const next = first.cookies.find((cookie) => cookie.name === FORM_TOKEN_COOKIE)?.value ?? "";
    expect(next).not.toBe(token);
    await post(withParams({ message: "third" }), { cookie: next });
    expect(spamReasons().at(-1)).toEqual(["pending", null]);
  });

  it("a token spent while another send with it was on its way: one lead counts, the rest are spam", async () => {
    const token = await openForm();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => post(withParams({ message: `copy ${i}` }), { cookie: token })),
    );
    expect(spamReasons().filter(([status]) => status === "pending")).toHaveLength(1);
    expect(spamReasons().filter(([, reason]) => reason === "spent-token")).toHaveLength(4);
  });

  it("says nothing different and logs it as spam", async () => {
    await post(validBody, { cookie: null });
    expect(logged()).toContain("lead #1 kept as spam (no-token), not emailed");
  });
});

describe("the signed timestamp", () => {
  it("is an HttpOnly, same-site cookie sent only to the API, and says how long until a send counts", async () => {
    clock = new Date("2026-11-26T12:00:00.000Z");
    const response = await app.inject({ method: "GET", url: FORM_TOKEN_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ readyInMs: MIN_FILL_MS });
    expect(response.cookies).toEqual([
      expect.objectContaining({
        name: FORM_TOKEN_COOKIE,
        path: "/api/",
        httpOnly: true,
        sameSite: "Strict",
        maxAge: MAX_TOKEN_AGE_MS / 1000,
      }),
    ]);
    expect(response.cookies[0]?.secure).toBeUndefined();
  });

  it("is kept when the form opens again (another tab), with the time already waited", async () => {
    const token = await openForm();
    const again = await app.inject({ method: "GET", url: FORM_TOKEN_PATH, cookies: { [FORM_TOKEN_COOKIE]: token } });
    expect(again.json()).toEqual({ readyInMs: 0 });
    expect(again.cookies).toEqual([]);
  });

  it("is Secure when the site is reached over HTTPS", async () => {
    const server = Fastify({ trustProxy: true });
    await server.register(leadService, { dataDir, account, messageIdDomain: "x.example" });
    const response = await server.inject({
      method: "GET",
      url: FORM_TOKEN_PATH,
      headers: { "x-forwarded-proto": "https" },
    });
    await server.close();
    expect(response.cookies[0]?.secure).toBe(true);
  });

  it("is signed with a secret kept in DATA_DIR, readable by its owner only, the same after a restart", async () => {
    const secretFile = path.join(dataDir, "form-token.secret");
    const secret = readFileSync(secretFile, "utf8");
    expect(secret.trim()).toMatch(/^[\w-]{43}$/);
    const token = await openForm();
    await startService();
    expect(readFileSync(secretFile, "utf8")).toBe(secret);
    // Signed before the restart, still good after it.
    expect((await post(validBody, { cookie: token })).statusCode).toBe(200);
    expect(leads()[0]?.status).toBe("pending");
  });
});

describe("a bad request", () => {
  it.each([
    ["malformed JSON", "{not json", "application/json", "The request body is not valid JSON"],
    ["an empty body", "", "application/json", "The request body is empty"],
    ["a JSON array", "[]", "application/json", "The request body must be a JSON object"],
    ["plain text", JSON.stringify(validBody), "text/plain", "The request body must be JSON"],
    ["a form post", "user_id=x", "application/x-www-form-urlencoded", "The request body must be JSON"],
    ["no user_id", { ...validBody, user_id: undefined }, "application/json", "The user_id parameter is required"],
    [
      "an empty service_id",
      { ...validBody, service_id: " " },
      "application/json",
      "The service_id parameter is required",
    ],
    [
      "no template_id",
      { ...validBody, template_id: undefined },
      "application/json",
      "The template_id parameter is required",
    ],
    [
      "no template_params",
      { ...validBody, template_params: undefined },
      "application/json",
      "The template_params parameter must be an object",
    ],
    [
      "template_params as a list",
      { ...validBody, template_params: ["Ada"] },
      "application/json",
      "The template_params parameter must be an object",
    ],
    [
      "a name of 10,000 characters",
      withParams({ from_name: "n".repeat(10_000) }),
      "application/json",
      `from_name: ${MESSAGES.name}`,
    ],
    [
      "a title over its limit",
      withParams({ title: "t".repeat(LIMITS.title + 1) }),
      "application/json",
      `title: ${MESSAGES.title}`,
    ],
    [
      "an email of not-an-email",
      withParams({ from_email: "not-an-email" }),
      "application/json",
      `from_email: ${MESSAGES.email}`,
    ],
    ["an unknown service interest", withParams({ service_interest: "lunch" }), "application/json", "service_interest:"],
    ["a value that is not a string", withParams({ message: 42 }), "application/json", "message must be a string"],
    ["a honeypot that is not a string", withParams({ honeypot: 1 }), "application/json", "honeypot must be a string"],
    [
      "a parameter the form never sends",
      withParams({ cc_email: "c@z.example" }),
      "application/json",
      '"cc_email" is not expected',
    ],
    [
      "a wrong service_id",
      { ...validBody, service_id: "service_other" },
      "application/json",
      "The service ID is invalid",
    ],
    [
      "a wrong user_id",
      { ...validBody, user_id: "someone-elses-key" },
      "application/json",
      "The public key is invalid",
    ],
    [
      "to_email set to another address",
      withParams({ to_email: "attacker@evil.example" }),
      "application/json",
      "to_email",
    ],
    ["to_email with an injected Bcc", withParams({ to_email: "a@x, b@y\r\nBcc: c@z" }), "application/json", "to_email"],
  ])("answers 400 with a plain-text reason for %s, and stores nothing", async (_case, payload, contentType, reason) => {
    const response = await post(payload, { contentType });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain(reason);
    expect(leads()).toEqual([]);
  });

  it("answers 400 for a body over 50 KB, and stores nothing", async () => {
    const response = await post(withParams({ message: "x".repeat(BODY_LIMIT) }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("The request body exceeds the 50 KB limit");
    expect(leads()).toEqual([]);
  });

  const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}"x"${"}".repeat(levels)}`;
  const deepArray = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
  const bodyWith = (deep: string) => JSON.stringify({ ...validBody, extra: "DEEP" }).replace('"DEEP"', deep);

  it.each([
    ["objects nested 2,500 deep", bodyWith(deepObject(2500))],
    ["arrays nested 5,000 deep", bodyWith(deepArray(5000))],
    ["a template parameter one level too deep", JSON.stringify(withParams({ message: { text: "hi" } }))],
  ])("answers 400 for %s before parsing it", async (_case, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(`The request body nests deeper than the ${MAX_JSON_DEPTH} levels a send needs`);
    expect(jsonDepth(JSON.stringify({ text: '[[[{{{"\\\\' }), 10)).toBe(1);
  });

  it.each(["GET", "PUT", "PATCH", "DELETE"] as const)("answers %s with 405 and Allow: POST", async (method) => {
    const response = await app.inject({ method, url: SEND_PATH });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
  });
});

describe("the rate limit", () => {
  it(`lets one address send ${DEFAULT_RATE_LIMIT.max} a minute, then answers 429 with Retry-After and stores nothing more`, async () => {
    await startService({ rateLimit: DEFAULT_RATE_LIMIT });
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMIT.max; i += 1) {
      const response = await post(withParams({ from_name: `Sender ${i}` }));
      statuses.push(response.statusCode);
      if (i === DEFAULT_RATE_LIMIT.max) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(DEFAULT_RATE_LIMIT.max).fill(200), 429]);
    expect(leads()).toHaveLength(DEFAULT_RATE_LIMIT.max);
    const other = await app.inject({
      method: "POST",
      url: SEND_PATH,
      remoteAddress: "192.0.2.7",
      headers: { "content-type": "application/json" },
      cookies: { [FORM_TOKEN_COOKIE]: await openForm() },
      payload: JSON.stringify(validBody),
    });
    expect(other.statusCode).toBe(200);
  });

  it("behind a trusted reverse proxy (TRUST_PROXY), counts each visitor, not the proxy", async () => {
    const buildDir = writeFixtureBuild({ files: { "404.html": "<h1>Oops! Page not found</h1>" } });
    const server = await createServer({
      buildDir,
      logger: false,
      trustProxy: "127.0.0.1",
      leads: { dataDir, account, messageIdDomain: "x.example", rateLimit: { max: 1, timeWindowMs: 60_000 } },
    });
    const sendAs = (visitor: string) =>
      server.inject({
        method: "POST",
        url: SEND_PATH,
        remoteAddress: "127.0.0.1",
        headers: { "content-type": "application/json", "x-forwarded-for": visitor },
        payload: JSON.stringify(validBody),
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
      await post(withParams({ from_name: "Genuine Visitor" }), { cookie: await openFormNow() });
      await post(withParams({ from_name: "A Bot" }), { cookie: null });
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
      const response = await post(withParams({ from_name: "Patient Visitor" }), { cookie: token });
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
    return response.cookies.find((item) => item.name === FORM_TOKEN_COOKIE)?.value ?? "";
  }
});

describe("retention", () => {
  it(`deletes leads received more than ${DEFAULT_KEEP_MONTHS} months ago at start, and keeps the rest`, async () => {
    await app.close();
    const store = openLeadStore(dataDir, { messageIdDomain: "x.example" });
    const fields = {
      name: "Old Visitor",
      email: "old@example.org",
      company: "Old Co",
      title: "",
      serviceInterest: "",
      timeline: "",
      challenge: "Long ago.",
      message: "",
    } as const;
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

describe("the old outbox", () => {
  const line = (name: string, receivedAt: string) =>
    JSON.stringify({
      receivedAt,
      service_id: account.serviceId,
      template_id: account.templateId,
      template_params: { ...templateParams, from_name: name },
    });

  it("is imported once on the first start, as pending leads with their own times, and left as it was", async () => {
    await app.close();
    rmSync(dataDir, { recursive: true });
    mkdirSync(dataDir);
    const outbox = [
      line("First Visitor", "2026-11-01T09:00:00.000Z"),
      line("Second Visitor", "2026-11-02T09:00:00.000Z"),
      // Identical requests in the outbox were two requests: both are imported.
      line("Second Visitor", "2026-11-02T09:01:00.000Z"),
      '{"receivedAt":"2026-11-03T09:00:00.000Z","service_id":"service_northb',
      "",
    ].join("\n");
    writeFileSync(path.join(dataDir, OUTBOX_FILE), outbox);

    await startService();
    expect(leads().map((lead) => [lead.fields.name, lead.receivedAt, lead.status, lead.via])).toEqual([
      ["First Visitor", "2026-11-01T09:00:00.000Z", "pending", "outbox"],
      ["Second Visitor", "2026-11-02T09:00:00.000Z", "pending", "outbox"],
      ["Second Visitor", "2026-11-02T09:01:00.000Z", "pending", "outbox"],
    ]);
    expect(logged()).toContain("imported 3 requests from the old outbox.jsonl into the leads store (file kept)");
    expect(logged()).toContain("outbox.jsonl line 4 not imported: not JSON");
    expect(readFileSync(path.join(dataDir, OUTBOX_FILE), "utf8")).toBe(outbox);

    await startService();
    expect(leads()).toHaveLength(3);
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
    expect(leadServiceFromEnv(buildDir, {})).toBe(false);
    await writeLeadMode(buildDir, "  ");
    expect(readLeadMode(buildDir)?.leadsOnServer).toBe(true);
    await writeLeadMode(buildDir, "public-key-123");
    expect(leadServiceFromEnv(buildDir, {})).toBe(false);
  });

  it("registers the send route on the production server only then", async () => {
    const withKey = await createServer({ buildDir, logger: false });
    const off = await withKey.inject({ method: "POST", url: SEND_PATH, payload: validBody });
    expect(off.statusCode).toBe(405);
    expect(off.headers.allow).toBe("GET, HEAD");
    await withKey.close();

    await writeLeadMode(buildDir, "");
    const options = leadServiceFromEnv(buildDir, { DATA_DIR: dataDir });
    if (!options) throw new Error("the build takes leads");
    const server = await createServer({ buildDir, logger: false, leads: options });
    const on = await server.inject({ method: "POST", url: SEND_PATH, payload: validBody });
    await server.close();
    expect(on.statusCode).toBe(200);
  });

  it("reads its settings from the environment, with defaults, and refuses a wrong one by name", async () => {
    await writeLeadMode(buildDir, "");
    expect(leadServiceFromEnv(buildDir, {})).toMatchObject({
      dataDir: path.resolve(".data"),
      rateLimit: DEFAULT_RATE_LIMIT,
      retryMs: 60_000,
      mail: null,
    });
    const configured = leadServiceFromEnv(buildDir, {
      DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: "3",
      LEADS_RETRY_SECONDS: "5",
      SMTP_URL: "smtp://user:secret@127.0.0.1:2525",
      LEADS_TO: "team@firm.example",
    });
    expect(configured).toMatchObject({
      rateLimit: { max: 3 },
      retryMs: 5_000,
      mail: { to: "team@firm.example", from: `"${site.name} website" <team@firm.example>` },
    });
    if (configured) configured.mail?.transport.close?.();
    for (const value of ["0", "-1", "ten", "1.5"]) {
      expect(() => leadServiceFromEnv(buildDir, { CONTACT_RATE_LIMIT: value })).toThrow(/CONTACT_RATE_LIMIT/);
      expect(() => leadServiceFromEnv(buildDir, { LEADS_RETRY_SECONDS: value })).toThrow(/LEADS_RETRY_SECONDS/);
    }
  });

  it("checks sends against the ids and recipient the build recorded, not the server's environment", async () => {
    writeFileSync(
      path.join(buildDir, "lead-service.json"),
      JSON.stringify({
        leadsOnServer: true,
        serviceId: "svc_built",
        templateId: "tpl_built",
        recipient: "leads@firm.example",
      }),
    );
    const options = leadServiceFromEnv(buildDir, { DATA_DIR: dataDir });
    if (!options) throw new Error("the build takes leads");
    await startService({ ...options, rateLimit: { max: 100, timeWindowMs: 60_000 } });
    expect((await post(validBody)).body).toContain("service ID is invalid");
    const built = {
      ...validBody,
      service_id: "svc_built",
      template_id: "tpl_built",
      template_params: { ...templateParams, to_email: "leads@firm.example" },
    };
    expect((await post(built)).statusCode).toBe(200);
    expect(leads()).toHaveLength(1);
  });
});
