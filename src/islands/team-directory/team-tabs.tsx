import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useRef } from "react";
import { LG_QUERY, useMediaQuery } from "~/components/ui/use-media-query";
import { replaceLocationHash, useLocationHash } from "./use-location-hash";
import "./team-tabs.css";

/** What a tab needs of its group; the island is given no more (the team's content stays out of the browser). */
export type TeamTabLink = { name: string; slug: string; count: number };

const tabId = (slug: string) => `${slug}-tab`;

/** After switching from far down a long panel, brings the top of the panels back into view. */
function revealPanelsTop(panel: HTMLElement | null) {
  const panels = panel?.parentElement;
  if (!panels || panels.getBoundingClientRect().top >= 0) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  panels.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
}

/** Scrolls the phone's tab bar sideways, if need be, so the selected tab shows (the page does not move). */
function showInBar(bar: HTMLElement | null, tab: HTMLElement | null) {
  if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
  const { offsetLeft: left, offsetWidth: width } = tab;
  if (left < bar.scrollLeft || left + width > bar.scrollLeft + bar.clientWidth) {
    bar.scrollLeft = left - (bar.clientWidth - width) / 2;
  }
}

/**
 * The team's group tabs (SPEC §2): a sidebar from lg, a bar held at the bottom of the screen below it.
 *
 * In the pre-rendered HTML they are links to the panels (<TeamPanels>), which the browser shows by itself
 * (:target): a tab tapped before this script has arrived still works, and every tab works without script. Once
 * the island has read the URL, the links become WAI-ARIA tabs (roles, aria-selected, roving focus; arrow keys,
 * Home and End select) starting from the group the URL names, and the island shows the selected panel itself,
 * keeping the URL in step without jumping to the panel. Not Radix Tabs: it renders its own panels, and these
 * are static HTML that the island only enhances.
 */
export function TeamTabs({ label, tabs }: { label: string; tabs: TeamTabLink[] }) {
  const hash = useLocationHash();
  const vertical = useMediaQuery(LG_QUERY);
  const bar = useRef<HTMLUListElement>(null);
  // Null until the island has read the URL: until then the tabs are plain links.
  const named = tabs.find((tab) => `#${tab.slug}` === hash)?.slug;
  const selected = hash === null ? null : (named ?? tabs[0]?.slug);
  const enhanced = selected != null;

  // The panels are static HTML: the island gives them their tab roles and shows the selected one, before paint.
  useLayoutEffect(() => {
    if (selected == null) return;
    for (const tab of tabs) {
      const panel = document.getElementById(tab.slug);
      if (!panel) continue;
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tabId(tab.slug));
      panel.tabIndex = 0;
      panel.hidden = tab.slug !== selected;
    }
    // A group named by the URL (back from a member's page, say) may sit off the side of the phone's bar. Nothing
    // named, nothing moves: the bar stays where the visitor scrolled it, so a tap on its way lands where aimed.
    if (named) showInBar(bar.current, document.getElementById(tabId(named)));
  }, [selected, named, tabs]);

  const select = (slug: string) => {
    replaceLocationHash(`#${slug}`);
    revealPanelsTop(document.getElementById(slug));
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    // A modified click opens the group in a new tab, as a link does.
    if (!enhanced || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(slug);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = vertical
      ? { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: last }
      : { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    if (event.key === " ") {
      // Space activates a tab (on a link it would scroll the page).
      event.preventDefault();
      if (tabs[index]) select(tabs[index].slug);
      return;
    }
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const tab = tabs[(move + tabs.length) % tabs.length];
    if (!tab) return;
    select(tab.slug);
    document.getElementById(tabId(tab.slug))?.focus();
  };

  return (
    <ul
      ref={bar}
      role={enhanced ? "tablist" : undefined}
      aria-label={label}
      aria-orientation={enhanced ? (vertical ? "vertical" : "horizontal") : undefined}
      // Below lg the bar sticks to the bottom of the screen while its tabs scroll sideways; it rests after the
      // panels, so it never covers the footer. From lg, a sticky sidebar beside the panels.
      className="team-tabs sticky bottom-0 z-30 order-last -mx-5 flex gap-2 overflow-x-auto overscroll-x-contain border-t border-sand-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_31_51/0.18)] sm:-mx-8 sm:px-8 lg:top-28 lg:bottom-auto lg:order-none lg:mx-0 lg:w-60 lg:shrink-0 lg:flex-col lg:gap-1 lg:self-start lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.slug === selected;
        return (
          <li key={tab.slug} role={enhanced ? "presentation" : undefined} className="flex shrink-0">
            <a
              id={tabId(tab.slug)}
              href={`#${tab.slug}`}
              role={enhanced ? "tab" : undefined}
              aria-selected={enhanced ? isSelected : undefined}
              aria-controls={enhanced ? tab.slug : undefined}
              tabIndex={enhanced ? (isSelected ? 0 : -1) : undefined}
              onClick={(event) => onClick(event, tab.slug)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="team-tab inline-flex min-h-11 shrink-0 items-center justify-between gap-3 rounded-full border border-sand-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:border-navy-900/30 hover:text-navy-900 lg:w-full lg:rounded-xl lg:border-transparent lg:bg-transparent lg:px-4 lg:py-2.5 lg:text-left lg:text-base lg:font-medium lg:whitespace-normal lg:hover:border-transparent lg:hover:bg-sand-100"
            >
              {tab.name}
              <span
                aria-hidden="true"
                className="team-tab-count rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-soft tabular-nums"
              >
                {tab.count}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
