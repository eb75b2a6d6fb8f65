/**
 * Runs the Nu HTML Checker (vnu.jar from the `vnu-jar` package, on the machine's Java)
 * over every HTML file the build wrote, in one batch (the JVM start dominates the cost).
 * Any error fails; warnings are listed but allowed. Run after `npm run build`.
 *
 *   npx tsx scripts/validate-html.ts [clientDir]     (default: $BUILD_DIR/client, else build/client)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { htmlFiles, pageFile, readSiteMap } from "~/lib/build-output";

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  /** The markup around the spot. */
  extract?: string;
};

const clientDir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client"));
const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

function fail(message: string): never {
  console.error(`validate-html: ${message}`);
  process.exit(1);
}

if (!existsSync(clientDir)) fail(`${clientDir} does not exist; run \`npm run build\` first`);
const java = spawnSync("java", ["-version"], { encoding: "utf8" });
if (java.error || java.status !== 0) {
  fail("the Nu HTML Checker needs Java 11 or later on the PATH (Debian: apt-get install default-jre-headless)");
}

const files = htmlFiles(clientDir).map((file) => path.join(clientDir, file));
if (files.length === 0) fail(`no HTML files under ${clientDir}`);

const run = spawnSync("java", ["-jar", jar, "--format", "json", "--exit-zero-always", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) fail(run.error.message);
let messages: VnuMessage[];
try {
  messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
} catch {
  fail(`unexpected output from vnu.jar:\n${run.stderr}${run.stdout}`);
}

const where = (message: VnuMessage) => {
  const file = message.url ? path.relative(process.cwd(), new URL(message.url).pathname) : "(no file)";
  return `${file}:${message.lastLine ?? 0}:${message.firstColumn ?? 0}`;
};
type KnownMessage = { pattern: RegExp; why: string; files?: ReadonlySet<string>; extract?: RegExp };

/**
 * The pages inline Tailwind's stylesheet, and the checker's CSS validator predates things in it that are valid CSS.
 * Exactly these messages are set aside (and counted); any other CSS error still fails.
 */
const MODERN_CSS_UNKNOWN_TO_VNU: KnownMessage[] = [
  // CSS Properties and Values API (Baseline 2024): Tailwind registers its internal variables with it.
  { pattern: /^CSS: Unrecognized at-rule “@property”\.?$/, why: "@property rules" },
  // CSS Transitions: any custom property name is a valid <single-transition-property>.
  {
    pattern: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
    why: "custom properties in transition-property",
  },
  // CSS Color 4: Tailwind's translucent colors, which Lightning CSS writes as lab() or oklab() with the alpha after a
  // slash (and numbers such as 5.96046e-8, valid CSS the checker reads as a unit). Only beside such a colour.
  {
    pattern:
      /^CSS: “(color|background-color|border-color|outline-color|--tw-[a-z-]+)”: (“\/” is not a valid Lab color|Unknown dimension)\.$/,
    extract: /ab\([^)]*\/|e-\d+\/|\/\.?\d+\)/,
    why: "lab() colours with an alpha",
  },
  // Tailwind's @supports feature test names margin-trim (CSS Box Model 4) to detect Safari.
  { pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/, why: "margin-trim in an @supports test" },
  // CSS Anchor Positioning: the header's popover submenus sit under their button with it.
  {
    pattern:
      /^CSS: “(anchor-name|position-anchor|position-area|position-try(-fallbacks)?)”: Property “\1” doesn't exist\.$/,
    why: "anchor positioning properties",
  },
];

/**
 * Astro writes a page at each old path of `redirects` (astro.config.ts) that forwards with `<meta http-equiv="refresh"
 * content="0;url=…">`, replacing the history entry. The HTML standard wants a space after the semicolon and a lang
 * on the page; browsers need neither. Only static hosts without rules ever serve these pages (`npm start` and the
 * generated host configs answer 301), so rewriting Astro's output for them is not worth a build step: exactly these
 * two messages are set aside, on exactly these files.
 */
const redirectPages = new Set(
  readSiteMap(path.dirname(clientDir)).redirects.map(({ from }) => path.join(clientDir, pageFile(from))),
);
const FRAMEWORK_REDIRECT_PAGES: KnownMessage[] = [
  {
    pattern: /^Bad value “0;url=[^”]*” for attribute “content” on element “meta”: Expected a space character/,
    why: "Astro's redirect pages: no space in the meta refresh",
    files: redirectPages,
  },
  {
    pattern: /^Consider adding a “lang” attribute to the “html” start tag/,
    why: "Astro's redirect pages: no lang",
    files: redirectPages,
  },
];

/**
 * Astro puts the islands' one rule (`astro-island{display:contents}`) in a `<style>` just before a page's first
 * island, inside the body: outside our markup, and harmless to every browser.
 */
const FRAMEWORK_ISLAND_STYLE: KnownMessage[] = [
  {
    pattern: /^A “style” element in “body” must be the first child of its parent\.$/,
    extract: /<style>astro-/,
    why: "Astro's island style in the body",
  },
];

/**
 * The checker evaluates a page's `<meta>` Content-Security-Policy against a file: URL, where 'self' matches nothing,
 * and counts JSON-LD data blocks as scripts. The browser tests catch real violations (tests/e2e/fixtures.ts).
 */
const CSP_WARNINGS_OF_A_FILE: KnownMessage[] = [
  {
    pattern: /^(Inline script|Inline style|Resource) violates Content Security Policy \(meta tag\)/,
    why: "the meta CSP as seen from a file: URL",
  },
];

const KNOWN = [
  ...MODERN_CSS_UNKNOWN_TO_VNU,
  ...FRAMEWORK_REDIRECT_PAGES,
  ...FRAMEWORK_ISLAND_STYLE,
  ...CSP_WARNINGS_OF_A_FILE,
];
const fileOf = (message: VnuMessage) => (message.url ? new URL(message.url).pathname : "");
const setAside = new Map<string, number>();
const isKnown = (message: VnuMessage) => {
  const known = KNOWN.find(
    ({ pattern, files, extract }) =>
      pattern.test(message.message) &&
      (!files || files.has(fileOf(message))) &&
      (!extract || extract.test(message.extract ?? "")),
  );
  if (known) setAside.set(known.why, (setAside.get(known.why) ?? 0) + 1);
  return Boolean(known);
};
const errors = messages.filter((message) => message.type !== "info" && !isKnown(message));
const warnings = messages.filter(
  (message) => message.type === "info" && message.subType === "warning" && !isKnown(message),
);

for (const warning of warnings) console.warn(`${where(warning)}: warning: ${warning.message}`);
for (const error of errors) console.error(`${where(error)}: error: ${error.message}`);
for (const [why, count] of setAside)
  console.log(`validate-html: set aside ${count} messages about ${why} (see scripts/validate-html.ts)`);
console.log(`validate-html: ${files.length} files, ${errors.length} errors, ${warnings.length} warnings`);
if (errors.length > 0) process.exit(1);
