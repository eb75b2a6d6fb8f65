// @vitest-environment node
import Fastify, { type FastifyInstance } from "fastify";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FILE_SAVE, filePage } from "~/staff/files";
import { contentCopy } from "~/test/content-copy";
import { formBody } from "../form-body";
import { contentFileAt, filesView, fixFilesRoutes, saveContentFile } from "./fix-files";

/*
 * A content file fixed in the browser: which files may be opened and written (only the content's own, never through
 * a link or out of content/), and the check that runs on every save.
 */

const MEMBER = "content/team/amara-okafor.md";
const fileIn = (root: string, shown: string) => path.join(path.dirname(root), shown);

/** The member's file with its role's line made unreadable (a colon in a value without quotes), and that line. */
function breakMember(root: string): { text: string; line: number } {
  const text = readFileSync(fileIn(root, MEMBER), "utf8");
  const broken = text.replace(/^role: .*$/m, "role: Founder: Chief Executive");
  if (broken === text) throw new Error("test data: the member has a role");
  writeFileSync(fileIn(root, MEMBER), broken);
  return { text, line: broken.split("\n").findIndex((line) => line.startsWith("role: ")) + 1 };
}

describe("contentFileAt: which files the browser may open and write", () => {
  it("takes a file of a type of content, by its path as the content check names it", () => {
    const root = contentCopy();
    for (const shown of [MEMBER, "content/site.yaml", "content/pages/home.yaml", "content/pages/privacy.md"]) {
      expect(contentFileAt(root, shown)).toEqual({ full: fileIn(root, shown), shown });
    }
  });

  it("refuses a path out of the content, absolute, with dot segments or backslashes, or of no type of content", () => {
    const root = contentCopy();
    writeFileSync(path.join(root, "team", "notes.txt"), "not content\n");
    mkdirSync(path.join(root, "team", "portraits", "amara-okafor"), { recursive: true });
    writeFileSync(path.join(root, "team", "portraits", "amara-okafor", "about.md"), "---\n---\n");
    writeFileSync(path.join(root, "team", "site.yaml"), "phone: x\n");
    for (const shown of [
      "content/../package.json",
      "content/team/../../package.json",
      "content/./site.yaml",
      "content/team/..",
      "../content/site.yaml",
      "/etc/passwd",
      fileIn(root, MEMBER),
      "content\\team\\amara-okafor.md",
      "content/team\\..\\..\\package.json",
      "content//site.yaml",
      "content/site.yaml\0.md",
      "team/amara-okafor.md",
      "content/team/notes.txt",
      "content/team/portraits/amara-okafor/about.md",
      "content/other.yaml",
      "content/team/site.yaml",
      "content/team",
      "",
    ]) {
      expect(contentFileAt(root, shown), shown).toHaveProperty("refused");
    }
  });

  it("refuses a file that is a link, or in a folder that is one, even to a file of the content", () => {
    const root = contentCopy();
    const outside = path.join(path.dirname(root), "outside");
    mkdirSync(outside);
    writeFileSync(path.join(outside, "x.md"), "---\nname: X\n---\n");
    symlinkSync(path.join(outside, "x.md"), path.join(root, "team", "x.md"));
    symlinkSync(fileIn(root, MEMBER), path.join(root, "team", "twin.md"));
    expect(contentFileAt(root, "content/team/x.md")).toHaveProperty("refused");
    expect(contentFileAt(root, "content/team/twin.md")).toHaveProperty("refused");

    rmSync(path.join(root, "clients"), { recursive: true });
    symlinkSync(outside, path.join(root, "clients"));
    writeFileSync(path.join(outside, "education.yaml"), "clients: []\n");
    expect(contentFileAt(root, "content/clients/education.yaml")).toHaveProperty("refused");
  });

  it("refuses a file that is not there", () => {
    expect(contentFileAt(contentCopy(), "content/team/nobody.md")).toEqual({
      refused: expect.stringContaining("not there"),
    });
  });
});

