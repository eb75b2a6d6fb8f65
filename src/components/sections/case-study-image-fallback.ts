import { onImageFailure } from "~/lib/image-fallback";

/**
 * Case-study art that fails to load gives way to its "Coming Soon" placeholder (SPEC §8), which waits in a
 * `<template>` beside it (src/components/sections/case-study-image.tsx). Run it from the page's `<script>`.
 */
export function showComingSoonWhenArtFails(root: Document = document) {
  onImageFailure(
    "[data-case-study-art] img",
    (img) => {
      const frame = img.closest<HTMLElement>("[data-case-study-art]");
      const placeholder = frame?.querySelector("template");
      if (!frame || !placeholder) return;
      frame.replaceChildren(placeholder.content.cloneNode(true));
      // A warning, not an error: the page copes.
      console.warn(
        `Coming Soon: the image of ${frame.dataset.caseStudyArt} did not load (${img.currentSrc || img.src})`,
      );
    },
    root,
  );
}
