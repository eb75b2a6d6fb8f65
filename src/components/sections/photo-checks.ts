import { runImageChecks } from "./image-checks-script";
import { checkMemberPhotos, PORTRAIT } from "./member-photo-checks";

/**
 * The checks of a page's images that are only logged or shown (SPEC §7): the team pages' portraits, and the
 * /image-test page's list. Apart from image-script.ts, whose fallbacks the case-study pages also need, so that
 * those pages do not carry the checks; the two share no module, so Astro inlines each.
 */
export function runPhotoChecks(root: Document = document): void {
  if (root.querySelector(PORTRAIT)) void checkMemberPhotos(root);
  if (root.querySelector("[data-image-check], img[data-image-preview]")) void runImageChecks(root);
}
