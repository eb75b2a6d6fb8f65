import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validateContent } from "~/content/validate";
import { ContentError, parseContent } from "~/lib/content";

const people = z.array(z.object({ name: z.string().min(1), role: z.string().min(1, "role is required") }));

describe("parseContent", () => {
  it("returns valid data unchanged", () => {
    const data = [{ name: "Ada", role: "Engineer" }];
    expect(parseContent("people.ts", people, data)).toEqual(data);
  });

  it("rejects a broken entry naming the module, the entry and the field", () => {
    const data = [
      { name: "Ada", role: "Engineer" },
      { name: "Grace", role: "" },
    ];
    expect(() => parseContent("people.ts", people, data)).toThrow(ContentError);
    expect(() => parseContent("people.ts", people, data)).toThrow(
      'people.ts: entry "Grace" field "role": role is required',
    );
  });

  it("names an entry without a name by its position, and a record entry by its key", () => {
    expect(() => parseContent("people.ts", people, [{ name: "", role: "Chair" }])).toThrow('entry #1 field "name"');
    const pages = z.record(z.string(), z.object({ heading: z.string().min(1) }));
    expect(() => parseContent("pages.ts", pages, { home: { heading: "" } })).toThrow('entry "home" field "heading"');
  });
});

describe("validateContent", () => {
  it("accepts every content module of the site", () => {
    expect(() => validateContent()).not.toThrow();
  });
});
