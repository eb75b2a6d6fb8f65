import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import { memberGroups, teamCopy, type TeamMember } from "~/content/team";
import { MemberPhoto, PhotoFallbackTemplate } from "./member-photo";

/** How wide the portrait shows; the page preloads it at these sizes (imagePreload). */
export const PROFILE_PHOTO_SIZES = "(min-width: 1280px) 480px, (min-width: 1024px) 38vw, 384px";

/** One team member's page (SPEC §2): portrait, name, role, the groups they work in, their bio, and the way back. */
export function MemberProfile({ member }: { member: TeamMember }) {
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:py-24">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <div className="relative max-w-sm overflow-hidden rounded-3xl bg-sand-100 shadow-xl ring-1 shadow-navy-900/10 ring-navy-900/5 lg:max-w-none">
          <MemberPhoto member={member} size="large" priority sizes={PROFILE_PHOTO_SIZES} />
          <PhotoFallbackTemplate size="large" />
        </div>
      </div>
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">
          <span className="sr-only">{teamCopy.memberGroupsLead}</span>
          {memberGroups(member).join(" · ")}
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
            {teamCopy.returnToTeam}
          </a>
        </Button>
      </div>
    </article>
  );
}
