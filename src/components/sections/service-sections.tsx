import { ChevronDown } from "lucide-react";
import type { Stat, Step } from "~/content/story.schema";

// The two bands the service pages share: how we work, and the figures that make the case.

/** A numbered process, left to right on wide screens. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-12 grid gap-x-8 gap-y-12 sm:mt-16 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-full bg-navy-900 font-display text-lg font-semibold text-saffron-300"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            {index < steps.length - 1 ? (
              <span aria-hidden="true" className="hidden h-px flex-1 bg-teal-rule lg:block" />
            ) : null}
          </div>
          <h3 className="mt-6 text-xl font-semibold text-navy-900">{step.title}</h3>
          <p className="mt-3 leading-relaxed text-ink-soft">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Figures with their sources, on a navy band; how each was measured opens beneath it. Each card takes three rows of
 * the grid (figure, words, source), so cards side by side start their sources level however long their words; the
 * grid's rows have no gap of their own, which would open inside the cards too: each card keeps its own margin.
 */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <ul className="mt-12 -mb-5 grid gap-x-6 sm:mt-16 sm:-mb-6 lg:grid-cols-3">
      {stats.map((stat) => (
        <li
          key={stat.figure}
          className="row-span-3 mb-5 grid grid-rows-subgrid rounded-2xl border border-white/10 bg-white/[0.04] p-7 sm:mb-6 sm:p-9"
        >
          <p className="font-display text-6xl leading-none font-semibold tracking-tight text-saffron-300 sm:text-7xl">
            {stat.figure}
          </p>
          <p className="mt-5 mb-8 text-lg leading-relaxed text-white/90">{stat.label}</p>
          <div className="border-t border-white/10 pt-5 text-sm leading-relaxed text-white/75">
            <p>
              <span className="font-semibold text-white/90">Source: </span>
              {stat.source}
            </p>
            <details className="group mt-3">
              <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-semibold text-saffron-300 hover:text-white [&::-webkit-details-marker]:hidden">
                How this was measured
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-1">{stat.method}</p>
            </details>
          </div>
        </li>
      ))}
    </ul>
  );
}
