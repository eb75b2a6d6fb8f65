import type { Route } from "./+types/image-test";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.imageTest;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function ImageTest() {
  return <PageHeader page={page} />;
}