describe("filesView: the content check, as the staff pages list it", () => {
  it("lists nothing for the shipped content", () => {
    expect(filesView(contentCopy()).problems()).toEqual({ files: [], others: [] });
  });

  it("lists a file the editor cannot read under its entry's name, with its line, and opens it", () => {
    const root = contentCopy();
    const { line } = breakMember(root);
    const files = filesView(root);
    const { files: listed } = files.problems();
    expect(listed).toEqual([
      {
        path: MEMBER,
        kind: "Team member",
        // Named by its own line, which reads, though the file does not.
        name: "Amara Okafor",
        editor: "/keystatic/collection/team/item/amara-okafor",
        editable: true,
        problems: [
          {
            line,
            lineText: "role: Founder: Chief Executive",
            message: expect.stringMatching(/^cannot be read: .*double quotes/),
          },
        ],
      },
    ]);
    expect(files.open(MEMBER)).toMatchObject({
      path: MEMBER,
      language: "markdown",
      text: readFileSync(fileIn(root, MEMBER), "utf8"),
      problems: listed[0]?.problems,
    });
    expect(files.open("content/../package.json")).toHaveProperty("refused");
  });

  it("gives a field's problem the line of its item, in the editor's words", () => {
    const root = contentCopy();
    const text = readFileSync(fileIn(root, MEMBER), "utf8");
    writeFileSync(fileIn(root, MEMBER), text.replace("  - Convening Solutions", "  - Convening Solution"));
    const [file] = filesView(root).problems().files;
    const itemLine = text.split("\n").indexOf("  - Convening Solutions") + 1;
    expect(file?.problems).toEqual([
      { line: itemLine, field: "Groups (groups)", message: expect.stringContaining('"Convening Solution"') },
    ]);
  });
});

describe("saveContentFile: a save, checked as a publish checks it", () => {
  it("writes the text and answers the problems still in it, by line; none once it is right", () => {
    const root = contentCopy();
    const { text, line } = breakMember(root);
    const files = filesView(root);

    const stillBroken = text.replace(/^role: .*$/m, "role: Founder: CEO");
    const first = saveContentFile(files, root, MEMBER, stillBroken);
    expect(readFileSync(fileIn(root, MEMBER), "utf8")).toBe(stillBroken);
    expect(first).toMatchObject({ problems: [{ line, lineText: "role: Founder: CEO" }] });

    // As a browser posts a textarea: its lines end in CR LF.
    const fixed = text.replace(/^role: .*$/m, 'role: "Founder: CEO"');
    const second = saveContentFile(files, root, MEMBER, fixed.replaceAll("\n", "\r\n"));
    expect(readFileSync(fileIn(root, MEMBER), "utf8")).toBe(fixed);
    expect(second).toMatchObject({ problems: [], name: "Amara Okafor" });
    expect(files.problems().files).toEqual([]);
  });

  it("writes nothing through a link, out of the content, or larger than any file of it", () => {
    const root = contentCopy();
    const outside = path.join(path.dirname(root), "outside.md");
    writeFileSync(outside, "kept\n");
    symlinkSync(outside, path.join(root, "team", "x.md"));
    const files = filesView(root);
    expect(saveContentFile(files, root, "content/team/x.md", "overwritten")).toHaveProperty("refused");
    expect(saveContentFile(files, root, "content/../outside.md", "overwritten")).toHaveProperty("refused");
    expect(readFileSync(outside, "utf8")).toBe("kept\n");

    const before = readFileSync(fileIn(root, MEMBER), "utf8");
    expect(saveContentFile(files, root, MEMBER, "x".repeat(300 * 1024))).toHaveProperty("refused");
    expect(readFileSync(fileIn(root, MEMBER), "utf8")).toBe(before);
  });
});

describe("the save's route", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appOn(root: string) {
    app = Fastify();
    await app.register(formBody);
    await app.register(fixFilesRoutes, {
      contentDir: root,
      files: filesView(root),
      preHandler: async () => {},
      who: () => "morgan@northbridge.example",
    });
    return app;
  }

  it("saves a form's text and goes back to the file's page, which tells what the check found", async () => {
    const root = contentCopy();
    const { text } = breakMember(root);
    const answer = await (
      await appOn(root)
    ).inject({
      method: "POST",
      url: FILE_SAVE,
      payload: new URLSearchParams({ path: MEMBER, text }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${filePage(MEMBER)}&saved=1`);
    expect(readFileSync(fileIn(root, MEMBER), "utf8")).toBe(text);
  });

  it("refuses, in words, a path the browser may not write, and a form without text", async () => {
    const root = contentCopy();
    const server = await appOn(root);
    const post = (fields: Record<string, string>) =>
      server.inject({
        method: "POST",
        url: FILE_SAVE,
        payload: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const outside = await post({ path: "content/../package.json", text: "{}" });
    expect(outside.statusCode).toBe(400);
    expect(outside.body).toMatch(/^Not saved\. That is not a file of the site's content\./);
    expect((await post({ path: MEMBER })).statusCode).toBe(400);
  });
});
