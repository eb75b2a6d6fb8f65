import { Suspense } from "react";
import type { Route } from "./+types/team";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { teamDirectoryData } from "~/features/team/team-data.server";
import { TeamDirectory as PrerenderedTeamDirectory } from "~/features/team/team-directory";
import { island } from "~/lib/island";
import { pageMeta } from "~/lib/meta";

const page = pages.team;

/** Runs at build time: the page carries only the names, roles and photos it shows. */
export function loader() {
  return { tabs: teamDirectoryData() };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

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
      <PageHeader page={page} />
      <Suspense>
        <TeamDirectory tabs={loaderData.tabs} />
      </Suspense>
    </>
  );
}
