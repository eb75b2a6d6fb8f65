import { type PointerEvent, useRef, useState } from "react";
import { NoScriptStyles } from "~/components/ui/noscript-styles";
import { cn } from "~/lib/cn";
import { slugify } from "~/lib/slug";
import { ClientColumns } from "./client-columns";

export type IndustryClients = { name: string; clients: string[] };

type CommercialExplorerProps = {
  /** In display order (alphabetical). */
  industries: IndustryClients[];
  listLabel: string;
  prompt: string;
  emptyText: string;
};

const PANEL_ID = "industry-clients";

/**
 * SPEC §2 /fortune-500: pointing at an industry shows its clients on the right,
 * moving off clears them. Beyond the spec, keyboard focus and a tap do the same,
 * so the page works without a mouse.
 */
export function CommercialExplorer({ industries, listLabel, prompt, emptyText }: CommercialExplorerProps) {
  const [shown, setShown] = useState<string>();
  const panel = useRef<HTMLDivElement>(null);
  const active = industries.find((industry) => industry.name === shown);

  const onPointer = (name: string | undefined) => (event: PointerEvent) => {
    // A tap also fires pointerleave as the finger lifts; only a mouse "leaves".
    if (event.pointerType === "mouse") setShown(name);
  };

  const reveal = () => {
    // Below lg the panel sits under the list: after a tap, bring it into view.
    const box = panel.current?.getBoundingClientRect();
    if (box && box.top > window.innerHeight - 120) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.current?.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
    }
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <NoScriptStyles />
      <div data-js-only="">
        <h2 className="font-sans text-sm font-semibold tracking-wider text-ink-soft uppercase">{listLabel}</h2>
        <ul className="mt-4 flex flex-wrap gap-2 lg:grid lg:gap-0">
          {industries.map((industry) => {
            const isShown = industry.name === shown;
            return (
              <li key={industry.name}>
                <button
                  type="button"
                  aria-expanded={isShown}
                  aria-controls={PANEL_ID}
                  onPointerEnter={onPointer(industry.name)}
                  onPointerLeave={onPointer(undefined)}
                  onFocus={() => setShown(industry.name)}
                  onBlur={() => setShown(undefined)}
                  onClick={() => {
                    setShown(industry.name);
                    reveal();
                  }}
                  onKeyDown={(event) => {
                    if (event.key === "Escape") setShown(undefined);
                  }}
                  className={cn(
                    "min-h-11 rounded-full border px-4 text-left text-sm font-medium transition-colors lg:flex lg:w-full lg:items-center lg:rounded-xl lg:border-transparent lg:text-base",
                    isShown
                      ? "border-navy-900 bg-navy-900 text-white lg:border-transparent lg:bg-teal-50 lg:font-semibold lg:text-teal-800"
                      : "border-sand-200 bg-white text-ink hover:border-navy-900/30 lg:bg-transparent lg:hover:bg-sand-100",
                  )}
                >
                  {industry.name}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div
        ref={panel}
        id={PANEL_ID}
        className="min-h-[400px] scroll-mt-24 rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-200 sm:p-10 lg:sticky lg:top-28 lg:self-start"
      >
        <p role="status" className="sr-only">
          {active ? `${active.name}: ${active.clients.length || "no"} clients listed` : ""}
        </p>
        {active ? null : (
          <p data-js-only="" className="grid min-h-[320px] place-items-center text-center text-lg text-ink-soft">
            {prompt}
          </p>
        )}
        {industries.map((industry) => (
          <section
            key={industry.name}
            aria-labelledby={`${slugify(industry.name)}-heading`}
            data-noscript-reveal=""
            className={cn("[&+&]:mt-12", industry !== active && "hidden")}
          >
            <h3 id={`${slugify(industry.name)}-heading`} className="text-2xl font-semibold text-navy-900 sm:text-3xl">
              {industry.name}
            </h3>
            <div className="mt-6">
              <ClientColumns clients={industry.clients} emptyText={emptyText} size="large" />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
