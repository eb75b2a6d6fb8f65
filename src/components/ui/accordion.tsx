import { ChevronDown } from "lucide-react";
import { Accordion as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const Accordion = Primitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item className={cn("border-b border-sand-200", className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Header className="flex">
      <Primitive.Trigger
        className={cn(
          "group flex min-h-16 flex-1 items-center justify-between gap-4 py-4 text-left transition-colors hover:text-teal-800",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          data-js-only=""
          className="size-5 shrink-0 text-ink-soft transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </Primitive.Trigger>
    </Primitive.Header>
  );
}

/**
 * Always rendered, so the pre-rendered HTML holds every section; closed ones
 * are hidden by CSS, and shown anyway when scripts are off (public/noscript.css).
 */
export function AccordionContent({
  className,
  ...props
}: Omit<ComponentProps<typeof Primitive.Content>, "forceMount">) {
  return (
    <Primitive.Content
      forceMount
      data-noscript-reveal=""
      className={cn("pb-6 data-[state=closed]:hidden", className)}
      {...props}
    />
  );
}
