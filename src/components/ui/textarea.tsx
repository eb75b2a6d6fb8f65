import type { ComponentProps } from "react";
import { fieldStyles } from "~/components/ui/field-styles";
import { cn } from "~/lib/cn";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldStyles, "min-h-32 resize-y py-3 leading-relaxed", className)} {...props} />;
}
