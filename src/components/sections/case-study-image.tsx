import { ImageOff } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageAsset } from "~/lib/images";
import { cn } from "~/lib/cn";

type Tone = "light" | "dark";

function ComingSoon({ tone }: { tone: Tone }) {
  return (
    <div
      className={cn(
        "flex aspect-[16/10] w-full flex-col items-center justify-center gap-3 text-center",
        tone === "dark" ? "bg-navy-800 text-white/85" : "bg-sand-fade text-navy-800",
      )}
    >
      <ImageOff aria-hidden="true" className="size-10 opacity-50" />
      <span className="text-sm font-semibold tracking-wider uppercase">Coming Soon</span>
    </div>
  );
}

type CaseStudyImageProps = {
  /** Absent for a study without art. */
  image?: ImageAsset;
  /** Names the study in the log when its image fails. */
  label: string;
  sizes: string;
  priority?: boolean;
  /** The placeholder's colours, to sit on a light or a dark band. */
  tone?: Tone;
};

/**
 * A case study's art at 16:10; "Coming Soon" without an image, or in its place when it fails to load (SPEC §8):
 * the placeholder waits in a `<template>` for the page's script (`showComingSoonWhenArtFails`).
 */
export function CaseStudyImage({ image, label, sizes, priority, tone = "light" }: CaseStudyImageProps) {
  if (!image) return <ComingSoon tone={tone} />;
  return (
    <div data-case-study-art={label}>
      <ResponsiveImage image={image} sizes={sizes} priority={priority} className="block h-auto w-full" />
      <template>
        <ComingSoon tone={tone} />
      </template>
    </div>
  );
}

/** How wide a study's art shows: beside the title on its own page, or at the top of its snapshot. */
export const caseStudyArtSizes = {
  hero: "(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw",
  snapshot: "(min-width: 1280px) 880px, (min-width: 1024px) 70vw, 92vw",
} as const;
