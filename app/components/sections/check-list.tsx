import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { useTone } from "./section";

/** A short list of what is included, each line ticked. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  const tone = useTone();
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-3", tone === "navy" ? "text-white/85" : "text-ink")}>
          <Check
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0", tone === "navy" ? "text-saffron-300" : "text-teal-600")}
            strokeWidth={2.25}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
