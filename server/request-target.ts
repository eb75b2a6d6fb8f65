import type { FastifyRequest } from "fastify";

/** The path and query a request names, whether it came as "/team?x" or in absolute form, "http://host/team?x". */
export function requestTarget(url: string): { pathname: string; search: string } {
  if (!url.startsWith("/")) {
    try {
      const absolute = new URL(url);
      return { pathname: absolute.pathname, search: absolute.search };
    } catch {
      return { pathname: url, search: "" };
    }
  }
  const [pathname = "/", query] = url.split("?", 2);
  return { pathname, search: query === undefined ? "" : `?${query}` };
}

/**
 * A redirect target that can only mean a path on this site. Browsers read a Location starting with two slashes, or
 * with a slash and a backslash, as another host: backslashes are percent-encoded, leading slashes collapse to one,
 * and anything outside printable ASCII is encoded too.
 */
export function sameOriginLocation(target: string): string {
  const encoded = target.replace(/[^\x21-\x7e]|\\/g, (char) => (char === "\\" ? "%5C" : encodeURIComponent(char)));
  return `/${encoded.replace(/^\/+/, "")}`;
}

/**
 * Whether a request comes from a page of this site. Browsers say where a request comes from in Sec-Fetch-Site, and
 * older ones in Origin; `unsaid` answers for a client that says neither, which is no browser a page could steer.
 */
export function fromThisSite(request: FastifyRequest, unsaid: boolean): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = request.headers.origin;
  if (origin === undefined) return unsaid;
  try {
    const from = new URL(origin);
    // Read with the Origin's scheme, so a default port ("localhost:80") compares equal to none.
    return new URL(`${from.protocol}//${request.host}`).host === from.host;
  } catch {
    return false;
  }
}
