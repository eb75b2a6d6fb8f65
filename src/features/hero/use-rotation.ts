import { useEffect, useState, useSyncExternalStore } from "react";

/** The slide after `index`, wrapping from the last to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** SPEC §4: one image or none never rotates. */
export function canRotate(count: number): boolean {
  return count > 1;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asks for less motion; false in the pre-rendered HTML, then the real answer once hydrated. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export type Rotation = {
  /** The slide showing now. */
  index: number;
  /** Whether the slides would advance on their own: more than one, and no reduced-motion preference. */
  rotates: boolean;
  paused: boolean;
  togglePaused: () => void;
};

/**
 * Advances a slide index every `intervalMs`, wrapping to the first, unless
 * there is one slide or none, the visitor paused it, or prefers reduced motion.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotates = canRotate(count) && !reducedMotion;
  const running = rotates && !paused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  return { index: index < count ? index : 0, rotates, paused, togglePaused: () => setPaused((value) => !value) };
}
