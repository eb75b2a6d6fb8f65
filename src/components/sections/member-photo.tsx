import { UserRound } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { teamCopy, type TeamMember } from "~/content/team";

export type PhotoSize = "card" | "large";

function Placeholder({ text, size }: { text: string; size: PhotoSize }) {
  return (
    <div className="flex aspect-[4/5] w-full flex-col items-center justify-center gap-3 bg-sand-fade text-center">
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

/**
 * "Photo Coming Soon", once per page, for the page's image fallbacks (widgets/image-fallbacks.astro) to put in
 * place of a portrait that fails to load (SPEC §8). Rendered here so its classes and copy come from the same place.
 */
export function PhotoFallbackTemplate({ size }: { size: PhotoSize }) {
  return (
    <template data-photo-fallback="">
      <Placeholder text={teamCopy.photoFailed} size={size} />
    </template>
  );
}

type MemberPhotoProps = {
  member: Pick<TeamMember, "name" | "photo">;
  /** How wide the portrait shows at each breakpoint. */
  sizes: string;
  priority?: boolean;
  /** Empty when the member's name is already beside the photo (a card's link text). */
  alt?: string;
  size?: PhotoSize;
};

/**
 * A member's portrait, or "Coming Soon" for a member without one (SPEC §8). The image names its member for the
 * page's script, which swaps in "Photo Coming Soon" if it fails to load.
 */
export function MemberPhoto({ member, sizes, priority, alt, size = "card" }: MemberPhotoProps) {
  const { photo } = member;
  if (!photo) return <Placeholder text={teamCopy.noPhoto} size={size} />;
  return (
    <ResponsiveImage
      image={photo}
      sizes={sizes}
      priority={priority}
      alt={alt}
      className="block h-auto w-full"
      data-member-photo={member.name}
    />
  );
}
