import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PageCopy } from "~/content/pages.schema";
import type { Action } from "~/content/story.schema";
import { cn } from "~/lib/cn";
import type { ImageAsset } from "~/lib/images";
import { ActionRow } from "./action-row";
import { imagePreload } from "./image-preload";
import { Eyebrow } from "./section";
import "./home-hero.css";

export type HeroSlide = { image: ImageAsset; mobilePosition: string };

const SIZES = "100vw";

/** What home-hero.css is written for: its keyframes and delays. */
const ROTATION = { minSlides: 2, maxSlides: 6, intervalMs: 5000 } as const;

/**
 * Each focal point kept in view below 768 px, as a class: the page's CSP forbids style attributes, and Tailwind
 * generates only the classes it finds written out.
 */
const MOBILE_FOCUS: Record<string, string> = {
  "60% 50%": "max-md:object-[60%_50%]",
  "68% 50%": "max-md:object-[68%_50%]",
  "70% 50%": "max-md:object-[70%_50%]",
  "72% 50%": "max-md:object-[72%_50%]",
};

function mobileFocusClass(position: string): string {
  const className = MOBILE_FOCUS[position];
  if (!className) throw new Error(`HomeHero: no class for the focal point "${position}"; add it to MOBILE_FOCUS`);
  return className;
}

function slidesRotate(count: number, intervalMs: number): boolean {
  if (count > ROTATION.maxSlides || (count >= ROTATION.minSlides && intervalMs !== ROTATION.intervalMs)) {
    throw new Error(
      `HomeHero: home-hero.css rotates up to ${ROTATION.maxSlides} slides every ${ROTATION.intervalMs} ms, not ${count} every ${intervalMs} ms`,
    );
  }
  // SPEC §4: one image or none never rotates.
  return count >= ROTATION.minSlides;
}

/** The head's preload for the hero's first slide, the page's largest paint. */
export function homeHeroPreload(slides: HeroSlide[]) {
  return slides.slice(0, 1).map((slide) => imagePreload(slide.image, SIZES));
}

/**
 * The home page's opening: headline and calls to action over art that cross-fades every 5 s (home-hero.css). The
 * pause control is a checkbox the stylesheet reads, so it works from first paint and without JavaScript.
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
  const rotates = slidesRotate(slides.length, intervalMs);

  return (
    <section
      aria-labelledby="page-title"
      data-tone="navy"
      className="home-hero relative isolate flex min-h-[min(88svh,780px)] items-center overflow-hidden bg-navy-900 text-white"
    >
      <div className="home-hero-slides absolute inset-0 -z-10" data-count={rotates ? slides.length : undefined}>
        {slides.map((slide, index) => (
          <ResponsiveImage
            key={slide.image.id}
            image={slide.image}
            priority={index === 0}
            sizes={SIZES}
            // The later slides show from 3.6 s on: they must not compete with the first for the connection.
            fetchPriority={index === 0 ? "high" : "low"}
            className={cn(
              "absolute inset-0 size-full object-cover",
              mobileFocusClass(slide.mobilePosition),
              index > 0 && "opacity-0 motion-reduce:hidden",
            )}
          />
        ))}
        {/* The scrim keeps white text above 4.5:1 on every image, wherever the art is brightest (home-hero.css). */}
        <div aria-hidden="true" className="home-hero-scrim absolute inset-0" />
      </div>

      {rotates ? (
        // Checked, the pill reads as a pressed toggle; the name never changes, the checkbox's state says paused. At the
        // hero's top, in the band above the eyebrow, so the first screen shows it on any phone; first in the tab
        // order too, before the hero's links (WCAG 2.2.2: the motion can be stopped before anything else).
        <label className="absolute top-4 right-5 inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-white/40 bg-navy-900/75 px-4 text-sm font-semibold text-white select-none hover:border-white hover:bg-navy-900/85 has-checked:border-white has-checked:bg-white has-checked:text-navy-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600 motion-reduce:hidden sm:top-6 sm:right-8">
          {/* Laid over the whole pill: a tap anywhere on it lands on the checkbox itself. */}
          <input
            type="checkbox"
            className="home-hero-pause absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          {/* Pause bars drawn in CSS: the words say the same. */}
          <span aria-hidden="true" className="h-3 w-2.5 border-x-[3px]" />
          Pause <span className="sr-only">background slideshow</span>
        </label>
      ) : null}

      <div className="mx-auto w-full max-w-7xl px-5 pt-24 pb-20 sm:px-8 sm:py-28">
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
    </section>
  );
}
