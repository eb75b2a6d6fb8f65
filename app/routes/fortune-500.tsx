import { Suspense } from "react";
import type { Route } from "./+types/fortune-500";
import { PageHeader } from "~/components/sections/page-header";
import { clientCopy, commercialClients, commercialIndustryNames } from "~/content/clients";
import { pages } from "~/content/pages";
import { CommercialBody as PrerenderedCommercialBody } from "~/features/clients/commercial-body";
import { island } from "~/lib/island";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the client lists travel as page data, not as script. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageHead(pages.fortune500, request),
    industries: commercialIndustryNames().map((name) => ({ name, clients: commercialClients(name) })),
    copy: {
      listLabel: clientCopy.commercialListLabel,
      prompt: clientCopy.commercialPrompt,
      emptyText: clientCopy.emptyIndustry,
      rosterLink: clientCopy.rosterLink,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const CommercialBody = island(
  () => import("~/features/clients/commercial-body").then((m) => m.CommercialBody),
  import.meta.env.SSR ? PrerenderedCommercialBody : undefined,
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), CommercialBody.preload()]);
  return data;
}

export default function CommercialCompanies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <Suspense>
        <CommercialBody industries={loaderData.industries} copy={loaderData.copy} />
      </Suspense>
    </>
  );
}
