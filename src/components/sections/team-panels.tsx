import { teamCopy, teamTabIntros, type TeamTab } from "~/content/team";
import { MemberCard } from "./member-card";

/** One of the team's groups: its heading, intro, size and members' cards (<TeamDirectory> shows one at a time). */
export function TeamPanel({ tab }: { tab: TeamTab }) {
  return (
    <section aria-labelledby={`${tab.slug}-heading`}>
      <div className="flex flex-col gap-2 border-b border-sand-200 pb-6 sm:flex-row sm:items-end sm:justify-between sm:gap-8">
        <div>
          <h2 id={`${tab.slug}-heading`} className="text-3xl font-semibold text-navy-900">
            {tab.name}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">{teamTabIntros[tab.name]}</p>
        </div>
        <p className="shrink-0 text-sm font-semibold text-teal-700">{`${tab.members.length} ${teamCopy.people}`}</p>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 md:gap-x-6">
        {tab.members.map((member) => (
          <MemberCard key={member.name} member={member} />
        ))}
      </ul>
    </section>
  );
}
