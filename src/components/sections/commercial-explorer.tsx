import { slugify } from "~/lib/slug";
import { ClientColumns } from "./client-columns";

export type IndustryClients = { name: string; clients: readonly string[] };

type CommercialExplorerProps = {
  /** Names the band for assistive technology. */
  label: string;
  /** In display order (alphabetical). */
  industries: readonly IndustryClients[];
  listLabel: string;
  prompt: string;
  emptyText: string;
};

/** The right-hand column beside the industry list on wide screens: 7 of 12 parts after the 4rem gap. */
const RIGHT_COLUMN = "lg:absolute lg:inset-y-0 lg:right-0 lg:mt-0 lg:w-[calc((100%-4rem)*7/12)]";
const PANEL_CARD = "min-h-[400px] rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 sm:p-10 lg:sticky lg:top-28";

/**
 * SPEC §2 /fortune-500: pointing at an industry shows its clients on the right, moving off clears them.
 * No script needed: CSS shows an industry's panel while its link is hovered or has keyboard focus, or once the
 * link has been followed (a tap, Enter), through its #fragment and :target (commercial-explorer.css).
 * Each panel follows its link in the document, so reading and tab order pair them; on screen the flattened
 * list (display: contents) puts the panels beside the links, or under them on narrow screens.
 */
export function CommercialExplorer({ label, industries, listLabel, prompt, emptyText }: CommercialExplorerProps) {
  return (
    <section aria-label={label} className="mx-auto max-w-7xl px-5 py-12 sm:px-8 lg:py-20">
      <div className="commercial-explorer relative flex flex-wrap gap-2 lg:block">
        <h2 className="mb-2 basis-full font-sans text-sm font-semibold tracking-wider text-ink-soft uppercase lg:mb-4">
          {listLabel}
        </h2>
        <ul className="contents">
          {industries.map((industry) => {
            const id = `clients-${slugify(industry.name)}`;
            return (
              <li key={industry.name} className="commercial-industry contents">
                <a
                  href={`#${id}`}
                  aria-controls={`${id}-panel`}
                  data-industry-link=""
                  className="commercial-industry-link flex min-h-11 items-center rounded-full border border-sand-200 bg-white px-4 text-left text-sm font-medium text-ink transition-colors hover:border-navy-900/30 lg:w-[calc((100%-4rem)*5/12)] lg:rounded-xl lg:border-transparent lg:bg-transparent lg:text-base lg:hover:bg-sand-100"
                >
                  {industry.name}
                </a>
                <section
                  id={`${id}-panel`}
                  aria-labelledby={`${id}-heading`}
                  className={`commercial-industry-panel order-1 mt-8 basis-full ${RIGHT_COLUMN}`}
                >
                  <div className={PANEL_CARD}>
                    {/* The link's target. Under the list, a tap scrolls the clients into view; beside it, the
                        target is not rendered, so following the link scrolls nothing (:target still matches). */}
                    <span id={id} className="block scroll-mt-6 lg:hidden" />
                    <h3 id={`${id}-heading`} className="text-2xl font-semibold text-navy-900 sm:text-3xl">
                      {industry.name}
                    </h3>
                    <div className="mt-6">
                      <ClientColumns clients={industry.clients} emptyText={emptyText} size="large" />
                    </div>
                  </div>
                </section>
              </li>
            );
          })}
        </ul>
        <div className={`commercial-prompt order-1 mt-8 basis-full ${RIGHT_COLUMN}`}>
          <div className={PANEL_CARD}>
            <p className="grid min-h-[320px] place-items-center text-center text-lg text-ink-soft">{prompt}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
