/**
 * A browser's cookies for requests made with Fastify's `app.inject`: sent with each request (`header()`), and kept or
 * dropped as each answer's Set-Cookie says (`keep()`). `cookies` is the jar itself, for a test to read or plant one.
 */
export function cookieJar() {
  const cookies: Record<string, string> = {};
  return {
    cookies,
    header: () =>
      Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join("; "),
    keep(response: { headers: Record<string, unknown> }) {
      const set = response.headers["set-cookie"];
      for (const line of set === undefined ? [] : Array.isArray(set) ? set : [String(set)]) {
        const [pair = ""] = String(line).split(";", 1);
        const [name = "", ...value] = pair.split("=");
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(String(line))) delete cookies[name];
        else cookies[name] = value.join("=");
      }
    },
  };
}
