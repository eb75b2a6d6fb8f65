import type { Route } from "./+types/fortune-500";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.fortune500;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function CommercialCompanies() {
  return <PageHeader page={page} />;
}
