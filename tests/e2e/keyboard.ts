import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until `target` has focus, proving it is reachable from the keyboard; fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, { maxPresses = 150, backwards = false } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} was not reached with ${maxPresses} presses of Tab`);
}

/** What a sighted keyboard user sees of the focused element. */
export type FocusStop = {
  description: string;
  /** An outline or box shadow marks it. */
  indicated: boolean;
  /** Contrast of the focus outline against the background around it (WCAG 1.4.11 asks 3:1). */
  contrast: number;
  /** Has a size and lies in the viewport. */
  onScreen: boolean;
  /** Another element (a sticky header, a tab bar) covers all of it (WCAG 2.4.11). */
  coveredBy: string | null;
};

/** Inspects `document.activeElement`; null when focus is on the document itself. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    // Judge the settled focus style, not a colour halfway through a transition.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

    const describe = (node: Element) => {
      const labels = "labels" in node ? (node as HTMLInputElement).labels : null;
      const label =
        node.getAttribute("aria-label") ??
        (labels?.length ? [...labels].map((l) => l.textContent).join(" ") : (node.textContent ?? ""))
          .trim()
          .slice(0, 40);
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}> "${label}"`;
    };
    const rgba = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: [number, number, number, number]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // The outline is drawn around the element, over whatever its parent shows.
    const backgroundBehind = (node: Element) => {
      for (let current = node.parentElement; current; current = current.parentElement) {
        const color = rgba(getComputedStyle(current).backgroundColor);
        if (color[3] >= 0.95) return color;
      }
      return rgba("rgb(255, 255, 255)");
    };

    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const shadowed = style.boxShadow !== "none";
    const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const contrast = outlined
      ? ratio(luminance(rgba(style.outlineColor)), luminance(backgroundBehind(element)))
      : shadowed
        ? Infinity
        : 0;

    const rect = element.getBoundingClientRect();
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    // Covered only if no part of its visible area shows: sample a 3×3 grid over it.
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, window.innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    const hits = [1 / 6, 1 / 2, 5 / 6].flatMap((fx) =>
      [1 / 6, 1 / 2, 5 / 6].map((fy) =>
        document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy),
      ),
    );
    const shows = hits.some((hit) => hit && (element.contains(hit) || hit.contains(element)));
    const covered = onScreen && !shows ? (hits[4] ?? null) : null;

    return {
      description: describe(element),
      indicated: outlined || shadowed,
      contrast: Math.round(contrast * 100) / 100,
      onScreen,
      coveredBy: covered ? describe(covered) : null,
    };
  });
}

/**
 * Tabs through the whole page from the top and returns every stop, until focus
 * leaves the document or comes back round to the first stop.
 */
export async function walkTabOrder(page: Page, maxStops = 250): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (!stop || (stops.length > 0 && stop.description === stops[0]?.description)) return stops;
    stops.push(stop);
  }
  throw new Error(`more than ${maxStops} tab stops: is focus trapped?`);
}
