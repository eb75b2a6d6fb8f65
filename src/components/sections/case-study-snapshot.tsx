import { ArrowRight } from "lucide-react";
import { CaseStudyImage, caseStudyArtSizes } from "~/components/sections/case-study-image";
import { CaseStudyResults } from "~/components/sections/case-study-results";
import { PullQuote } from "~/components/sections/pull-quote";
import { Button } from "~/components/ui/button";
import type { CaseStudy } from "~/content/case-studies";
import { paragraphs } from "~/lib/paragraphs";

/**
 * One case study at a glance on Project Snapshots: art, category and headline (SPEC §2). A study with a page of its
 * own links to it for the whole story; one without tells it here, in brief.
 */
export function CaseStudySnapshot({ study, priority = false }: { study: CaseStudy; priority?: boolean }) {
  return (
    <article>
      <div className="overflow-hidden rounded-3xl bg-sand-100 shadow-lg ring-1 shadow-navy-900/10 ring-navy-900/5">
        <CaseStudyImage
          image={study.image}
          label={study.shortName}
          priority={priority}
          sizes={caseStudyArtSizes.snapshot}
        />
      </div>
      <p className="mt-8 text-sm font-semibold tracking-wider text-teal-700 uppercase">{study.sector}</p>
      <h2 className="mt-2 text-3xl leading-tight font-semibold text-navy-900 sm:text-4xl">{study.title}</h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft sm:text-xl">{study.headline}</p>
      {study.slug ? (
        <Button asChild size="lg" className="mt-10">
          <a href={`/impact/${study.slug}`}>
            Read the full case study<span className="sr-only">: {study.title}</span>
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Story study={study} />
      )}
    </article>
  );
}

/** The story of a study without a page of its own: the challenge and solution in brief, results, quote. */
function Story({ study }: { study: CaseStudy }) {
  const [challenge] = paragraphs(study.challenge);
  const [solution] = paragraphs(study.solution);
  return (
    <>
      <div className="mt-10 grid gap-8 border-t border-sand-200 pt-8 md:grid-cols-2 md:gap-10">
        <section>
          <h3 className="font-sans text-sm font-semibold tracking-wider text-navy-800 uppercase">Challenge</h3>
          <p className="mt-3 leading-relaxed text-ink">{challenge}</p>
        </section>
        <section>
          <h3 className="font-sans text-sm font-semibold tracking-wider text-navy-800 uppercase">Our Solution</h3>
          <p className="mt-3 leading-relaxed text-ink">{solution}</p>
        </section>
      </div>
      <section className="mt-10 rounded-3xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-8">
        <h3 className="font-sans text-sm font-semibold tracking-wider text-navy-800 uppercase">Breakthrough Results</h3>
        <div className="mt-5">
          <CaseStudyResults results={study.results} variant="compact" />
        </div>
      </section>
      {study.quote ? (
        <div className="mt-10">
          <PullQuote quote={study.quote} author={study.quoteAuthor} size="small" />
        </div>
      ) : null}
    </>
  );
}
