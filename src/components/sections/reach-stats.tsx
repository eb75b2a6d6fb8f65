type ReachStatsProps = {
  heading: string;
  intro: string;
  stats: readonly { figure: string; label: string }[];
};

/** The firm's reach in figures on a dark band. */
export function ReachStats({ heading, intro, stats }: ReachStatsProps) {
  return (
    <section aria-labelledby="reach-heading" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center lg:gap-16 lg:py-20">
        <div>
          <h2 id="reach-heading" className="text-3xl font-semibold sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-white/80">{intro}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
          {stats.map((stat) => (
            // The figure shows above its label (dt comes first, as a list of terms must): both held to the top, so
            // every figure and every label in a row start level, however many lines a label takes.
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-2 border-l-2 border-saffron-400 pl-4"
            >
              <dt className="text-sm text-white/75">{stat.label}</dt>
              <dd className="font-display text-4xl font-semibold text-saffron-300 tabular-figures">{stat.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
