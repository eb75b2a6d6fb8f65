import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadTeam, readTeam, unreadableFiles } from "~/content/content-files";
import { TEAM_GROUP_NAMES } from "~/content/choices";
import { FULL_TEAM, fullTeamSorted, memberGroups, memberSlug, teamTabs } from "~/content/team";
import { bioParagraphs } from "~/content/team.schema";
import { formatProblem } from "~/lib/content-problems";
import { contentCopy } from "~/test/content-copy";

const members = readTeam();
const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

function writeMember(root: string, file: string, text: string) {
  writeFileSync(path.join(root, "team", file), text);
}
const shownProblems = (root: string) => loadTeam(root).problems.map(formatProblem);

const BIO = "Nadia leads the firm's research on how large groups reach decisions that hold.";

describe("team content", () => {
  it("gives every member a unique page address, a role, a group and a bio", () => {
    expect(members.length).toBeGreaterThan(0);
    expect(new Set(members.map(memberSlug)).size).toBe(members.length);
    for (const member of members) {
      expect(member.slug).toBe(memberSlug(member));
      expect(member.role).not.toBe("");
      expect(member.groups.length).toBeGreaterThan(0);
      expect(member.bio.length).toBeGreaterThan(0);
    }
  });

  it("reads the bio's paragraphs from the text below the details, one per blank-line-separated block", () => {
    expect(bioParagraphs("\nFirst line\nsame paragraph.\n\n  Second.  \n\n\n")).toEqual([
      "First line same paragraph.",
      "Second.",
    ]);
  });
});

describe("team tabs", () => {
  const tabs = teamTabs(members);

  it("lists the Full Team first, sorted by name, then each group with the members who name it", () => {
    expect(tabs.map((tab) => tab.name)).toEqual([FULL_TEAM, ...TEAM_GROUP_NAMES]);
    expect(tabs[0]?.members.map((member) => member.name)).toEqual(members.map((m) => m.name).sort(byName));
    for (const tab of tabs.slice(1)) {
      const expected = members.filter((member) => member.groups.some((group) => group === tab.name));
      expect(new Set(tab.members)).toEqual(new Set(expected));
    }
  });

  it("puts members with an order first in their groups, lowest first, then the rest by name", () => {
    for (const tab of tabs.slice(1)) {
      const ordered = tab.members.filter((member) => member.order !== undefined);
      const rest = tab.members.slice(ordered.length);
      expect(ordered.map((member) => member.order)).toEqual(
        ordered.map((member) => member.order).sort((a = 0, b = 0) => a - b),
      );
      expect(rest.every((member) => member.order === undefined)).toBe(true);
      expect(rest).toEqual(fullTeamSorted(rest));
    }
  });

  it("names a member's groups in tab order", () => {
    const member = { groups: [...TEAM_GROUP_NAMES].reverse() };
    expect(memberGroups(member)).toEqual([...TEAM_GROUP_NAMES]);
  });
});

describe("a new member, as an owner adds one", () => {
  it("joins the team and the groups they name, with no other change", () => {
    const root = contentCopy();
    // A name nobody on the team has yet, whoever has joined since.
    let name = "Avery Quinn";
    while (members.some((member) => member.slug === memberSlug({ name }))) name = `${name.split(" ")[0]} ${name}`;
    const slug = memberSlug({ name });
    writeMember(
      root,
      `${slug}.md`,
      `---\nname: ${name}\nrole: Director of Research\ngroups:\n  - Leadership\n---\n\n${BIO}\n`,
    );
    const team = readTeam(root);
    expect(team).toHaveLength(members.length + 1);
    const leadership = teamTabs(team).find((tab) => tab.name === "Leadership")?.members ?? [];
    expect(leadership.map((member) => member.name)).toContain(name);
    expect(team.find((member) => member.name === name)).toMatchObject({
      slug,
      lastName: name.split(" ").at(-1),
      bio: [BIO],
    });
  });
});

