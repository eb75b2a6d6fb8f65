import type { CtaBand as CtaBandCopy } from "~/content/story.schema";
import { ActionRow } from "./action-row";
import { Section } from "./section";

/** The closing call to action: a navy panel inside a light band. */
export function CtaBand({ copy, tone = "white" }: { copy: CtaBandCopy; tone?: "white" | "sand" }) {
  return (
    <Section tone={tone} labelledBy="closing-heading">
      <div className="rounded-[2rem] bg-navy-900 bg-[radial-gradient(circle_at_88%_12%,rgb(63_193_176/0.32),transparent_42%),radial-gradient(circle_at_8%_110%,rgb(247_185_67/0.24),transparent_45%)] px-7 py-14 text-white sm:px-14 sm:py-20 lg:px-20">
        <div className="max-w-3xl">
          {copy.eyebrow ? (
            <p className="text-sm font-semibold tracking-[0.14em] text-saffron-300 uppercase">{copy.eyebrow}</p>
          ) : null}
          <h2 id="closing-heading" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-5xl">
            {copy.heading}
          </h2>
          {copy.intro ? <p className="mt-5 text-lg leading-relaxed text-white/80 sm:text-xl">{copy.intro}</p> : null}
          <ActionRow primary={copy.action} secondary={copy.secondary} onDark className="mt-10" />
        </div>
      </div>
    </Section>
  );
}
