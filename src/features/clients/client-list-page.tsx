import { ClientListSection } from "./client-list-section";
import { ClientPageFooter } from "./client-page-footer";

export type ClientListPageProps = { heading: string; clients: string[]; emptyText: string; rosterLink: string };

/** A client page below its opening: the list in two columns, then the way back to the roster. */
export function ClientListPage({ heading, clients, emptyText, rosterLink }: ClientListPageProps) {
  return (
    <>
      <ClientListSection heading={heading} clients={clients} emptyText={emptyText} />
      <ClientPageFooter rosterLabel={rosterLink} />
    </>
  );
}
