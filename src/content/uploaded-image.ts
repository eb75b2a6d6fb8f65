import { getImage } from "astro:assets";
import type { ImageAsset } from "~/lib/images";

type Crop = { id: string; alt: string; width: number; height: number; widths: readonly number[] };

/**
 * A photo an owner put next to a content file, resized by astro:assets and cropped to the size it shows at: AVIF
 * at each width, and one WebP at full size for the browsers without AVIF (src/components/ui/responsive-image.tsx)
 * and for structured data.
 */
export async function uploadedImage(src: ImageMetadata, { id, alt, width, height, widths }: Crop): Promise<ImageAsset> {
  const size = { src, width, height, fit: "cover" };
  const [avif, webp] = await Promise.all([
    getImage({ ...size, widths: [...widths], format: "avif" }),
    getImage({ ...size, format: "webp" }),
  ]);
  return { id, alt, width, height, sources: { avif: avif.srcSet.attribute, fallback: webp.src, preload: avif.src } };
}
