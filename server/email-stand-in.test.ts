// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createServer } from "./app";
import { writeFixtureBuild } from "./fixture-build";
import {
  BODY_LIMIT,
  buildUsesEmailStandIn,
  defaultEmailStandIn,
  emailStandIn,
  OUTBOX_FILE,
  SEND_PATH,
  writeEmailServiceMode,
  type OutboxEntry,
} from "./email-stand-in";

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

function outboxLines(): string[] {
  const file = path.join(dataDir, OUTBOX_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").filter(Boolean);
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
  await app.register(emailStandIn, { dataDir });
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

  it("accepts a body just under the 50 KB limit", async () => {
    const body = { ...validBody, template_params: { ...templateParams, message: "" } };
    const room = BODY_LIMIT - JSON.stringify(body).length - 1;
    body.template_params.message = "x".repeat(room);
    expect(JSON.stringify(body).length).toBe(BODY_LIMIT - 1);
    expect((await post(body)).statusCode).toBe(200);
    expect(outboxLines()).toHaveLength(1);
  });

  it("writes 50 concurrent sends as 50 whole lines, none interleaved", async () => {
    const sends = Array.from({ length: 50 }, (_, i) =>
      post({
        ...validBody,
        template_params: { ...templateParams, from_name: `Sender ${i}`, message: "m".repeat(4000) },
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
    expect(defaultEmailStandIn(buildDir)).toEqual({ dataDir: expect.any(String) as unknown });
    const contactPage = path.join(buildDir, "client", "contact", "index.html");
    mkdirSync(path.dirname(contactPage), { recursive: true });
    writeFileSync(contactPage, '<astro-island prefix="r1"><form id="contact-form"></form></astro-island>');
    expect(defaultEmailStandIn(buildDir)).toEqual({ dataDir: expect.any(String) as unknown, contactPage });
  });

  it("registers the send route on the production server only in stand-in mode", async () => {
    const withKey = await createServer({ buildDir, logger: false });
    const off = await withKey.inject({ method: "POST", url: SEND_PATH, payload: validBody });
    expect(off.statusCode).toBe(404);
    await withKey.close();

    const standIn = await createServer({ buildDir, logger: false, emailStandIn: { dataDir } });
    const on = await standIn.inject({ method: "POST", url: SEND_PATH, payload: validBody });
    expect(on.statusCode).toBe(200);
    expect(outboxLines()).toHaveLength(1);
    await standIn.close();
  });
});
