import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";

/** The end of a client page: back to the full roster, or on to a discovery call. */
export function ClientPageFooter({ rosterLabel }: { rosterLabel: string }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-5 pb-16 sm:px-8 lg:pb-24">
      <Button asChild variant="outline" size="lg">
        <a href="/client-roster">
          <ArrowLeft aria-hidden="true" />
          {rosterLabel}
        </a>
      </Button>
      <Button asChild size="lg">
        <a href="/contact">
          Book a Discovery Call
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
    </div>
  );
}
