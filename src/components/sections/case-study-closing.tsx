import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";

type CaseStudyClosingProps = {
  copy: { heading: string; intro: string };
  /** The firm's short name: the way back reads "{firm} in Action" (SPEC §2). */
  firm: string;
};

/** The end of a case study's page: an invitation, the way back to all the studies, and the discovery call. */
export function CaseStudyClosing({ copy, firm }: CaseStudyClosingProps) {
  return (
    <footer className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-16 sm:px-8 sm:py-20 lg:flex-row lg:items-end lg:justify-between">
      <div className="max-w-2xl">
        <h2 className="text-3xl font-semibold text-navy-900">{copy.heading}</h2>
        <p className="mt-3 text-lg text-ink-soft">{copy.intro}</p>
      </div>
      {/* The call to action first, in reading order and on screen; on a phone both as wide as the column. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:shrink-0">
        <Button asChild size="lg">
          <a href="/contact">
            Book a Discovery Call
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
        <Button asChild variant="outline" size="lg">
          {/* The old address of Our Impact: it redirects there. */}
          <a href="/case-studies">
            <ArrowLeft aria-hidden="true" />
            {firm} in Action
          </a>
        </Button>
      </div>
    </footer>
  );
}
