import { NotFound } from "~/components/sections/not-found";
import { pages } from "~/content/pages";
import { type MemberProfileData, MemberProfile } from "./member-profile";

const notFound = pages.teamMember;

/** A member's page, or "Team Member Not Found" for a name that matches nobody (SPEC §8). */
export function MemberPage({ member }: { member: MemberProfileData | null }) {
  if (!member) {
    return (
      <NotFound
        heading={notFound.heading}
        intro={notFound.intro}
        backTo={{ href: "/team", label: "Return to Our Team" }}
      />
    );
  }
  return <MemberProfile member={member} />;
}
