import { ArrowLeft, ArrowRight } from "lucide-react";
import { CaseStudyHero } from "~/components/sections/case-study-hero";
import { CaseStudyNarrative } from "~/components/sections/case-study-narrative";
import { CaseStudyResults } from "~/components/sections/case-study-results";
import { NotFound } from "~/components/sections/not-found";
import { PullQuote } from "~/components/sections/pull-quote";
import { Button } from "~/components/ui/button";
import type { CaseStudyView } from "~/content/case-studies";
import { pages } from "~/content/pages";
import { site } from "~/content/site";

const closing = pages.caseStudy;

/** A case study's page (SPEC §2), or the generic not-found page for an unknown one. */
export function CaseStudyPage({ study }: { study: CaseStudyView | null }) {
  if (!study) {
    const page = pages.notFound;
    return (
      <NotFound
        heading={page.heading}
        intro={page.intro}
        backTo={{ href: "/", label: "Return to Home" }}
        logLabel="404: no case study at"
      />
    );
  }
  return (
    <article>
      <CaseStudyHero study={study} />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <CaseStudyNarrative step="01" heading="Challenge" text={study.challenge} />
        <CaseStudyNarrative step="02" heading="Our Solution" text={study.solution} />
      </div>
      <section aria-labelledby="results-heading" className="bg-navy-900 py-16 sm:py-20 lg:py-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <p aria-hidden="true" className="font-display text-lg font-semibold text-saffron-300">
            03
          </p>
          <h2 id="results-heading" className="mt-1 mb-10 text-3xl font-semibold text-white sm:text-4xl">
            Breakthrough Results
          </h2>
          <CaseStudyResults results={study.results} />
        </div>
      </section>
      {study.quote ? (
        <section aria-label="Client testimonial" className="bg-sand-50 py-16 sm:py-20 lg:py-24">
          <div className="mx-auto max-w-5xl px-5 sm:px-8">
            <PullQuote quote={study.quote} author={study.quoteAuthor} />
          </div>
        </section>
      ) : null}
      <footer className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-16 sm:px-8 sm:py-20 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-semibold text-navy-900">{closing.heading}</h2>
          <p className="mt-3 text-lg text-ink-soft">{closing.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline" size="lg">
            <a href="/case-studies">
              <ArrowLeft aria-hidden="true" />
              {site.shortName} in Action
            </a>
          </Button>
          <Button asChild size="lg">
            <a href="/contact">
              Book a Discovery Call
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </footer>
    </article>
  );
}
