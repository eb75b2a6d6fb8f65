import { Check, ChevronDown } from "lucide-react";
import { Select as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { fieldStyles } from "~/components/ui/field-styles";
import { cn } from "~/lib/cn";

/**
 * Radix Select without its hidden native <select>: Root adds one to mirror the value for native form posts, and
 * with no value chosen it holds an empty, unlabelled <option>, which is invalid HTML. Our form owns its values
 * (react-hook-form) and never posts natively, so the Provider alone, which Root wraps, is all we need.
 * `unstable_` names a stable part of Radix's own Root; radix-ui is pinned exactly because of it.
 */
export const Select = Primitive.unstable_Provider;
export const SelectValue = Primitive.Value;

export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        fieldStyles,
        "flex h-12 items-center justify-between gap-2 text-left data-placeholder:text-ink-soft",
        className,
      )}
      {...props}
    >
      <span className="truncate">{children}</span>
      <Primitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
      </Primitive.Icon>
    </Primitive.Trigger>
  );
}

export function SelectContent({ className, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          "z-50 max-h-(--radix-select-content-available-height) w-(--radix-select-trigger-width) overflow-hidden rounded-xl border border-sand-200 bg-white p-1 shadow-xl shadow-navy-900/10",
          className,
        )}
        {...props}
      >
        <Primitive.Viewport>{children}</Primitive.Viewport>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        "relative flex min-h-11 cursor-default items-center rounded-lg py-2 pr-3 pl-9 text-base text-ink outline-none select-none data-highlighted:bg-teal-50 data-highlighted:text-teal-800 data-[state=checked]:font-semibold",
        className,
      )}
      {...props}
    >
      <Primitive.ItemIndicator className="absolute left-3 inline-flex items-center">
        <Check aria-hidden="true" className="size-4 text-teal-700" />
      </Primitive.ItemIndicator>
      <Primitive.ItemText>{children}</Primitive.ItemText>
    </Primitive.Item>
  );
}
