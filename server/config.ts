import path from "node:path";
import * as z from "zod";

/*
 * Every environment variable `npm start` and its terminal commands read (docs/deploy.md lists them), parsed in one
 * place with one schema: trimmed, empty as unset, defaults applied, folders resolved. A wrong value stops the server
 * (or the command) with one plain line naming the variable.
 */

const text = z.string().trim();
/** Unset and empty are the same: the default. */
const optional = text.transform((value) => value || undefined).optional();
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  text
    .regex(/^\d+$/, `must be a whole number of at least ${min}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const withDefault = <T extends z.ZodType<unknown, string>>(schema: T, fallback: string) =>
  text.transform((value) => value || fallback).pipe(schema);
/** Several values in one variable, separated by commas; unset or empty is none. */
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  text.transform((value) => (value ? value.split(",").map((part) => part.trim()) : [])).pipe(z.array(item));
const webAddress = z.url({
  protocol: z.regexes.httpProtocol,
  message: "must be http:// or https:// addresses, separated by commas",
});
/** Standard Webhooks' form of a secret: whsec_ and 24 to 64 random bytes in base64. */
const webhookSecret = z.string().refine((value) => {
  const base64 = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1] ?? "";
  const bytes = Buffer.from(base64, "base64");
  return bytes.length >= 24 && bytes.length <= 64 && bytes.toString("base64") === base64;
}, "must be secrets of the form whsec_ and 24 to 64 random bytes in base64, separated by commas");

/** Variables whose value is never repeated in an error: it is a secret, or an address that holds one. */
const SECRET = new Set(["LEADS_WEBHOOK_SECRET", "LEADS_SLACK_WEBHOOK_URL"]);

const schema = z
  .object({
    PORT: withDefault(wholeNumber(0, 65_535), "3000"),
    HOST: withDefault(text, "0.0.0.0"),
    BUILD_DIR: withDefault(text, "build"),
    RELEASES_DIR: optional,
    CONTENT_DIR: withDefault(text, "content"),
    DATA_DIR: withDefault(text, ".data"),
    TRUST_PROXY: optional,
    STAFF_AREA: withDefault(z.enum(["on", "off"], "must be on or off"), "on"),
    NO_BUILD: withDefault(z.enum(["0", "1"], "must be 0 or 1"), "0"),
    SITE_URL: optional.pipe(z.url("must be an address such as https://www.example.org").optional()),
    SMTP_URL: optional,
    LEADS_TO: optional,
    LEADS_FROM: optional,
    CONTACT_RATE_LIMIT: withDefault(wholeNumber(1), "10"),
    LEADS_RETRY_SECONDS: withDefault(wholeNumber(1), "60"),
    LEADS_KEEP_MONTHS: withDefault(wholeNumber(1), "24"),
    LEADS_WEBHOOK_URL: list(webAddress),
    LEADS_WEBHOOK_SECRET: list(webhookSecret),
    LEADS_SLACK_WEBHOOK_URL: list(webAddress),
    LEADS_WARN_AFTER_SECONDS: withDefault(wholeNumber(1), "600"),
  })
  .superRefine((value, context) => {
    const [urls, secrets] = [value.LEADS_WEBHOOK_URL.length, value.LEADS_WEBHOOK_SECRET.length];
    if (urls !== secrets) {
      context.addIssue({
        code: "custom",
        path: ["LEADS_WEBHOOK_SECRET"],
        message: `must hold one secret for each address in LEADS_WEBHOOK_URL, in the same order (${urls} ${urls === 1 ? "address" : "addresses"}, ${secrets} ${secrets === 1 ? "secret" : "secrets"})`,
      });
    }
  });

/** The settings, as the server uses them. */
export type ServerConfig = {
  port: number;
  host: string;
  /** Where `npm run build` writes (the first version), absolute. */
  buildDir: string;
  /** The versions of the site (decision 0025): BUILD_DIR.releases unless RELEASES_DIR says. */
  releasesDir: string;
  /** The drafts the editor saves, absolute. */
  contentDir: string;
  /** The leads and staff stores, absolute. */
  dataDir: string;
  trustProxy: string | undefined;
  staffArea: boolean;
  noBuild: boolean;
  /** The address links in staff emails start with; unset, the server's own on localhost. */
  siteUrl: string | undefined;
  smtpUrl: string | undefined;
  leadsTo: string | undefined;
  leadsFrom: string | undefined;
  contactRateLimit: number;
  leadsRetrySeconds: number;
  leadsKeepMonths: number;
  /** Where each lead is also sent as JSON signed per Standard Webhooks, each address with its secret. */
  leadsWebhooks: { url: string; secret: string }[];
  /** Slack incoming webhooks each lead is also posted to. */
  leadsSlackWebhooks: string[];
  /** How long a lead may wait for its email or a webhook before the staff overview warns. */
  leadsWarnAfterSeconds: number;
};

/** The environment read into settings; throws one plain line naming each variable with a wrong value. */
export function serverConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const known = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name] ?? ""]));
  const result = schema.safeParse(known);
  if (!result.success) {
    // One line per variable, however many of its values are wrong.
    const names = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
    const problems = names.map((name) => {
      const issue = result.error.issues.find((candidate) => String(candidate.path[0]) === name);
      const shown = SECRET.has(name) ? "(not shown: it is secret)" : `"${env[name] ?? ""}"`;
      return `${name} ${issue?.message ?? "is wrong"}, not ${shown}`;
    });
    throw new Error(`Check the environment (.env): ${problems.join("; ")}.`);
  }
  const value = result.data;
  const buildDir = path.resolve(value.BUILD_DIR);
  return {
    port: value.PORT,
    host: value.HOST,
    buildDir,
    releasesDir: path.resolve(value.RELEASES_DIR ?? `${buildDir}.releases`),
    contentDir: path.resolve(value.CONTENT_DIR),
    dataDir: path.resolve(value.DATA_DIR),
    trustProxy: value.TRUST_PROXY,
    staffArea: value.STAFF_AREA === "on",
    noBuild: value.NO_BUILD === "1",
    siteUrl: value.SITE_URL?.replace(/\/+$/, ""),
    smtpUrl: value.SMTP_URL,
    leadsTo: value.LEADS_TO,
    leadsFrom: value.LEADS_FROM,
    contactRateLimit: value.CONTACT_RATE_LIMIT,
    leadsRetrySeconds: value.LEADS_RETRY_SECONDS,
    leadsKeepMonths: value.LEADS_KEEP_MONTHS,
    leadsWebhooks: value.LEADS_WEBHOOK_URL.map((url, index) => ({
      url,
      secret: value.LEADS_WEBHOOK_SECRET[index] ?? "",
    })),
    leadsSlackWebhooks: value.LEADS_SLACK_WEBHOOK_URL,
    leadsWarnAfterSeconds: value.LEADS_WARN_AFTER_SECONDS,
  };
}

/** The settings for a terminal command, or null once `err` has been told, in one line, what is wrong. */
export function commandConfig(env: NodeJS.ProcessEnv, err: (text: string) => void): ServerConfig | null {
  try {
    return serverConfig(env);
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n`);
    return null;
  }
}
