import type { Route } from "./+types/approach";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.approach;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function Approach() {
  return <PageHeader page={page} />;
}
