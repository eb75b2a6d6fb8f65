import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("hashchange", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("hashchange", onChange);
  };
}

/**
 * The URL's fragment ("#leadership", or "" for none). Null in the pre-rendered HTML and while hydrating, as the
 * server knows no fragment; React re-renders with the URL's as soon as the island has hydrated.
 */
export function useLocationHash(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => null,
  );
}

/** Puts `hash` in the URL without a history entry or a jump to its target, and tells every reader. */
export function replaceLocationHash(hash: string): void {
  history.replaceState(history.state, "", hash);
  for (const listener of listeners) listener();
}
