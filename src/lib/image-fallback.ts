/**
 * Calls `replace` for every image matching `selector` that fails to load: those that fail from now on (listened for
 * in the capture phase, as `error` does not bubble) and those that failed before this ran (a page's module script
 * runs once the HTML is parsed, and the first images may have failed by then). Plain DOM code, not an island.
 */
export function onImageFailure(selector: string, replace: (img: HTMLImageElement) => void, root: Document = document) {
  root.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(selector)) replace(event.target);
    },
    { capture: true },
  );
  for (const img of root.querySelectorAll<HTMLImageElement>(selector)) {
    // A lazy image that has not started loading is not `complete`; a broken one is, with no width.
    if (img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)) replace(img);
  }
}
