import { closeSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { readTimeZone } from "~/content/content-files";
import { site } from "~/content/site";
import { readLeadMode } from "~/lib/lead-mode";
import type { ServerConfig } from "../config";
import { DEFAULT_RATE_LIMIT, type LeadServiceOptions } from "./lead-service";
import { STORE_FILE } from "./store";
import { webhookDestinations } from "./webhooks";
import { STAFF_STORE_FILE } from "../staff/store";

/*
 * The lead service as `npm start` configures it from its settings (server/config.ts; docs/contact-form.md, "Leads"):
 * DATA_DIR for the store, SMTP_URL, LEADS_TO and LEADS_FROM for the email, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET and
 * LEADS_SLACK_WEBHOOK_URL for the other notifications (linking to SITE_URL's staff area), LEADS_RETRY_SECONDS and
 * CONTACT_RATE_LIMIT for their pace, LEADS_WARN_AFTER_SECONDS for the staff overview's warning, LEADS_KEEP_MONTHS for
 * how long a lead is kept.
 */

/** Where a mail server is, without the user name and password the URL may carry. */
export function mailServerOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
  } catch {
    return "(SMTP_URL is not a URL)";
  }
}

/** nodemailer's transport for SMTP_URL: one kept-open connection, and timeouts that let a retry come soon. */
export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * The lead service of the build in `buildDir`, or false when the build sends through EmailJS instead. `mail` is null
 * without SMTP_URL: leads are then stored and not emailed.
 */
export function leadServiceOf(
  buildDir: string,
  config: ServerConfig,
): (LeadServiceOptions & { smtpUrl: string | null }) | false {
  const mode = readLeadMode(buildDir);
  if (mode?.leadsOnServer !== true) return false;
  const to = config.leadsTo ?? mode.recipient;
  const from = config.leadsFrom ?? `"${site.name} website" <${to.split(",")[0]?.trim()}>`;
  const smtpUrl = config.smtpUrl ?? null;
  const destinations = webhookDestinations({ webhooks: config.leadsWebhooks, slack: config.leadsSlackWebhooks });
  // The staff area is on the running site: SITE_URL when set, else the site's public address.
  const siteUrl = config.siteUrl ?? site.baseUrl.replace(/\/+$/, "");
  return {
    dataDir: config.dataDir,
    messageIdDomain: new URL(site.baseUrl).hostname,
    smtpUrl,
    mail: smtpUrl ? { transport: smtpTransport(smtpUrl), to, from } : null,
    webhooks: destinations.length > 0 ? { destinations, leadUrl: (id) => `${siteUrl}/staff/leads/${id}` } : null,
    warnAfterMs: config.leadsWarnAfterSeconds * 1000,
    rateLimit: { ...DEFAULT_RATE_LIMIT, max: config.contactRateLimit },
    retryMs: config.leadsRetrySeconds * 1000,
    keepMonths: config.leadsKeepMonths,
    // The firm's zone, from the drafts the editor saves (CONTENT_DIR), as the staff area reads it.
    timeZone: () => readTimeZone(config.contentDir),
  };
}

/** The one line `npm start` prints about where leads go. */
export function deliveryLine(options: LeadServiceOptions & { smtpUrl: string | null }): string {
  const store = path.join(options.dataDir, STORE_FILE);
  const names = options.webhooks?.destinations.map((destination) => destination.name) ?? [];
  const elsewhere = names.length > 0 ? ` Each is also sent to ${names.join(", ")}.` : "";
  if (!options.mail || !options.smtpUrl) {
    return `Leads are stored in ${store} and NOT emailed: set SMTP_URL (smtp://user:password@mail.example.org:587) and LEADS_TO in .env, then restart; meanwhile \`npm run leads -- list\` shows them.${elsewhere}`;
  }
  return `Leads are stored in ${store} and emailed to ${options.mail.to} through ${mailServerOf(options.smtpUrl)}.${elsewhere}`;
}

/** Why a file cannot be written, in plain words. */
function writeProblem({ code, message }: NodeJS.ErrnoException): string {
  const why =
    code === "EACCES" || code === "EPERM"
      ? "this user may not write there"
      : code === "ENOTDIR" || code === "EEXIST"
        ? "a file, not a folder, is in the way"
        : code === "EROFS"
          ? "the disk is read-only"
          : message;
  return `${why} (${code ?? "error"})`;
}

/**
 * Why DATA_DIR cannot hold the leads and the staff accounts (it cannot be created or written, or a store already in it
 * cannot be written), in one line; null when it can. Checked before the server starts, so the problem shows at once
 * rather than lead by lead.
 */
export function dataDirProblem(dataDir: string): string | null {
  const refused = (problem: string) =>
    `Cannot keep leads in DATA_DIR ${dataDir}: ${problem}. Set DATA_DIR to a folder this user can write, or fix that folder.`;
  try {
    mkdirSync(dataDir, { recursive: true });
    // A real write: permissions alone do not tell (root passes them on a read-only disk).
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    return refused(writeProblem(error as NodeJS.ErrnoException));
  }
  // SQLite opens a store it may not write read-only, and fails at the first write.
  for (const store of [STORE_FILE, STAFF_STORE_FILE]) {
    for (const file of [store, `${store}-wal`, `${store}-shm`]) {
      const full = path.join(dataDir, file);
      if (!existsSync(full)) continue;
      try {
        closeSync(openSync(full, "r+"));
      } catch (error) {
        const { code } = error as NodeJS.ErrnoException;
        return refused(`its ${file} cannot be written (${code ?? "error"})`);
      }
    }
  }
  return null;
}
