import { ImageOff } from "lucide-react";
import { applyWholeStylesheet } from "~/components/layout/whole-stylesheet";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import type { ImageAsset } from "~/lib/images";
import { cn } from "~/lib/cn";

function ComingSoon({ tone }: { tone: "light" | "dark" }) {
  return (
    <div
      className={cn(
        "flex aspect-[16/10] w-full flex-col items-center justify-center gap-3 text-center",
        tone === "dark" ? "bg-navy-800 text-white/85" : "bg-gradient-to-br from-sand-100 to-sand-200 text-navy-800",
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
  tone?: "light" | "dark";
};

/** A case study's art at 16:10; "Coming Soon" without an image or when it fails to load (SPEC §8). */
export function CaseStudyImage({ image, label, sizes, priority, tone = "light" }: CaseStudyImageProps) {
  if (!image) return <ComingSoon tone={tone} />;
  return (
    <ImageWithFallback
      image={image}
      sizes={sizes}
      priority={priority}
      className="block h-auto w-full"
      fallback={<ComingSoon tone={tone} />}
      onFail={(url) => {
        // The fallback is not in the page's HTML, so maybe not in its CSS.
        applyWholeStylesheet();
        console.warn(`Coming Soon: the image of ${label} did not load (${url})`);
      }}
    />
  );
}
