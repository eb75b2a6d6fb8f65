import "../load-env";
import { parseArgs } from "node:util";
import { readTimeZone } from "~/content/content-files";
import { site } from "~/content/site";
import { leadsCsv } from "./inbox";
import { leadRows } from "./notification";
import { openLeadStore } from "./store";
import { LEAD_STATUSES, type Lead, type LeadStatus } from "~/staff/leads";
import { shortTime, table } from "../terminal";
import { commandConfig } from "../config";

/*
 * `npm run leads`: the leads on the server's disk, for the firm's staff (docs/contact-form.md, "Leads").
 *
 *   npm run leads -- list [--status pending|sent|failed|spam] [--limit 20]
 *   npm run leads -- show <id>
 *   npm run leads -- retry <id>          queue a failed lead (or one wrongly kept as spam) to be emailed again
 *   npm run leads -- delete <id>         delete a lead for good (the visitor asked; the privacy notice promises it)
 *   npm run leads -- export --csv [--status ...] > leads.csv
 */

const USAGE = `Usage:
  npm run leads -- list [--status pending|sent|failed|spam] [--limit 20]
  npm run leads -- show <id>
  npm run leads -- retry <id>
  npm run leads -- delete <id>
  npm run leads -- export --csv [--status pending|sent|failed|spam] > leads.csv`;

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function describeLead(lead: Lead): string {
  const delivery = [
    ["Status", lead.status + (lead.spamReason ? ` (${lead.spamReason})` : "")],
    ["Received", `${lead.receivedAt} via ${lead.via}`],
    ["Attempts", String(lead.attempts)],
    ...(lead.sentAt ? [["Sent", `${lead.sentAt}: ${lead.smtpResponse ?? ""}`]] : []),
    ...(lead.nextAttemptAt && lead.status === "pending" ? [["Next try", lead.nextAttemptAt]] : []),
    ...(lead.lastError ? [["Last error", lead.lastError]] : []),
    ["Message-ID", lead.messageId],
  ];
  const fields = leadRows(lead.fields).map(({ label: name, value, long }) =>
    long ? `${name}:\n${value ? value.replace(/^/gm, "  ") : "  (not given)"}` : `${name}: ${value || "(not given)"}`,
  );
  return [`Lead #${lead.id}`, "", ...fields, "", ...delivery.map(([name, value]) => `${name}: ${value}`)].join("\n");
}

/** Runs one command; returns the exit code. Output goes to `out`, problems to `err`. */
export function runLeadsCommand(
  argv: string[],
  {
    env = process.env,
    out = (text: string): unknown => process.stdout.write(text),
    err = (text: string): unknown => process.stderr.write(text),
  }: { env?: NodeJS.ProcessEnv; out?: (text: string) => unknown; err?: (text: string) => unknown } = {},
): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { status: { type: "string" }, limit: { type: "string" }, csv: { type: "boolean" } },
    });
  } catch (error) {
    err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const [command, idText] = parsed.positionals;
  const { status, limit, csv } = parsed.values;
  if (status !== undefined && !LEAD_STATUSES.includes(status as LeadStatus)) {
    err(`--status must be one of ${LEAD_STATUSES.join(", ")}, not "${status}"\n`);
    return 2;
  }
  const id = Number(idText);
  if ((command === "show" || command === "retry" || command === "delete") && !Number.isSafeInteger(id)) {
    err(`${command} needs a lead's number: npm run leads -- ${command} 12\n`);
    return 2;
  }
  if (command === "export" && !csv) {
    err("export writes CSV: npm run leads -- export --csv > leads.csv\n");
    return 2;
  }
  if (!["list", "show", "retry", "delete", "export"].includes(command ?? "")) {
    err(`${USAGE}\n`);
    return command ? 2 : 0;
  }

  const noSuchLead = (missing: number) => {
    err(`There is no lead #${missing}.\n`);
    return 1;
  };

  const config = commandConfig(env, err);
  if (!config) return 1;
  const dataDir = config.dataDir;
  const store = openLeadStore(dataDir, { messageIdDomain: new URL(site.baseUrl).hostname });
  try {
    const filter = status ? { status: status as LeadStatus } : {};
    switch (command) {
      case "list": {
        const leads = store.list({ ...filter, limit: Number(limit ?? 20) || 20 });
        const counts = store.counts();
        const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
        out(`${total} leads in ${store.file}: ${LEAD_STATUSES.map((name) => `${counts[name]} ${name}`).join(", ")}\n`);
        if (leads.length === 0) return 0;
        const rows = leads.map((lead) => [
          `#${lead.id}`,
          shortTime(lead.receivedAt),
          lead.status,
          clip(lead.fields.name, 28),
          clip(lead.fields.company, 28),
          clip(lead.fields.email, 32),
          lead.status === "pending" && lead.lastError ? clip(lead.lastError, 40) : "",
        ]);
        out(`${table([["Lead", "Received (UTC)", "Status", "Name", "Company", "Email", "Last error"], ...rows])}\n`);
        return 0;
      }
      case "show": {
        const lead = store.get(id);
        if (!lead) return noSuchLead(id);
        out(`${describeLead(lead)}\n`);
        return 0;
      }
      case "retry": {
        const lead = store.get(id);
        if (!lead) return noSuchLead(id);
        // Its webhooks too: those that failed, or wait for their next try, are due now.
        const webhooks = store.retryDeliveries(id, { now: new Date(), who: null });
        if (!store.requeue(id, new Date())) {
          if (webhooks) {
            out(
              `Lead #${id} was emailed already; its webhooks are queued: the running server sends them within 15 seconds.\n`,
            );
            return 0;
          }
          err(`Lead #${id} was already emailed on ${lead.sentAt}; nothing to do.\n`);
          return 1;
        }
        out(
          config.smtpUrl
            ? `Lead #${id} is queued: the running server emails it within 15 seconds (or when it next starts).\n`
            : `Lead #${id} is queued, but SMTP_URL is not set: it is emailed once delivery is configured and the server restarted.\n`,
        );
        return 0;
      }
      case "delete": {
        if (!store.remove(id)) return noSuchLead(id);
        out(
          `Lead #${id} is deleted from ${store.file}. Delete its email from the firm's mailbox too (search for it by the sender's address).\n`,
        );
        return 0;
      }
      default:
        // In the firm's zone, read from the content the server reads (CONTENT_DIR).
        out(leadsCsv(store.list(filter).reverse(), { timeZone: readTimeZone(config.contentDir) }));
        return 0;
    }
  } finally {
    store.close();
  }
}

if (process.argv[1] === import.meta.filename) process.exitCode = runLeadsCommand(process.argv.slice(2));
