// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  CACHE_CONTROL,
  contentSecurityPolicy,
  DEPLOY_ONLY_FILE,
  hashSource,
  imageOriginsFor,
  SECURITY_HEADERS,
} from "./security-headers";

/** "default-src 'self'; img-src 'self' x" → { "default-src": ["'self'"], "img-src": ["'self'", "x"] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("runs only the site's own scripts and the page's hashed inline scripts", () => {
    const hash = hashSource("window.x = 1");
    const csp = directives(contentSecurityPolicy({ scriptHashes: [hash] }));
    expect(csp["script-src"]).toEqual(["'self'", hash]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it("lets the page call only itself and the EmailJS API, and nothing frame it", () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["font-src"]).toEqual(["'self'"]);
  });

  it("allows images from the image host when the image base URL is another origin", () => {
    expect(imageOriginsFor("/images")).toEqual([]);
    expect(imageOriginsFor("https://img.example.net/northbridge/images")).toEqual(["https://img.example.net"]);
    const csp = directives(contentSecurityPolicy({ imageOrigins: imageOriginsFor("https://img.example.net/x") }));
    expect(csp["img-src"]).toEqual(["'self'", "https://img.example.net"]);
  });
});

describe("hashSource", () => {
  it("is the base64 SHA-256 of the exact text, as browsers compute it", () => {
    // The example from the CSP Level 3 specification.
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(hashSource("alert('Hello, world.'); ")).not.toBe(hashSource("alert('Hello, world.');"));
  });
});

describe("SECURITY_HEADERS", () => {
  it("carries HSTS, nosniff, the referrer policy, denied features and an isolated opener", () => {
    expect(SECURITY_HEADERS["Strict-Transport-Security"]).toMatch(/^max-age=(\d+)/);
    expect(
      Number(/max-age=(\d+)/.exec(SECURITY_HEADERS["Strict-Transport-Security"] ?? "")?.[1]),
    ).toBeGreaterThanOrEqual(31536000);
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/(^|, )camera=\(\)/);
    expect(SECURITY_HEADERS["Permissions-Policy"]).toMatch(/(^|, )geolocation=\(\)/);
  });
});

describe("cacheControlFor", () => {
  it("keeps hashed assets a year, revalidates pages and data, and images a day", () => {
    expect(cacheControlFor("/assets/root-Dzhls2wY.js")).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor("/assets/inter-latin-wght-normal-Dx4kXJAl.woff2")).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor("/team/index.html")).toBe(CACHE_CONTROL.html);
    expect(cacheControlFor("/case-studies.data")).toBe(CACHE_CONTROL.html);
    expect(cacheControlFor("/images/hero-800.avif")).toBe(CACHE_CONTROL.images);
    expect(cacheControlFor("/favicon.svg")).toBe(CACHE_CONTROL.other);
    expect(cacheControlFor("/team/")).toBeUndefined();
  });
});

describe("DEPLOY_ONLY_FILE", () => {
  it("names the files written for other hosts, and no page", () => {
    for (const file of ["_headers", "/_redirects", "404.html", "team/member/404.html"]) {
      expect(DEPLOY_ONLY_FILE.test(file), file).toBe(true);
    }
    for (const file of ["404/index.html", "index.html", "assets/app-404.html.js", "team/index.html"]) {
      expect(DEPLOY_ONLY_FILE.test(file), file).toBe(false);
    }
  });
});
