import type { Route } from "./+types/ngos-philanthropies";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, ngoClients } from "~/content/clients";
import { pages } from "~/content/pages";
import { ClientListSection } from "~/features/clients/client-list-section";
import { ClientPageFooter } from "~/features/clients/client-page-footer";
import { pageMeta } from "~/lib/meta";

const page = pages.ngosPhilanthropies;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function NgosPhilanthropies() {
  return (
    <>
      <PageHeader page={page} />
      <ClientListSection heading={clientCopy.ngoHeading} clients={ngoClients} emptyText={clientCopy.clientListEmpty} />
      <ClientPageFooter rosterLabel={clientCopy.rosterLink} />
    </>
  );
}
