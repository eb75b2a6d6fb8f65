import { showComingSoonWhenArtFails } from "./case-study-image-fallback";
import { runImageChecks } from "./image-checks-script";
import { handleMemberPhotos } from "./member-photo-script";

/**
 * Everything the browser does for a page's images (SPEC §7, §8), as one script that imports nothing another
 * script shares, so Astro inlines it into the page: a chain of small chunks cost a phone a round trip each
 * before its first paint had settled (issue 18). Each part acts only where its images are.
 */
export function runImageScript(root: Document = document): void {
  if (root.querySelector("img[data-member-photo]")) handleMemberPhotos(root);
  if (root.querySelector("[data-case-study-art]")) showComingSoonWhenArtFails(root);
  if (root.querySelector("[data-image-check], img[data-image-preview]")) void runImageChecks(root);
}
