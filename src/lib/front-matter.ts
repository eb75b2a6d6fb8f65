import { parseDocument } from "yaml";
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
    return { file, message: "must start with a line of three dashes (---), then the details, then another ---" };
  }
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) {
    return { file, message: "the details are not closed: add a line of three dashes (---) after the last one" };
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
      message:
        `line ${line} ("${shown}") cannot be read: each detail is one line "field: value" (a list item starts ` +
        `with "- "); put a value that contains a colon or starts with a quote mark in double quotes.`,
    };
  }
  return { data: document.toJS() ?? {} };
}

export function isProblem<T extends object>(value: T | Problem): value is Problem {
  return "message" in value;
}
