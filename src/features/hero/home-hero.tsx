import type { CSSProperties } from "react";
import { ActionRow } from "~/components/sections/action-row";
import { Eyebrow } from "~/components/sections/section";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PageCopy } from "~/content/pages";
import type { Action } from "~/content/story.schema";
import { cn } from "~/lib/cn";
import type { ImageAsset } from "~/lib/images";
import { useHydrated } from "~/lib/use-hydrated";
import { useRotation } from "./use-rotation";

export type HeroSlide = { image: ImageAsset; mobilePosition: string };

/**
 * The home page's opening: headline and calls to action over art that
 * cross-fades every few seconds. Only the first image is in the pre-rendered
 * HTML (preloaded: it is the largest paint); the others load after hydration,
 * and only if the slides will rotate.
 */
export function HomeHero({
  page,
  slides,
  intervalMs,
  actions,
  trustLine,
}: {
  page: Pick<PageCopy, "eyebrow" | "heading" | "intro">;
  slides: HeroSlide[];
  intervalMs: number;
  actions: [Action, Action];
  trustLine: string;
}) {
  const { index, rotates, paused, togglePaused } = useRotation(slides.length, intervalMs);
  const hydrated = useHydrated();
  const toggleLabel = paused ? "Play background slideshow" : "Pause background slideshow";

  return (
    <section
      aria-labelledby="page-title"
      data-tone="navy"
      className="relative isolate flex min-h-[min(88svh,780px)] items-center overflow-hidden bg-navy-900 text-white"
    >
      <div className="absolute inset-0 -z-10">
        {slides.map((slide, slideIndex) =>
          slideIndex === 0 || (hydrated && rotates) ? (
            <ResponsiveImage
              key={slide.image.id}
              image={slide.image}
              priority={slideIndex === 0}
              sizes="100vw"
              aria-hidden={slideIndex !== index}
              style={{ "--mobile-focus": slide.mobilePosition } as CSSProperties}
              className={cn(
                "absolute inset-0 size-full object-cover [object-position:var(--mobile-focus)] transition-opacity duration-[1400ms] ease-in-out motion-reduce:transition-none md:[object-position:center]",
                slideIndex === index ? "opacity-100" : "opacity-0",
              )}
            />
          ) : null,
        )}
        {/* The scrim keeps white text above 4.5:1 on every image, wherever the art is brightest. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-navy-900/95 via-navy-900/80 to-navy-900/55 md:bg-gradient-to-r md:from-navy-900/95 md:via-navy-900/75 md:to-navy-900/15"
        />
      </div>

      <div className="mx-auto w-full max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
        <div className="max-w-3xl">
          {page.eyebrow ? <Eyebrow>{page.eyebrow}</Eyebrow> : null}
          <h1
            id="page-title"
            className="mt-5 text-[2.6rem] leading-[1.05] font-semibold sm:text-6xl lg:text-7xl lg:leading-[1.02]"
          >
            {page.heading}
          </h1>
          <p className="mt-7 max-w-2xl text-lg leading-relaxed text-white/85 sm:text-xl">{page.intro}</p>
          <ActionRow primary={actions[0]} secondary={[actions[1]]} onDark className="mt-10" />
          <p className="mt-12 max-w-xl border-l-2 border-saffron-300 pl-4 text-sm leading-relaxed text-white/80 sm:text-base">
            {trustLine}
          </p>
        </div>
      </div>

      {rotates ? (
        <button
          type="button"
          onClick={togglePaused}
          aria-label={toggleLabel}
          className="absolute right-5 bottom-5 inline-flex h-11 items-center gap-2 rounded-full border border-white/40 bg-navy-900/60 px-4 text-sm font-semibold text-white backdrop-blur-sm hover:border-white hover:bg-navy-900/85 sm:right-8 sm:bottom-8"
        >
          {/* A play triangle or pause bars, drawn in CSS: the label says the same in words. */}
          <span
            aria-hidden="true"
            className={
              paused ? "size-3 bg-current [clip-path:polygon(0_0,100%_50%,0_100%)]" : "h-3 w-2.5 border-x-[3px]"
            }
          />
          <span aria-hidden="true">{paused ? "Play" : "Pause"}</span>
        </button>
      ) : null}
    </section>
  );
}
