import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageAsset } from "~/lib/images";

export type GalleryItem = { image: ImageAsset; title: string; caption: string };

/** Pictures with a title and caption each, three across on wide screens. */
export function ImageGallery({ items }: { items: GalleryItem[] }) {
  return (
    <ul className="mt-12 grid gap-x-6 gap-y-12 sm:mt-16 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <figure>
            <ResponsiveImage
              image={item.image}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] w-full rounded-2xl object-cover ring-1 ring-navy-900/5"
            />
            <figcaption className="mt-5">
              <h3 className="text-xl font-semibold text-navy-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{item.caption}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
