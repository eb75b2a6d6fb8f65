import { imageById } from "~/content/images";
import { imageUrl, type ImageFormat } from "~/lib/images";

/** The texts of the diagnostic page (its title, heading and intro are in content/pages/image-test.yaml). */
export const imageTestCopy = {
  settingsHeading: "Configuration",
  siteBaseUrlLabel: "Site base URL",
  imageBaseUrlLabel: "Image base URL",
  checksHeading: "Image checks",
  /** Each check's status: the answer's detail (such as "HTTP 200") follows "Reachable · " or "Unreachable · ". */
  checking: "Checking…",
  reachable: "Reachable",
  unreachable: "Unreachable",
  notDisplayed: "The browser could not display this image.",
} as const;

/** The four images the diagnostic page checks (SPEC §2): one of each kind the site shows, in both formats. */
export const diagnosticSamples: readonly { label: string; image: string; format: ImageFormat }[] = [
  { label: "Background art (WebP)", image: "pattern-convening", format: "webp" },
  { label: "Team portrait (WebP)", image: "team-amara-okafor", format: "webp" },
  { label: "Case-study art (WebP)", image: "case-un-women", format: "webp" },
  { label: "Case-study art (AVIF)", image: "case-hack-a-sat", format: "avif" },
];

export type DiagnosticImage = { label: string; url: string; width: number; height: number };

/** The samples resolved against the image catalogue at build: their URLs at 800 px wide (or less), and sizes. */
export function diagnosticImages(): DiagnosticImage[] {
  return diagnosticSamples.map(({ label, image, format }) => {
    const asset = imageById(image);
    const width = Math.min(800, asset.width);
    const height = Math.round((asset.height * width) / asset.width);
    return { label, url: imageUrl(image, width, format), width, height };
  });
}
