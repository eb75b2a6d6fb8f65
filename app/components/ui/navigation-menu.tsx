import { ChevronDown } from "lucide-react";
import { NavigationMenu as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { navigationMenuItemStyle } from "./navigation-menu-style";

export function NavigationMenu({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root className={cn("relative", className)} {...props} />;
}

export function NavigationMenuList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return <Primitive.List className={cn("flex items-center gap-1", className)} {...props} />;
}

/**
 * Radix renders an `aria-hidden` span with `tabindex="0"` after an open trigger, to steer Tab into
 * content shown in a separate viewport (radix-ui/primitives#3085, an axe `aria-hidden-focus`
 * violation). This menu renders its content inline, so the DOM order already leads Tab from the
 * trigger into the submenu and on to the next item; the span is not displayed.
 */
export function NavigationMenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item className={cn("relative [&>span[aria-hidden=true][tabindex]]:hidden", className)} {...props} />
  );
}

export function NavigationMenuTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger className={cn(navigationMenuItemStyle, "group", className)} {...props}>
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </Primitive.Trigger>
  );
}

export function NavigationMenuContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      className={cn(
        "absolute top-full left-0 z-50 mt-2 w-80 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl shadow-navy-900/10",
        className,
      )}
      {...props}
    />
  );
}

export function NavigationMenuLink({ className, ...props }: ComponentProps<typeof Primitive.Link>) {
  return <Primitive.Link className={className} {...props} />;
}
