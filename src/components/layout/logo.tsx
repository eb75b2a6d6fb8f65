import { cn } from "~/lib/cn";
import { wordmark } from "./wordmark";
import { wordmarkPath, wordmarkSize } from "./wordmark-svg";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn("size-9 shrink-0", className)}>
      <rect width="40" height="40" rx="11" fill="#0b1f33" />
      <path d="M9 30V17a11 11 0 0 1 22 0v13" fill="none" stroke="#f7b943" strokeWidth="4" strokeLinecap="round" />
      <path d="M7 24h26" stroke="#3fc1b0" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The firm's mark and name, linking home. `tone` picks colours for light or dark backgrounds. The name is a drawing
 * (wordmark.ts, served as /images/wordmark-<tone>.svg), so it keeps its size and one line whichever fonts the device
 * has; as a file, one download serves every page.
 */
export function Logo({ current, tone = "dark" }: { current: boolean; tone?: "dark" | "light" }) {
  return (
    // On the narrowest phones the name gives way (scales down), so the header's menu button stays on the screen.
    <a href="/" aria-current={current ? "page" : undefined} className="flex min-w-0 items-center gap-2.5 rounded-lg">
      <LogoMark />
      <img
        src={wordmarkPath(tone)}
        alt={wordmark.name}
        width={wordmarkSize.width}
        height={wordmarkSize.height}
        // The footer's is far below the fold; the header's is in the first screen.
        loading={tone === "light" ? "lazy" : undefined}
        // After the page's image and font, which a phone's second round trip can only just carry.
        fetchPriority="low"
        decoding="async"
        className="min-w-0"
      />
    </a>
  );
}
