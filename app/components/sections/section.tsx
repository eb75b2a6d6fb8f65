import { createContext, use, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type Tone = "white" | "sand" | "navy";

const ToneContext = createContext<Tone>("white");

/** The background of the band a component sits in, so it can pick readable colours. */
export function useTone(): Tone {
  return use(ToneContext);
}

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
  /** Id of the band's heading, which names the region. */
  labelledBy: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ToneContext value={tone}>
      <section id={id} aria-labelledby={labelledBy} className={cn("py-20 sm:py-28", toneClasses[tone], className)}>
        <div className="mx-auto max-w-7xl px-5 sm:px-8">{children}</div>
      </section>
    </ToneContext>
  );
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  const tone = useTone();
  return (
    <p
      className={cn(
        "text-sm font-semibold tracking-[0.14em] uppercase",
        tone === "navy" ? "text-saffron-300" : "text-teal-700",
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
  const tone = useTone();
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-[2.75rem]",
          tone === "navy" ? "text-white" : "text-navy-900",
        )}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={cn("mt-5 text-lg leading-relaxed", tone === "navy" ? "text-white/80" : "text-ink-soft")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
