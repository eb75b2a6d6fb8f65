import type { Feature } from "~/content/story.schema";
import { cn } from "~/lib/cn";
import { IconBadge } from "./icons";
import { useTone } from "./section";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
} as const;

/** Cards with an icon, a title and a sentence or two: pillars, offerings, deliverables. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: keyof typeof columnClasses }) {
  const tone = useTone();
  return (
    <ul className={cn("mt-12 grid gap-5 sm:mt-16 sm:gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "flex flex-col rounded-2xl border p-7 sm:p-8",
            tone === "navy" ? "border-white/10 bg-white/[0.04]" : "border-sand-200 bg-white shadow-card",
          )}
        >
          <IconBadge name={item.icon} />
          <h3 className={cn("mt-6 text-xl font-semibold", tone === "navy" ? "text-white" : "text-navy-900")}>
            {item.title}
          </h3>
          <p className={cn("mt-3 leading-relaxed", tone === "navy" ? "text-white/75" : "text-ink-soft")}>{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
