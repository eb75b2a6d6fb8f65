import { CaseStudySnapshot } from "~/components/sections/case-study-snapshot";
import type { CaseStudyView } from "~/content/case-studies";
import { cn } from "~/lib/cn";

/** A study on Project Snapshots: `id` is its panel's id, the `#fragment` its entry links to. */
export type SnapshotStudy = CaseStudyView & { id: string };

/**
 * Case studies one at a time (SPEC §2): a sidebar from lg, a sideways-scrolling bar stuck to the bottom of the
 * screen below it.
 *
 * Choosing a study is navigation within the page, so it is done by the platform: each entry is a link to its
 * panel's `#id` and CSS `:target` shows that panel, the first while none is targeted (project-snapshots.css). It
 * works the moment it paints and with scripts off, a shared link opens its study, and Back returns to the last
 * one. The page's few lines of script (panel-links-script.ts) only mark the shown study's entry.
 */
export function ProjectSnapshots({ label, studies }: { label: string; studies: SnapshotStudy[] }) {
  return (
    <div data-snapshots="" data-panel-links="" className="flex flex-col gap-10 lg:flex-row lg:gap-14">
      <ul
        aria-label={label}
        className={cn(
          "sticky bottom-0 z-30 order-last -mx-5 flex gap-2 overflow-x-auto overscroll-x-contain border-t border-sand-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_31_51/0.18)] sm:-mx-8 sm:px-8",
          "lg:top-28 lg:bottom-auto lg:order-none lg:mx-0 lg:w-64 lg:shrink-0 lg:flex-col lg:gap-1 lg:self-start lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none",
        )}
      >
        {studies.map((study, index) => (
          <li key={study.id} className="flex shrink-0 lg:w-full">
            <a
              href={`#${study.id}`}
              data-panel-link=""
              data-initial={index === 0 ? "" : undefined}
              className={cn(
                "snapshot-entry inline-flex min-h-11 w-full items-center rounded-full border border-sand-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:border-navy-900/30 hover:text-navy-900",
                "lg:rounded-xl lg:border-transparent lg:bg-transparent lg:py-2.5 lg:text-left lg:text-base lg:font-medium lg:whitespace-normal lg:hover:border-transparent lg:hover:bg-sand-100",
              )}
            >
              {study.shortName}
            </a>
          </li>
        ))}
      </ul>
      <div className="min-w-0 flex-1">
        {studies.map((study, index) => (
          <div
            key={study.id}
            id={study.id}
            data-snapshot-panel=""
            data-initial={index === 0 ? "" : undefined}
            className="pb-16 lg:pb-8"
          >
            <CaseStudySnapshot study={study} priority={index === 0} />
          </div>
        ))}
      </div>
    </div>
  );
}
