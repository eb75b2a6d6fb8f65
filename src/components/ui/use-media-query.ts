import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint as a media query: where the header shows its navigation and the tabbed pages their sidebar. */
export const LG_QUERY = "(min-width: 1024px)";

/**
 * Whether a media query matches. The pre-rendered HTML and the first client
 * render assume it does not, so hydration matches; it updates right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
