import { site } from "~/content/site";
import { cn } from "~/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn("size-9 shrink-0", className)}>
      <rect width="40" height="40" rx="11" fill="#0b1f33" />
      <path d="M9 30V17a11 11 0 0 1 22 0v13" fill="none" stroke="#f7b943" strokeWidth="4" strokeLinecap="round" />
      <path d="M7 24h26" stroke="#3fc1b0" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The firm's mark and name, linking home. `tone` picks text colour for light or dark backgrounds. */
export function Logo({ current, tone = "dark" }: { current: boolean; tone?: "dark" | "light" }) {
  const [first, ...rest] = site.name.split(" ");
  return (
    <a
      href="/"
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex items-center gap-2.5 rounded-lg font-display text-lg leading-none font-semibold tracking-tight",
        tone === "dark" ? "text-navy-900" : "text-white",
      )}
    >
      <LogoMark />
      {/* One line whichever serif draws it: Fraunces, or the local one when the font misses its first paint. */}
      <span className="whitespace-nowrap">
        {first} <span className={tone === "dark" ? "text-teal-700" : "text-saffron-300"}>{rest.join(" ")}</span>
      </span>
    </a>
  );
}
