import { Suspense } from "react";
import type { Route } from "./+types/project-snapshots";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { snapshotsData } from "~/features/case-studies/case-study-data.server";
import { ProjectSnapshots as PrerenderedSnapshots } from "~/features/snapshots/project-snapshots";
import { island } from "~/lib/island";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the case studies travel as page data, not as script. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(pages.projectSnapshots, request), studies: snapshotsData() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const ProjectSnapshots = island(
  () => import("~/features/snapshots/project-snapshots").then((m) => m.ProjectSnapshots),
  import.meta.env.SSR ? PrerenderedSnapshots : undefined,
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ProjectSnapshots.preload()]);
  return data;
}

export default function ProjectSnapshotsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <Suspense>
        <ProjectSnapshots studies={loaderData.studies} />
      </Suspense>
    </>
  );
}
