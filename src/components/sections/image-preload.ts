import { type ImageAsset, imageUrl, renditionWidths, srcSet } from "~/lib/images";

/** A head `<link rel="preload">` for a hero's image (base-layout.astro's `preloadImages`), as ResponsiveImage will ask for it. */
export function imagePreload(image: ImageAsset, sizes: string) {
  const fallbackWidth = renditionWidths(image).find((width) => width >= 800) ?? image.width;
  if (image.sources) {
    return { href: image.sources.preload, imagesrcset: image.sources.avif, imagesizes: sizes, type: "image/avif" };
  }
  return {
    href: imageUrl(image.id, fallbackWidth, "avif"),
    imagesrcset: srcSet(image, "avif"),
    imagesizes: sizes,
    type: "image/avif",
  };
}
