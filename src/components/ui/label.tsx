import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A form label; `required` adds the visual asterisk (the field itself carries aria-required). */
export function Label({
  className,
  children,
  required = false,
  ...props
}: ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label className={cn("text-sm font-semibold text-navy-900", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}
