import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/*
 * A label too long for its row wraps inside the button, never past it, in centred, balanced lines with the icon
 * following the last word: the label and its icon are set as one line of text (an inline block, not a flex row, whose
 * text would take the whole row once wrapped and leave the arrow stranded at its end). Padding and line height
 * give one line the button's height, so it stays one tap target of at least that height however many lines it takes.
 */
export const buttonVariants = cva(
  "max-w-full text-center align-middle font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:mx-1.5 [&_svg]:inline-block [&_svg]:size-4 [&_svg]:align-[-0.1875em]",
  {
    variants: {
      variant: {
        primary: "border border-transparent bg-teal-700 text-white shadow-sm hover:bg-teal-800",
        accent: "border border-transparent bg-saffron-400 text-navy-900 shadow-sm hover:bg-saffron-300",
        outline: "border border-navy-900/20 bg-white text-navy-900 hover:border-navy-900/40 hover:bg-sand-50",
        "outline-light": "border border-white/50 text-white hover:border-white hover:bg-white/10",
        ghost: "border border-transparent text-navy-900 hover:bg-sand-100",
      },
      // A line, its padding and the border every variant has: 36, 44 and 52 px; the ends as round as one line's.
      size: {
        sm: "inline-block min-h-9 rounded-[1.125rem] px-4 py-1.75 text-sm leading-5",
        md: "inline-block min-h-11 rounded-[1.375rem] px-6 py-2.75 text-sm leading-5",
        lg: "inline-block min-h-13 rounded-[1.625rem] px-5 py-3.25 text-base leading-6 sm:px-7",
        icon: "inline-flex size-11 shrink-0 items-center justify-center rounded-full",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
