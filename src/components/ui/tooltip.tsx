import { createContext, type ReactNode, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import "./tooltip.css";

/** SPEC §4/§9: a tooltip opens 700 ms after the pointer arrives (tooltip.css) ... */
export const TOOLTIP_DELAY_MS = 700;
/** ... or at once when the pointer reaches another one within 300 ms of the last one closing. */
export const TOOLTIP_SKIP_MS = 300;

type SkipWindow = {
  /** A tooltip closed less than 300 ms ago: the next one opens without the delay. */
  open: boolean;
  /** Called when a tooltip closes. */
  start: () => void;
};

const SkipWindowContext = createContext<SkipWindow>({ open: false, start: () => {} });

/** Gives the tooltips inside it one shared skip window (SPEC §4). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const value = useMemo<SkipWindow>(
    () => ({
      open,
      start: () => {
        setOpen(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setOpen(false), TOOLTIP_SKIP_MS);
      },
    }),
    [open],
  );
  return <SkipWindowContext value={value}>{children}</SkipWindowContext>;
}

/** Space kept between a tooltip and the edge of the window. */
const EDGE = 24;

/** Moves the bubble sideways (its arrow stays on the trigger) when it would cross the window's edge. */
function keepInView(bubble: HTMLElement | null) {
  if (!bubble) return;
  bubble.style.removeProperty("--tooltip-shift");
  const box = bubble.getBoundingClientRect();
  const right = document.documentElement.clientWidth - EDGE;
  const shift = box.left < EDGE ? EDGE - box.left : box.right > right ? right - box.right : 0;
  if (shift) bubble.style.setProperty("--tooltip-shift", `${Math.round(shift)}px`);
}

type TooltipProps = {
  /** The tooltip's text; it is also the trigger's accessible description. */
  content: string;
  /** Renders the trigger, a focusable element, given the id to put in its aria-describedby. */
  children: (tooltipId: string) => ReactNode;
  className?: string;
};

/**
 * A tooltip that works from first paint: CSS shows it 700 ms after hover or keyboard focus
 * (tooltip.css), so it needs no script. Once its island has hydrated, script adds what CSS cannot: Escape
 * closes it, and the 300 ms skip window opens the next one without the delay (inside a TooltipProvider).
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const skipWindow = useContext(SkipWindowContext);
  const bubble = useRef<HTMLSpanElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  /** Focus that follows a press is not keyboard focus, and CSS (:focus-visible) does not open the bubble for it. */
  const pressing = useRef(false);
  /** When the tooltip opened, or will open once its delay has passed; undefined while it is idle. */
  const opensAt = useRef<number | undefined>(undefined);
  const [active, setActive] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const isOpen = () => opensAt.current !== undefined && performance.now() >= opensAt.current && !dismissed;

  const activate = (delay: number) => {
    const at = performance.now() + delay;
    opensAt.current = Math.min(opensAt.current ?? at, at);
    setActive(true);
    keepInView(bubble.current);
  };

  const deactivate = () => {
    if (hovered.current || focused.current) return;
    if (isOpen()) skipWindow.start();
    opensAt.current = undefined;
    setActive(false);
    setDismissed(false);
  };

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !isOpen()) return;
      skipWindow.start();
      setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  return (
    <span
      className={cn("tooltip relative inline-flex", className)}
      data-instant={skipWindow.open || undefined}
      data-dismissed={dismissed || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        hovered.current = true;
        activate(skipWindow.open ? 0 : TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        hovered.current = false;
        deactivate();
      }}
      onPointerDown={() => {
        pressing.current = true;
        document.addEventListener("pointerup", () => (pressing.current = false), { once: true });
      }}
      onFocus={() => {
        if (pressing.current) return;
        focused.current = true;
        activate(0);
      }}
      onBlur={() => {
        focused.current = false;
        deactivate();
      }}
    >
      {children(id)}
      <span
        ref={bubble}
        id={id}
        role="tooltip"
        className="tooltip-bubble absolute bottom-full left-1/2 z-50 w-max max-w-[min(20rem,calc(100vw-3rem))] translate-x-[calc(-50%+var(--tooltip-shift,0px))] pb-2"
      >
        <span className="block rounded-lg bg-navy-900 px-3 py-2 text-sm text-white shadow-lg">{content}</span>
        <span
          aria-hidden="true"
          className="absolute bottom-0.5 left-[calc(50%-var(--tooltip-shift,0px))] size-3 -translate-x-1/2 rotate-45 bg-navy-900"
        />
      </span>
    </span>
  );
}
