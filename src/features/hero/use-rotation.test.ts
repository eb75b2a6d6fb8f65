import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { canRotate, nextIndex, useRotation } from "./use-rotation";

/** jsdom has no matchMedia; answer the reduced-motion query as a browser would. */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("nextIndex and canRotate", () => {
  it("advances and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it("never rotates one image or none", () => {
    expect(canRotate(0)).toBe(false);
    expect(canRotate(1)).toBe(false);
    expect(canRotate(2)).toBe(true);
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

describe("useRotation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("advances once per interval and wraps after the last slide", () => {
    const { result } = renderHook(() => useRotation(4, 5000));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it("does not rotate a single image", () => {
    const { result } = renderHook(() => useRotation(1, 5000));
    expect(result.current.rotates).toBe(false);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });

  it("stops while paused and resumes a full interval after play", () => {
    const { result } = renderHook(() => useRotation(4, 5000));
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.togglePaused());
    expect(result.current.paused).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(1);
    act(() => result.current.togglePaused());
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(2);
  });

  it("does not rotate when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useRotation(4, 5000));
    expect(result.current.rotates).toBe(false);
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });
});
