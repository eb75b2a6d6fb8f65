import type { Route } from "./+types/project-snapshots";
import { PageHeader } from "~/components/sections/page-header";
import { caseStudiesByShortName } from "~/content/case-studies";
import { pages } from "~/content/pages";
import { ProjectSnapshots } from "~/features/snapshots/project-snapshots";
import { pageMeta } from "~/lib/meta";

const page = pages.projectSnapshots;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function ProjectSnapshotsRoute() {
  return (
    <>
      <PageHeader page={page} />
      <ProjectSnapshots studies={caseStudiesByShortName()} />
    </>
  );
}
