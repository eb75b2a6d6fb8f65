import { CircleCheck } from "lucide-react";
import { splitLeadingFigure } from "~/lib/leading-figure";
import { cn } from "~/lib/cn";

type CaseStudyResultsProps = {
  results: readonly string[];
  /** "feature": large cards on a dark band; "compact": a tight list on a light panel. */
  variant?: "feature" | "compact";
};

/** The results of a case study, each led by its figure when it has one. */
export function CaseStudyResults({ results, variant = "feature" }: CaseStudyResultsProps) {
  const feature = variant === "feature";
  return (
    <ul className={cn("grid gap-4", feature ? "sm:grid-cols-2 sm:gap-5" : "sm:grid-cols-2")}>
      {results.map((result) => {
        const { figure, text } = splitLeadingFigure(result);
        return (
          <li
            key={result}
            className={cn(
              "flex flex-col rounded-2xl",
              feature ? "gap-3 bg-white/6 p-6 ring-1 ring-white/12 sm:p-8" : "gap-2 bg-white p-5 ring-1 ring-sand-200",
            )}
          >
            {figure ? (
              <span
                className={cn(
                  "font-display leading-none font-semibold tracking-tight tabular-figures",
                  feature ? "text-5xl text-saffron-300 sm:text-6xl" : "text-3xl text-teal-700",
                )}
              >
                {figure}
              </span>
            ) : (
              <CircleCheck
                aria-hidden="true"
                className={cn(feature ? "size-10 text-saffron-300" : "size-7 text-teal-700")}
              />
            )}{" "}
            <span className={cn(feature ? "text-lg leading-snug text-white/90" : "leading-snug text-ink")}>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The third chapter of a case study's page: its results as large cards on a navy band. */
export function CaseStudyResultsBand({ results }: { results: readonly string[] }) {
  return (
    <section aria-labelledby="results-heading" className="bg-navy-900 py-16 sm:py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <p aria-hidden="true" className="font-display text-lg font-semibold text-saffron-300">
          03
        </p>
        <h2 id="results-heading" className="mt-1 mb-10 text-3xl font-semibold text-white sm:text-4xl">
          Breakthrough Results
        </h2>
        <CaseStudyResults results={results} />
      </div>
    </section>
  );
}
