import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A band's background. Components inside a navy band switch to light text
 * with the `in-data-[tone=navy]:` variant, so no tone needs passing down.
 */
export type Tone = "white" | "sand" | "navy";

const toneClasses: Record<Tone, string> = {
  white: "bg-white text-ink",
  sand: "bg-sand-100/70 text-ink",
  navy: "bg-navy-900 text-white",
};

/** One full-width band of a page, with the site's vertical rhythm and content width. */
export function Section({
  tone = "white",
  labelledBy,
  id,
  className,
  children,
}: {
  tone?: Tone;
  /** Id of the band's heading, which names the region; a band without a heading is not a landmark. */
  labelledBy?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={cn("py-20 sm:py-28", toneClasses[tone], className)}
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">{children}</div>
    </section>
  );
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        "text-sm font-semibold tracking-[0.14em] text-teal-700 uppercase in-data-[tone=navy]:text-saffron-300",
        className,
      )}
    >
      {children}
    </p>
  );
}

/** A band's eyebrow, h2 and intro. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = "start",
  className,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: "start" | "center";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2
        id={id}
        className="mt-3 text-3xl leading-tight font-semibold text-navy-900 in-data-[tone=navy]:text-white sm:text-4xl lg:text-[2.75rem]"
      >
        {heading}
      </h2>
      {intro ? (
        <p className="mt-5 text-lg leading-relaxed text-ink-soft in-data-[tone=navy]:text-white/80">{intro}</p>
      ) : null}
    </div>
  );
}
