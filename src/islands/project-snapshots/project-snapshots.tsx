import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { LG_QUERY, useMediaQuery } from "~/components/ui/use-media-query";
import { cn } from "~/lib/cn";
import "./project-snapshots.css";

/** One case study in the list: `id` is its panel's id (the `#fragment` its entry links to). */
export type SnapshotEntry = { id: string; label: string };

/**
 * Each entry's panel arrives as a named slot (`panel0`, `panel1` …): HTML rendered at build that the island wraps
 * but never re-renders, so the studies are not sent a second time as props.
 */
export type SnapshotPanels = { [slot: `panel${number}`]: ReactNode };

type ProjectSnapshotsProps = SnapshotPanels & {
  /** Names the list of entries. */
  label: string;
  /** In display order; the first is shown until another is chosen. */
  entries: SnapshotEntry[];
};

export const panelSlot = (index: number) => `panel${index}` as const;

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** After a choice made far down a long study, brings the top of the studies back into view. */
function revealTop(element: HTMLElement | null) {
  if (!element || element.getBoundingClientRect().top >= 0) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
}

/** Scrolls the phone's bar sideways, if need be, so the selected entry shows (the page itself does not move). */
function showInBar(bar: HTMLElement | null, tab: HTMLElement | undefined) {
  if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
  const { offsetLeft: left, offsetWidth: width } = tab;
  if (left < bar.scrollLeft || left + width > bar.scrollLeft + bar.clientWidth) {
    bar.scrollLeft = left - (bar.clientWidth - width) / 2;
  }
}

/**
 * Case studies one at a time (SPEC §2): a sidebar from lg, a sideways-scrolling bar stuck to the bottom of the
 * screen below it.
 *
 * The pre-rendered HTML works on its own: each entry is a link to its panel's `#id` and CSS `:target` shows that
 * panel (project-snapshots.css), so a tap made before this script runs, or with scripts off, is never lost. Once the
 * script runs, the list becomes WAI-ARIA tabs (arrow keys, Home, End) that start from the study the URL targets.
 */
export function ProjectSnapshots({ label, entries, ...panels }: ProjectSnapshotsProps) {
  const ids = entries.map((entry) => entry.id);
  const idFrom = (hash: string) => (ids.includes(hash.slice(1)) ? hash.slice(1) : undefined);
  // The URL is known only in the browser: the pre-rendered HTML (and hydration) keep the links.
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => null,
  );
  const [chosen, setChosen] = useState<string>();
  const vertical = useMediaQuery(LG_QUERY);
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLUListElement>(null);
  const tabs = useRef(new Map<string, HTMLAnchorElement>());

  const enhanced = hash !== null;
  const initial = ids[0];
  // What the visitor or the URL chose; without either, the first study shows.
  const named = chosen ?? idFrom(hash ?? "");
  const selected = named ?? initial;

  // Back and Forward (or a link elsewhere to a study) choose by the URL; a fragment that names no study (the skip
  // link's #main) keeps the current choice.
  const follow = useEffectEvent((event: HashChangeEvent) => {
    const next = idFrom(new URL(event.newURL).hash);
    const previous = idFrom(new URL(event.oldURL).hash) ?? initial;
    setChosen((current) => (next ? undefined : (current ?? previous)));
  });
  useEffect(() => {
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  // A study the URL names (a shared link, Back) may sit off the side of the phone's bar. Nothing named, nothing
  // moves: the bar stays where the visitor scrolled it, so a tap on its way as the island starts lands where aimed.
  useEffect(() => {
    if (enhanced && named) showInBar(bar.current, tabs.current.get(named));
  }, [enhanced, named]);

  const select = (id: string) => {
    setChosen(id);
    // The address names the study (so a reload or a shared link opens it) without a history entry or a jump.
    window.history.replaceState(window.history.state, "", `#${id}`);
    revealTop(root.current);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!enhanced || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (!enhanced) return;
    const count = entries.length;
    const [next, previous] = vertical ? ["ArrowDown", "ArrowUp"] : ["ArrowRight", "ArrowLeft"];
    // Space selects too: on a link it would scroll the page. Enter needs nothing: it clicks the link.
    const moves: Record<string, number> = {
      [next]: (index + 1) % count,
      [previous]: (index + count - 1) % count,
      Home: 0,
      End: count - 1,
      " ": index,
    };
    const id = entries[moves[event.key] ?? -1]?.id;
    if (!id) return;
    event.preventDefault();
    select(id);
    tabs.current.get(id)?.focus();
  };

  return (
    <div
      ref={root}
      data-snapshots=""
      data-links={enhanced ? undefined : ""}
      className="flex flex-col gap-10 lg:flex-row lg:gap-14"
    >
      <ul
        ref={bar}
        aria-label={label}
        role={enhanced ? "tablist" : undefined}
        aria-orientation={enhanced ? (vertical ? "vertical" : "horizontal") : undefined}
        className={cn(
          "sticky bottom-0 z-30 order-last -mx-5 flex gap-2 overflow-x-auto overscroll-x-contain border-t border-sand-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_31_51/0.18)] sm:-mx-8 sm:px-8",
          "lg:top-28 lg:bottom-auto lg:order-none lg:mx-0 lg:w-64 lg:shrink-0 lg:flex-col lg:gap-1 lg:self-start lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none",
        )}
      >
        {entries.map((entry, index) => {
          const isSelected = entry.id === selected;
          return (
            <li key={entry.id} role={enhanced ? "presentation" : undefined} className="flex shrink-0 lg:w-full">
              <a
                ref={(element) => {
                  if (element) tabs.current.set(entry.id, element);
                  else tabs.current.delete(entry.id);
                }}
                href={`#${entry.id}`}
                id={`${entry.id}-tab`}
                role={enhanced ? "tab" : undefined}
                aria-selected={enhanced ? isSelected : undefined}
                aria-controls={enhanced ? entry.id : undefined}
                tabIndex={enhanced && !isSelected ? -1 : undefined}
                data-initial={index === 0 ? "" : undefined}
                onClick={(event) => onClick(event, entry.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "snapshot-entry inline-flex min-h-11 w-full items-center rounded-full border border-sand-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:border-navy-900/30 hover:text-navy-900",
                  "lg:rounded-xl lg:border-transparent lg:bg-transparent lg:py-2.5 lg:text-left lg:text-base lg:font-medium lg:whitespace-normal lg:hover:border-transparent lg:hover:bg-sand-100",
                )}
              >
                {entry.label}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="min-w-0 flex-1">
        {entries.map((entry, index) => (
          <div
            key={entry.id}
            id={entry.id}
            role={enhanced ? "tabpanel" : undefined}
            aria-labelledby={enhanced ? `${entry.id}-tab` : undefined}
            tabIndex={enhanced ? 0 : undefined}
            hidden={enhanced ? entry.id !== selected : undefined}
            data-snapshot-panel=""
            data-initial={index === 0 ? "" : undefined}
            className="pb-16 focus-visible:outline-offset-4 lg:pb-8"
          >
            {panels[panelSlot(index)]}
          </div>
        ))}
      </div>
    </div>
  );
}
