import type { Feature, Step } from "~/content/story.schema";
import { cn } from "~/lib/cn";
import { IconBadge } from "./icons";
import { useTone } from "./section";

/** A divided list of points, each marked by its icon, or by its number when the points have none. */
export function PointList({ items }: { items: (Feature | Step)[] }) {
  const tone = useTone();
  const List = items.every((item) => "icon" in item) ? "ul" : "ol";
  return (
    <List
      className={cn(
        "divide-y border-y",
        tone === "navy" ? "divide-white/10 border-white/10" : "divide-sand-200 border-sand-200",
      )}
    >
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-5 py-7 sm:gap-7 sm:py-8">
          {"icon" in item ? (
            <IconBadge name={item.icon} />
          ) : (
            <span
              aria-hidden="true"
              className="w-12 shrink-0 font-display text-3xl leading-none font-semibold text-saffron-500 tabular-nums"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
          )}
          <div>
            <h3 className={cn("text-xl font-semibold", tone === "navy" ? "text-white" : "text-navy-900")}>
              {item.title}
            </h3>
            <p className={cn("mt-2 leading-relaxed", tone === "navy" ? "text-white/75" : "text-ink-soft")}>
              {item.body}
            </p>
          </div>
        </li>
      ))}
    </List>
  );
}
