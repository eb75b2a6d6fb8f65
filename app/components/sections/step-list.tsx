import type { Step } from "~/content/story.schema";

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
              <span
                aria-hidden="true"
                className="hidden h-px flex-1 bg-gradient-to-r from-teal-600/60 to-teal-600/0 lg:block"
              />
            ) : null}
          </div>
          <h3 className="mt-6 text-xl font-semibold text-navy-900">{step.title}</h3>
          <p className="mt-3 leading-relaxed text-ink-soft">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
