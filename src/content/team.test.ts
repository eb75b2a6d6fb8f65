import { describe, expect, it } from "vitest";
import {
  findMemberBySlug,
  fullTeamSorted,
  groupMembers,
  memberGroups,
  memberImageId,
  memberImages,
  members,
  memberSlug,
  TEAM_GROUP_NAMES,
  teamGroups,
  teamTabIntros,
  teamTabs,
} from "~/content/team";
import { type TeamInput, validateTeam } from "~/content/team.schema";
import { ContentError } from "~/lib/content";

function validInput(): TeamInput {
  return {
    members: members.map((member) => ({ ...member, bio: [...member.bio] })),
    images: { ...memberImages },
    groups: teamGroups.map((group) => ({ ...group, members: [...group.members] })),
  };
}

function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

describe("team content", () => {
  it("has 22 members with unique slugs, none reserved", () => {
    expect(members).toHaveLength(22);
    const slugs = members.map(memberSlug);
    expect(new Set(slugs).size).toBe(22);
    expect(slugs).not.toContain("not-found");
    for (const member of members) expect(findMemberBySlug(memberSlug(member))).toBe(member);
    expect(findMemberBySlug("not-found")).toBeUndefined();
  });

  it("exercises the slug rule with accents and apostrophes", () => {
    expect(findMemberBySlug("zoe-lindqvist")?.name).toBe("Zoë Lindqvist");
    expect(findMemberBySlug("patricia-oneil")?.name).toBe("Patricia O'Neil");
  });

  it("has the five groups in order with sizes 5, 11, 7, 7 and 2", () => {
    expect(teamGroups.map((group) => group.name)).toEqual([...TEAM_GROUP_NAMES]);
    expect(teamGroups.map((group) => group.members.length)).toEqual([5, 11, 7, 7, 2]);
  });

  it("names only existing members in groups, and puts everyone in at least one", () => {
    const names = new Set(members.map((member) => member.name));
    const grouped = new Set(teamGroups.flatMap((group) => group.members));
    for (const name of grouped) expect(names).toContain(name);
    for (const name of names) expect(grouped).toContain(name);
  });

  it("puts some people in more than one group", () => {
    const counts = new Map<string, number>();
    for (const name of teamGroups.flatMap((group) => group.members)) counts.set(name, (counts.get(name) ?? 0) + 1);
    const inSeveral = [...counts].filter(([, count]) => count > 1).map(([name]) => name);
    expect(inSeveral).toContain("Zoë Lindqvist");
    expect(inSeveral.length).toBeGreaterThan(1);
  });

  it("lists a group's members in the group's order", () => {
    expect(groupMembers("Shared Services").map((member) => member.name)).toEqual(["Daniel Whitfield", "Grace Mwangi"]);
    expect(groupMembers("Leadership")[0]?.name).toBe("Amara Okafor");
  });

  it("sorts the full team by first name, ignoring accents", () => {
    const sorted = fullTeamSorted();
    expect(sorted).toHaveLength(22);
    expect(sorted[0]?.name).toBe("Amara Okafor");
    expect(sorted.at(-1)?.name).toBe("Zoë Lindqvist");
    const firstNames = sorted.map((member) => member.name.slice(0, -member.lastName.length).trim());
    const resorted = [...firstNames].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    expect(firstNames).toEqual(resorted);
    expect(members[0]).toBe(sorted[0]);
  });

  it("has exactly one member without an image, and image ids of the form team-<slug>", () => {
    const withoutImage = members.filter((member) => memberImageId(member) === undefined);
    expect(withoutImage.map((member) => member.name)).toEqual(["Sofia Alvarez"]);
    for (const member of members) {
      const id = memberImageId(member);
      if (id !== undefined) expect(id).toBe(`team-${memberSlug(member)}`);
    }
  });

  it("gives every member a role and a bio of 2–3 paragraphs", () => {
    for (const member of members) {
      expect(member.role).not.toBe("");
      expect(member.bio.length).toBeGreaterThanOrEqual(2);
      expect(member.bio.length).toBeLessThanOrEqual(3);
    }
  });
});

