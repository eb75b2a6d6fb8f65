// @vitest-environment node
import { createReader } from "@keystatic/core/reader";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { CONTENT_DIR } from "~/content/content-files";

/*
 * The editor's forms against the files in content/, read by Keystatic's reader (its public API), which parses an
 * entry with the forms' own fields and checks. What a save writes, the editor itself shows in the browser
 * (tests/e2e/editor-mistakes.test.ts: one save of each kind of entry changes only the edited line).
 */

const reader = createReader(path.dirname(CONTENT_DIR), keystaticConfig);
const markdownIn = (folder: string) =>
  readdirSync(path.join(CONTENT_DIR, folder))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();

describe("the editor's forms", () => {
  it("open every entry of content/, each field passing its own check", async () => {
    const problems: string[] = [];
    const read = async (what: string, entry: () => Promise<unknown>) => {
      try {
        await entry();
      } catch (error) {
        problems.push(`${what}: ${(error as Error).message}`);
      }
    };
    for (const [name, singleton] of Object.entries(reader.singletons))
      await read(name, () => singleton.readOrThrow({ resolveLinkedFiles: true }));
    for (const [name, collection] of Object.entries(reader.collections)) {
      for (const slug of await collection.list())
        await read(`${name}/${slug}`, () => collection.readOrThrow(slug, { resolveLinkedFiles: true }));
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("list every member and every case study", async () => {
    expect((await reader.collections.team.list()).sort()).toEqual(markdownIn("team"));
    expect((await reader.collections.caseStudies.list()).sort()).toEqual(markdownIn("case-studies"));
  });
});
