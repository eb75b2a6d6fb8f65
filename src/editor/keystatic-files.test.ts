// @vitest-environment node
import { createReader } from "@keystatic/core/reader";
import { appendFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { CONTENT_DIR } from "~/content/content-files";
import { contentCopy } from "~/test/content-copy";

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

describe("the firm's time zone", () => {
  const siteWith = async (line: string) => {
    const root = contentCopy();
    appendFileSync(path.join(root, "site.yaml"), line);
    const site = createReader(path.dirname(root), keystaticConfig).singletons.site;
    if (!site) throw new Error("the editor has a form for content/site.yaml");
    return site.readOrThrow();
  };

  it("reads as written, and as empty (the server's zone) when the file names none", async () => {
    expect((await siteWith("timeZone: America/Chicago\n")).timeZone).toBe("America/Chicago");
    expect((await siteWith("")).timeZone).toBe("");
  });

  it("refuses a name that is none of the list, in plain words", async () => {
    await expect(siteWith("timeZone: Chicago\n")).rejects.toThrow(
      `"Chicago" is not a time zone's name: choose the firm's zone from the list, or leave it empty for the server's zone.`,
    );
  });
});
