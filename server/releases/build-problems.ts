import { stripVTControlCharacters } from "node:util";

/** How many lines a failed build's problems are cut to when it printed no list of its own. */
const MOST_LINES = 10;

/** Lines a reader learns nothing from: stack frames, code frames, npm's and Node's trailers. */
const NOISE = [
  /^\s*$/,
  /^\s*at\s+\S/,
  /^\s*(Stack trace|Location|Hint|Error reference|Caused by):?\s*$/i,
  /^\s*(file:\/\/)?[\w.@~\\/-]*[\\/][\w.@~\\/-]*(:\d+)+\s*$/,
  /^\s*\^+\s*$/,
  /^\s*>?\s*\d+\s*\|/,
  /^\s*\|/,
  /^npm (error|ERR!|warn|notice)/i,
  /^> /,
  /^Node\.js v\d/,
  /^The site was not built\./,
];

/** Astro's wrapper around whatever an integration threw: it marks where the error starts, and says nothing itself. */
const WRAPPER = /An unhandled error occurred while running the/;

/** The content check's own list (src/lib/content-problems.ts): the problems, already in plain words. */
const CONTENT_LIST = /has \d+ problems? to fix/;

function clean(line: string): string {
  return (
    line
      .trimEnd()
      // Astro's "04:15:40 [ERROR] [vite] " prefix: time and tags.
      .replace(/^\d{2}:\d{2}:\d{2}\s+/, "")
      .replace(/^(\[[\w@/:.-]+\]:?\s*)+/, "")
  );
}

/** Where a thrown error's trace starts: Astro prints "Location:" and "Stack trace:" under the message, Node "at …". */
const FRAME = /^\s*(at\s+\S|(Stack trace|Location):?\s*$)/;
/** A line Astro or Vite logged, with its time: "04:15:40 [ERROR] [vite] …". */
const LOGGED = /^\d{2}:\d{2}:\d{2}\s+\[/;

function isNoise(line: string): boolean {
  return NOISE.some((pattern) => pattern.test(line));
}

/** The message above the last stack trace: the lines back to a blank line or to the logged line that began it. */
function messageAboveTrace(raw: readonly string[], lines: readonly string[]): string[] {
  const lastFrame = raw.findLastIndex((line) => FRAME.test(line));
  if (lastFrame < 0) return [];
  let start = lastFrame;
  while (start > 0 && (lines[start - 1] ?? "").trim() !== "" && isNoise(lines[start - 1] ?? "")) start--;
  const message: string[] = [];
  for (let index = start - 1; index >= 0; index--) {
    const line = lines[index] ?? "";
    if (line.trim() === "") break;
    if (LOGGED.test(raw[index] ?? "")) {
      if (/\[ERROR\]/.test(raw[index] ?? "") && !WRAPPER.test(line)) message.unshift(line);
      break;
    }
    message.unshift(line);
  }
  return message.slice(-MOST_LINES);
}

/**
 * A failed build's problems in plain words, read from its output: the content check's list when it printed one,
 * else the message above the last stack trace, else the meaningful lines from the last error on (no stack frames,
 * no npm trailer), at most ten.
 */
export function problemsFromBuildOutput(output: readonly string[]): string[] {
  const raw = output.flatMap((chunk) => chunk.split(/\r?\n/)).map((line) => stripVTControlCharacters(line));
  const lines = raw.map(clean);

  const listAt = lines.findLastIndex((line) => CONTENT_LIST.test(line));
  if (listAt >= 0) {
    const items: string[] = [];
    for (const line of lines.slice(listAt + 1)) {
      const item = /^\s*- (.+)$/.exec(line);
      if (!item?.[1]) break;
      items.push(item[1].trim());
    }
    if (items.length > 0) return items;
  }

  const message = messageAboveTrace(raw, lines);
  if (message.length > 0) return message.map((line) => line.trim());

  const errorAt = raw.findLastIndex(
    (line, index) => /\[ERROR\]|\berror\b|✗/i.test(line) && !isNoise(lines[index] ?? ""),
  );
  const meaningful = (errorAt >= 0 ? lines.slice(errorAt) : lines).filter(
    (line) => !isNoise(line) && !WRAPPER.test(line),
  );
  const problems = meaningful.slice(-MOST_LINES).map((line) => line.trim());
  return problems.length > 0 ? problems : ["The build stopped without saying why."];
}
