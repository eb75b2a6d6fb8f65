import type { Route } from "./+types/team-member";
import { NotFound } from "~/components/sections/not-found";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { findMemberBySlug } from "~/content/team";
import { MemberProfile } from "~/features/team/member-profile";
import { absoluteUrl, pageMeta } from "~/lib/meta";

const notFound = pages.teamMember;

export const meta: Route.MetaFunction = ({ params, location }) => {
  const member = findMemberBySlug(params.memberName);
  if (!member) return pageMeta({ ...notFound, title: notFound.heading, path: location.pathname, noindex: true });
  return pageMeta({
    title: `${member.name}, ${member.role}`,
    description:
      `${member.name} is ${member.role} at ${site.name}. ${member.bio[0] ?? ""}`.slice(0, 155).trimEnd() + "…",
    path: location.pathname,
    ogType: "profile",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Person",
        name: member.name,
        familyName: member.lastName,
        jobTitle: member.role,
        url: absoluteUrl(location.pathname),
        worksFor: { "@id": `${absoluteUrl("/")}#organization` },
      },
    ],
  });
};

export default function TeamMember({ params }: Route.ComponentProps) {
  const member = findMemberBySlug(params.memberName);
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
