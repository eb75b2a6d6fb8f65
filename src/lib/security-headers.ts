import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The one source of the site's response headers: the production server, the
 * generated deploy configs (scripts/deploy-configs.ts) and the tests all read
 * them from here, so every host answers the same (docs/decisions/0005-security-headers.md).
 */

export const CACHE_CONTROL = {
  /** Pages: always revalidated, so a deploy shows at once. */
  html: "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
  /** Content-hashed build assets never change under the same name. */
  immutable: "public, max-age=31536000, immutable",
  /** The editor's hashed files: kept by a staff member's browser, never by a shared cache (a CDN). */
  staffImmutable: "private, max-age=31536000, immutable",
  images: "public, max-age=86400, stale-while-revalidate=604800",
  other: "public, max-age=3600",
} as const;

/** Where the build puts its content-hashed files (scripts, fonts): cached for good, never revalidated. */
export const IMMUTABLE_DIR = "assets";

/**
 * Cache rules by URL path, first match wins. Expressed as regular expressions so
 * nginx (`map $uri`) and the server apply literally the same rules.
 */
export const CACHE_RULES: readonly { pattern: RegExp; value: string }[] = [
  { pattern: new RegExp(`^/${IMMUTABLE_DIR}/`), value: CACHE_CONTROL.immutable },
  { pattern: /\.html$/, value: CACHE_CONTROL.html },
  { pattern: /^\/images\//, value: CACHE_CONTROL.images },
  { pattern: /\.[A-Za-z0-9]+$/, value: CACHE_CONTROL.other },
];

/** The Cache-Control for a served file, by its URL path ("/assets/client.1a2b.js"). */
export function cacheControlFor(urlPath: string): string | undefined {
  return CACHE_RULES.find(({ pattern }) => pattern.test(urlPath))?.value;
}

/**
 * Files never served by their own name: Netlify's rules, the 404 pages where static hosts look for them
 * (Astro's 404.html and the build's copies), and the precompressed twins (served in place of their file).
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
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

/** Features the staff area uses (passkeys: server/staff/passkeys.ts), for the site's own pages only, never a frame's. */
export const SELF_ONLY_FEATURES = ["publickey-credentials-create", "publickey-credentials-get"] as const;

/**
 * The Content-Security-Policy header of every page. Each page carries its own policy in a `<meta>` tag
 * (astro.config.ts `security.csp`: sources and the hashes of its scripts and styles); a browser enforces both, so
 * this header only adds what a meta tag cannot say (`frame-ancestors`) and repeats, with the same values, the
 * directives that hold for any document the site serves, including Astro's redirect pages, which have no meta tag.
 * It never names script-src, style-src or default-src: as a second policy those would block the pages' hashed
 * scripts and styles.
 */
export const CSP_DIRECTIVES = {
  "frame-ancestors": "'none'",
  "object-src": "'none'",
  "base-uri": "'self'",
  // The contact form posts to the site itself, or opens the visitor's mail program without JavaScript.
  "form-action": "'self' mailto:",
} as const satisfies Record<string, string>;

type PageDirective = "default-src" | "img-src" | "font-src" | "connect-src" | "object-src" | "base-uri" | "form-action";

/**
 * The policy in each page's own `<meta>` tag (astro.config.ts `security.csp`, which adds the hashes of the page's
 * scripts and styles): where a page may load from, plus the directives every document has, as the header states them.
 */
export function pagePolicyDirectives(origins: {
  images: string;
  emailService: string;
}): `${PageDirective} ${string}`[] {
  return [
    "default-src 'self'",
    `img-src 'self' data:${origins.images ? ` ${origins.images}` : ""}`,
    "font-src 'self'",
    `connect-src 'self' ${origins.emailService}`,
    ...(["object-src", "base-uri", "form-action"] as const).map((name) => `${name} ${CSP_DIRECTIVES[name]}` as const),
  ];
}

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, value]) => `${name} ${value}`)
  .join("; ");

/** Headers every response carries, whatever it is: a script or a font needs them as much as a page. */
export const RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Headers that only mean something on a document (an HTML response). Over HTTP/1.1 they would cost every asset a kilobyte. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  // Legacy twin of `frame-ancestors 'none'` for browsers and scanners that only know this one.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": [
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
    ...SELF_ONLY_FEATURES.map((feature) => `${feature}=(self)`),
  ].join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * What a preview's responses carry over the rest (server/app.ts): shown to one signed-in staff member, framed by
 * the staff area's page with its banner (so framed by this site alone), and kept by no cache.
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": Object.entries({ ...CSP_DIRECTIVES, "frame-ancestors": "'self'" })
    .map(([name, value]) => `${name} ${value}`)
    .join("; "),
  "X-Frame-Options": "SAMEORIGIN",
  "Cache-Control": "private, no-store",
};

/** The whole set, for hosts that cannot tell a document from an asset (their HTTP/2 compresses repeats). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = { ...RESPONSE_HEADERS, ...DOCUMENT_HEADERS };

/** The header facts of one build, written by the build to `build/headers.json` and read by the server. */
export type HeaderManifest = {
  /** Sent with every response. */
  headers: Record<string, string>;
  /** Sent with every HTML response. */
  documentHeaders: Record<string, string>;
};

export function headerManifest(): HeaderManifest {
  return { headers: { ...RESPONSE_HEADERS }, documentHeaders: { ...DOCUMENT_HEADERS } };
}

export function readHeaderManifest(buildDir: string): HeaderManifest {
  return JSON.parse(readFileSync(path.join(buildDir, "headers.json"), "utf8")) as HeaderManifest;
}
