import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the pre-rendered HTML and while the page hydrates, so what depends on the browser matches the HTML; true
 * after, and from the first render of a page reached by client-side navigation.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * False in the pre-rendered HTML and while the page hydrates, then true, set in a transition: what it adds (a grid of
 * images, say) renders without holding up a tap.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
