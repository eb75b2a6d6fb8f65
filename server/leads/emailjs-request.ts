import { EMPTY_FORM, type ContactFormValues } from "~/contact/contact-rules";
import { contactFieldsSchema, type ContactSubmission } from "~/contact/contact-schema";
import { TEMPLATE_FIELDS } from "~/contact/template-params";

/*
 * The form's script sends a lead as EmailJS's SDK does (SPEC §7): JSON with lib_version, user_id, service_id,
 * template_id and template_params. Without an EmailJS key the site answers that request itself (decision 0004), so
 * it is read here exactly as EmailJS would, then checked with the form's own rules.
 */

export const SEND_PATH = "/api/v1.0/email/send";
export const BODY_LIMIT = 50 * 1024;
/** The SDK's body is an object holding `template_params`, an object of strings: nothing deeper is ever needed. */
export const MAX_JSON_DEPTH = 2;
/**
 * Not sent by the form (SPEC §3's payload stays as it is): a client that copies the form's fields into the request,
 * hidden trap included, fills it, and its request is kept as spam.
 */
export const HONEYPOT_PARAM = "honeypot";

/** What a send must name to be accepted: the ids and recipient the build put in the page. */
export type SendAccount = { serviceId: string; templateId: string; publicKey: string; recipient: string };

/** Why Fastify refused a body before it reached the route, in EmailJS's plain words. */
export const BAD_REQUEST_REASONS: Partial<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body exceeds the ${BODY_LIMIT / 1024} KB limit`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "The request body must be JSON sent with Content-Type: application/json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
};

/** A request the endpoint refuses, with the reason it answers (400, plain text, as EmailJS does). */
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
function formValuesOf(params: Record<string, unknown>, recipient: string): ContactFormValues {
  const known = new Set<string>([...Object.keys(TEMPLATE_FIELDS), "to_email", HONEYPOT_PARAM]);
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
  const honeypot = params[HONEYPOT_PARAM];
  if (honeypot !== undefined && typeof honeypot !== "string") {
    throw new BadRequest(`The template parameter ${HONEYPOT_PARAM} must be a string`);
  }
  values.honeypot = honeypot ?? "";
  return values;
}

/** A send that passed every check: the lead's fields, and whether the hidden trap was filled. */
export type SendRequest = { submission: ContactSubmission; honeypotFilled: boolean };

/** Checks a send request as EmailJS does, then its template parameters with the form's own rules. */
export function parseSendRequest(contentType: string | undefined, body: unknown, account: SendAccount): SendRequest {
  if (!contentType?.toLowerCase().startsWith("application/json")) {
    throw new BadRequest("The request body must be JSON sent with Content-Type: application/json");
  }
  if (!isObject(body)) throw new BadRequest("The request body must be a JSON object");
  requiredId(body, "user_id", account.publicKey, "public key");
  requiredId(body, "service_id", account.serviceId, "service ID");
  requiredId(body, "template_id", account.templateId, "template ID");
  const params = body.template_params;
  if (!isObject(params)) throw new BadRequest("The template_params parameter must be an object");
  const values = formValuesOf(params, account.recipient);
  const result = contactFieldsSchema.safeParse(values);
  if (!result.success) {
    const byField = new Map(Object.entries(TEMPLATE_FIELDS).map(([param, field]) => [field as string, param]));
    const reasons = result.error.issues.map((issue) => `${byField.get(String(issue.path[0]))}: ${issue.message}`);
    throw new BadRequest(`The template parameters break the form's rules: ${[...new Set(reasons)].join(" ")}`);
  }
  return { submission: result.data, honeypotFilled: values.honeypot.trim() !== "" };
}
