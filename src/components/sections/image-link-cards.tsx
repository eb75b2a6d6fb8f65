import { ArrowRight } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageAsset } from "~/lib/images";

export type ImageLinkCard = { title: string; body: string; href: string; linkLabel: string; image: ImageAsset };

/**
 * Cards that each lead to a page, with art on top; the whole card is the link's target. They sit below a hero, so
 * their art loads lazily.
 */
export function ImageLinkCards({ cards }: { cards: ImageLinkCard[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:mt-16 md:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.href}
          className="group relative flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card hover:shadow-card-raised"
        >
          <ResponsiveImage
            image={card.image}
            alt=""
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
            className="aspect-[16/10] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-7 sm:p-8">
            <h3 className="text-2xl leading-snug font-semibold text-navy-900">{card.title}</h3>
            <p className="mt-3 mb-8 leading-relaxed text-ink-soft">{card.body}</p>
            <a
              href={card.href}
              className="mt-auto inline-flex items-center gap-2 font-semibold text-teal-700 group-hover:underline after:absolute after:inset-0 after:content-['']"
            >
              {card.linkLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
