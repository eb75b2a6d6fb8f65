import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { ContactSectionIsland } from "~/features/contact/contact-section-island";
import { pageMeta } from "~/lib/meta";

const page = pages.contact;

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...page, path: location.pathname });

export default function Contact() {
  return (
    <>
      <PageHeader page={page} />
      <ContactSectionIsland />
    </>
  );
}
