import { Tooltip as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** SPEC §4/§9: tooltips open after 700 ms on hover or focus, with a 300 ms skip window. */
export function TooltipProvider(props: ComponentProps<typeof Primitive.Provider>) {
  return <Primitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

export const Tooltip = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 max-w-xs rounded-lg bg-navy-900 px-3 py-2 text-sm text-white shadow-lg", className)}
        {...props}
      >
        {children}
        <Primitive.Arrow className="fill-navy-900" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}
