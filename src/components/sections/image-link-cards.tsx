import { ArrowRight } from "lucide-react";
import { LabelThenIcon } from "~/components/ui/label-then-icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageAsset } from "~/lib/images";

export type ImageLinkCard = { title: string; body: string; href: string; linkLabel: string; image: ImageAsset };

/**
 * Cards that each lead to a page, with art on top; the whole card is the link's target. Each takes four rows of the
 * grid (art, title, words, link), so cards side by side keep each part level; the grid's rows have no gap of their
 * own, which would open inside the cards too. They sit below a hero, so their art loads lazily.
 */
export function ImageLinkCards({ cards }: { cards: ImageLinkCard[] }) {
  return (
    <ul className="mt-12 -mb-6 grid gap-x-6 sm:mt-16 md:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.href}
          className="group relative row-span-4 mb-6 grid grid-rows-subgrid overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card hover:shadow-card-raised"
        >
          <ResponsiveImage
            image={card.image}
            alt=""
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
            className="aspect-[16/10] w-full object-cover"
          />
          <h3 className="px-7 pt-7 text-2xl leading-snug font-semibold text-navy-900 sm:px-8 sm:pt-8">{card.title}</h3>
          <p className="mt-3 mb-8 px-7 leading-relaxed text-ink-soft sm:px-8">{card.body}</p>
          <a
            href={card.href}
            className="mx-7 mb-7 self-start justify-self-start font-semibold text-teal-700 group-hover:underline after:absolute after:inset-0 after:content-[''] sm:mx-8 sm:mb-8"
          >
            <LabelThenIcon
              label={card.linkLabel}
              icon={<ArrowRight aria-hidden="true" className="ml-2 inline-block size-4 align-[-0.125em]" />}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
