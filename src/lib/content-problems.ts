import { z } from "zod";
import { fieldWords } from "~/content/content-types";

/** One thing wrong in one content file, said so that whoever edits the file can fix it. */
export type Problem = {
  /** The file, relative to the project (content/team/nadia-brooks.md). */
  file: string;
  /** The field in the file, when the problem is in one. */
  field?: string;
  /** Where in the file's details it is, key by key to the item (groups, 1): the field names no list item. */
  keys?: readonly (string | number)[];
  /** The line of the file it is on (the first is 1), when known: the staff area marks it (docs/staff.md). */
  line?: number;
  /** That line's words, when the problem is the line itself (it cannot be read): the message quotes it. */
  lineText?: string;
  message: string;
};

/** Thrown when the content holds mistakes; the message lists every one of them, one a line. */
export class ContentProblemsError extends Error {
  override name = "ContentProblemsError";
  constructor(readonly problems: readonly string[]) {
    super(describeProblems(problems));
  }
}

/** One problem on one line: the file, the field in the editor's words with its key, the line it quotes, what to do. */
export function formatProblem({ file, field, line, lineText, message }: Problem): string {
  const quoted = lineText === undefined ? "" : `line ${line} ("${lineText}") `;
  return `${file}: ${field ? `${fieldWords(file, field)}: ` : ""}${quoted}${message}`;
}

/** A heading and the list of problems, one a line, as the build and the editor print them. */
export function describeProblems(lines: readonly string[]): string {
  const count = lines.length === 1 ? "1 problem" : `${lines.length} problems`;
  return [
    `The site's content has ${count} to fix (in a text editor or with npm run edit):`,
    ...lines.map((line) => `  - ${line}`),
  ].join("\n");
}

export function formatProblems(problems: readonly Problem[]): string {
  return describeProblems(problems.map(formatProblem));
}

/**
 * The field a zod path names, as an owner reads it: "groups" for a list item (the message quotes the value),
 * "testimonials, number 2, author" inside a list of entries.
 */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? (index < path.length - 1 ? `number ${key + 1}` : undefined) : String(key),
    )
    .filter((part) => part !== undefined)
    .join(", ");
}

/** Zod's issues as problems, each naming its field. */
export function problemsFromIssues(file: string, issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.map((issue) => {
    const field = fieldName(issue.path);
    const keys = issue.path.filter((key) => typeof key !== "symbol");
    return field ? { file, field, keys, message: issue.message } : { file, message: issue.message };
  });
}

/** Throws a ContentProblemsError when there is anything to report. */
export function assertNoProblems(problems: readonly Problem[]): void {
  if (problems.length > 0) throw new ContentProblemsError(problems.map(formatProblem));
}

/** Text an owner must write: the messages say what to write, for whoever edits the file. */
export function requiredText(what: string) {
  return z
    .string({
      error: (issue) =>
        issue.input == null
          ? `is missing; add ${what}`
          : `must be text; write ${what}, in double quotes if it contains a colon`,
    })
    .trim()
    .min(1, `is empty; write ${what}`);
}
