import type { Feature, Step } from "~/content/story.schema";
import { IconBadge, type WithIcon } from "./section";

/** A divided list of points, each marked by its icon, or by its number when the points have none. */
export function PointList({ items }: { items: (WithIcon<Feature> | Step)[] }) {
  const List = items.every((item) => "icon" in item) ? "ul" : "ol";
  return (
    <List className="divide-y divide-sand-200 border-y border-sand-200 in-data-[tone=navy]:divide-white/10 in-data-[tone=navy]:border-white/10">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-5 py-7 sm:gap-7 sm:py-8">
          {"icon" in item ? (
            <IconBadge icon={item.icon} />
          ) : (
            <span
              aria-hidden="true"
              className="w-12 shrink-0 font-display text-3xl leading-none font-semibold text-teal-700 tabular-figures"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
          )}
          <div>
            <h3 className="text-xl font-semibold text-navy-900 in-data-[tone=navy]:text-white">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft in-data-[tone=navy]:text-white/75">{item.body}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
