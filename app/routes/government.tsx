import type { Route } from "./+types/government";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, governmentClients } from "~/content/clients";
import { pages } from "~/content/pages";
import { ClientListSection } from "~/features/clients/client-list-section";
import { ClientPageFooter } from "~/features/clients/client-page-footer";
import { pageMeta } from "~/lib/meta";

const page = pages.government;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function Government() {
  return (
    <>
      <PageHeader page={page} />
      <ClientListSection
        heading={clientCopy.governmentHeading}
        clients={governmentClients}
        emptyText={clientCopy.clientListEmpty}
      />
      <ClientPageFooter rosterLabel={clientCopy.rosterLink} />
    </>
  );
}