describe("mistakes in a member's file", () => {
  it("reports each mistake in plain words, naming the file and the field, all at once", () => {
    const root = contentCopy();
    const [first, second, third] = members;
    if (!first || !second || !third) throw new Error("the team needs three members for this test");
    // An empty role; a misspelled group; no group at all.
    writeMember(
      root,
      `${first.slug}.md`,
      `---\nname: ${first.name}\nrole: ""\ngroups:\n  - Leadership\n---\n\n${BIO}\n`,
    );
    writeMember(
      root,
      `${second.slug}.md`,
      `---\nname: ${second.name}\nrole: Analyst\ngroups:\n  - Leadershp\n---\n\n${BIO}\n`,
    );
    writeMember(root, `${third.slug}.md`, `---\nname: ${third.name}\nrole: Analyst\n---\n\n${BIO}\n`);
    const problems = shownProblems(root);
    expect(problems).toEqual([
      `content/team/${first.slug}.md: Role (role): is empty; write the person's job title, e.g. Director of Research`,
      `content/team/${second.slug}.md: Groups (groups): "Leadershp" is not a group; choose one of ${TEAM_GROUP_NAMES.join(", ")}`,
      `content/team/${third.slug}.md: Groups (groups): is missing; list the groups the person works in, one per line, each starting with "- ": ${TEAM_GROUP_NAMES.join(", ")}`,
    ]);
  });

  it("reports an empty group list, a group listed twice and a bad order", () => {
    const root = contentCopy();
    writeMember(root, "a.md", `---\nname: Ada Example\nrole: Analyst\ngroups: []\n---\n\n${BIO}\n`);
    writeMember(
      root,
      "b.md",
      `---\nname: Ben Example\nrole: Analyst\ngroups: [Leadership, Leadership]\norder: first\n---\n\n${BIO}\n`,
    );
    const problems = shownProblems(root);
    expect(problems).toContain(
      `content/team/a.md: Groups (groups): is empty; put the person in at least one group: ${TEAM_GROUP_NAMES.join(", ")}`,
    );
    expect(problems).toContain("content/team/b.md: Groups (groups): names a group twice; list each group once");
    expect(problems).toContain(
      "content/team/b.md: Position in their groups (order): must be a whole number (1 lists the person first in their groups), or left out",
    );
  });

  it("reports a line of the details that cannot be read, with its line number", () => {
    const root = contentCopy();
    // A colon inside an unquoted value: YAML reads it as a second key.
    writeMember(
      root,
      "c.md",
      `---\nname: Cara Example\nrole: Lead: Research\ngroups:\n  - Leadership\n---\n\n${BIO}\n`,
    );
    const [problem] = shownProblems(root);
    expect(problem).toMatch(/^content\/team\/c\.md: line 3 \("role: Lead: Research"\) cannot be read: /);
    expect(problem).toContain("double quotes");
    // The one file `npm run edit` leaves out of its preview, so that it starts (src/content.config.ts).
    expect(unreadableFiles(path.join(root, "team"))).toEqual(["c.md"]);
  });

  it("reports details that are never closed, a missing bio, a portrait missing or out of its folder and a clashing name", () => {
    const root = contentCopy();
    const [first] = members;
    if (!first) throw new Error("no members");
    writeMember(root, "d.md", `---\nname: Dev Example\nrole: Analyst\n\n${BIO}\n`);
    writeMember(
      root,
      "e.md",
      `---\nname: Eve Example\nrole: Analyst\ngroups: [Leadership]\nportrait: ./portraits/e/portrait.jpg\n---\n\n`,
    );
    // Where the README once said to put it: the editor would open the member without it, and drop it on saving.
    writeMember(root, "g.md", `---\nname: Gus Example\nrole: Analyst\ngroups: [Leadership]\nportrait: ./gus.jpg\n---\n\n${BIO}\n`);
    writeMember(
      root,
      "f.md",
      `---\nname: ${first.name.toUpperCase()}\nrole: Analyst\ngroups: [Leadership]\n---\n\n${BIO}\n`,
    );
    const problems = shownProblems(root);
    expect(problems).toContain(
      "content/team/d.md: the details are not closed: add a line of three dashes (---) after the last one",
    );
    expect(problems).toContain(
      "content/team/e.md: Bio (the text below the details): is empty; write a paragraph or two about the person below the second ---",
    );
    expect(problems).toContain(
      "content/team/e.md: Portrait (portrait): there is no portrait content/team/portraits/e/portrait.jpg: put the portrait in content/team/portraits/e/ under that name, or choose it again in the editor",
    );
    expect(problems).toContain(
      'content/team/g.md: Portrait (portrait): "./gus.jpg" is not in content/team/portraits/g/, where the editor keeps this portrait: move the portrait there and write ./portraits/g/<its file name>, or choose it again in the editor',
    );
    expect(problems.some((problem) => problem.startsWith("content/team/f.md: Full name (name):"))).toBe(true);
  });

  it("finds nothing wrong with the shipped files", () => {
    expect(loadTeam().problems).toEqual([]);
  });
});
