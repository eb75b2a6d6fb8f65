import type { Route } from "./+types/ngos-philanthropies";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.ngosPhilanthropies;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function NgosPhilanthropies() {
  return <PageHeader page={page} />;
}
