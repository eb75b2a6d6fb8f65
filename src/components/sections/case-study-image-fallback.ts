/**
 * Case-study art that fails to load gives way to its "Coming Soon" placeholder (SPEC §8), which waits in a
 * `<template>` beside it (src/components/sections/case-study-image.tsx). Run it from the page's `<script>`: it
 * catches failures from then on, and those that happened while the page was still loading.
 */
export function showComingSoonWhenArtFails(root: Document = document) {
  const fail = (img: HTMLImageElement) => {
    const frame = img.closest<HTMLElement>("[data-case-study-art]");
    const placeholder = frame?.querySelector("template");
    if (!frame || !placeholder) return;
    frame.replaceChildren(placeholder.content.cloneNode(true));
    // A warning, not an error: the page copes.
    console.warn(`Coming Soon: the image of ${frame.dataset.caseStudyArt} did not load (${img.currentSrc || img.src})`);
  };
  // Image errors do not bubble: listen in the capture phase.
  root.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) fail(event.target);
    },
    true,
  );
  // A lazy image that has not started loading is not `complete`; a broken one is, with no width.
  for (const img of root.querySelectorAll<HTMLImageElement>("[data-case-study-art] img")) {
    if (img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)) fail(img);
  }
}
