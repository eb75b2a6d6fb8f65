import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { ContactSectionIsland } from "~/features/contact/contact-section-island";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the head and copy travel in the pre-rendered page, not in the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  return pageHead(pages.contact, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ContactSectionIsland />
    </>
  );
}
