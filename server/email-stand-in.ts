import type { FastifyError, FastifyPluginAsync } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CONTACT_PATH } from "~/islands/contact-form/contact-rules";
import { pageFile } from "../scripts/build-output";

/*
 * A local stand-in for EmailJS, so the discovery-call form works end to end
 * on a machine with no email account. A build made without an EmailJS public
 * key points the SDK at the site's own origin; `npm start` then answers
 * POST /api/v1.0/email/send with the same contract as the real service and
 * appends each message to an outbox instead of emailing it (decision 0004).
 * The form's native POST (JavaScript off) lands in the same outbox (contact-form-post.ts).
 */

export const SEND_PATH = "/api/v1.0/email/send";
export const BODY_LIMIT = 50 * 1024;
export const OUTBOX_FILE = "outbox.jsonl";

/** Written by the build next to site-map.json: whether the client was built to use the stand-in. */
const MODE_FILE = "email-service.json";

type EmailServiceMode = { standIn: boolean };

export async function writeEmailServiceMode(buildDir: string, publicKey: string): Promise<void> {
  const mode: EmailServiceMode = { standIn: publicKey.trim() === "" };
  await writeFile(path.join(buildDir, MODE_FILE), `${JSON.stringify(mode)}\n`);
}

/** True when the build in `buildDir` sends email through the stand-in. A build without the file never does. */
export function buildUsesEmailStandIn(buildDir: string): boolean {
  const file = path.join(buildDir, MODE_FILE);
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, "utf8")) as EmailServiceMode).standIn === true;
}

export type EmailStandInOptions = {
  /** Folder of the outbox; created if missing. */
  dataDir: string;
  /** The built contact page: with it, the form's native POST is answered too. */
  contactPage?: string;
};

/** On, with the outbox in DATA_DIR (default `.data/`), when the build in `buildDir` was made for the stand-in. */
export function defaultEmailStandIn(buildDir: string): EmailStandInOptions | false {
  if (!buildUsesEmailStandIn(buildDir)) return false;
  const contactPage = path.join(buildDir, "client", pageFile(CONTACT_PATH));
  return {
    dataDir: path.resolve(process.env.DATA_DIR ?? ".data"),
    ...(existsSync(contactPage) ? { contactPage } : {}),
  };
}

/** One line of the outbox. */
export type OutboxEntry = {
  receivedAt: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
};

/** Puts one message in the outbox. */
export type Deliver = (message: Omit<OutboxEntry, "receivedAt">) => Promise<void>;

class BadRequest extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function requiredId(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== "string" || value.trim() === "") throw new BadRequest(`The ${key} parameter is required`);
  return value;
}

/** Checks a send request the way EmailJS does; throws BadRequest with the reason. */
export function parseSendRequest(contentType: string | undefined, body: unknown): Omit<OutboxEntry, "receivedAt"> {
  if (!contentType?.toLowerCase().startsWith("application/json")) {
    throw new BadRequest("The request body must be JSON sent with Content-Type: application/json");
  }
  if (!isObject(body)) throw new BadRequest("The request body must be a JSON object");
  requiredId(body, "user_id");
  const service_id = requiredId(body, "service_id");
  const template_id = requiredId(body, "template_id");
  const params = body.template_params;
  if (!isObject(params)) throw new BadRequest("The template_params parameter must be an object");
  return { service_id, template_id, template_params: params };
}

function describe(value: unknown): string {
  return typeof value === "string" && value.trim() ? value.trim() : "(not given)";
}

function reasonFor(error: FastifyError): string {
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

export const emailStandIn: FastifyPluginAsync<EmailStandInOptions> = async (app, { dataDir, contactPage }) => {
  await mkdir(dataDir, { recursive: true });
  const outbox = path.join(dataDir, OUTBOX_FILE);

  // One append at a time, each a complete line: concurrent sends never interleave.
  let writes: Promise<unknown> = Promise.resolve();
  const append = (line: string) => {
    const write = writes.then(() => appendFile(outbox, line, "utf8"));
    writes = write.catch(() => {});
    return write;
  };
  const deliver: Deliver = async (message) => {
    const entry: OutboxEntry = { receivedAt: new Date().toISOString(), ...message };
    await append(`${JSON.stringify(entry)}\n`);
    const params = message.template_params;
    app.log.info(
      `discovery call from ${describe(params.from_name)} <${describe(params.from_email)}> at ${describe(params.company)}`,
    );
  };

  if (contactPage) {
    // Loaded only here: it renders React, which the build (site-integration.ts imports this module) never needs.
    (await import("./ignore-css-imports")).ignoreCssImports();
    const { contactFormPost } = await import("./contact-form-post");
    // Its own scope: a form post answers with the page, never with this plugin's plain-text errors.
    await app.register(contactFormPost, { contactPage, deliver });
  }

  // Errors from Fastify's own body parsing (bad JSON, too large, wrong type) answer like EmailJS: 400, plain text.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return reply.code(400).type("text/plain; charset=utf-8").send(reasonFor(error));
    }
    request.log.error(error, "email stand-in failed");
    return reply.code(500).type("text/plain; charset=utf-8").send("The message could not be stored");
  });

  app.post(SEND_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    let message: Omit<OutboxEntry, "receivedAt">;
    try {
      message = parseSendRequest(request.headers["content-type"], request.body);
    } catch (error) {
      if (error instanceof BadRequest) return reply.code(400).type("text/plain; charset=utf-8").send(error.message);
      throw error;
    }
    await deliver(message);
    return reply.code(200).type("text/plain; charset=utf-8").send("OK");
  });

  app.route({
    method: ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: SEND_PATH,
    handler: (_request, reply) =>
      reply.code(405).header("allow", "POST").type("text/plain; charset=utf-8").send("Method Not Allowed: use POST"),
  });
};
