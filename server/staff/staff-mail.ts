import type { SendMailOptions } from "nodemailer";
import { site } from "~/content/site";
import type { StaffRole } from "~/staff/staff-pages";
import { PASSWORD_LINK_MS } from "./store";
import { smtpTransport } from "../leads/config";
import { describeError, plainMailError, type MailTransport } from "../leads/delivery";
import type { ServerConfig } from "../config";

/*
 * The staff area's own emails: an owner's invitation and a set-password link (Forgot your password?, an owner's
 * New link). Plain text only: every value in them is an address or a link, and nothing is rendered as HTML. Sent
 * through the same mail server as the leads (SMTP_URL), from LEADS_FROM.
 */

/** How the server sends staff email; null without SMTP_URL (the links are then only shown, to an owner). */
export type StaffMail = { transport: MailTransport; from: string } | null;

/** The address staff email and `npm run staff` links start with: SITE_URL, else this machine's `npm start`. */
export function staffSiteUrl(config: Pick<ServerConfig, "siteUrl" | "port">): string {
  return config.siteUrl ?? `http://localhost:${config.port}`;
}

/** Who staff email is from: LEADS_FROM, else the firm's address under the site's name. */
export function staffMailFrom(config: Pick<ServerConfig, "leadsFrom">): string {
  return config.leadsFrom ?? `"${site.name} website" <${site.email}>`;
}

/**
 * Staff email as `npm start` sends it: through the leads' own connection when they are emailed (one mail server, one
 * sender), else through SMTP_URL from LEADS_FROM; null without SMTP_URL.
 */
export function staffMailOf(
  config: Pick<ServerConfig, "smtpUrl" | "leadsFrom">,
  leadsMail: { transport: MailTransport; from: string } | null | undefined,
): StaffMail {
  if (leadsMail) return { transport: leadsMail.transport, from: leadsMail.from };
  return config.smtpUrl ? { transport: smtpTransport(config.smtpUrl), from: staffMailFrom(config) } : null;
}

const LINK_HOURS = PASSWORD_LINK_MS / (60 * 60_000);
const ROLE_PHRASE: Record<StaffRole, string> = {
  owner: "an owner (you can also invite and remove colleagues)",
  editor: "an editor (leads, editing and publishing the site)",
};

/** An owner's invitation (or its link sent again), without its sender: the mail settings' `from` goes with it. */
export function invitationMail({
  to,
  link,
  role,
  invitedBy,
  siteUrl,
}: {
  to: string;
  link: string;
  role: StaffRole;
  invitedBy: string;
  siteUrl: string;
}): SendMailOptions {
  return {
    to,
    subject: `Your account on the ${site.name} staff area`,
    text: [
      `${invitedBy} has made you an account on the staff area of ${site.name}'s website, as ${ROLE_PHRASE[role]}.`,
      "",
      `Choose your password with this link (it works once, for ${LINK_HOURS} hours):`,
      link,
      "",
      `Then you are signed in. From then on, sign in at ${siteUrl}/staff/sign-in with ${to}.`,
      "",
      `If you did not expect this, ignore this email, or tell ${invitedBy}.`,
    ].join("\n"),
  };
}

/** A new set-password link for an account that has a password, without its sender. */
export function passwordLinkMail({ to, link }: { to: string; link: string }): SendMailOptions {
  return {
    to,
    subject: `Set a new password for the ${site.name} staff area`,
    text: [
      `A link to set a new password for ${to} on the staff area of ${site.name}'s website was asked for.`,
      "",
      `Set it with this link (it works once, for ${LINK_HOURS} hours; any earlier link no longer works):`,
      link,
      "",
      "If you did not ask for it, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}

/** A mail server's refusal in plain words (as the leads' own are worded), for the owner who passes the link on. */
export function mailProblem(error: unknown): string {
  return plainMailError(describeError(error));
}
