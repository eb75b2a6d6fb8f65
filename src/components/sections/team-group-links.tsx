/** What an entry needs of its group. */
export type TeamGroupLink = { name: string; slug: string; count: number };

/**
 * The team's groups (SPEC §2): a sidebar from lg, a bar held at the bottom of the screen below it. Each entry is a
 * link to its group's panel (<TeamPanels>), which CSS `:target` shows, so choosing a group is navigation within
 * the page: it works the moment it paints and with scripts off, a shared link opens its group, and Back returns
 * to the last one. The page's few lines of script (panel-links-script.ts) mark the shown group's entry
 * (docs/decisions/0014-tabbed-pages-as-links.md).
 */
export function TeamGroupLinks({ label, groups }: { label: string; groups: TeamGroupLink[] }) {
  return (
    <ul
      aria-label={label}
      // Below lg the bar sticks to the bottom of the screen while its entries scroll sideways; it rests after the
      // panels, so it never covers the footer. From lg, a sticky sidebar beside the panels.
      className="team-tabs sticky bottom-0 z-30 order-last -mx-5 flex gap-2 overflow-x-auto overscroll-x-contain border-t border-sand-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_31_51/0.18)] sm:-mx-8 sm:px-8 lg:top-28 lg:bottom-auto lg:order-none lg:mx-0 lg:w-60 lg:shrink-0 lg:flex-col lg:gap-1 lg:self-start lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      {groups.map((group) => (
        <li key={group.slug} className="flex shrink-0">
          <a
            id={`${group.slug}-tab`}
            href={`#${group.slug}`}
            data-panel-link=""
            className="team-tab inline-flex min-h-11 shrink-0 items-center justify-between gap-3 rounded-full border border-sand-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:border-navy-900/30 hover:text-navy-900 lg:w-full lg:rounded-xl lg:border-transparent lg:bg-transparent lg:px-4 lg:py-2.5 lg:text-left lg:text-base lg:font-medium lg:whitespace-normal lg:hover:border-transparent lg:hover:bg-sand-100"
          >
            {group.name}
            <span
              aria-hidden="true"
              className="team-tab-count rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-soft tabular-nums"
            >
              {group.count}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
