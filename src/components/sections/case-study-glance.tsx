import type { CaseStudy } from "~/content/case-studies";

/**
 * A case study's headline figures right under its opening, so a visitor on a phone sees what changed before the
 * story of how (the results themselves follow the challenge and the solution, SPEC §2). The figures are the study's
 * first results, as many as its file's atAGlance says.
 */
export function CaseStudyGlance({ figures }: { figures: CaseStudy["atAGlance"] }) {
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="glance-heading" className="border-b border-sand-200 bg-sand-50">
      <div className="mx-auto grid max-w-7xl gap-5 px-5 py-8 sm:px-8 sm:py-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        <h2
          id="glance-heading"
          className="font-sans text-sm font-semibold tracking-wider text-teal-700 uppercase lg:pt-2"
        >
          At a glance
        </h2>
        {/* Each figure over its words, side by side: two to a row on a phone, up to three from lg. */}
        <ul className="grid grid-cols-2 gap-x-6 gap-y-6 lg:grid-cols-3 lg:gap-x-10">
          {figures.map(({ figure, text }) => (
            <li key={figure + text} className="flex flex-col gap-2">
              <span className="font-display text-3xl leading-none font-semibold tracking-tight text-navy-900 tabular-figures sm:text-4xl">
                {figure}
              </span>{" "}
              <span className="text-sm leading-snug text-ink-soft sm:text-base">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
