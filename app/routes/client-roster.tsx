import type { Route } from "./+types/client-roster";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.clientRoster;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function ClientRoster() {
  return <PageHeader page={page} />;
}
