import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyPluginAsync } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "~/content/site";
import { CONTACT_PATH, EMPTY_FORM, STAND_IN_PUBLIC_KEY } from "~/islands/contact-form/contact-rules";
import { contactFieldsSchema, type ContactSubmission } from "~/islands/contact-form/contact-schema";
import { TEMPLATE_FIELDS, templateParams, type TemplateParams } from "~/islands/contact-form/template-params";
import { pageFile } from "../scripts/build-output";
import { openOutbox, OutboxFullError } from "./outbox";

export { OUTBOX_FILE } from "./outbox";

/*
 * A local stand-in for EmailJS, so the discovery-call form works end to end
 * on a machine with no email account. A build made without an EmailJS public
 * key points the SDK at the site's own origin; `npm start` then answers
 * POST /api/v1.0/email/send with the same contract as the real service and
 * appends each message to an outbox instead of emailing it (decision 0004).
 * The form's native POST (JavaScript off) lands in the same outbox (contact-form-post.ts).
 * It faces the open internet: it stores only what the form itself would send (the form's own rules, this site's
 * ids and recipient), a few messages per minute per address, up to a size budget.
 */

export const SEND_PATH = "/api/v1.0/email/send";
export const BODY_LIMIT = 50 * 1024;
/** The SDK's body is an object holding `template_params`, an object of strings: nothing deeper is ever needed. */
export const MAX_JSON_DEPTH = 2;

/** Written by the build next to site-map.json: whether the client was built to use the stand-in, and its ids. */
const MODE_FILE = "email-service.json";

/** What a send must name to be accepted: the ids and recipient the build put in the page. */
export type StandInAccount = { serviceId: string; templateId: string; publicKey: string; recipient: string };

type EmailServiceMode = { standIn: boolean } & Partial<Omit<StandInAccount, "publicKey">>;

const configuredAccount = (): StandInAccount => ({
  serviceId: site.emailjs.serviceId,
  templateId: site.emailjs.templateId,
  publicKey: STAND_IN_PUBLIC_KEY,
  recipient: site.emailjs.recipient,
});

/** Called by the build (site-integration.ts) with its own environment, so `npm start` follows the build's ids. */
export async function writeEmailServiceMode(buildDir: string, publicKey: string): Promise<void> {
  const { serviceId, templateId, recipient } = configuredAccount();
  const mode: EmailServiceMode = { standIn: publicKey.trim() === "", serviceId, templateId, recipient };
  await writeFile(path.join(buildDir, MODE_FILE), `${JSON.stringify(mode)}\n`);
}

function readMode(buildDir: string): EmailServiceMode | null {
  const file = path.join(buildDir, MODE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as EmailServiceMode) : null;
}

/** True when the build in `buildDir` sends email through the stand-in. A build without the file never does. */
export function buildUsesEmailStandIn(buildDir: string): boolean {
  return readMode(buildDir)?.standIn === true;
}

export type RateLimit = { max: number; timeWindowMs: number };

export type EmailStandInOptions = {
  /** Folder of the outbox; created if missing. */
  dataDir: string;
  /** The built contact page: with it, the form's native POST is answered too. */
  contactPage?: string;
  /** Default: the site config (a build records its own in email-service.json; defaultEmailStandIn reads it). */
  account?: StandInAccount;
  /** Messages per address per window, the island's sends and native POSTs together. */
  rateLimit?: RateLimit;
  /** The outbox's size on disk past which new messages are refused. */
  outboxMaxBytes?: number;
};

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, timeWindowMs: 60_000 };
export const DEFAULT_OUTBOX_MAX_MB = 50;

