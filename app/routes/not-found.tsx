import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.notFound;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname, noindex: true });

export default function NotFoundRoute() {
  return (
    <NotFound
      heading={page.heading}
      intro={page.intro}
      backTo={{ href: "/", label: "Return to Home" }}
      logLabel="404: no page at"
    />
  );
}
