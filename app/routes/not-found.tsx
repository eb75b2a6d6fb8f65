import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { pages } from "~/content/pages";
import { noindexMeta } from "~/lib/document-title";

const page = pages.notFound;

// This route also renders client-side for any unknown path, so its head is built in the browser.
export const meta: Route.MetaFunction = () => noindexMeta(page);

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
