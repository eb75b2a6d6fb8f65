import type { Feature } from "~/content/story.schema";
import { cn } from "~/lib/cn";
import { IconBadge, type WithIcon } from "./section";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
} as const;

/** Cards with an icon, a title and a sentence or two: pillars, offerings, deliverables. */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: WithIcon<Feature>[];
  columns?: keyof typeof columnClasses;
}) {
  return (
    <ul className={cn("mt-12 grid gap-5 sm:mt-16 sm:gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col rounded-2xl border border-sand-200 bg-white p-7 shadow-card in-data-[tone=navy]:border-white/10 in-data-[tone=navy]:bg-white/[0.04] in-data-[tone=navy]:shadow-none sm:p-8"
        >
          <IconBadge icon={item.icon} />
          <h3 className="mt-6 text-xl font-semibold text-navy-900 in-data-[tone=navy]:text-white">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-ink-soft in-data-[tone=navy]:text-white/75">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
