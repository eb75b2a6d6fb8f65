/*
 * The commercial page's one small script. Without it everything works: pointing at an industry, focusing it, or
 * following its link (a tap, Enter, a click) shows its clients. Followed, the link chooses the industry through
 * the URL, and its clients stay when the pointer moves off. Where they show beside the list (Tailwind's lg, 64rem)
 * and a mouse points, SPEC §2 wants them cleared then; pointing already shows them, so a click there is left to
 * the pointer. Where they show under the list, a click still chooses: the pointer must cross the list to read them.
 */

const POINTING_SHOWS_BESIDE = "(hover: hover) and (pointer: fine) and (min-width: 64rem)";

export function keepClicksToThePointer(root: Document = document): void {
  root.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-industry-link]") : null;
    // `detail` counts a pointer's clicks; a link followed with Enter has none.
    if (link && event.detail > 0 && root.defaultView?.matchMedia(POINTING_SHOWS_BESIDE).matches) {
      event.preventDefault();
    }
  });
}
