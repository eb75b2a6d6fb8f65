import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { SendMailOptions } from "nodemailer";
import { z } from "zod";
import type { AccountsOutcome, AccountsView, ForgotPasswordOutcome, LinkSent } from "~/staff/accounts";
import { isStaffRole } from "~/staff/staff-pages";
import { deviceSummary } from "./device";
import { invitationMail, mailProblem, passwordLinkMail, type StaffMail } from "./staff-mail";
import {
  cookieOptions,
  CSRF_REFUSALS,
  fieldsOf,
  FORGOT_PASSWORD_PATH,
  headerEverywhere,
  normalPath,
  plainText,
  refuseCsrfInPlainWords,
  SESSION_COOKIE,
  SET_PASSWORD_PATH,
  SIGN_IN_PATH,
  staffPathKind,
} from "./staff-auth";
import type { StaffAccount } from "./store";

/*
 * Accounts from the browser (docs/staff.md, "Accounts and roles"), as the plugin `staffAccounts`: an owner invites a
 * colleague, sends a new set-password link, changes a role, removes an account and requires passkeys for owners
 * (docs/decisions/0036) at /staff/accounts; anyone signed in sees their own sessions and signs out everywhere at
 * /staff/account; anyone asks for a set-password link by email at /staff/forgot-password. The rules (always an
 * owner; removing ends the sessions; while passkeys are required, every owner has one) are the store's (store.ts);
 * this plugin only refuses an editor account management, 403 for every page and form under /staff/accounts. Links
 * go by email when SMTP_URL is set, and are always shown to the owner who made them.
 */

export const ACCOUNTS_PATH = "/staff/accounts";
export const ACCOUNT_PATH = "/staff/account";
export const SIGN_OUT_EVERYWHERE_PATH = "/staff/account/sign-out-everywhere";
/** The owners' setting: whether owners must sign in with a passkey (docs/decisions/0036). */
export const OWNERS_PASSKEYS_PATH = "/staff/accounts/passkeys";

export const DEFAULT_FORGOT_PASSWORD_RATE_LIMIT = { max: 5, timeWindowMs: 15 * 60_000 };

export type StaffAccountsOptions = {
  /** How links go by email; null without SMTP_URL. */
  mail: StaffMail;
  /** The address links start with: SITE_URL, else this machine's port. Never the request's Host, which anyone sets. */
  siteUrl: string;
  now?: () => Date;
  /** Forgot-password forms per client address. */
  forgotPasswordRateLimit?: { max: number; timeWindowMs: number };
};

const READ_METHODS = new Set(["GET", "HEAD"]);
const OWNERS_ONLY = "Only an owner of the site can manage accounts. Ask an owner if you need a change.";

/** Whether a request is for account management: the page and every form under it. */
function managesAccounts(url: string): boolean {
  let pathname: string;
  try {
    pathname = normalPath(url);
  } catch {
    return true;
  }
  return pathname === ACCOUNTS_PATH || pathname.startsWith(`${ACCOUNTS_PATH}/`);
}

const isAddress = (value: string) => z.email().safeParse(value).success;

