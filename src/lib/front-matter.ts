import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import type { Problem } from "~/lib/content-problems";

export type FrontMatterFile = { data: unknown; body: string };

const FENCE = /^---[ \t]*$/;

/**
 * Splits a Markdown file into its details (the YAML between the two `---` lines) and its text, as Astro's
 * glob loader does, and says in plain words what is wrong when it cannot be read.
 */
export function readFrontMatter(file: string, text: string): FrontMatterFile | Problem {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) {
    return {
      file,
      line: 1,
      message: "must start with a line of three dashes (---), then the details, then another ---",
    };
  }
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) {
    return {
      file,
      line: 1,
      message: "the details are not closed: add a line of three dashes (---) after the last one",
    };
  }
  const data = parseYaml(file, lines.slice(1, end).join("\n"), 1);
  if (isProblem(data)) return data;
  return { data: data.data, body: lines.slice(end + 1).join("\n") };
}

/**
 * Reads YAML (a whole .yaml file, or a Markdown file's details starting after `offset` lines), or says in plain
 * words which line cannot be read.
 */
export function parseYaml(file: string, text: string, offset = 0): { data: unknown } | Problem {
  const document = parseDocument(text, { uniqueKeys: true });
  const [error] = document.errors;
  if (error) {
    const line = (error.linePos?.[0]?.line ?? 1) + offset;
    const shown = text.split(/\r?\n/)[line - offset - 1]?.trim() ?? "";
    return {
      file,
      line,
      lineText: shown,
      message:
        `cannot be read: each detail is one line "field: value" (a list item starts ` +
        `with "- "); put a value that contains a colon or starts with a quote mark in double quotes.`,
    };
  }
  return { data: document.toJS() ?? {} };
}

export function isProblem<T extends object>(value: T | Problem): value is Problem {
  return "message" in value;
}

/** Where a file's details are: their text, and how many lines of the file come before them (a Markdown file's ---). */
function detailsOf(source: string, markdown: boolean): { text: string; offset: number } {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!markdown) return { text: lines.join("\n"), offset: 0 };
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  return { text: lines.slice(1, end === -1 ? undefined : end).join("\n"), offset: 1 };
}

/**
 * The line (the first is 1) of a field of a file's details, by its keys ("groups"; "testimonials", 1, "author"):
 * the deepest of them the file has, so a field left out points at the entry that lacks it, and at the details'
 * first line when none is there.
 */
export function lineOfField(source: string, keys: readonly (string | number)[], markdown = false): number {
  const { text, offset } = detailsOf(source, markdown);
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const lineAt = (position: number | undefined) => lineCounter.linePos(position ?? 0).line + offset;
  let line = offset + 1;
  let node: unknown = document.contents;
  for (const key of keys) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair || !isScalar(pair.key)) break;
      line = lineAt(pair.key.range?.[0]);
      node = pair.value;
    } else if (isSeq(node) && typeof key === "number") {
      const item = node.items[key];
      if (!isNode(item)) break;
      line = lineAt(item.range?.[0]);
      node = item;
    } else break;
  }
  return line;
}
