import { Quote } from "lucide-react";
import { cn } from "~/lib/cn";

type PullQuoteProps = { quote: string; author: string; size?: "large" | "small" };

/** A client's words set large, with who said them. */
export function PullQuote({ quote, author, size = "large" }: PullQuoteProps) {
  const large = size === "large";
  return (
    <figure className={cn("relative", large ? "pl-0 sm:pl-16" : "border-l-4 border-saffron-400 pl-5")}>
      {large ? (
        <Quote aria-hidden="true" className="mb-4 size-10 text-saffron-500 sm:absolute sm:top-1 sm:left-0 sm:mb-0" />
      ) : null}
      <blockquote
        className={cn(
          "font-display text-navy-900",
          large ? "text-2xl leading-snug font-medium sm:text-3xl lg:text-4xl" : "text-lg leading-snug",
        )}
      >
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className={cn("text-ink-soft", large ? "mt-6 text-base font-semibold" : "mt-3 text-sm")}>
        — {author}
      </figcaption>
    </figure>
  );
}
