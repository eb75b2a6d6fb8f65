import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/team-member";
import { NotFound } from "~/components/sections/not-found";
import { Button } from "~/components/ui/button";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { findMemberBySlug } from "~/content/team";
import { absoluteUrl, pageMeta } from "~/lib/meta";

const notFound = pages.teamMember;

/** Runs at build time: each page carries its own member, so the whole team never ships to the browser (docs/decisions/0003). */
export function loader({ params }: Route.LoaderArgs) {
  return { member: findMemberBySlug(params.memberName) ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const member = loaderData?.member;
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

export default function TeamMember({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  if (!member) {
    return (
      <NotFound
        heading={notFound.heading}
        intro={notFound.intro}
        backTo={{ href: "/team", label: "Return to Our Team" }}
      />
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">Our Team</p>
      <h1 className="mt-3 text-4xl font-semibold text-navy-900 sm:text-5xl">{member.name}</h1>
      <p className="mt-3 text-xl text-ink-soft">{member.role}</p>
      <div className="mt-8 grid gap-5 text-lg leading-relaxed text-ink">
        {member.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Button asChild variant="outline" size="lg" className="mt-12">
        <Link to="/team">
          <ArrowLeft aria-hidden="true" />
          Return to Our Team
        </Link>
      </Button>
    </article>
  );
}
