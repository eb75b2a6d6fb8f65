// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer } from "./app";
import { writeFixtureBuild } from "./fixture-build";
import { LIMITS, MESSAGES } from "~/islands/contact-form/contact-rules";
import {
  BODY_LIMIT,
  buildUsesEmailStandIn,
  DEFAULT_RATE_LIMIT,
  defaultEmailStandIn,
  emailStandIn,
  jsonDepth,
  MAX_JSON_DEPTH,
  OUTBOX_FILE,
  SEND_PATH,
  writeEmailServiceMode,
  type EmailStandInOptions,
  type OutboxEntry,
} from "./email-stand-in";

/*
 * A disk that fills up mid-write, for the outbox's append alone: `diskFull` set, the next appendFile writes the first
 * half of its line, then fails with ENOSPC as a full disk does. Every other file operation is the real one.
 */
const diskFull = vi.hoisted(() => ({ next: false }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const appendFile: typeof fs.appendFile = async (file, data, options) => {
    if (!diskFull.next || typeof data !== "string") return fs.appendFile(file, data, options);
    diskFull.next = false;
    await fs.appendFile(file, data.slice(0, data.length / 2), options);
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  };
  return { ...fs, appendFile, default: { ...fs, appendFile } };
});

const templateParams = {
  from_name: "Ada Lovelace",
  from_email: "ada@example.org",
  company: "Analytical Engines",
  title: "Director",
  service_interest: "immersive-experiences",
  timeline: "month",
  challenge: "Our partners disagree on what the programme is for.",
  message: "",
  to_email: "hello@northbridge-collaborative.example",
};

const validBody = {
  lib_version: "4.4.1",
  user_id: "local-stand-in",
  service_id: "service_northbridge",
  template_id: "template_discovery_call",
  template_params: templateParams,
};

let dataDir: string;
let app: FastifyInstance;
let logLines: string[];

const outboxFile = () => path.join(dataDir, OUTBOX_FILE);

function outboxLines(): string[] {
  if (!existsSync(outboxFile())) return [];
  return readFileSync(outboxFile(), "utf8").split("\n").filter(Boolean);
}

/** Every line of the outbox parsed; a line that is not JSON fails the test. */
function outboxEntries(): OutboxEntry[] {
  return outboxLines().map((line) => JSON.parse(line) as OutboxEntry);
}

/** A fresh stand-in on the test's data folder, with its own options (the default app allows many sends). */
async function startStandIn(options: Partial<EmailStandInOptions> = {}) {
  await app.close();
  app = Fastify({ logger: false });
  await app.register(emailStandIn, { dataDir, ...options });
  return app;
}

function post(payload: unknown, contentType = "application/json") {
  return app.inject({
    method: "POST",
    url: SEND_PATH,
    headers: { "content-type": contentType },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

beforeEach(async () => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), "stand-in-")), "data");
  logLines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  app = Fastify({ logger: { level: "info", stream } });
  // Many sends per test: the limit itself is tested on its own app.
  await app.register(emailStandIn, { dataDir, rateLimit: { max: 1000, timeWindowMs: 60_000 } });
});

afterEach(async () => {
  await app.close();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe("email stand-in: a valid send", () => {
  it("answers 200 OK and appends exactly the message to the outbox", async () => {
    const response = await post(validBody);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    const lines = outboxLines();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "") as OutboxEntry;
    expect(entry).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      service_id: "service_northbridge",
      template_id: "template_discovery_call",
      template_params: templateParams,
    });
  });

  it("prints one line naming the sender and the company", async () => {
    await post(validBody);
    const messages = logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.filter((message) => message.startsWith("discovery call"))).toEqual([
      "discovery call from Ada Lovelace <ada@example.org> at Analytical Engines",
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
    expect(outboxEntries().map((entry) => entry.template_params)).toEqual([
      { ...atLimits, title: atLimits.title.trim() },
    ]);
  });

  it("writes 50 concurrent sends as 50 whole lines, none interleaved", async () => {
    const sends = Array.from({ length: 50 }, (_, i) =>
      post({
        ...validBody,
        template_params: { ...templateParams, from_name: `Sender ${i}`, message: "m".repeat(LIMITS.message) },
      }),
    );
    const responses = await Promise.all(sends);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const lines = outboxLines();
    expect(lines).toHaveLength(50);
    const names = lines.map((line) => (JSON.parse(line) as OutboxEntry).template_params.from_name);
    expect(new Set(names)).toEqual(new Set(Array.from({ length: 50 }, (_, i) => `Sender ${i}`)));
  });
});

