import type { z } from "zod";

type Issue = z.core.$ZodIssue;

function entryLabel(data: unknown, key: PropertyKey): string {
  if (Array.isArray(data) && typeof key === "number") {
    const entry: unknown = data[key];
    if (entry && typeof entry === "object") {
      for (const field of ["name", "title", "slug", "id", "label"]) {
        const value = (entry as Record<string, unknown>)[field];
        if (typeof value === "string" && value.trim()) return `"${value}"`;
      }
    }
    return `#${key + 1}`;
  }
  return `"${String(key)}"`;
}

function describe(module: string, data: unknown, issue: Issue): string {
  const [first, ...rest] = issue.path;
  if (first === undefined) return `${module}: ${issue.message}`;
  const entry = `${module}: entry ${entryLabel(data, first)}`;
  if (rest.length === 0) return `${entry}: ${issue.message}`;
  return `${entry} field "${rest.map(String).join(".")}": ${issue.message}`;
}

/** Thrown when a content module holds an entry its schema rejects. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** What is wrong with a content module's data, one line a problem naming the module, the entry and the field. */
export function contentModuleProblems<Schema extends z.ZodType>(
  module: string,
  schema: Schema,
  data: z.input<Schema>,
): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => describe(module, data, issue));
}

/**
 * Parses a content module's data with its schema. A bad entry fails the build
 * with a message naming the module, the entry and the field.
 */
export function parseContent<Schema extends z.ZodType>(
  module: string,
  schema: Schema,
  data: z.input<Schema>,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${describe(module, data, issue)}`);
  throw new ContentError(`Invalid content in ${module}:\n${lines.join("\n")}`);
}
