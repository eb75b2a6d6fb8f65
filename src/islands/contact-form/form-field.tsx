import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

export type FieldControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
};

/**
 * One labelled field: the hint under the label, the control, then its error
 * in red under the field, wired to the control with aria-invalid and
 * aria-describedby. A hint `onPhonesOnly` shows under 640 px, where a tooltip
 * beside the label would cover the field above it. `inRow`: the field takes
 * four rows of the grid around it (label, hint, control, error), so fields
 * side by side keep their controls level whichever of them has a hint.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
  hintOnPhonesOnly = false,
  inRow = false,
  labelAside,
  error,
  footer,
  footerId,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** The hint shows under 640 px only: from there the same words open from an InfoTip beside the label. */
  hintOnPhonesOnly?: boolean;
  inRow?: boolean;
  /** Beside the label, e.g. an InfoTip. */
  labelAside?: ReactNode;
  error?: string;
  /** Text under the control that describes it, e.g. a character count. */
  footer?: ReactNode;
  footerId?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, footer ? footerId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn(inRow && "row-span-4 grid grid-rows-subgrid gap-y-0 pb-6", className)}>
      <div className="row-start-1 flex items-center gap-2">
        <Label htmlFor={id} required={required}>
          {label}
        </Label>
        {labelAside}
      </div>
      {hint ? (
        <p id={hintId} className={cn("row-start-2 mt-1 text-sm text-ink-soft", hintOnPhonesOnly && "sm:hidden")}>
          {hint}
        </p>
      ) : null}
      {/* Scrolled to by the error summary's link (below the header, html's scroll padding), the label stays in view. */}
      <div className="row-start-3 mt-2 **:scroll-mt-20">
        {children({
          id,
          "aria-invalid": Boolean(error),
          "aria-describedby": describedBy,
          "aria-required": required || undefined,
        })}
      </div>
      {error || footer ? (
        <div className="row-start-4 mt-1.5 flex items-start justify-between gap-4 text-sm">
          {error ? (
            <p id={errorId} className="font-medium text-danger">
              {error}
            </p>
          ) : (
            <span />
          )}
          {footer}
        </div>
      ) : null}
    </div>
  );
}
