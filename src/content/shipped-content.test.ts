import { describe, expect, it } from "vitest";
import { readTeam } from "~/content/content-files";
import { TEAM_GROUP_NAMES, teamTabs } from "~/content/team";

/**
 * The one test that holds the spec's figures (SPEC §3, §9) for the content we ship. The schemas leave sizes free
 * so the firm can grow: when it does, this test is the one to update, and no other test should turn red.
 */
describe("the shipped content matches the spec", () => {
  const members = readTeam();

  it("has 22 team members in groups of 5, 11, 7, 7 and 2", () => {
    expect(members).toHaveLength(22);
    const groups = teamTabs(members).slice(1);
    expect(groups.map((tab) => tab.name)).toEqual([...TEAM_GROUP_NAMES]);
    expect(groups.map((tab) => tab.members.length)).toEqual([5, 11, 7, 7, 2]);
  });

  it("has the firm's founder first in Leadership, and exactly one member still without a portrait", () => {
    expect(teamTabs(members)[1]?.members[0]?.name).toBe("Amara Okafor");
    expect(members.filter((member) => !member.photo).map((member) => member.name)).toEqual(["Sofia Alvarez"]);
  });
});
