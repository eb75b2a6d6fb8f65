import type { ReactNode } from "react";

/** An entry and the panel it shows: `id` is the panel's id, the `#fragment` its entry links to. */
export type PanelLinkEntry = { id: string; label: string; count?: number; panel: ReactNode };

/**
 * Panels shown one at a time (SPEC §2: the team's groups, Project Snapshots), chosen from a sidebar from lg and
 * from a bar stuck to the bottom of the screen below it, which rests after the panels so it never covers the
 * footer.
 *
 * Choosing is navigation within the page, so the platform does it: each entry links to its panel's `#id` and CSS
 * `:target` shows that panel, the first while none is targeted (panel-links.css). It works the moment it paints
 * and with scripts off, a shared link opens its panel, and Back returns to the last one. A few lines of script
 * (panel-links-script.ts) mark the shown panel's entry (docs/decisions/0014-tabbed-pages-as-links.md).
 */
export function PanelLinks({ label, entries }: { label: string; entries: PanelLinkEntry[] }) {
  return (
    <div data-panel-links="" className="flex flex-col gap-10 lg:flex-row lg:gap-14">
      <ul
        aria-label={label}
        className="sticky bottom-0 z-30 order-last -mx-5 flex gap-2 overflow-x-auto overscroll-x-contain border-t border-sand-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_31_51/0.18)] sm:-mx-8 sm:px-8 lg:top-28 lg:bottom-auto lg:order-none lg:mx-0 lg:w-64 lg:shrink-0 lg:flex-col lg:gap-1 lg:self-start lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      >
        {entries.map((entry) => (
          <li key={entry.id} className="flex shrink-0 lg:w-full">
            <a
              href={`#${entry.id}`}
              data-panel-link=""
              className="panel-link inline-flex min-h-11 w-full items-center justify-between gap-3 rounded-full border border-sand-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:border-navy-900/30 hover:text-navy-900 lg:rounded-xl lg:border-transparent lg:bg-transparent lg:py-2.5 lg:text-left lg:text-base lg:font-medium lg:whitespace-normal lg:hover:border-transparent lg:hover:bg-sand-100"
            >
              {entry.label}
              {entry.count === undefined ? null : (
                <span
                  aria-hidden="true"
                  className="panel-link-count rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-soft tabular-figures"
                >
                  {entry.count}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      <div className="min-w-0 flex-1">
        {entries.map((entry) => (
          <div key={entry.id} id={entry.id} data-panel="" className="pb-16 lg:pb-8">
            {entry.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
