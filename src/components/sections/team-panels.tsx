import { teamCopy, teamTabIntros, type TeamTab } from "~/content/team";
import { MemberCard } from "./member-card";
import { PhotoFallbackTemplate } from "./member-photo";

/**
 * One panel per team tab (SPEC §2), each with the tab's slug as its id: the tabs link to them, and CSS shows the
 * one the URL targets (team-panels.css, part of src/styles/team.css), so every group can be shown with or without
 * script. Members in several groups are in several panels: the panels' cards are
 * byte-identical, which compression all but erases.
 */
export function TeamPanels({ tabs }: { tabs: TeamTab[] }) {
  return (
    <div className="min-w-0 flex-1">
      <div className="team-panels">
        {tabs.map((tab) => (
          <section
            key={tab.slug}
            id={tab.slug}
            aria-labelledby={`${tab.slug}-heading`}
            className="team-panel pb-16 focus-visible:outline-offset-4 lg:pb-8"
          >
            <div className="flex flex-col gap-2 border-b border-sand-200 pb-6 sm:flex-row sm:items-end sm:justify-between sm:gap-8">
              <div>
                <h2 id={`${tab.slug}-heading`} className="text-3xl font-semibold text-navy-900">
                  {tab.name}
                </h2>
                <p className="mt-2 max-w-2xl text-ink-soft">{teamTabIntros[tab.name]}</p>
              </div>
              <p className="shrink-0 text-sm font-semibold text-teal-700">
                {`${tab.members.length} ${teamCopy.people}`}
              </p>
            </div>
            <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 md:gap-x-6">
              {tab.members.map((member) => (
                <MemberCard key={member.name} member={member} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <PhotoFallbackTemplate size="card" />
    </div>
  );
}
