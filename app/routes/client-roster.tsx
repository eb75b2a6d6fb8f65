import type { Route } from "./+types/client-roster";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, partnerLogos, rosterIndustries } from "~/content/clients";
import { pages } from "~/content/pages";
import { PartnerLogos } from "~/features/clients/partner-logos";
import { ReachStats } from "~/features/clients/reach-stats";
import { RosterAccordion } from "~/features/clients/roster-accordion";
import { SectorLinks } from "~/features/clients/sector-links";
import { pageMeta } from "~/lib/meta";

const page = pages.clientRoster;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

const sectors = (
  [
    ["/fortune-500", pages.fortune500],
    ["/government", pages.government],
    ["/ngos-philanthropies", pages.ngosPhilanthropies],
  ] as const
).map(([href, sector]) => ({ href, title: sector.heading, description: clientCopy.sectorCards[href] }));

export default function ClientRoster() {
  return (
    <>
      <PageHeader page={page}>
        <PartnerLogos label={clientCopy.partnersLabel} logos={partnerLogos} />
      </PageHeader>
      <ReachStats heading={clientCopy.reachHeading} intro={clientCopy.reachIntro} stats={clientCopy.reachStats} />
      <section aria-labelledby="industries-heading" className="mx-auto max-w-7xl px-5 pt-16 sm:px-8 lg:pt-24">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="industries-heading" className="text-3xl font-semibold text-navy-900 sm:text-4xl">
              {clientCopy.industriesHeading}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">{clientCopy.industriesIntro}</p>
          </div>
          <RosterAccordion industries={rosterIndustries} emptyText={clientCopy.emptyIndustry} />
        </div>
      </section>
      <SectorLinks heading={clientCopy.sectorsHeading} links={sectors} />
    </>
  );
}
