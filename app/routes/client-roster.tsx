import { Suspense } from "react";
import type { Route } from "./+types/client-roster";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, partnerLogos, rosterIndustries } from "~/content/clients";
import { pages } from "~/content/pages";
import { PartnerLogos } from "~/features/clients/partner-logos";
import { RosterBody as PrerenderedRosterBody } from "~/features/clients/roster-body";
import { island } from "~/lib/island";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the roster travels as page data, not as script. */
export function loader({ request }: Route.LoaderArgs) {
  const sectors = (
    [
      ["/fortune-500", pages.fortune500],
      ["/government", pages.government],
      ["/ngos-philanthropies", pages.ngosPhilanthropies],
    ] as const
  ).map(([href, sector]) => ({ href, title: sector.heading, description: clientCopy.sectorCards[href] }));
  return {
    ...pageHead(pages.clientRoster, request),
    copy: clientCopy,
    partnerLogos,
    industries: rosterIndustries,
    sectors,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const RosterBody = island(
  () => import("~/features/clients/roster-body").then((m) => m.RosterBody),
  import.meta.env.SSR ? PrerenderedRosterBody : undefined,
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), RosterBody.preload()]);
  return data;
}

export default function ClientRoster({ loaderData }: Route.ComponentProps) {
  const { page, copy, partnerLogos, industries, sectors } = loaderData;
  return (
    <>
      <PageHeader page={page}>
        <PartnerLogos label={copy.partnersLabel} logos={partnerLogos} />
      </PageHeader>
      <Suspense>
        <RosterBody copy={copy} industries={industries} sectors={sectors} />
      </Suspense>
    </>
  );
}
