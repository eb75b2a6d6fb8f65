import { ChevronDown } from "lucide-react";
import type { Stat } from "~/content/story.schema";

/** Figures with their sources, on a navy band; how each was measured opens beneath it. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <ul className="mt-12 grid gap-5 sm:mt-16 sm:gap-6 lg:grid-cols-3">
      {stats.map((stat) => (
        <li key={stat.figure} className="flex flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-7 sm:p-9">
          <p className="font-display text-6xl leading-none font-semibold tracking-tight text-saffron-300 sm:text-7xl">
            {stat.figure}
          </p>
          <p className="mt-5 mb-8 text-lg leading-relaxed text-white/90">{stat.label}</p>
          <div className="mt-auto border-t border-white/10 pt-5 text-sm leading-relaxed text-white/75">
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
