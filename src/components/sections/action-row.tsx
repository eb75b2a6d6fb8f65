import { ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Action } from "~/content/story.schema";
import { cn } from "~/lib/cn";

/** Links styled as buttons: the first is the main call to action, the rest are secondary. */
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
    <div className={cn("flex flex-wrap gap-3", className)}>
      {primary ? (
        <Button asChild size="lg" variant={onDark ? "accent" : "primary"}>
          <a href={primary.href}>
            {primary.label}
            <ArrowRight aria-hidden="true" />
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
