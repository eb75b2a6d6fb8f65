import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useHydratedInTransition } from "~/lib/use-hydrated";

/**
 * Content kept out of the pre-rendered HTML and added once the page is interactive, for images below the first
 * screen: a phone's first paint then spends its bandwidth on what it shows. Until then a box of the content's size
 * (`boxClassName`) holds its place, so nothing moves when it arrives; without scripts the browser shows the content as
 * usual, from a `<noscript>` copy.
 */
export function AfterHydration({ boxClassName, children }: { boxClassName: string; children: ReactNode }) {
  const hydrated = useHydratedInTransition();
  if (hydrated) return children;
  return (
    <span className={cn("block", boxClassName)}>
      <noscript>{children}</noscript>
    </span>
  );
}
