// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  CACHE_CONTROL,
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  DEPLOY_ONLY_FILE,
  pagePolicyDirectives,
  SECURITY_HEADERS,
} from "~/lib/security-headers";

/** "object-src 'none'; base-uri 'self'" → { "object-src": "'none'", "base-uri": "'self'" } */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = "", ...sources] = directive.split(/\s+/);
        return [name, sources.join(" ")];
      }),
  );
}

describe("the Content-Security-Policy header", () => {
  const header = directives(CONTENT_SECURITY_POLICY);

  it("lets nothing frame the site, which only a header can say", () => {
    expect(header["frame-ancestors"]).toBe("'none'");
    expect(SECURITY_HEADERS["Content-Security-Policy"]).toBe(CONTENT_SECURITY_POLICY);
  });

  it("leaves scripts, styles and the default to each page's own policy, which hashes them", () => {
    for (const name of ["default-src", "script-src", "style-src", "script-src-elem", "style-src-elem"]) {
      expect(header[name], name).toBeUndefined();
    }
  });

  it("repeats only directives the pages' meta policy has, with the same values", () => {
    const page = directives(pagePolicyDirectives({ images: "", emailService: "https://api.emailjs.com" }).join(";"));
    for (const [name, value] of Object.entries(CSP_DIRECTIVES)) {
      if (name === "frame-ancestors") continue;
      expect(page[name], name).toBe(value);
    }
  });
});

describe("SECURITY_HEADERS", () => {
  it("carries HSTS, nosniff, the referrer policy, denied features and an isolated opener", () => {
    expect(SECURITY_HEADERS["Strict-Transport-Security"]).toMatch(/^max-age=(\d+)/);
    expect(
      Number(/max-age=(\d+)/.exec(SECURITY_HEADERS["Strict-Transport-Security"] ?? "")?.[1]),
    ).toBeGreaterThanOrEqual(31536000);
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["X-Frame-Options"]).toBe("DENY");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/(^|, )camera=\(\)/);
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/(^|, )geolocation=\(\)/);
    // Passkeys, on the site's own pages only (the staff sign-in).
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/(^|, )publickey-credentials-get=\(self\)/);
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/(^|, )publickey-credentials-create=\(self\)/);
  });
});

describe("cacheControlFor", () => {
  it("keeps hashed assets a year, revalidates pages, and images a day", () => {
    expect(cacheControlFor("/assets/client.FVv06Hs5.js")).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor("/assets/fraunces.DiatLBMG.woff2")).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor("/team/index.html")).toBe(CACHE_CONTROL.html);
    expect(cacheControlFor("/404.html")).toBe(CACHE_CONTROL.html);
    expect(cacheControlFor("/images/hero-800.avif")).toBe(CACHE_CONTROL.images);
    expect(cacheControlFor("/favicon.svg")).toBe(CACHE_CONTROL.other);
    expect(cacheControlFor("/sitemap-index.xml")).toBe(CACHE_CONTROL.other);
    expect(cacheControlFor("/team/")).toBeUndefined();
  });
});

describe("DEPLOY_ONLY_FILE", () => {
  it("names the files never served by their own name, and no page", () => {
    for (const file of ["_headers", "/_redirects", "404.html", "team/member/404.html", "index.html.br", "a.js.gz"]) {
      expect(DEPLOY_ONLY_FILE.test(file), file).toBe(true);
    }
    for (const file of ["index.html", "assets/app-404.html.js", "team/index.html", "sitemap-0.xml"]) {
      expect(DEPLOY_ONLY_FILE.test(file), file).toBe(false);
    }
  });
});
