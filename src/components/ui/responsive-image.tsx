import type { ComponentProps } from "react";
import { fallbackWidth, type ImageAsset, imageUrl, srcSet } from "~/lib/images";

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt"> & {
  image: ImageAsset;
  /** How wide the image shows at each breakpoint, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** Above-the-fold images load eagerly at high priority; the rest wait until needed. */
  priority?: boolean;
  /** Empty for a decorative image. */
  alt?: string;
};

/**
 * AVIF at several widths, sized up front so nothing shifts. A browser without AVIF (before 2024) gets the
 * `<img>`'s one WebP: a WebP `srcset` as well would weigh on the first round trip of every page with images.
 */
export function ResponsiveImage({ image, sizes, priority = false, alt, ...props }: ResponsiveImageProps) {
  const { sources } = image;
  return (
    <picture>
      <source type="image/avif" srcSet={sources?.avif ?? srcSet(image, "avif")} sizes={sizes} />
      <img
        src={sources?.fallback ?? imageUrl(image.id, fallbackWidth(image), "webp")}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        {...props}
      />
    </picture>
  );
}
