import type { LucideIcon } from "lucide-react";
import { createContext, createElement, use, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useTone } from "./section";

/** The lucide icons a page's content names, by name. Each page passes only its own, so it ships only those. */
export type IconSet = Readonly<Record<string, LucideIcon>>;

const IconContext = createContext<IconSet>({});

export function PageIcons({ icons, children }: { icons: IconSet; children: ReactNode }) {
  return <IconContext value={icons}>{children}</IconContext>;
}

function useIcon(name: string): LucideIcon {
  const Icon = use(IconContext)[name];
  // Pages are pre-rendered, so a content icon the page forgot to map fails the build.
  if (!Icon) throw new Error(`icon "${name}" is not in this page's icon set (PageIcons)`);
  return Icon;
}

/** A content icon in a soft tile. */
export function IconBadge({ name, className }: { name: string; className?: string }) {
  const icon = useIcon(name);
  const tone = useTone();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-12 shrink-0 place-items-center rounded-xl",
        tone === "navy" ? "bg-white/10 text-saffron-300" : "bg-teal-50 text-teal-700 ring-1 ring-teal-100",
        className,
      )}
    >
      {/* The icon comes from the page's set, so it is the same component on every render. */}
      {createElement(icon, { className: "size-6", strokeWidth: 1.75 })}
    </span>
  );
}
