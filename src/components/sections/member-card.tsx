import type { TeamMember } from "~/content/team";
import { MemberPhoto } from "./member-photo";

/** Grid cells: about half the screen on phones, a quarter of the content column from md up. */
const CARD_SIZES = "(min-width: 1280px) 240px, (min-width: 768px) 23vw, 46vw";

/** The URL of a member's page (src/pages/team/member/[memberName].astro). */
export function memberPath(member: Pick<TeamMember, "slug">): string {
  return `/team/member/${member.slug}`;
}

/**
 * One photo card of the team grid, linking to the member's page. Cards off screen skip layout and paint until
 * scrolled near, so a long team list costs a phone little before its first paint and its photos wait; the
 * intrinsic size (remembered once shown) keeps the scroll height steady.
 */
export function MemberCard({ member }: { member: Pick<TeamMember, "name" | "slug" | "role" | "photo"> }) {
  return (
    <li className="[contain-intrinsic-size:auto_19rem] [content-visibility:auto] md:[contain-intrinsic-size:auto_22rem]">
      <a href={memberPath(member)} className="group block rounded-2xl">
        <div className="overflow-hidden rounded-2xl bg-sand-100 ring-1 ring-navy-900/5 transition-shadow duration-300 group-hover:shadow-lg group-hover:shadow-navy-900/10">
          <div className="transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.03]">
            <MemberPhoto member={member} sizes={CARD_SIZES} alt="" />
          </div>
        </div>
        <h3 className="mt-4 text-lg leading-snug font-semibold text-navy-900 underline-offset-4 group-hover:text-teal-800 group-hover:underline">
          {member.name}
        </h3>
        <p className="mt-1 text-sm leading-snug text-ink-soft">{member.role}</p>
      </a>
    </li>
  );
}