async function staffAccountsPlugin(
  app: FastifyInstance,
  {
    mail,
    siteUrl,
    now = () => new Date(),
    forgotPasswordRateLimit = DEFAULT_FORGOT_PASSWORD_RATE_LIMIT,
  }: StaffAccountsOptions,
): Promise<void> {
  const store = app.staffStore;
  const linkFor = (token: string) => `${siteUrl}${SET_PASSWORD_PATH}?token=${token}`;
  const summary = (account: StaffAccount) => ({
    id: account.id,
    email: account.email,
    role: account.role,
    createdAt: account.createdAt,
    invited: account.passwordHash === null,
    signedIn: account.activeSessions,
    passkeys: account.passkeys,
  });

  /** What the accounts pages read, for the person asking: the list for an owner, their own sessions for anyone. */
  const viewFor = (request: FastifyRequest): AccountsView => {
    const staff = request.staff;
    const owner = staff?.role === "owner";
    return {
      emailsLinks: mail !== null,
      siteUrl,
      ...(owner && {
        passkeysRequired: () => store.passkeysRequired(),
        list: () =>
          store
            .list(now())
            .filter((account) => account.disabledAt === null)
            .map(summary),
        byId: (id: number) => {
          const account = store.byId(id, now());
          return account && { ...summary(account), removed: account.disabledAt !== null };
        },
      }),
      ownSessions: () =>
        staff
          ? store.sessionsOf(staff.id, now(), request.cookies[SESSION_COOKIE]).map((session) => ({
              device: deviceSummary(session.userAgent),
              signedInAt: session.createdAt,
              lastSeenAt: session.lastSeenAt,
              current: session.current,
            }))
          : [],
    };
  };

  // After the sign-in's guard and the staff area's locals: only the signed-in get to account management, and only
  // an owner past this.
  app.addHook("onRequest", async (request, reply) => {
    if (!staffPathKind(request.url)) return;
    const area = request.pageLocals.staffArea;
    if (area) area.accounts = viewFor(request);
    if (!request.staff || request.staff.role === "owner" || !managesAccounts(request.url)) return;
    request.log.warn({ staff: request.staff.email, url: request.url }, "an editor was refused account management");
    if (READ_METHODS.has(request.method) && area) {
      // The page says so itself, in the staff area's frame, with nothing of the accounts in its locals.
      area.status = 403;
      return;
    }
    return plainText(reply, 403, OWNERS_ONLY);
  });

  /** Sends a staff email; how it went, for the owner who will otherwise pass the link on. */
  const send = async (request: FastifyRequest, message: SendMailOptions): Promise<LinkSent> => {
    if (!mail) return { state: "not-configured" };
    try {
      await mail.transport.sendMail({ ...message, from: mail.from });
      return { state: "sent" };
    } catch (error) {
      request.log.warn({ err: error, to: message.to }, "a staff email was not sent");
      return { state: "failed", why: mailProblem(error) };
    }
  };

  /** The accounts page again, with what its form did. */
  const showAccounts = (request: FastifyRequest, reply: FastifyReply, status: number, outcome: AccountsOutcome) => {
    reply.code(status);
    const area = request.pageLocals.staffArea;
    return reply.renderPage({ staffArea: area && { ...area, status, accountsOutcome: outcome } });
  };
  const owner = (request: FastifyRequest) => {
    // The hook above has refused anyone else; this names who acts.
    if (request.staff?.role !== "owner") throw new Error("account management reached without an owner");
    return request.staff;
  };
  const accountsPage = (query: Record<string, string>) => `${ACCOUNTS_PATH}?${new URLSearchParams(query)}`;
  const idOf = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : 0);

  // The forms of signed-in staff: each checks the form's token first, and is refused in plain words without it.
  await app.register(async (scope) => {
    scope.removeContentTypeParser(["application/json", "text/plain"]);
    refuseCsrfInPlainWords(scope);
    const options = { preHandler: scope.csrfProtection, bodyLimit: 4096 };

    // Invite a colleague, or a new link for an account: both answer with the page, the link on it (never in an
    // address, where it would stay in the browser's history).
    scope.post(ACCOUNTS_PATH, options, async (request, reply) => {
      const by = owner(request);
      const field = fieldsOf(request.body);
      if (field("action") === "new-link") {
        const account = store.byId(idOf(field("id")), now());
        if (!account || account.disabledAt !== null) {
          return showAccounts(request, reply, 404, { kind: "problem", problem: "unknown" });
        }
        const link = linkFor(store.createPasswordLink(account.id, now()));
        // Someone who never set a password gets the invitation again; anyone else a plain new link.
        const message =
          account.passwordHash === null
            ? invitationMail({ to: account.email, link, role: account.role, invitedBy: by.email, siteUrl })
            : passwordLinkMail({ to: account.email, link });
        const sent = await send(request, message);
        request.log.info({ by: by.email, account: account.email, emailed: sent.state }, "a new set-password link");
        return showAccounts(request, reply, 200, {
          kind: "new-link",
          email: account.email,
          role: account.role,
          link,
          sent,
        });
      }

      const email = field("email").trim();
      const role = field("role");
      if (!isStaffRole(role)) return plainText(reply, 400, "Choose a role for the account: owner or editor.");
      if (!isAddress(email)) {
        return showAccounts(request, reply, 422, { kind: "problem", problem: "not-an-address", email, role });
      }
      const invited = store.invite(email, role, now());
      if ("problem" in invited) {
        return showAccounts(request, reply, 409, { kind: "problem", problem: invited.problem, email, role });
      }
      const link = linkFor(invited.token);
      const to = invited.account.email;
      const sent = await send(request, invitationMail({ to, link, role, invitedBy: by.email, siteUrl }));
      request.log.info({ by: by.email, account: to, role, emailed: sent.state }, "a staff account was invited");
      return showAccounts(request, reply, 200, { kind: "invited", email: to, role, link, sent });
    });

    scope.post<{ Params: { id: string } }>(`${ACCOUNTS_PATH}/:id/role`, options, async (request, reply) => {
      const by = owner(request);
      const id = idOf(request.params.id);
      const role = fieldsOf(request.body)("role");
      if (!isStaffRole(role)) return plainText(reply, 400, "Choose a role for the account: owner or editor.");
      const changed = store.setRole(id, role, now());
      if ("problem" in changed) return reply.redirect(accountsPage({ problem: changed.problem, id: String(id) }), 303);
      request.log.info({ by: by.email, account: changed.account.email, role }, "a staff account's role was changed");
      // An owner who made themselves an editor can no longer see the accounts.
      if (id === by.id && role !== "owner") return reply.redirect(`${ACCOUNT_PATH}?done=role`, 303);
      return reply.redirect(accountsPage({ done: "role", id: String(id) }), 303);
    });

    scope.post<{ Params: { id: string } }>(`${ACCOUNTS_PATH}/:id/remove`, options, async (request, reply) => {
      const by = owner(request);
      const id = idOf(request.params.id);
      const removed = store.remove(id, now());
      if ("problem" in removed) return reply.redirect(accountsPage({ problem: removed.problem, id: String(id) }), 303);
      request.log.info(
        { by: by.email, account: store.byId(id)?.email, sessionsEnded: removed.ended },
        "a staff account was removed",
      );
      if (id === by.id) {
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        return reply.redirect(SIGN_IN_PATH, 303);
      }
      return reply.redirect(accountsPage({ done: "removed", id: String(id) }), 303);
    });

    // Require passkeys for owners, or no longer: refused while an owner has none (they would be locked out).
    scope.post(OWNERS_PASSKEYS_PATH, options, async (request, reply) => {
      const by = owner(request);
      const wanted = fieldsOf(request.body)("required");
      if (wanted !== "yes" && wanted !== "no") return plainText(reply, 400, "Say whether owners must use a passkey.");
      const changed = store.setPasskeysRequired(wanted === "yes");
      if ("problem" in changed) {
        request.log.info({ by: by.email, without: changed.owners }, "passkeys for owners were not required");
        return reply.redirect(accountsPage({ problem: changed.problem }), 303);
      }
      request.log.info({ by: by.email, required: changed.required }, "passkeys for owners were set");
      return reply.redirect(accountsPage({ done: changed.required ? "passkeys-required" : "passkeys-optional" }), 303);
    });

    scope.post(SIGN_OUT_EVERYWHERE_PATH, options, async (request, reply) => {
      const staff = request.staff;
      const ended = staff ? store.endSessions(staff.id) : 0;
      request.log.info({ staff: staff?.email, sessionsEnded: ended }, "signed out everywhere");
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return reply.redirect(`${SIGN_IN_PATH}?signed-out=everywhere`, 303);
    });
  });

  // Forgot your password?, open to anyone: the same answer whether or not the address has an account, and as fast.
  await app.register(async (forms) => {
    forms.removeContentTypeParser(["application/json", "text/plain"]);
    await forms.register(fastifyRateLimit, { global: false });
    const limit = forms.rateLimit({
      max: forgotPasswordRateLimit.max,
      timeWindow: forgotPasswordRateLimit.timeWindowMs,
    });

    const showForm = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      outcome?: ForgotPasswordOutcome,
    ) => {
      reply.code(status);
      const area = request.pageLocals.staffArea;
      return reply.renderPage({ staffArea: area && { ...area, status, ...(outcome && { forgotPassword: outcome }) } });
    };
    const typed = (request: FastifyRequest) => fieldsOf(request.body)("email").trim();

    forms.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (CSRF_REFUSALS.has(error.code)) {
        return showForm(request, reply, 403, { kind: "problem", problem: "csrf", email: typed(request) });
      }
      if (error.statusCode === 429) {
        const retryAfter =
          Number(reply.getHeader("retry-after")) || Math.ceil(forgotPasswordRateLimit.timeWindowMs / 1000);
        headerEverywhere(reply, "retry-after", String(retryAfter));
        return showForm(request, reply, 429, {
          kind: "problem",
          problem: "rate-limited",
          email: typed(request),
          retryAfterSeconds: retryAfter,
        });
      }
      throw error;
    });

    forms.post(
      FORGOT_PASSWORD_PATH,
      { preHandler: [limit, forms.csrfProtection], bodyLimit: 4096 },
      async (request, reply) => {
        const email = typed(request);
        // Without a mail server the page says to ask an owner, whatever was sent.
        if (!mail) return showForm(request, reply, 200);
        if (!isAddress(email)) {
          return showForm(request, reply, 422, { kind: "problem", problem: "not-an-address", email });
        }
        const reset = store.resetLink(email, now());
        if (reset) {
          const to = reset.account.email;
          // Not awaited: the answer comes as soon whether or not there is an account to email.
          mail.transport.sendMail({ ...passwordLinkMail({ to, link: linkFor(reset.token) }), from: mail.from }).then(
            () => request.log.info({ account: to }, "a set-password link was emailed (Forgot your password?)"),
            (error: unknown) =>
              request.log.warn({ account: to, err: error }, "a set-password link asked for was not emailed"),
          );
        }
        return showForm(request, reply, 200, { kind: "sent", email });
      },
    );
  });
}

export const staffAccounts = fastifyPlugin(staffAccountsPlugin, {
  name: "staff-accounts",
  fastify: "5.x",
  // The sign-in's store, guard and CSRF; the staff area's page locals, which this adds the accounts to.
  dependencies: ["staff-auth", "staff-area"],
});
