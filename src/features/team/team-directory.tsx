import { useRef } from "react";
import { NoScriptStyles } from "~/components/ui/noscript-styles";
import { revealTabsTop, Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { LG_QUERY, useMediaQuery } from "~/components/ui/use-media-query";
import { MemberCard, type MemberSummary } from "./member-card";

export type { MemberSummary } from "./member-card";

/**
 * The first two cards (a phone's first row) have their portraits in the
 * pre-rendered HTML; the rest are added once the page is interactive. Chrome
 * requests every lazy portrait within 1250 px of the screen before its first
 * paint (ten on a phone), and over HTTP/1.1's six connections per host those
 * queue behind the page's fonts and delay it (decision 0003).
 */
const CARDS_WITH_EARLY_PORTRAITS = 2;

export type TeamTabData = { name: string; slug: string; intro: string; members: MemberSummary[] };

/**
 * The team by tab (SPEC §2): a sidebar from lg, a bar stuck to the bottom of
 * the screen below it. Full Team is selected first; it lists everyone, so the
 * group panels render only when opened (and without scripts, Full Team shows).
 */
export function TeamDirectory({ tabs }: { tabs: TeamTabData[] }) {
  const sidebar = useMediaQuery(LG_QUERY);
  const section = useRef<HTMLElement>(null);
  return (
    <section
      ref={section}
      aria-label="Team directory"
      className="mx-auto max-w-7xl scroll-mt-20 px-5 pt-10 sm:px-8 lg:pt-16 lg:pb-8"
    >
      <NoScriptStyles />
      <Tabs
        defaultValue={tabs[0]?.slug}
        orientation={sidebar ? "vertical" : "horizontal"}
        onValueChange={() => revealTabsTop(section.current)}
        className="flex flex-col gap-10 lg:flex-row lg:gap-14"
      >
        <TabsList aria-label="Team groups" className="lg:w-60 lg:shrink-0">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.slug} value={tab.slug}>
              {tab.name}
              <span
                aria-hidden="true"
                className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-soft tabular-nums group-data-[state=active]:bg-white/15 group-data-[state=active]:text-white lg:group-data-[state=active]:bg-white lg:group-data-[state=active]:text-teal-800"
              >
                {tab.members.length}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0 flex-1">
          {tabs.map((tab, tabIndex) => (
            <TabsContent key={tab.slug} value={tab.slug} onlyWhenActive className="pb-16 lg:pb-8">
              <div className="flex flex-col gap-2 border-b border-sand-200 pb-6 sm:flex-row sm:items-end sm:justify-between sm:gap-8">
                <div>
                  <h2 className="text-3xl font-semibold text-navy-900">{tab.name}</h2>
                  <p className="mt-2 max-w-2xl text-ink-soft">{tab.intro}</p>
                </div>
                <p className="shrink-0 text-sm font-semibold text-teal-700">{tab.members.length} people</p>
              </div>
              <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-4 md:gap-x-6">
                {tab.members.map((member, index) => (
                  <MemberCard
                    key={member.slug}
                    member={member}
                    // Only the first tab is pre-rendered; the others render when opened.
                    photoAfterHydration={tabIndex === 0 && index >= CARDS_WITH_EARLY_PORTRAITS}
                  />
                ))}
              </ul>
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </section>
  );
}
