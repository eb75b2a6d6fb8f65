import { showComingSoonWhenArtFails } from "./case-study-image-fallback";
import { PORTRAIT, watchPhotoFailures } from "./member-photo-script";

/**
 * What the browser does when a page's images fail (SPEC §8): portraits give way to "Photo Coming Soon" and
 * case-study art to "Coming Soon". One script that imports nothing another script imports, so Astro can inline it
 * into the page (astro.config.ts): a chain of small chunks cost a phone a round trip each before its first paint
 * had settled (issue 18). The portrait checks are a script of their own (photo-checks.ts), which only the pages with
 * portraits carry. Each part acts only where its images are.
 */
export function runImageScript(root: Document = document): void {
  if (root.querySelector(PORTRAIT)) watchPhotoFailures(root);
  if (root.querySelector("[data-case-study-art]")) showComingSoonWhenArtFails(root);
}
