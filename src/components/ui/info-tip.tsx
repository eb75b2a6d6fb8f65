import { Info } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";

/**
 * An icon-only button that explains the thing beside it in a tooltip: on
 * hover after the provider's delay, at once on keyboard focus, closed with
 * Escape. Its accessible name says what it is about; the tooltip text becomes
 * its description while open. Render inside a TooltipProvider.
 */
export function InfoTip({ about, children }: { about: string; children: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={`About ${about}`}
          className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-soft transition-colors hover:text-teal-700"
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      </TooltipTrigger>
      <TooltipContent side="top">{children}</TooltipContent>
    </Tooltip>
  );
}
