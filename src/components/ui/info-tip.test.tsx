import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InfoTip } from "~/components/ui/info-tip";
import { TooltipProvider } from "~/components/ui/tooltip";

// jsdom has no layout; Radix measures the tooltip's arrow with a ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderTips() {
  render(
    <TooltipProvider>
      <InfoTip about="Service Interest">Which capability you have in mind.</InfoTip>
      <InfoTip about="Timeline">When you would like work to start.</InfoTip>
    </TooltipProvider>,
  );
  return {
    service: screen.getByRole("button", { name: "About Service Interest" }),
    timeline: screen.getByRole("button", { name: "About Timeline" }),
  };
}

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: "mouse" });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

describe("InfoTip in the TooltipProvider (SPEC §4, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("ResizeObserver", NoopResizeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens on hover only after 700 ms", () => {
    const { service } = renderTips();
    hover(service);
    advance(699);
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(1);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Which capability you have in mind.");
    expect(service).toHaveAccessibleDescription("Which capability you have in mind.");
  });

  it("opens the next tooltip at once within the 300 ms skip window, and waits again after it", () => {
    const { service, timeline } = renderTips();
    hover(service);
    advance(700);
    pressEscape();
    fireEvent.pointerLeave(service);
    expect(screen.queryByRole("tooltip")).toBeNull();

    advance(299);
    hover(timeline);
    expect(screen.getByRole("tooltip")).toHaveTextContent("When you would like work to start.");
    pressEscape();

    advance(301);
    fireEvent.pointerLeave(timeline);
    hover(service);
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(700);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Which capability you have in mind.");
  });

  it("opens on keyboard focus and closes with Escape", () => {
    const { timeline } = renderTips();
    act(() => timeline.focus());
    expect(screen.getByRole("tooltip")).toHaveTextContent("When you would like work to start.");
    pressEscape();
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(timeline).toHaveFocus();
  });
});
