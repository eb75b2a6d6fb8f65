import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { pages } from "~/content/pages";
import { documentTitle } from "~/lib/document-title";

const page = pages.notFound;

// Not pageMeta: this route also renders client-side for any unknown path, and a 404 needs no canonical,
// preview cards or structured data, so the browser is spared that code.
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(page.title) },
  { name: "description", content: page.description },
  { name: "robots", content: "noindex, nofollow" },
];

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
