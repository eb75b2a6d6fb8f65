// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { entriesOf, entryOf } from "./entries";

/* The files of content/ as the staff area names them: each kind of entry, by its files and its upload folders. */

const contentDir = mkdtempSync(path.join(tmpdir(), "entries-"));
const files: Record<string, string> = {
  "team/ada-lovelace.md": "---\nname: Ada Lovelace\nrole: Analyst\n---\nA bio.\n",
  "case-studies/un-women.md": "---\ntitle: UN Women Summit\n---\nA story.\n",
  "pages/home.yaml": "heading: Welcome\n",
  "pages/events.yaml": "title: Collaboration Events\n",
  "pages/not-found.yaml": "title: Not found\n",
  "pages/privacy.md": "---\ntitle: Privacy Notice\n---\nThe text.\n",
  "clients/energy.yaml": "clients: []\n",
  "site.yaml": "phone: +1 202 555 0148\n",
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  writeFileSync(path.join(contentDir, file), text);
}
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const named = (file: string) => {
  const entry = entryOf(file, contentDir);
  return entry && { key: entry.key, kind: entry.kind, name: entry.name, editor: entry.editor, page: entry.page };
};

describe("an entry", () => {
  it.each([
    [
      "team/ada-lovelace.md",
      {
        key: "team/ada-lovelace.md",
        kind: "Team member",
        name: "Ada Lovelace",
        editor: "/keystatic/collection/team/item/ada-lovelace",
        page: "/team/member/ada-lovelace",
      },
    ],
    [
      "team/portraits/ada-lovelace/portrait.jpg",
      {
        key: "team/ada-lovelace.md",
        kind: "Team member",
        name: "Ada Lovelace",
        editor: "/keystatic/collection/team/item/ada-lovelace",
        page: "/team/member/ada-lovelace",
      },
    ],
    [
      "team/grace-hopper.md",
      {
        key: "team/grace-hopper.md",
        kind: "Team member",
        name: "Grace hopper",
        editor: "/keystatic/collection/team/item/grace-hopper",
        page: "/team/member/grace-hopper",
      },
    ],
    [
      "case-studies/photos/un-women/photo.jpg",
      {
        key: "case-studies/un-women.md",
        kind: "Case study",
        name: "UN Women Summit",
        editor: "/keystatic/collection/caseStudies/item/un-women",
        page: "/impact/un-women",
      },
    ],
    [
      "pages/home.yaml",
      { key: "pages/home.yaml", kind: "Page", name: "Home", editor: "/keystatic/singleton/page-home", page: "/" },
    ],
    [
      "pages/events.yaml",
      {
        key: "pages/events.yaml",
        kind: "Page",
        name: "Collaboration Events",
        editor: "/keystatic/singleton/page-events",
        page: "/events",
      },
    ],
    [
      "pages/not-found.yaml",
      {
        key: "pages/not-found.yaml",
        kind: "Page",
        name: "Not found",
        editor: "/keystatic/singleton/page-not-found",
        page: "/404",
      },
    ],
    [
      "pages/privacy.md",
      {
        key: "pages/privacy.md",
        kind: "Page",
        name: "Privacy Notice",
        editor: "/keystatic/singleton/page-privacy",
        page: "/privacy",
      },
    ],
    [
      "clients/energy.yaml",
      {
        key: "clients/energy.yaml",
        kind: "Client roster",
        name: "Energy",
        editor: "/keystatic/singleton/energy",
        page: "/client-roster",
      },
    ],
    [
      "site.yaml",
      {
        key: "site.yaml",
        kind: "Contact details",
        name: "Contact details",
        editor: "/keystatic/singleton/site",
        page: "/contact",
      },
    ],
    [
      "navigation.yaml",
      {
        key: "navigation.yaml",
        kind: "Menus and footer",
        name: "Menus and footer",
        editor: "/keystatic/singleton/navigation",
        page: "/",
      },
    ],
    [
      "testimonials.yaml",
      {
        key: "testimonials.yaml",
        kind: "Testimonials",
        name: "Testimonials",
        editor: "/keystatic/singleton/testimonials",
        page: undefined,
      },
    ],
  ])("%s", (file, expected) => {
    expect(named(file)).toEqual(expected);
  });

  it.each(["clients/not-an-industry.yaml", "team/notes/ada-lovelace.md", "images/hero.jpg", "README.md"])(
    "none for %s, which the editor does not show",
    (file) => {
      expect(entryOf(file, contentDir)).toBeNull();
    },
  );

  it("holds its own file and its upload folder's, and no other entry's", () => {
    const member = entryOf("team/ada-lovelace.md", contentDir);
    expect(member?.holds("team/ada-lovelace.md")).toBe(true);
    expect(member?.holds("team/portraits/ada-lovelace/portrait.jpg")).toBe(true);
    expect(member?.holds("team/portraits/ada-lovelace-king/portrait.jpg")).toBe(false);
    expect(member?.holds("team/grace-hopper.md")).toBe(false);
    const study = entryOf("case-studies/un-women.md", contentDir);
    expect(study?.holds("case-studies/photos/un-women/photo.jpg")).toBe(true);
    expect(entryOf("site.yaml", contentDir)?.holds("navigation.yaml")).toBe(false);
  });
});

it("lists each entry once, in the order first named, and other files as they are", () => {
  const { entries, others } = entriesOf(
    [
      "content/team/portraits/ada-lovelace/portrait.jpg",
      "content/site.yaml",
      "content/team/ada-lovelace.md",
      "content/README.md",
    ],
    contentDir,
  );
  expect(entries.map((entry) => entry.key)).toEqual(["team/ada-lovelace.md", "site.yaml"]);
  expect(others).toEqual(["content/README.md"]);
});
