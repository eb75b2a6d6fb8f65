import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/** A short list of what is included, each line ticked. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink in-data-[tone=navy]:text-white/85">
          <Check
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-teal-600 in-data-[tone=navy]:text-saffron-300"
            strokeWidth={2.25}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
