import { Suspense } from "react";
import type { Route } from "./+types/ngos-philanthropies";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, ngoClients } from "~/content/clients";
import { pages } from "~/content/pages";
import { ClientListIsland as ClientListPage } from "~/features/clients/client-list-island";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the list travels as page data, not as script. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageHead(pages.ngosPhilanthropies, request),
    heading: clientCopy.ngoHeading,
    clients: ngoClients,
    emptyText: clientCopy.clientListEmpty,
    rosterLink: clientCopy.rosterLink,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ClientListPage.preload()]);
  return data;
}

export default function NgosPhilanthropies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <Suspense>
        <ClientListPage {...loaderData} />
      </Suspense>
    </>
  );
}
