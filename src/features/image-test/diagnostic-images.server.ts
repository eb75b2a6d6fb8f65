import { imageById } from "~/content/images";
import { imageUrl, type ImageFormat } from "~/lib/images";
import type { DiagnosticImage } from "./image-diagnostic";

function sample(label: string, id: string, format: ImageFormat): DiagnosticImage {
  const image = imageById(id);
  const width = Math.min(800, image.width);
  return { label, url: imageUrl(id, width, format), width, height: Math.round((image.height * width) / image.width) };
}

/** The four images the diagnostic page checks: one of each kind the site shows, in both formats. */
export const diagnosticImages: DiagnosticImage[] = [
  sample("Background art (WebP)", "pattern-convening", "webp"),
  sample("Team portrait (WebP)", "team-amara-okafor", "webp"),
  sample("Case-study art (WebP)", "case-un-women", "webp"),
  sample("Case-study art (AVIF)", "case-hack-a-sat", "avif"),
];
