import { ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { LabelThenIcon } from "~/components/ui/label-then-icon";
import type { Action } from "~/content/story.schema";
import { cn } from "~/lib/cn";

/**
 * Links styled as buttons: the first is the main call to action, the rest are secondary. On a phone they stack, each
 * as wide as the column, rather than in a ragged pile of widths; from 640 px they sit in a row.
 */
export function ActionRow({
  primary,
  secondary = [],
  onDark = false,
  className,
}: {
  primary?: Action;
  secondary?: Action[];
  onDark?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {primary ? (
        <Button asChild size="lg" variant={onDark ? "accent" : "primary"}>
          <a href={primary.href}>
            <LabelThenIcon label={primary.label} icon={<ArrowRight aria-hidden="true" />} />
          </a>
        </Button>
      ) : null}
      {secondary.map((action) => (
        <Button key={action.href} asChild size="lg" variant={onDark ? "outline-light" : "outline"}>
          <a href={action.href}>{action.label}</a>
        </Button>
      ))}
    </div>
  );
}
