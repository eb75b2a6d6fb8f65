import { defineMiddleware } from "astro:middleware";
import { CONTENT_SECURITY_POLICY } from "~/lib/security-headers";

/** The editor's pages: Keystatic's interface styles itself at run time, with inline styles no hash can name. */
const EDITOR_PAGES = /^\/keystatic(?:\/|$)/;

/** A policy with one directive replaced (or added). */
function withDirective(policy: string, name: string, value: string): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && directive.split(/\s+/)[0] !== name);
  return [...directives, `${name} ${value}`].join("; ");
}

/**
 * A page rendered on request carries its own policy in a header (its sources and hashes, where a pre-rendered page
 * has a meta tag): the site's document policy goes with it as a second one, so `frame-ancestors` holds there too.
 * One header holding two policies, comma-separated, is enforced as both.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;
  let policy = response.headers.get("Content-Security-Policy");
  // Scripts stay limited to the page's own and their hashes; only styles are let loose, and only in the editor.
  if (policy && EDITOR_PAGES.test(context.url.pathname)) {
    policy = withDirective(
      withDirective(policy, "style-src", "'self' 'unsafe-inline'"),
      "img-src",
      "'self' data: blob:",
    );
  }
  response.headers.set(
    "Content-Security-Policy",
    policy ? `${policy}, ${CONTENT_SECURITY_POLICY}` : CONTENT_SECURITY_POLICY,
  );
  return response;
});
