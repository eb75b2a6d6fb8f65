import type { Route } from "./+types/team";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { teamTabs } from "~/content/team";
import { TeamDirectory } from "~/features/team/team-directory";
import { pageMeta } from "~/lib/meta";

const page = pages.team;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function Team() {
  return (
    <>
      <PageHeader page={page} />
      <TeamDirectory tabs={teamTabs()} />
    </>
  );
}
