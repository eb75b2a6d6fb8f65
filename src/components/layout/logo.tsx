import { cn } from "~/lib/cn";
import { wordmark } from "./wordmark";

/** The wordmark's size: that of the 18 px semibold name it draws (scripts/build-wordmark.ts draws 100 units to the em). */
const WORDMARK_SCALE = 18 / 100;

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
 * (wordmark.ts), so it keeps its size and one line whichever fonts the device has.
 */
export function Logo({ current, tone = "dark" }: { current: boolean; tone?: "dark" | "light" }) {
  const dark = tone === "dark";
  return (
    <a href="/" aria-current={current ? "page" : undefined} className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <LogoMark />
      <svg
        role="img"
        aria-label={wordmark.name}
        viewBox={`0 0 ${wordmark.width} ${wordmark.height}`}
        width={Math.round(wordmark.width * WORDMARK_SCALE)}
        height={Math.round(wordmark.height * WORDMARK_SCALE)}
      >
        <path
          d={wordmark.first}
          className={cn(dark ? "fill-navy-900" : "fill-white", "forced-colors:fill-[CanvasText]")}
        />
        <path
          d={wordmark.rest}
          className={cn(dark ? "fill-teal-700" : "fill-saffron-300", "forced-colors:fill-[CanvasText]")}
        />
      </svg>
    </a>
  );
}
