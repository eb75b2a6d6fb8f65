import { fallbackWidth, type ImageAsset, imageUrl, srcSet } from "~/lib/images";

/** A head `<link rel="preload">` for a hero's image (base-layout.astro's `preloadImages`), as ResponsiveImage will ask for it. */
export function imagePreload(image: ImageAsset, sizes: string) {
  if (image.sources) {
    return { href: image.sources.preload, imagesrcset: image.sources.avif, imagesizes: sizes, type: "image/avif" };
  }
  return {
    href: imageUrl(image.id, fallbackWidth(image), "avif"),
    imagesrcset: srcSet(image, "avif"),
    imagesizes: sizes,
    type: "image/avif",
  };
}
