import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { TeamMember } from "~/content/team";
import type { ImageAsset } from "~/lib/images";
import { MemberPhoto } from "./member-photo";

export type MemberProfileData = TeamMember & { groups: string[]; photo?: ImageAsset };

/** One team member's page: portrait, name, role, the groups they work in, and their bio. */
export function MemberProfile({ member }: { member: MemberProfileData }) {
  const { groups } = member;
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:py-24">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <div className="relative max-w-sm overflow-hidden rounded-3xl bg-sand-100 shadow-xl ring-1 shadow-navy-900/10 ring-navy-900/5 lg:max-w-none">
          <MemberPhoto
            name={member.name}
            photo={member.photo}
            alt={member.photo?.alt}
            size="large"
            priority
            sizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, 384px"
          />
        </div>
      </div>
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">
          <span className="sr-only">Team: </span>
          {groups.join(" · ")}
        </p>
        <h1 className="mt-3 text-4xl leading-tight font-semibold text-navy-900 sm:text-5xl">{member.name}</h1>
        <p className="mt-3 text-xl text-ink-soft">{member.role}</p>
        <div className="mt-8 grid gap-5 border-t border-sand-200 pt-8 text-lg leading-relaxed text-ink">
          {member.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Button asChild variant="outline" size="lg" className="mt-12">
          <a href="/team">
            <ArrowLeft aria-hidden="true" />
            Return to Our Team
          </a>
        </Button>
      </div>
    </article>
  );
}
