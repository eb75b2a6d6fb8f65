import { UserRound } from "lucide-react";
import { useEffect } from "react";
import { applyWholeStylesheet } from "~/components/layout/whole-stylesheet";
import { AfterHydration } from "~/components/ui/after-hydration";
import { ImageWithFallback } from "~/components/ui/image-with-fallback";
import { type ImageAsset, imageUrl } from "~/lib/images";
import { logPhotoAvailability, logPhotoFailure } from "./photo-availability";

type MemberPhotoProps = {
  name: string;
  /** Absent for a member without a photo. */
  photo?: ImageAsset;
  sizes: string;
  priority?: boolean;
  /** Empty when the member's name is already beside the photo (a card's link text). */
  alt?: string;
  size?: "card" | "large";
  /**
   * Leave the portrait out of the pre-rendered HTML and add it once the page
   * is interactive, for cards below the first screen: the browser then spends
   * the first paint's bandwidth on what shows. Without scripts it shows as usual.
   */
  afterHydration?: boolean;
};

function Placeholder({ text, size }: { text: string; size: "card" | "large" }) {
  return (
    <div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-3 bg-gradient-to-b from-sand-100 to-sand-200 text-center">
      <UserRound
        aria-hidden="true"
        className={size === "large" ? "size-16 text-navy-700/40" : "size-10 text-navy-700/40"}
      />
      <span
        className={
          size === "large"
            ? "font-display text-xl font-semibold text-navy-800"
            : "text-xs font-semibold tracking-wider text-navy-800 uppercase"
        }
      >
        {text}
      </span>
    </div>
  );
}

/** A member's portrait; "Coming Soon" without one, "Photo Coming Soon" if it fails to load (SPEC §8). */
export function MemberPhoto({
  name,
  photo,
  sizes,
  priority,
  alt,
  size = "card",
  afterHydration = false,
}: MemberPhotoProps) {
  const checkUrl = photo ? imageUrl(photo.id, photo.width, "webp") : undefined;

  useEffect(() => {
    if (checkUrl) void logPhotoAvailability(checkUrl);
  }, [checkUrl]);

  if (!photo) return <Placeholder text="Coming Soon" size={size} />;
  const portrait = (
    <ImageWithFallback
      image={photo}
      sizes={sizes}
      priority={priority}
      alt={alt}
      className="block h-auto w-full"
      fallback={<Placeholder text="Photo Coming Soon" size={size} />}
      onFail={(url) => {
        // The fallback is not in the page's HTML, so maybe not in its CSS.
        applyWholeStylesheet();
        logPhotoFailure(name, url);
      }}
    />
  );
  // The box is the 4:5 shape the portrait fills.
  return afterHydration ? <AfterHydration boxClassName="aspect-[4/5] w-full">{portrait}</AfterHydration> : portrait;
}
