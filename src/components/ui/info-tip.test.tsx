import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InfoTip } from "~/components/ui/info-tip";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_MS, TooltipProvider } from "~/components/ui/tooltip";

// jsdom applies no stylesheet, so these tests check what script adds to the CSS (tooltip.css): the skip window
// (data-instant) and Escape (data-dismissed). The delays themselves are checked in a browser. Events are fired
// synchronously, as the clocks are fake.
function renderTips() {
  render(
    <TooltipProvider>
      <InfoTip about="Service Interest">Which capability you have in mind.</InfoTip>
      <p>Between the fields</p>
      <InfoTip about="Timeline">When you would like work to start.</InfoTip>
    </TooltipProvider>,
  );
  const service = screen.getByRole("button", { name: "About Service Interest" });
  const timeline = screen.getByRole("button", { name: "About Timeline" });
  let pointerAt: Element = document.body;
  /** A mouse moving from where it was to `to`: React derives pointerenter/pointerleave from these. */
  const moveTo = (to: Element) =>
    act(() => {
      fireEvent.pointerOut(pointerAt, { pointerType: "mouse", relatedTarget: to });
      fireEvent.pointerOver(to, { pointerType: "mouse", relatedTarget: pointerAt });
      pointerAt = to;
    });
  const rootOf = (button: HTMLElement) => button.parentElement as HTMLElement;
  return { service, timeline, moveTo, rootOf, elsewhere: screen.getByText("Between the fields") };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pressEscape = () => act(() => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" }));

describe("InfoTip (SPEC §4, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is a button named after what it explains, described by its tooltip from the first render", () => {
    const { service } = renderTips();
    expect(service).toHaveAccessibleDescription("Which capability you have in mind.");
    const tooltip = document.getElementById(service.getAttribute("aria-describedby") ?? "");
    expect(tooltip).toHaveAttribute("role", "tooltip");
    expect(tooltip).toHaveTextContent("Which capability you have in mind.");
  });

  it("waits out the delay on the first hover, skips it within 300 ms of a tooltip closing, and waits again after", () => {
    const { service, timeline, moveTo, rootOf, elsewhere } = renderTips();
    moveTo(service);
    expect(rootOf(service)).not.toHaveAttribute("data-instant");
    advance(TOOLTIP_DELAY_MS);
    moveTo(elsewhere);

    advance(TOOLTIP_SKIP_MS - 1);
    expect(rootOf(timeline)).toHaveAttribute("data-instant");
    moveTo(timeline);
    moveTo(elsewhere);

    advance(TOOLTIP_SKIP_MS + 1);
    expect(rootOf(service)).not.toHaveAttribute("data-instant");
    expect(rootOf(timeline)).not.toHaveAttribute("data-instant");
  });

  it("opens no skip window when the pointer left before the delay was over", () => {
    const { service, timeline, moveTo, rootOf, elsewhere } = renderTips();
    moveTo(service);
    advance(TOOLTIP_DELAY_MS - 100);
    moveTo(elsewhere);
    expect(rootOf(timeline)).not.toHaveAttribute("data-instant");
  });

  it("closes with Escape after opening on keyboard focus, and focus stays on the button", () => {
    const { timeline, rootOf } = renderTips();
    act(() => timeline.focus());
    pressEscape();
    expect(rootOf(timeline)).toHaveAttribute("data-dismissed");
    expect(timeline).toHaveFocus();
    act(() => timeline.blur());
    expect(rootOf(timeline)).not.toHaveAttribute("data-dismissed");
  });

  it("closes a hovered tooltip with Escape wherever focus is, once it is open", () => {
    const { service, moveTo, rootOf, elsewhere } = renderTips();
    moveTo(service);
    pressEscape();
    expect(rootOf(service), "not open yet: nothing to close").not.toHaveAttribute("data-dismissed");
    advance(TOOLTIP_DELAY_MS);
    pressEscape();
    expect(rootOf(service)).toHaveAttribute("data-dismissed");
    moveTo(elsewhere);
    expect(rootOf(service)).not.toHaveAttribute("data-dismissed");
  });
});