/** A whole number from the environment, at least `min`; a wrong value stops the server with its name. */
export function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, not "${raw}"`);
  return value;
}

/**
 * On, with the outbox in DATA_DIR (default `.data/`), when the build in `buildDir` was made for the stand-in.
 * CONTACT_RATE_LIMIT (messages per minute per address) and OUTBOX_MAX_MB set its limits.
 */
export function defaultEmailStandIn(buildDir: string, env = process.env): EmailStandInOptions | false {
  const mode = readMode(buildDir);
  if (mode?.standIn !== true) return false;
  const contactPage = path.join(buildDir, "client", pageFile(CONTACT_PATH));
  const fallback = configuredAccount();
  return {
    dataDir: path.resolve(env.DATA_DIR ?? ".data"),
    ...(existsSync(contactPage) ? { contactPage } : {}),
    account: {
      serviceId: mode.serviceId ?? fallback.serviceId,
      templateId: mode.templateId ?? fallback.templateId,
      publicKey: STAND_IN_PUBLIC_KEY,
      recipient: mode.recipient ?? fallback.recipient,
    },
    rateLimit: { ...DEFAULT_RATE_LIMIT, max: positiveSetting(env, "CONTACT_RATE_LIMIT", DEFAULT_RATE_LIMIT.max) },
    outboxMaxBytes: positiveSetting(env, "OUTBOX_MAX_MB", DEFAULT_OUTBOX_MAX_MB) * 1024 * 1024,
  };
}

/** One line of the outbox. */
export type OutboxEntry = {
  receivedAt: string;
  service_id: string;
  template_id: string;
  template_params: TemplateParams;
};

/** Puts one checked submission in the outbox; rejects with OutboxFullError past the budget. */
export type Deliver = (submission: ContactSubmission) => Promise<void>;

/** A request the stand-in refuses, with the reason it answers (400, plain text, as EmailJS does). */
export class BadRequest extends Error {
  readonly statusCode = 400;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requiredId(body: Record<string, unknown>, key: string, expected: string, what: string): string {
  const value = body[key];
  if (typeof value !== "string" || value.trim() === "") throw new BadRequest(`The ${key} parameter is required`);
  if (value !== expected) throw new BadRequest(`The ${what} is invalid: this site accepts only its own`);
  return value;
}

/**
 * How deeply the JSON text nests objects and arrays, counted without parsing it (a parser, or what reads its
 * result, may recurse once per level). Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === "}" || char === "]") depth -= 1;
  }
  return deepest;
}

/** The form's values carried by a send's `template_params`; any other key, or a value not a string, is refused. */
function formValuesOf(params: Record<string, unknown>, recipient: string) {
  const known = new Set<string>([...Object.keys(TEMPLATE_FIELDS), "to_email"]);
  const unknown = Object.keys(params).find((key) => !known.has(key));
  if (unknown !== undefined) throw new BadRequest(`The template parameter ${JSON.stringify(unknown)} is not expected`);
  if (params.to_email !== recipient) {
    throw new BadRequest("The to_email parameter must be this site's recipient: messages go to the firm only");
  }
  const values = { ...EMPTY_FORM };
  for (const [param, field] of Object.entries(TEMPLATE_FIELDS)) {
    const value = params[param];
    if (typeof value !== "string") throw new BadRequest(`The template parameter ${param} must be a string`);
    values[field] = value;
  }
  return values;
}

/** Checks a send request as EmailJS does, then its template parameters with the form's own rules. */
export function parseSendRequest(
  contentType: string | undefined,
  body: unknown,
  account: StandInAccount = configuredAccount(),
): ContactSubmission {
  if (!contentType?.toLowerCase().startsWith("application/json")) {
    throw new BadRequest("The request body must be JSON sent with Content-Type: application/json");
  }
  if (!isObject(body)) throw new BadRequest("The request body must be a JSON object");
  requiredId(body, "user_id", account.publicKey, "public key");
  requiredId(body, "service_id", account.serviceId, "service ID");
  requiredId(body, "template_id", account.templateId, "template ID");
  const params = body.template_params;
  if (!isObject(params)) throw new BadRequest("The template_params parameter must be an object");
  const result = contactFieldsSchema.safeParse(formValuesOf(params, account.recipient));
  if (!result.success) {
    const byField = new Map(Object.entries(TEMPLATE_FIELDS).map(([param, field]) => [field as string, param]));
    const reasons = result.error.issues.map((issue) => `${byField.get(String(issue.path[0]))}: ${issue.message}`);
    throw new BadRequest(`The template parameters break the form's rules: ${[...new Set(reasons)].join(" ")}`);
  }
  return result.data;
}

