import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { fieldStyles } from "~/components/ui/field-styles";
import { cn } from "~/lib/cn";

/**
 * A native <select>: it works before and without JavaScript, posts with its form, has the platform's
 * typeahead and its own picker on phones, and needs no injected styles (decision 0004).
 * A first option with value "" reads as the placeholder, shown in the soft ink colour while chosen.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          fieldStyles,
          "h-12 cursor-pointer appearance-none pr-11 has-[option[value='']:checked]:text-ink-soft [&_option]:text-ink",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-soft"
      />
    </div>
  );
}
