import { imageById } from "~/content/images";
import {
  findMemberBySlug,
  memberGroups,
  memberImageId,
  memberSlug,
  teamTabIntros,
  teamTabs,
  type TeamMember,
} from "~/content/team";
import type { ImageAsset } from "~/lib/images";
import type { MemberSummary, TeamTabData } from "./team-directory";
import type { MemberProfileData } from "./member-profile";

function photoOf(member: TeamMember): ImageAsset | undefined {
  const id = memberImageId(member);
  return id ? imageById(id) : undefined;
}

function summary(member: TeamMember): MemberSummary {
  return { name: member.name, role: member.role, slug: memberSlug(member), photo: photoOf(member) };
}

/** What the team page needs, and no more: the rest of the team content stays out of the browser. */
export function teamDirectoryData(): TeamTabData[] {
  return teamTabs().map((tab) => ({
    name: tab.name,
    slug: tab.slug,
    intro: teamTabIntros[tab.name],
    members: tab.members.map(summary),
  }));
}

/** One member's page, or null for an unknown slug (the page then says "Team Member Not Found"). */
export function memberProfileData(slug: string): MemberProfileData | null {
  const member = findMemberBySlug(slug);
  if (!member) return null;
  return { ...member, groups: memberGroups(member), photo: photoOf(member) };
}
