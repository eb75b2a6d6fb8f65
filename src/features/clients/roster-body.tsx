import type { clientCopy, RosterIndustry } from "~/content/clients";
import { ReachStats } from "./reach-stats";
import { RosterAccordion } from "./roster-accordion";
import { type SectorLink, SectorLinks } from "./sector-links";

type RosterBodyProps = { copy: typeof clientCopy; industries: RosterIndustry[]; sectors: SectorLink[] };

/** The client roster below its opening: the firm's reach, the industries, and the pages by sector. */
export function RosterBody({ copy, industries, sectors }: RosterBodyProps) {
  return (
    <>
      <ReachStats heading={copy.reachHeading} intro={copy.reachIntro} stats={copy.reachStats} />
      <section aria-labelledby="industries-heading" className="mx-auto max-w-7xl px-5 pt-16 sm:px-8 lg:pt-24">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="industries-heading" className="text-3xl font-semibold text-navy-900 sm:text-4xl">
              {copy.industriesHeading}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">{copy.industriesIntro}</p>
          </div>
          <RosterAccordion industries={industries} emptyText={copy.emptyIndustry} />
        </div>
      </section>
      <SectorLinks heading={copy.sectorsHeading} links={sectors} />
    </>
  );
}
