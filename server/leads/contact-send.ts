import type {
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from "fastify";
import type { ContactFormState, Notice } from "~/islands/contact-form/contact-form";
import {
  CONTACT_SEND_PATH,
  EMPTY_FORM,
  FORM_TOKEN_FIELD,
  SUBMISSIONS_FIELD,
  type ContactFormValues,
} from "~/contact/contact-rules";
import type { ContactSubmission } from "~/contact/contact-fields";
import { checkContact } from "~/contact/contact-schema";
import type { Lead, LeadVia } from "~/staff/leads";
import { requireFormBody } from "../form-body";
import { fromThisSite } from "../request-target";

/*
 * The one way in for a discovery-call request behind `npm start` (decision 0027): the contact form posted to
 * /contact/send, in the form's own encoding, by the browser without JavaScript or by the form's script. The browser
 * gets the contact page again, rendered on request by Astro (src/pages/contact/send.astro) with what the visitor
 * typed and the messages of the same rules (contact-schema.ts), or emptied with the thank-you; the script, which asks
 * for JSON, gets what became of it in a few words, and its next token. A valid request goes to the lead service's store. Nothing typed
 * is ever lost to an error page. Only the form's own encoding is read, and only from this site's own pages.
 */

/**
 * Every field at its limit fits with room to spare, even in a script whose characters take nine bytes once
 * URL-encoded; the rest is room for a challenge pasted far past its limit, which comes back with its field's message.
 */
export const FORM_BODY_LIMIT = 256 * 1024;

/** Stores one checked request: a spam reason keeps it as spam, never emailed (the lead service's store). */
export type AcceptLead = (
  fields: ContactSubmission,
  via: LeadVia,
  spamReason: string | null,
) => { lead: Lead; duplicate: boolean };

/** Answers with the contact page showing the form in `answer.state`, with the status in `answer.status`. */
export type RenderContactAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { state: ContactFormState; status: number },
) => FastifyReply;

/**
 * The fill-time check of the script's sends (form-token.ts): why a send's token does not count (null: it does, and
 * is spent), and a new token for the answer with how long until a send with it counts.
 */
export type FormTokenCheck = {
  judge: (token: string | undefined) => string | null;
  issue: () => { formToken: string; readyInMs: number };
};

export type ContactSendOptions = {
  /** Without it (a build with no contact page), only the script's sends are taken. */
  render?: RenderContactAnswer;
  accept: AcceptLead;
  token: FormTokenCheck;
  /** The lead service's per-address limit; run once the body is read, so a refused request still gets back every
   * value it carried. */
  rateLimit?: preHandlerAsyncHookHandler;
};

const STATUS: Record<Notice | "none", number> = {
  sent: 200,
  none: 200,
  invalid: 422,
  "rate-limit": 429,
  failed: 500,
  unreadable: 400,
};

/** The posted fields, as the form names them; anything missing or repeated oddly reads as empty. */
export function postedState(body: unknown): { values: ContactFormValues; submissions: number; token?: string } {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === "string" ? value : "";
  };
  const values = { ...EMPTY_FORM };
  for (const name of Object.keys(values) as (keyof ContactFormValues)[]) values[name] = text(name);
  const submissions = Number.parseInt(text(SUBMISSIONS_FIELD), 10);
  const token = text(FORM_TOKEN_FIELD);
  return {
    values,
    submissions: Number.isSafeInteger(submissions) && submissions > 0 ? submissions : 0,
    ...(token ? { token } : {}),
  };
}

/** The form's script asks for JSON; a browser posting the page's form asks for HTML. */
const fromScript = (request: FastifyRequest) =>
  request.headers.accept?.split(",")[0]?.trim().toLowerCase().startsWith("application/json") === true;

export const contactSend: FastifyPluginAsync<ContactSendOptions> = async (
  app,
  { render, accept, token, rateLimit },
) => {
  /** Answers the page's form with the page, the script with the notice, the field errors and a new token. */
  const answerOf = (request: FastifyRequest) => (reply: FastifyReply, state: ContactFormState, status?: number) => {
    const code = status ?? STATUS[state.notice ?? "none"];
    if (fromScript(request) || !render) {
      return reply
        .code(code)
        .header("cache-control", "no-store")
        .send({ notice: state.notice, errors: state.errors, ...token.issue() });
    }
    return render(request, reply, { state, status: code });
  };

  // The form's encoding only (the root's parser, server/form-body.ts): JSON, multipart or anything else is refused
  // before it is read.
  requireFormBody(app, "The contact form's route");
  app.removeContentTypeParser(["application/json", "text/plain"]);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Too many requests from this address: the values come back with the rate-limit message (and Retry-After).
    if (error.statusCode === 429) {
      const { values, submissions } = postedState(request.body);
      return answerOf(request)(reply, { values, errors: {}, notice: "rate-limit", submissions });
    }
    // A body the server cannot read (too large, another encoding, malformed) is the client's fault: 4xx, with the
    // form and a notice that says nothing could be kept.
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const unreadable = { values: EMPTY_FORM, errors: {}, notice: "unreadable", submissions: 0 } as const;
      return answerOf(request)(reply, unreadable, error.statusCode);
    }
    request.log.error(error, "a lead could not be stored");
    const { values, submissions } = postedState(request.body);
    return answerOf(request)(reply, { values, errors: {}, notice: "failed", submissions });
  });

  const options = { bodyLimit: FORM_BODY_LIMIT, ...(rateLimit ? { preHandler: rateLimit } : {}) };
  app.post(CONTACT_SEND_PATH, options, async (request, reply) => {
    const answer = answerOf(request);
    const { values, submissions, token: posted } = postedState(request.body);
    // A post from another site's page (a third party making its visitors send leads) is refused.
    if (!fromThisSite(request, true)) {
      request.log.warn(`a form post from another site (${request.headers.origin ?? "no Origin"}) was refused`);
      // Nothing is stored; the visitor sees their values on this site and can send them from here.
      return answer(reply, { values, errors: {}, notice: "failed", submissions }, 403);
    }
    const script = fromScript(request);
    const check = checkContact(values, submissions);
    if (!check.ok && check.reason === "rate-limit") {
      return answer(reply, { values, errors: {}, notice: "rate-limit", submissions });
    }
    if (!check.ok && check.reason === "fields") {
      return answer(reply, { values, errors: check.errors, notice: "invalid", submissions });
    }
    // SPEC §5: a filled honeypot shows nothing of its own. A bot's request, if its fields pass, is kept as spam,
    // and it gets the thank-you every visitor gets: it learns nothing. The script's sends carry the fill-time token
    // too (the static page cannot give the form one without it).
    const via: LeadVia = script ? "script" : "form";
    if (!check.ok) {
      const fields = checkContact({ ...values, honeypot: "" }, submissions);
      if (fields.ok) accept(fields.submission, via, "honeypot");
    } else {
      accept(check.submission, via, script ? token.judge(posted) : null);
    }
    return answer(reply, { values: EMPTY_FORM, errors: {}, notice: "sent", submissions: submissions + 1 });
  });
};
