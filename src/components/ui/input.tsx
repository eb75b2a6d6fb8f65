import type { ComponentProps } from "react";
import { fieldStyles } from "~/components/ui/field-styles";
import { cn } from "~/lib/cn";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldStyles, "h-12", className)} {...props} />;
}