describe("validateTeam", () => {
  it("accepts the shipped data", () => {
    expect(() => validateTeam(validInput())).not.toThrow();
  });

  it("rejects a group naming a missing person, naming the module, the group and the person", () => {
    const input = validInput();
    const creative = input.groups[2];
    if (!creative) throw new Error("no third group");
    creative.members[6] = "Jordan Example";
    const error = errorOf(() => validateTeam(input));
    expect(error.message).toContain("team.ts");
    expect(error.message).toContain('"Creative Solutions"');
    expect(error.message).toContain('"Jordan Example"');
  });

  it("rejects a group of the wrong size", () => {
    const input = validInput();
    input.groups[4]?.members.push("Amara Okafor");
    expect(errorOf(() => validateTeam(input)).message).toMatch(
      /"Shared Services" must list exactly 2 members, found 3/,
    );
  });

  it("rejects groups out of order", () => {
    const input = validInput();
    input.groups.reverse();
    expect(errorOf(() => validateTeam(input)).message).toContain('group 1 must be "Leadership"');
  });

  it("rejects a member who is in no group", () => {
    const input = validInput();
    const template = input.members[0];
    if (!template) throw new Error("no members");
    input.members.push({ ...template, name: "Jordan Example", lastName: "Example" });
    expect(errorOf(() => validateTeam(input)).message).toContain('"Jordan Example" is not in any group');
  });

  it("rejects duplicate and reserved slugs", () => {
    const input = validInput();
    const template = input.members[0];
    if (!template) throw new Error("no members");
    input.members.push({ ...template, name: "Zoe Lindqvist", lastName: "Lindqvist" });
    input.members.push({ ...template, name: "Not Found", lastName: "Found" });
    const message = errorOf(() => validateTeam(input)).message;
    expect(message).toContain('slug "zoe-lindqvist" is already used by "Zoë Lindqvist"');
    expect(message).toContain('entry "Not Found" field "name"');
    expect(message).toContain('"not-found"');
  });

  it("rejects a bio paragraph outside 40–90 words, naming the member and field", () => {
    const input = validInput();
    const member = input.members[1];
    if (!member) throw new Error("no members");
    member.bio[0] = "Too short.";
    const message = errorOf(() => validateTeam(input)).message;
    expect(message).toContain('team.ts: entry "Daniel Whitfield" field "bio.0"');
  });

  it("rejects an image for someone who is not a member, or with the wrong id", () => {
    const input = validInput();
    input.images["Jordan Example"] = "team-jordan-example";
    input.images["Amara Okafor"] = "team-amara";
    const message = errorOf(() => validateTeam(input)).message;
    expect(message).toContain('entry "Jordan Example"');
    expect(message).toContain('image id must be "team-amara-okafor"');
  });
});

describe("team tabs", () => {
  it("lists the Full Team first, then each group, with their sizes", () => {
    const tabs = teamTabs();
    expect(tabs.map((tab) => [tab.name, tab.slug, tab.members.length])).toEqual([
      ["Full Team", "full-team", 22],
      ["Leadership", "leadership", 5],
      ["Convening Solutions", "convening-solutions", 11],
      ["Creative Solutions", "creative-solutions", 7],
      ["Digital Solutions", "digital-solutions", 7],
      ["Shared Services", "shared-services", 2],
    ]);
    expect(tabs[0]?.members).toEqual(fullTeamSorted());
    for (const tab of tabs) expect(teamTabIntros[tab.name]).toMatch(/\.$/);
  });

  it("names every group a member belongs to, in tab order", () => {
    expect(memberGroups({ name: "Priya Raman" })).toEqual(["Convening Solutions", "Creative Solutions"]);
    expect(memberGroups({ name: "Grace Mwangi" })).toEqual(["Shared Services"]);
  });
});
