import { paragraphs } from "~/lib/paragraphs";

type CaseStudyNarrativeProps = {
  /** Two digits shown above the heading, marking the step of the story. */
  step: string;
  heading: string;
  /** Paragraphs separated by blank lines. */
  text: string;
};

/** One chapter of a case study: a heading in the margin, the prose beside it. */
export function CaseStudyNarrative({ step, heading, text }: CaseStudyNarrativeProps) {
  const id = `${heading.toLowerCase().replace(/\s+/g, "-")}-heading`;
  return (
    <section
      aria-labelledby={id}
      className="grid gap-6 border-t border-sand-200 py-12 first:border-t-0 sm:py-16 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16"
    >
      <div>
        <p aria-hidden="true" className="font-display text-lg font-semibold text-teal-700">
          {step}
        </p>
        <h2 id={id} className="mt-1 text-3xl font-semibold text-navy-900 sm:text-4xl">
          {heading}
        </h2>
      </div>
      <div className="grid max-w-3xl gap-5 text-lg leading-relaxed text-ink">
        {paragraphs(text).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

/** The first two chapters of a case study's page: the challenge, then what we built together. */
export function CaseStudyChapters({ challenge, solution }: { challenge: string; solution: string }) {
  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <CaseStudyNarrative step="01" heading="Challenge" text={challenge} />
      <CaseStudyNarrative step="02" heading="Our Solution" text={solution} />
    </div>
  );
}
