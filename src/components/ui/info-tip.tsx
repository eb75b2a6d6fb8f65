import { Info } from "lucide-react";
import { Tooltip } from "~/components/ui/tooltip";

/**
 * An icon-only button that explains the thing beside it in a tooltip (SPEC §4): 700 ms after hover or
 * keyboard focus, closed with Escape. Its accessible name says what it is about; the tooltip
 * text is its description.
 */
export function InfoTip({ about, children, className }: { about: string; children: string; className?: string }) {
  return (
    <Tooltip content={children} className={className}>
      {(tooltipId) => (
        <button
          type="button"
          aria-label={`About ${about}`}
          aria-describedby={tooltipId}
          className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-soft transition-colors hover:text-teal-700"
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      )}
    </Tooltip>
  );
}
