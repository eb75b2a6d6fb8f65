import { Suspense } from "react";
import type { Route } from "./+types/team";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { teamDirectoryData } from "~/features/team/team-data.server";
import { TeamDirectory as PrerenderedTeamDirectory } from "~/features/team/team-directory";
import { island } from "~/lib/island";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the page carries only the names, roles and photos it shows. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(pages.team, request), tabs: teamDirectoryData() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const TeamDirectory = island(
  () => import("~/features/team/team-directory").then((m) => m.TeamDirectory),
  import.meta.env.SSR ? PrerenderedTeamDirectory : undefined,
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), TeamDirectory.preload()]);
  return data;
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <Suspense>
        <TeamDirectory tabs={loaderData.tabs} />
      </Suspense>
    </>
  );
}
