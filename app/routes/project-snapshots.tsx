import type { Route } from "./+types/project-snapshots";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.projectSnapshots;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function ProjectSnapshots() {
  return <PageHeader page={page} />;
}
