import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";

/*
 * The one parser of web forms (application/x-www-form-urlencoded), registered once at the root (server/app.ts): a
 * form's fields as strings, by name. Every form the server takes (the contact form, the sign-in, the staff's
 * buttons) is read by it; a route that takes more than FORM_BODY_LIMIT says so with its own `bodyLimit`.
 */

export const WEB_FORM = "application/x-www-form-urlencoded";
/** A staff form: a token and a few fields. */
export const FORM_BODY_LIMIT = 16 * 1024;

export const formBody = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addContentTypeParser(WEB_FORM, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  },
  { name: "form-body", fastify: "5.x" },
);

/** Refuses to wire a plugin that reads forms into an app without the parser, naming what to register. */
export function requireFormBody(app: FastifyInstance, who: string): void {
  if (!app.hasContentTypeParser(WEB_FORM)) {
    throw new Error(`${who} reads web forms: register formBody (server/form-body.ts) at the root first`);
  }
}
