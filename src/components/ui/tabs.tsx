import { cva, type VariantProps } from "class-variance-authority";
import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const Tabs = Primitive.Root;

const tabsListVariants = cva("", {
  variants: {
    variant: {
      /**
       * Below lg: a bar that sticks to the bottom of the screen while its tabs
       * scroll sideways; it rests after the panels, so it never covers the footer.
       * From lg: a sticky sidebar beside the panels.
       */
      rail: [
        "sticky bottom-0 z-30 order-last -mx-5 flex gap-2 overflow-x-auto overscroll-x-contain border-t border-sand-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_31_51/0.18)] sm:-mx-8 sm:px-8",
        "lg:top-28 lg:bottom-auto lg:order-none lg:mx-0 lg:flex-col lg:gap-1 lg:self-start lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none",
      ],
    },
  },
  defaultVariants: { variant: "rail" },
});

/** Scripts off: the panels all show (see TabsContent), so the tabs that switch them hide (public/noscript.css). */
export function TabsList({
  className,
  variant,
  ...props
}: ComponentProps<typeof Primitive.List> & VariantProps<typeof tabsListVariants>) {
  return <Primitive.List data-js-only="" className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

const tabsTriggerVariants = cva(
  "group inline-flex shrink-0 items-center justify-between gap-3 rounded-full text-sm font-semibold whitespace-nowrap transition-colors",
  {
    variants: {
      variant: {
        rail: [
          "min-h-11 border border-sand-200 bg-white px-4 text-ink-soft hover:border-navy-900/30 hover:text-navy-900 data-[state=active]:border-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white",
          "lg:w-full lg:rounded-xl lg:border-transparent lg:bg-transparent lg:px-4 lg:py-2.5 lg:text-left lg:text-base lg:font-medium lg:whitespace-normal lg:hover:border-transparent lg:hover:bg-sand-100 lg:data-[state=active]:border-transparent lg:data-[state=active]:bg-teal-50 lg:data-[state=active]:font-semibold lg:data-[state=active]:text-teal-800",
        ],
      },
    },
    defaultVariants: { variant: "rail" },
  },
);

export function TabsTrigger({
  className,
  variant,
  ...props
}: ComponentProps<typeof Primitive.Trigger> & VariantProps<typeof tabsTriggerVariants>) {
  return <Primitive.Trigger className={cn(tabsTriggerVariants({ variant }), className)} {...props} />;
}

/**
 * By default every panel is rendered into the pre-rendered HTML. Inactive ones
 * are hidden by CSS from the first paint, so the page looks the same before and
 * after it hydrates (and their images wait until shown); without scripts,
 * public/noscript.css shows them all, one after another.
 *
 * `onlyWhenActive` is for tabs whose first panel already holds everything the
 * others filter (a "Full Team" tab): the other panels are left out of the HTML
 * and render when opened, so the page does not carry its content several times.
 * Without scripts, the first panel is the one that shows.
 */
export function TabsContent({
  className,
  onlyWhenActive = false,
  ...props
}: Omit<ComponentProps<typeof Primitive.Content>, "forceMount"> & { onlyWhenActive?: boolean }) {
  return (
    <Primitive.Content
      forceMount={onlyWhenActive ? undefined : true}
      data-noscript-reveal={onlyWhenActive ? undefined : ""}
      className={cn("min-w-0 focus-visible:outline-offset-4 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}

/** After switching tabs from far down a long panel, brings the top of the tabs back into view. */
export function revealTabsTop(container: HTMLElement | null) {
  if (!container || container.getBoundingClientRect().top >= 0) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  container.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
}
