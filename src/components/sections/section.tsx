import { Icon } from "lucide-react";
import { createElement, type ReactNode } from "react";
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
  heading,
  labelledBy = heading?.id,
  id,
  children,
}: {
  tone?: Tone;
  /** The band's eyebrow, h2 and intro, shown first; its id names the region. */
  heading?: SectionHeadingProps;
  /** Id of a heading placed elsewhere in the band (a split layout, say) that names the region; a band with no heading is not a landmark. */
  labelledBy?: string;
  id?: string;
  children: ReactNode;
}) {
  const Band = labelledBy ? "section" : "div";
  return (
    <Band id={id} aria-labelledby={labelledBy} data-tone={tone} className={`py-20 sm:py-28 ${toneClasses[tone]}`}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </div>
    </Band>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm font-semibold tracking-[0.14em] text-teal-700 uppercase in-data-[tone=navy]:text-saffron-300">
      {children}
    </p>
  );
}

/** A band's eyebrow, h2 and intro. */
export type SectionHeadingProps = { id: string; eyebrow?: string; heading: string; intro?: string };

export function SectionHeading({ id, eyebrow, heading, intro }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
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

/** A lucide icon's SVG elements as plain data, looked up at build time by src/lib/icons.server.ts. */
export type IconDrawing = [tag: string, attributes: Record<string, string>][];

/** A content item whose icon name the page's loader has turned into the icon's drawing. */
export type WithIcon<Item extends { icon: string }> = Omit<Item, "icon"> & { icon: IconDrawing };

/** A content icon in a soft tile. */
export function IconBadge({ icon, className }: { icon: IconDrawing; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-12 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-700 ring-1 ring-teal-100 in-data-[tone=navy]:bg-white/10 in-data-[tone=navy]:text-saffron-300 in-data-[tone=navy]:ring-0",
        className,
      )}
    >
      <Icon iconNode={[]} className="size-6" strokeWidth={1.75}>
        {icon.map(([tag, attributes]) => createElement(tag, attributes))}
      </Icon>
    </span>
  );
}
