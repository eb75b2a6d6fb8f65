import { site } from "~/content/site";

/** An image made by the build's art pipeline (scripts/build-images.ts), described for the page. */
export type ImageAsset = {
  id: string;
  alt: string;
  /** Intrinsic size of the largest rendition; sets the aspect ratio and stops layout shift. */
  width: number;
  height: number;
  /**
   * Set for a photo astro:assets resized (an uploaded portrait or case-study photo): its AVIF srcset, its WebP at
   * full size and the URL a preload names.
   */
  sources?: { avif: string; fallback: string; preload: string };
};

export type ImageFormat = "avif" | "webp";

/** The widths the pipeline renders, capped at each image's own width. */
export const RENDITION_WIDTHS = [400, 800, 1200, 1600, 2400] as const;

export function renditionWidths(asset: Pick<ImageAsset, "width">): number[] {
  const widths: number[] = RENDITION_WIDTHS.filter((width) => width < asset.width);
  return [...widths, asset.width];
}

/** The one width a page asks for outside a srcset: the `<img>`'s fallback and a preload's href. */
export function fallbackWidth(asset: Pick<ImageAsset, "width">): number {
  return renditionWidths(asset).find((width) => width >= 800) ?? asset.width;
}

/**
 * The widths rendered in WebP: the `<img>` fallback for browsers without AVIF (responsive-image.tsx) and the full
 * size that structured data names. AVIF carries every width.
 */
export function webpWidths(asset: Pick<ImageAsset, "width">): number[] {
  return [...new Set([fallbackWidth(asset), asset.width])];
}

export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `${site.imageBaseUrl}/${id}-${width}.${format}`;
}

export function srcSet(asset: ImageAsset, format: ImageFormat): string {
  return renditionWidths(asset)
    .map((width) => `${imageUrl(asset.id, width, format)} ${width}w`)
    .join(", ");
}