function describe(value: string): string {
  return value.trim() ? value.trim() : "(not given)";
}

function reasonFor(error: FastifyError): string {
  if (error instanceof BadRequest) return error.message;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return `The request body exceeds the ${BODY_LIMIT / 1024} KB limit`;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "The request body must be JSON sent with Content-Type: application/json";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty";
    default:
      return "The request body is not valid JSON";
  }
}

export const emailStandIn: FastifyPluginAsync<EmailStandInOptions> = async (
  app,
  {
    dataDir,
    contactPage,
    account = configuredAccount(),
    rateLimit = DEFAULT_RATE_LIMIT,
    outboxMaxBytes = DEFAULT_OUTBOX_MAX_MB * 1024 * 1024,
  },
) => {
  const outbox = await openOutbox({
    dataDir,
    maxBytes: outboxMaxBytes,
    onRepair: (aside) => app.log.warn(`the outbox ended in a torn line: moved it to ${aside}`),
  });
  const deliver: Deliver = async (submission) => {
    const entry: OutboxEntry = {
      receivedAt: new Date().toISOString(),
      service_id: account.serviceId,
      template_id: account.templateId,
      template_params: templateParams(submission, account.recipient),
    };
    await outbox.append(entry);
    app.log.info(
      `discovery call from ${describe(submission.name)} <${describe(submission.email)}> at ${describe(submission.company)}`,
    );
  };

  // One budget per address for both ways in (the island's send and the native POST), so neither doubles it.
  await app.register(fastifyRateLimit, { global: false });
  const limit = app.rateLimit({ max: rateLimit.max, timeWindow: rateLimit.timeWindowMs });

  if (contactPage) {
    // Loaded only here: it renders React, which the build (site-integration.ts imports this module) never needs.
    (await import("./ignore-css-imports")).ignoreCssImports();
    const { contactFormPost } = await import("./contact-form-post");
    // Its own scope: a form post answers with the page, never with this plugin's plain-text errors.
    await app.register(contactFormPost, { contactPage, deliver, rateLimit: limit });
  }

  // The SDK's JSON, refused before it is parsed when it nests deeper than a send ever does.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if (jsonDepth(String(body), MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new BadRequest(`The request body nests deeper than the ${MAX_JSON_DEPTH} levels a send needs`), undefined);
      return;
    }
    parseJson(request, String(body), done);
  });

  // Answers like EmailJS: 400 with a plain-text reason, 429 when rate-limited, 5xx when nothing could be stored.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const text = (status: number, body: string) => reply.code(status).type("text/plain; charset=utf-8").send(body);
    if (error.statusCode === 429) return text(429, "Too many requests: please wait a minute before sending again");
    if (error instanceof OutboxFullError) {
      request.log.error(error.message);
      return text(503, "The outbox is full: the message was not stored");
    }
    if (error.statusCode !== undefined && error.statusCode < 500) return text(400, reasonFor(error));
    request.log.error(error, "email stand-in failed");
    return text(500, "The message could not be stored");
  });

  app.post(SEND_PATH, { bodyLimit: BODY_LIMIT, onRequest: limit }, async (request, reply) => {
    await deliver(parseSendRequest(request.headers["content-type"], request.body, account));
    return reply.code(200).type("text/plain; charset=utf-8").send("OK");
  });

  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: SEND_PATH,
    handler: (_request, reply) =>
      reply.code(405).header("allow", "POST").type("text/plain; charset=utf-8").send("Method Not Allowed: use POST"),
  });
};
