import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { CONTENT_DIR } from "~/content/content-files";
import { contentCopy } from "~/test/content-copy";
import { openInEditor } from "~/test/keystatic-save";

// The editor's browser build: Node's leaves out the text editors that Save serialises.
vi.mock("@keystatic/core", async () => (await import("~/test/keystatic-save")).keystaticInBrowser());

/** Every entry of the editor, for the files in content/ today. */
function entries() {
  const slugs = (folder: string) =>
    readdirSync(path.join(CONTENT_DIR, folder))
      .filter((name) => name.endsWith(".md"))
      .map((name) => name.slice(0, -".md".length));
  return [
    ...Object.keys(keystaticConfig.singletons ?? {}).map((singleton) => ({ singleton })),
    ...slugs("team").map((slug) => ({ collection: "team", slug })),
    ...slugs("case-studies").map((slug) => ({ collection: "caseStudies", slug })),
  ];
}

/** The lines of `after` that differ from `before`, as "-old" and "+new", for files of the same layout. */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split("\n"), after.split("\n")];
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  return [
    ...a.slice(start, a.length - end).map((line) => `-${line}`),
    ...b.slice(start, b.length - end).map((line) => `+${line}`),
  ];
}

describe("saving in the editor", () => {
  it("writes every file in content/ as it is: the files keep the editor's order and layout", async () => {
    const differ: string[] = [];
    for (const entry of entries()) {
      const open = await openInEditor(keystaticConfig, entry);
      if (open.save() !== readFileSync(open.file, "utf8")) differ.push(open.file);
    }
    // A file edited by hand may differ in its layout (quotes, long lines): the editor rewrites those lines once.
    expect(differ, "open and save each in the editor (npm run edit) once, or match its layout").toEqual([]);
  }, 60_000);

  it("changes only the phone's line when the phone changes, and keeps no comment it would drop", async () => {
    const open = await openInEditor(keystaticConfig, { singleton: "site" });
    const before = readFileSync(open.file, "utf8");
    expect(before).not.toMatch(/^\s*#/m);
    open.state.phone = "+1 (202) 555-0199";
    expect(changedLines(before, open.save())).toEqual([
      expect.stringMatching(/^-phone: /),
      "+phone: +1 (202) 555-0199",
    ]);
  });

  it("writes the firm's time zone on a line of its own, and none while it is empty", async () => {
    const open = await openInEditor(keystaticConfig, { singleton: "site" });
    const before = readFileSync(open.file, "utf8");
    expect(open.state.timeZone).toBe("");
    open.state.timeZone = "America/Chicago";
    expect(open.canSave()).toBe(true);
    expect(changedLines(before, open.save())).toEqual(["+timeZone: America/Chicago"]);
  });

  it("changes only the edited line of a member, a case study, a page, a band of a page, the contact form and a client list", async () => {
    const [member] = entries().filter((entry) => "collection" in entry && entry.collection === "team");
    const [study] = entries().filter((entry) => "collection" in entry && entry.collection === "caseStudies");
    if (!member || !study) throw new Error("test data: a member and a case study");
    const edits: [Parameters<typeof openInEditor>[1], (state: Record<string, unknown>) => void, string[]][] = [
      [member, (state) => (state.role = "Director of Research"), ["+role: Director of Research"]],
      [study, (state) => (state.sector = "Global Health"), ["+sector: Global Health"]],
      [{ singleton: "page-team" }, (state) => (state.heading = "Our people"), ["+heading: Our people"]],
      [
        { singleton: "page-events" },
        (state) => {
          const [band] = state.sections as { discriminant: string; value: { steps: { title: string }[] } }[];
          if (band?.discriminant !== "steps" || !band.value.steps[0])
            throw new Error("test data: events opens with steps");
          band.value.steps[0].title = "Scope what you need";
        },
        ["+        - title: Scope what you need"],
      ],
      [
        { singleton: "page-contact" },
        (state) => {
          const form = state.form as { fields: { serviceInterest: { label: string } } };
          form.fields.serviceInterest.label = "What you need";
        },
        ["+      label: What you need"],
      ],
      [
        { singleton: "energy" },
        (state) => (state.clients as string[]).push("Northwind Power Cooperative"),
        ["+  - Northwind Power Cooperative"],
      ],
    ];
    for (const [entry, edit, added] of edits) {
      const open = await openInEditor(keystaticConfig, entry);
      const before = readFileSync(open.file, "utf8");
      edit(open.state);
      expect(open.canSave(), open.file).toBe(true);
      const changed = changedLines(before, open.save());
      expect(
        changed.filter((line) => line.startsWith("+")),
        open.file,
      ).toEqual(added);
      expect(changed.filter((line) => line.startsWith("-")).length, open.file).toBeLessThanOrEqual(1);
    }
  });
});

describe("a time zone typed by hand that is none of the list", () => {
  it("opens in the editor, marked, and saves once a zone of the list is chosen", async () => {
    const root = contentCopy();
    const file = path.join(root, "site.yaml");
    writeFileSync(file, `${readFileSync(file, "utf8")}timeZone: Chicago\n`);
    const open = await openInEditor(keystaticConfig, { singleton: "site" }, path.dirname(root));
    expect(open.state.timeZone).toBe("Chicago");
    expect(open.canSave()).toBe(false);
    open.state.timeZone = "America/Chicago";
    expect(open.canSave()).toBe(true);
    expect(open.save()).toContain("timeZone: America/Chicago\n");
  });
});

describe("a member whose file names a group that is none of the groups", () => {
  it("opens in the editor, the group marked, and saves once a group is chosen", async () => {
    const root = contentCopy();
    const [member] = entries().filter((entry) => "collection" in entry && entry.collection === "team");
    if (!member || !("slug" in member)) throw new Error("test data: a member");
    const file = path.join(root, "team", `${member.slug}.md`);
    const text = readFileSync(file, "utf8");
    const misspelt = text.replace(/^(groups:\n {2}- )Leadership$/m, "$1Leadershp");
    if (misspelt === text) throw new Error(`test data: ${member.slug} is not in Leadership first`);
    writeFileSync(file, misspelt);
    // The editor reads keystatic.config.ts's paths from the project: open the copy as the project's content/.
    const open = await openInEditor(keystaticConfig, member, path.dirname(root));
    expect((open.state.groups as string[])[0]).toBe("Leadershp");
    expect(open.canSave()).toBe(false);
    (open.state.groups as string[])[0] = "Leadership";
    expect(open.canSave()).toBe(true);
    expect(open.save()).toBe(text);
  });
});

describe("a case study's photo", () => {
  it("cannot be saved without its description, and can with one", async () => {
    const [study] = entries().filter((entry) => "collection" in entry && entry.collection === "caseStudies");
    if (!study) throw new Error("test data: a case study");
    const open = await openInEditor(keystaticConfig, study);
    expect(open.canSave()).toBe(true);
    open.state.photo = { data: new Uint8Array([255, 216, 255]), extension: "jpg", filename: "photo.jpg" };
    open.state.photoAlt = "";
    expect(open.canSave()).toBe(false);
    open.state.photoAlt = "Delegates mapping commitments on a wall of cards.";
    expect(open.canSave()).toBe(true);
  });
});
