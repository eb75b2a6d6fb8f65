import { Suspense } from "react";
import type { Route } from "./+types/government";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, governmentClients } from "~/content/clients";
import { pages } from "~/content/pages";
import { ClientListIsland as ClientListPage } from "~/features/clients/client-list-island";
import { pageMeta } from "~/lib/meta";

const page = pages.government;

/** Runs at build time: the list travels as page data, not as script. */
export function loader() {
  return {
    heading: clientCopy.governmentHeading,
    clients: governmentClients,
    emptyText: clientCopy.clientListEmpty,
    rosterLink: clientCopy.rosterLink,
  };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ClientListPage.preload()]);
  return data;
}

export default function Government({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page} />
      <Suspense>
        <ClientListPage {...loaderData} />
      </Suspense>
    </>
  );
}
