/**
 * Runs the Nu HTML Checker (vnu.jar from the `vnu-jar` package, on the machine's Java)
 * over every HTML file the build wrote, in one batch (the JVM start dominates the cost).
 * Any error fails; warnings are listed but allowed. Run after `npm run build`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { htmlFiles } from "./build-output";

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
};

const clientDir = path.resolve(process.argv[2] ?? "build/client");
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
/**
 * The pages inline the critical part of Tailwind's stylesheet, and the checker's CSS validator predates three things in it that are valid
 * CSS. Exactly these messages are set aside (and counted); any other CSS error still fails.
 */
const MODERN_CSS_UNKNOWN_TO_VNU: { pattern: RegExp; why: string }[] = [
  // CSS Properties and Values API (Baseline 2024): Tailwind registers its internal variables with it.
  { pattern: /^CSS: Unrecognized at-rule “@property”\.?$/, why: "@property rules" },
  // CSS Transitions: any custom property name is a valid <single-transition-property>.
  {
    pattern: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
    why: "custom properties in transition-property",
  },
  // Tailwind's @supports feature test names margin-trim (CSS Box Model 4) to detect Safari.
  { pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/, why: "margin-trim in an @supports test" },
];
const setAside = new Map<string, number>();
const isModernCss = (message: VnuMessage) => {
  const known = MODERN_CSS_UNKNOWN_TO_VNU.find(({ pattern }) => pattern.test(message.message));
  if (known) setAside.set(known.why, (setAside.get(known.why) ?? 0) + 1);
  return Boolean(known);
};
const errors = messages.filter((message) => message.type !== "info" && !isModernCss(message));
const warnings = messages.filter((message) => message.type === "info" && message.subType === "warning");

for (const warning of warnings) console.warn(`${where(warning)}: warning: ${warning.message}`);
for (const error of errors) console.error(`${where(error)}: error: ${error.message}`);
for (const [why, count] of setAside)
  console.log(`validate-html: set aside ${count} CSS messages about ${why} (valid CSS)`);
console.log(`validate-html: ${files.length} files, ${errors.length} errors, ${warnings.length} warnings`);
if (errors.length > 0) process.exit(1);