describe("email stand-in: a bad request", () => {
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
  ])("answers 400 with a plain-text reason for %s, and writes nothing", async (_case, payload, contentType, reason) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain(reason);
    expect(outboxLines()).toEqual([]);
  });

  it("answers 400 for a body over 50 KB, and writes nothing", async () => {
    const body = { ...validBody, template_params: { ...templateParams, message: "x".repeat(BODY_LIMIT) } };
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("The request body exceeds the 50 KB limit");
    expect(outboxLines()).toEqual([]);
  });

  it.each(["GET", "PUT", "PATCH", "DELETE"] as const)("answers %s with 405 and Allow: POST", async (method) => {
    const response = await app.inject({ method, url: SEND_PATH });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(response.body).toBe("Method Not Allowed: use POST");
    expect(outboxLines()).toEqual([]);
  });
});

describe("stand-in mode is decided by the build", () => {
  let buildDir: string;

  beforeEach(() => {
    buildDir = writeFixtureBuild({ files: { "404.html": "<h1>Oops! Page not found</h1>" } });
  });

  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  it("is on for a build made without a public key, and off with one or with no record", async () => {
    expect(buildUsesEmailStandIn(buildDir)).toBe(false);
    await writeEmailServiceMode(buildDir, "  ");
    expect(buildUsesEmailStandIn(buildDir)).toBe(true);
    await writeEmailServiceMode(buildDir, "public-key-123");
    expect(buildUsesEmailStandIn(buildDir)).toBe(false);
  });

  it("answers the form's native POST too when the build has the contact page", async () => {
    await writeEmailServiceMode(buildDir, "");
    expect(defaultEmailStandIn(buildDir)).not.toHaveProperty("contactPage");
    const contactPage = path.join(buildDir, "client", "contact", "index.html");
    mkdirSync(path.dirname(contactPage), { recursive: true });
    writeFileSync(contactPage, '<astro-island prefix="r1"><form id="contact-form"></form></astro-island>');
    expect(defaultEmailStandIn(buildDir)).toMatchObject({ dataDir: expect.any(String) as unknown, contactPage });
  });

  it("registers the send route on the production server only in stand-in mode", async () => {
    const withKey = await createServer({ buildDir, logger: false });
    const off = await withKey.inject({ method: "POST", url: SEND_PATH, payload: validBody });
    // No such endpoint: the site is read-only there, like every other path.
    expect(off.statusCode).toBe(405);
    expect(off.headers.allow).toBe("GET, HEAD");
    await withKey.close();

    const standIn = await createServer({ buildDir, logger: false, emailStandIn: { dataDir } });
    const on = await standIn.inject({ method: "POST", url: SEND_PATH, payload: validBody });
    expect(on.statusCode).toBe(200);
    expect(outboxLines()).toHaveLength(1);
    await standIn.close();
  });
});

