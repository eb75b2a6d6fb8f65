import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";

export type FieldControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
};

/**
 * One labelled field: the hint under the label, the control, then its error
 * in red under the field, wired to the control with aria-invalid and
 * aria-describedby.
 */
export function FormField({
  id,
  label,
  required = false,
  hint,
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
    <div className={className}>
      <div className="flex items-center gap-2">
        <Label htmlFor={id} required={required}>
          {label}
        </Label>
        {labelAside}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {/* Scrolled to by the error summary's link (below the header, html's scroll padding), the label stays in view. */}
      <div className="mt-2 **:scroll-mt-20">
        {children({
          id,
          "aria-invalid": Boolean(error),
          "aria-describedby": describedBy,
          "aria-required": required || undefined,
        })}
      </div>
      {error || footer ? (
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
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
