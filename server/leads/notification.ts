import type { SendMailOptions } from "nodemailer";
import { isPlainAddress } from "~/lib/email-address";
import { readContactPage, readTimeZone } from "~/content/content-files";
import { zoneSuffix } from "~/lib/time-zone";
import { site } from "~/content/site";
import { shownFields, type ContactSubmission, type FieldLabels, type ShownField } from "~/contact/contact-fields";
import { VIA_WORDS, type Lead } from "~/staff/leads";

/*
 * The email the firm receives for each lead: plain text and a simple HTML version with every field, options by
 * their labels, and when it arrived. Reply goes to the visitor. Everything the visitor typed is escaped in the HTML,
 * and header values are kept to one line.
 */

const NOT_GIVEN = "(not given)";

/**
 * Each field with its label on the form, in the form's order. The labels are the firm's words in
 * content/pages/contact.yaml, read at each use by the Node reader the content check uses (content-files.ts): Astro's
 * collections exist only inside its build, and the server runs in the project, beside content/. A label the firm
 * changes reaches the next email without a restart; a file the check would refuse throws, naming the field, and the
 * delivery retries until it is fixed.
 */
export function leadRows(fields: ContactSubmission, labels: FieldLabels = readContactPage().form.fields): ShownField[] {
  return shownFields(fields, labels);
}

/** "Thursday, 26 November 2026, 08:05 (America/Chicago)", "Thursday, 26 November 2026, 14:05 UTC" */
export function readableTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${day}, ${time} ${zoneSuffix(timeZone)}`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/** A header value on one line: a line break typed into a field never starts a header of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export type NotificationOptions = {
  to: string;
  from: string;
  /** The fields' labels; by default the firm's, read now (leadRows). */
  labels?: FieldLabels;
  /** The zone of the times it shows; by default the firm's, read now (content/site.yaml). */
  timeZone?: string;
};

export function notificationFor(
  lead: Lead,
  { to, from, labels, timeZone = readTimeZone() }: NotificationOptions,
): SendMailOptions {
  const { fields } = lead;
  const rows = leadRows(fields, labels);
  const received = readableTime(lead.receivedAt, timeZone);
  const intro = `A discovery-call request came in through ${VIA_WORDS[lead.via]} on ${received}. Reply to this email to answer ${oneLine(fields.name)}.`;

  const text = [
    intro,
    "",
    ...rows.flatMap(({ label, value, long }) =>
      long ? ["", `${label}:`, value || NOT_GIVEN] : [`${label}: ${value || NOT_GIVEN}`],
    ),
    "",
    `Received: ${received} (${lead.receivedAt})`,
    `Lead: #${lead.id}`,
    "",
    `Sent by ${site.name}'s website. npm run leads -- show ${lead.id} prints this request on the server.`,
  ].join("\n");

  const cell = "padding:6px 12px 6px 0;vertical-align:top;text-align:left";
  const htmlRows = rows
    .map(({ label, value, long }) => {
      const shown = value
        ? `<span style="${long ? "white-space:pre-wrap" : ""}">${escapeHtml(value)}</span>`
        : `<span style="color:#6b7280">${NOT_GIVEN}</span>`;
      return `<tr><th scope="row" style="${cell};color:#374151;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${shown}</td></tr>`;
    })
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Discovery call: ${fields.name}`)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse">
${htmlRows}
<tr><th scope="row" style="${cell};color:#374151">Received</th><td style="${cell}">${escapeHtml(received)}</td></tr>
<tr><th scope="row" style="${cell};color:#374151">Lead</th><td style="${cell}">#${lead.id}</td></tr>
</table>
<p style="color:#6b7280;font-size:13px">Sent by ${escapeHtml(site.name)}'s website.</p>
</body></html>`;

  return {
    from,
    to,
    ...(isPlainAddress(fields.email) ? { replyTo: { name: oneLine(fields.name), address: fields.email } } : {}),
    subject: oneLine(`Discovery call: ${fields.name}, ${fields.company}`),
    text,
    html,
    messageId: lead.messageId,
    headers: { "X-Lead-Id": String(lead.id) },
  };
}
