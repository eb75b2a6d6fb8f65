import type { Route } from "./+types/fortune-500";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, commercialClients, commercialIndustryNames } from "~/content/clients";
import { pages } from "~/content/pages";
import { ClientPageFooter } from "~/features/clients/client-page-footer";
import { CommercialExplorer } from "~/features/clients/commercial-explorer";
import { pageMeta } from "~/lib/meta";

const page = pages.fortune500;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

const industries = commercialIndustryNames().map((name) => ({ name, clients: commercialClients(name) }));

export default function CommercialCompanies() {
  return (
    <>
      <PageHeader page={page} />
      <section aria-label="Clients by industry" className="mx-auto max-w-7xl px-5 py-12 sm:px-8 lg:py-20">
        <CommercialExplorer
          industries={industries}
          listLabel={clientCopy.commercialListLabel}
          prompt={clientCopy.commercialPrompt}
          emptyText={clientCopy.emptyIndustry}
        />
      </section>
      <ClientPageFooter rosterLabel={clientCopy.rosterLink} />
    </>
  );
}
