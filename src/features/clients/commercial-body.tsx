import { ClientPageFooter } from "./client-page-footer";
import { CommercialExplorer, type IndustryClients } from "./commercial-explorer";

export type CommercialCopy = { listLabel: string; prompt: string; emptyText: string; rosterLink: string };

/** The commercial page below its opening: the industry explorer, then the way back to the roster. */
export function CommercialBody({ industries, copy }: { industries: IndustryClients[]; copy: CommercialCopy }) {
  return (
    <>
      <section aria-label="Clients by industry" className="mx-auto max-w-7xl px-5 py-12 sm:px-8 lg:py-20">
        <CommercialExplorer
          industries={industries}
          listLabel={copy.listLabel}
          prompt={copy.prompt}
          emptyText={copy.emptyText}
        />
      </section>
      <ClientPageFooter rosterLabel={copy.rosterLink} />
    </>
  );
}
