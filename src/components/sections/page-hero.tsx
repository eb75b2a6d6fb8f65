import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PageCopy } from "~/content/pages.schema";
import type { Action } from "~/content/story.schema";
import type { ImageAsset } from "~/lib/images";
import { ActionRow } from "./action-row";
import { imagePreload } from "./image-preload";
import { Eyebrow } from "./section";

const SIZES = "(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw";

/** The head's preload for the hero's art, the page's largest paint. */
export function pageHeroPreload(image: ImageAsset) {
  return [imagePreload(image, SIZES)];
}

/**
 * A story page's opening: eyebrow, the page's one h1, its intro and calls to
 * action beside the page's art, on navy. The art is the page's largest paint:
 * pass `pageHeroPreload(image)` to the layout's `preloadImages`.
 */
export function PageHero({
  page,
  image,
  action,
  secondary,
  id,
}: {
  page: Pick<PageCopy, "eyebrow" | "heading" | "intro">;
  image: ImageAsset;
  action: Action;
  secondary?: Action[];
  /** "top" on the service pages, the target of /events#top and the like. */
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby="page-title"
      data-tone="navy"
      className="relative isolate overflow-hidden bg-navy-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_0%_0%,rgb(15_133_119/0.35),transparent_55%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 pt-14 pb-16 sm:px-8 sm:pt-20 sm:pb-24 lg:grid-cols-12 lg:gap-16 lg:py-24">
        <div className="lg:col-span-7">
          {page.eyebrow ? <Eyebrow>{page.eyebrow}</Eyebrow> : null}
          <h1
            id="page-title"
            className="mt-4 text-4xl leading-[1.08] font-semibold sm:text-5xl lg:text-6xl xl:text-[4rem]"
          >
            {page.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/80 sm:text-xl">{page.intro}</p>
          <ActionRow primary={action} secondary={secondary} onDark className="mt-10" />
        </div>
        <div className="lg:col-span-5">
          <ResponsiveImage
            image={image}
            priority
            sizes={SIZES}
            className="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/10 lg:aspect-[4/5]"
          />
        </div>
      </div>
    </section>
  );
}
