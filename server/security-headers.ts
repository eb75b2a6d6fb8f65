import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { site } from "~/content/site";

/**
 * The one source of the site's response headers: the production server, the
 * generated deploy configs (scripts/deploy-configs.ts) and the tests all read
 * them from here, so every host answers the same (docs/decisions/0005-security-headers.md).
 */

export const CACHE_CONTROL = {
  /** Pages and React Router's `.data` files: always revalidated, so a deploy shows at once. */
  html: "public, max-age=0, must-revalidate",
  /** Content-hashed build assets never change under the same name. */
  immutable: "public, max-age=31536000, immutable",
  images: "public, max-age=86400, stale-while-revalidate=604800",
  other: "public, max-age=3600",
} as const;

/** Where the build puts its content-hashed files (scripts, styles, fonts): cached for good, never revalidated. */
export const IMMUTABLE_DIR = "assets";

/**
 * Cache rules by URL path, first match wins. Expressed as regular expressions so
 * nginx (`map $uri`) and the server apply literally the same rules.
 */
export const CACHE_RULES: readonly { pattern: RegExp; value: string }[] = [
  { pattern: new RegExp(`^/${IMMUTABLE_DIR}/`), value: CACHE_CONTROL.immutable },
  { pattern: /\.(?:html|data)$/, value: CACHE_CONTROL.html },
  { pattern: /^\/images\//, value: CACHE_CONTROL.images },
  { pattern: /\.[A-Za-z0-9]+$/, value: CACHE_CONTROL.other },
];

/** The Cache-Control for a served file, by its URL path ("/assets/app-1a2b.js"). */
export function cacheControlFor(urlPath: string): string | undefined {
  return CACHE_RULES.find(({ pattern }) => pattern.test(urlPath))?.value;
}

/**
 * Files the build adds to client/ for other hosts (Netlify's rules, 404.html copies for CDNs)
 * and the precompressed twins of files (served in their place, never by their own name).
 * The server and nginx answer them 404, as any unknown path.
 */
export const DEPLOY_ONLY_FILE = /(?:^|\/)(?:_headers|_redirects|404\.html)$|\.(?:br|gz)$/;

/** Browser features the site never uses, denied to it and to anything it might embed. */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** Headers every response carries, whatever it is: a script or a stylesheet needs them as much as a page. */
export const RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Headers that only mean something on a document (an HTML response), with its
 * Content-Security-Policy. Over HTTP/1.1 they would cost every asset a kilobyte.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  // Legacy twin of `frame-ancestors 'none'` for browsers and scanners that only know this one.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The whole set, for hosts that cannot tell a document from an asset (their HTTP/2 compresses repeats). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = { ...RESPONSE_HEADERS, ...DOCUMENT_HEADERS };

export type CspOptions = {
  /** `'sha256-…'` sources of the page's inline scripts; none for anything but a page. */
  scriptHashes?: readonly string[];
  /** Where `site.imageBaseUrl` points when it is another origin (an image host or CDN). */
  imageOrigins?: readonly string[];
};

/**
 * The Content-Security-Policy of one response. Scripts run only from the site's
 * own files and the page's own inline scripts (by hash); nothing may frame the
 * site; the only outgoing call is the EmailJS send.
 */
export function contentSecurityPolicy({ scriptHashes = [], imageOrigins = [] }: CspOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    // Radix's scroll lock and the toast library insert <style> elements whose text depends on the
    // viewport, so no build-time hash can cover them (docs/decisions/0005-security-headers.md).
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", ...imageOrigins],
    ["font-src", "'self'"],
    // The contact form's email send (EmailJS), the only call to another origin.
    ["connect-src", "'self'", site.emailjs.apiOrigin],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** The CSP source that allows exactly this inline script or style text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The origin of the image base URL when it is absolute, else nothing (images come from the site). */
export function imageOriginsFor(imageBaseUrl: string): string[] {
  return /^https?:\/\//i.test(imageBaseUrl) ? [new URL(imageBaseUrl).origin] : [];
}

/**
 * The header facts of one build, written by scripts/deploy-configs.ts to
 * `build/headers.json` and read by the server.
 */
export type HeaderManifest = {
  /** Sent with every response. */
  headers: Record<string, string>;
  /** Sent with every HTML response, with its CSP. */
  documentHeaders: Record<string, string>;
  /** The CSP of an HTML response that is none of the pages below (and of rules covering any path). */
  defaultCsp: string;
  /** Each HTML file of the build (path under `client/`, "team/index.html") with its own CSP. */
  pages: Record<string, string>;
};

/** The manifest for pages with these inline-script hashes ("team/index.html" → its hashes) and image hosts. */
export function headerManifest(pageHashes: Record<string, string[]>, imageOrigins: string[] = []): HeaderManifest {
  const pages = Object.fromEntries(
    Object.entries(pageHashes).map(([file, scriptHashes]) => [
      file,
      contentSecurityPolicy({ scriptHashes, imageOrigins }),
    ]),
  );
  return {
    headers: { ...RESPONSE_HEADERS },
    documentHeaders: { ...DOCUMENT_HEADERS },
    defaultCsp: contentSecurityPolicy({ imageOrigins }),
    pages,
  };
}

export function readHeaderManifest(buildDir: string): HeaderManifest {
  return JSON.parse(readFileSync(path.join(buildDir, "headers.json"), "utf8")) as HeaderManifest;
}