/** JSON text of objects, or of arrays, nested `levels` deep. */
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}"x"${"}".repeat(levels)}`;
const deepArray = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

/** The valid body with `deep` (JSON text) as one more top-level value. */
const bodyWith = (deep: string) => JSON.stringify({ ...validBody, extra: "DEEP" }).replace('"DEEP"', deep);

describe("issue 19: the stand-in stores only what the form itself would send", () => {
  const withParams = (changes: Record<string, unknown>) => ({
    ...validBody,
    template_params: { ...templateParams, ...changes },
  });

  it.each([
    ["a name of 10,000 characters", withParams({ from_name: "n".repeat(10_000) }), `from_name: ${MESSAGES.name}`],
    [
      "a challenge of 40,000 characters",
      withParams({ challenge: "c".repeat(40_000) }),
      `challenge: ${MESSAGES.challenge}`,
    ],
    ["a title over its limit", withParams({ title: "t".repeat(LIMITS.title + 1) }), `title: ${MESSAGES.title}`],
    ["an email of not-an-email", withParams({ from_email: "not-an-email" }), `from_email: ${MESSAGES.email}`],
    ["an unknown service interest", withParams({ service_interest: "lunch" }), "service_interest:"],
    ["empty template_params", { ...validBody, template_params: {} }, "to_email"],
    [
      "template_params without a name",
      { ...validBody, template_params: { ...templateParams, from_name: undefined } },
      "from_name must be a string",
    ],
    ["a value that is not a string", withParams({ message: 42 }), "message must be a string"],
    ["a parameter the form never sends", withParams({ cc_email: "c@z.example" }), '"cc_email" is not expected'],
    ["a wrong service_id", { ...validBody, service_id: "service_other" }, "The service ID is invalid"],
    ["a wrong template_id", { ...validBody, template_id: "template_other" }, "The template ID is invalid"],
    ["a wrong user_id", { ...validBody, user_id: "someone-elses-key" }, "The public key is invalid"],
    ["to_email set to another address", withParams({ to_email: "attacker@evil.example" }), "to_email"],
    ["to_email with an injected Bcc", withParams({ to_email: "a@x, b@y\r\nBcc: c@z" }), "to_email"],
    ["no to_email", withParams({ to_email: undefined }), "to_email"],
  ])("answers 400 for %s, and writes nothing", async (_case, payload, reason) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain(reason);
    expect(outboxLines()).toEqual([]);
  });

  it.each([
    ["objects nested 2,500 deep", bodyWith(deepObject(2500))],
    ["arrays nested 5,000 deep", bodyWith(deepArray(5000))],
    ["a template parameter one level too deep", JSON.stringify(withParams({ message: { text: "hi" } }))],
  ])("answers 400 with the reason for %s, and writes nothing", async (_case, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(`The request body nests deeper than the ${MAX_JSON_DEPTH} levels a send needs`);
    expect(outboxLines()).toEqual([]);
  });

  it("counts nesting outside strings only", () => {
    expect(jsonDepth(JSON.stringify(validBody), 10)).toBe(2);
    expect(jsonDepth(JSON.stringify({ text: '[[[{{{"\\\\' }), 10)).toBe(1);
    expect(jsonDepth(deepArray(50), 5)).toBe(6);
  });
});

describe("issue 19: the stand-in cannot be flooded", () => {
  it(`lets one address send ${DEFAULT_RATE_LIMIT.max} a minute, then answers 429 with Retry-After and stores nothing more`, async () => {
    await startStandIn();
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMIT.max + 1; i += 1) {
      const response = await post({ ...validBody, template_params: { ...templateParams, from_name: `Sender ${i}` } });
      statuses.push(response.statusCode);
      if (i === DEFAULT_RATE_LIMIT.max) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(response.body).toContain("Too many requests");
      }
    }
    expect(statuses).toEqual([...Array<number>(DEFAULT_RATE_LIMIT.max).fill(200), 429]);
    expect(outboxLines()).toHaveLength(DEFAULT_RATE_LIMIT.max);
    // Another address has its own budget.
    const other = await app.inject({
      method: "POST",
      url: SEND_PATH,
      remoteAddress: "192.0.2.7",
      headers: { "content-type": "application/json" },
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
      emailStandIn: { dataDir, rateLimit: { max: 1, timeWindowMs: 60_000 } },
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

  it("refuses new messages with 503 once the outbox reaches its budget, keeping every earlier lead intact", async () => {
    const lineBytes = Buffer.byteLength(
      `${JSON.stringify({ receivedAt: new Date().toISOString(), service_id: validBody.service_id, template_id: validBody.template_id, template_params: templateParams })}\n`,
    );
    await startStandIn({ outboxMaxBytes: lineBytes * 2 + 10, rateLimit: { max: 100, timeWindowMs: 60_000 } });
    expect((await post(validBody)).statusCode).toBe(200);
    expect((await post(validBody)).statusCode).toBe(200);
    const before = readFileSync(outboxFile(), "utf8");

    const refused = await post(validBody);
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toBe("The outbox is full: the message was not stored");
    expect(readFileSync(outboxFile(), "utf8")).toBe(before);
    expect(outboxEntries()).toHaveLength(2);
  });
});

describe("issue 19: the outbox is always valid JSON Lines", () => {
  const earlier = `${JSON.stringify({ receivedAt: "2026-11-01T09:00:00.000Z", ...validBody, template_params: templateParams })}\n`;
  const torn = '{"receivedAt":"2026-11-01T09:05:00.000Z","service_id":"service_northb';
  const tornFiles = () => readdirSync(dataDir).filter((file) => file.startsWith("outbox.torn-"));

  it("moves a torn last line aside on start, so the next lead gets its own valid line", async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(outboxFile(), earlier + torn);
    await startStandIn();
    expect(readFileSync(outboxFile(), "utf8")).toBe(earlier);

    expect((await post(validBody)).statusCode).toBe(200);
    const entries = outboxEntries();
    expect(entries).toHaveLength(2);
    expect(entries[1]?.template_params).toEqual(templateParams);
    expect(tornFiles().map((file) => readFileSync(path.join(dataDir, file), "utf8"))).toEqual([torn]);
  });

  it("repairs a line torn while running (another writer, a full disk) before the next append", async () => {
    expect((await post(validBody)).statusCode).toBe(200);
    appendFileSync(outboxFile(), torn);
    expect((await post(validBody)).statusCode).toBe(200);
    expect(outboxEntries()).toHaveLength(2);
    expect(tornFiles()).toHaveLength(1);
  });

  it("answers 500 when the message cannot be written, so the visitor sees the failure and keeps their text", async () => {
    // The outbox's name taken by a folder: every write fails.
    mkdirSync(outboxFile(), { recursive: true });
    const response = await post(validBody);
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe("The message could not be stored");
  });

  it("answers 500 when the append itself fails (a full disk), keeping every earlier lead intact", async () => {
    expect((await post(validBody)).statusCode).toBe(200);
    const before = readFileSync(outboxFile(), "utf8");

    diskFull.next = true;
    const failed = await post({ ...validBody, template_params: { ...templateParams, from_name: "Lost Lead" } });
    expect(diskFull.next).toBe(false);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toBe("The message could not be stored");
    expect(readFileSync(outboxFile(), "utf8").startsWith(before)).toBe(true);

    // The half-written line goes aside before the next lead, which gets its own valid line after the earlier one.
    expect((await post(validBody)).statusCode).toBe(200);
    expect(readFileSync(outboxFile(), "utf8").startsWith(before)).toBe(true);
    expect(outboxEntries()).toHaveLength(2);
    expect(tornFiles()).toHaveLength(1);
  });
});

describe("issue 19: limits come from the environment", () => {
  let buildDir: string;

  beforeEach(async () => {
    buildDir = writeFixtureBuild({});
    await writeEmailServiceMode(buildDir, "");
  });

  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  it("reads CONTACT_RATE_LIMIT and OUTBOX_MAX_MB, with defaults", () => {
    expect(defaultEmailStandIn(buildDir, {})).toMatchObject({
      rateLimit: DEFAULT_RATE_LIMIT,
      outboxMaxBytes: 50 * 1024 * 1024,
    });
    expect(defaultEmailStandIn(buildDir, { CONTACT_RATE_LIMIT: "3", OUTBOX_MAX_MB: "2" })).toMatchObject({
      rateLimit: { max: 3, timeWindowMs: 60_000 },
      outboxMaxBytes: 2 * 1024 * 1024,
    });
  });

  it.each(["0", "-1", "ten", "1.5"])("refuses to start with CONTACT_RATE_LIMIT=%s, naming the setting", (value) => {
    expect(() => defaultEmailStandIn(buildDir, { CONTACT_RATE_LIMIT: value })).toThrow(/CONTACT_RATE_LIMIT/);
  });

  it("checks sends against the ids and recipient the build recorded, not the server's environment", async () => {
    writeFileSync(
      path.join(buildDir, "email-service.json"),
      JSON.stringify({
        standIn: true,
        serviceId: "svc_built",
        templateId: "tpl_built",
        recipient: "leads@firm.example",
      }),
    );
    const options = defaultEmailStandIn(buildDir, { DATA_DIR: dataDir });
    if (!options) throw new Error("the stand-in should be on");
    await startStandIn(options);
    expect((await post(validBody)).body).toContain("service ID is invalid");
    const built = {
      ...validBody,
      service_id: "svc_built",
      template_id: "tpl_built",
      template_params: { ...templateParams, to_email: "leads@firm.example" },
    };
    expect((await post(built)).statusCode).toBe(200);
    expect(outboxEntries()).toEqual([
      expect.objectContaining({
        service_id: "svc_built",
        template_id: "tpl_built",
        template_params: built.template_params,
      }),
    ]);
  });
});
