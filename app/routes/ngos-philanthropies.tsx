import { Suspense } from "react";
import type { Route } from "./+types/ngos-philanthropies";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, ngoClients } from "~/content/clients";
import { pages } from "~/content/pages";
import { ClientListIsland as ClientListPage } from "~/features/clients/client-list-island";
import { pageMeta } from "~/lib/meta";

const page = pages.ngosPhilanthropies;

/** Runs at build time: the list travels as page data, not as script. */
export function loader() {
  return {
    heading: clientCopy.ngoHeading,
    clients: ngoClients,
    emptyText: clientCopy.clientListEmpty,
    rosterLink: clientCopy.rosterLink,
  };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ClientListPage.preload()]);
  return data;
}

export default function NgosPhilanthropies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page} />
      <Suspense>
        <ClientListPage {...loaderData} />
      </Suspense>
    </>
  );
}
