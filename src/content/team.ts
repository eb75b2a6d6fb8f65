import type { TeamMember } from "~/content/team.schema";
import { TEAM_GROUP_NAMES, type TeamGroupName } from "~/content/choices";
import { slugify } from "~/lib/slug";

export type { TeamMember } from "~/content/team.schema";

/** The first tab of the team page: everyone, sorted by first name. */
export const FULL_TEAM = "Full Team";

export type TeamTabName = typeof FULL_TEAM | TeamGroupName;

/** One line under each tab's heading on the team page. */
export const teamTabIntros: Readonly<Record<TeamTabName, string>> = {
  [FULL_TEAM]:
    "Everyone at Northbridge, from the facilitators who run the room to the designers and engineers behind every convening.",
  Leadership: "The partners who set the firm's direction, and still lead client work themselves.",
  "Convening Solutions":
    "Facilitators and producers who design and run summits, workshops and strategy sessions for ten people or ten thousand.",
  "Creative Solutions":
    "Designers, writers and artists who turn complex material into experiences, stories and visuals people remember.",
  "Digital Solutions":
    "Technologists who build the platforms and AI tools that let every participant contribute, and be counted.",
  "Shared Services": "The finance and operations team that keeps engagements on six continents on time and on budget.",
};

/** The words around the team's content on the team and member pages (SPEC §2, §8). */
export const teamCopy = {
  /** Names the group tabs (a list of links until the page's script makes them tabs). */
  groupsLabel: "Team groups",
  /** After a group's head count: "5 people". */
  people: "people",
  /** In place of the portrait of a member who has none. */
  noPhoto: "Coming Soon",
  /** In place of a portrait that failed to load. */
  photoFailed: "Photo Coming Soon",
  returnToTeam: "Return to Our Team",
  /** Read out before the groups above a member's name. */
  memberGroupsLead: "Team: ",
} as const;

export function memberSlug(member: Pick<TeamMember, "name">): string {
  return slugify(member.name);
}

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

/** The Full Team tab: sorted by first name, then the rest of the name. */
export function fullTeamSorted(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort((a, b) => byName(a.name, b.name));
}

/** A group's members: those with an `order` first (lower first), then the rest by first name. */
export function groupMembers(members: readonly TeamMember[], groupName: TeamGroupName): TeamMember[] {
  const rank = (member: TeamMember) => member.order ?? Number.POSITIVE_INFINITY;
  return fullTeamSorted(members.filter((member) => member.groups.includes(groupName))).sort(
    (a, b) => rank(a) - rank(b),
  );
}

export type TeamTab = { name: TeamTabName; slug: string; members: TeamMember[] };

/** The team page's tabs in order: the Full Team, then each group (a group nobody is in yet shows empty). */
export function teamTabs(members: readonly TeamMember[]): TeamTab[] {
  return [
    { name: FULL_TEAM, slug: slugify(FULL_TEAM), members: fullTeamSorted(members) },
    ...TEAM_GROUP_NAMES.map((name) => ({ name, slug: slugify(name), members: groupMembers(members, name) })),
  ];
}

/** The groups a member belongs to, in tab order. */
export function memberGroups(member: Pick<TeamMember, "groups">): TeamGroupName[] {
  return TEAM_GROUP_NAMES.filter((name) => member.groups.includes(name));
}
