import { onImageFailure } from "~/lib/image-fallback";

/*
 * The browser half of <MemberPhoto> for portraits that fail (SPEC §8), run by the pages' image script
 * (image-script.ts). It is plain DOM code, not an island: it must handle portraits that fail while the page is
 * still loading, and it ships no React. The availability checks are member-photo-checks.ts.
 */

export const PORTRAIT = "img[data-member-photo]";

/** Puts the page's "Photo Coming Soon" (<PhotoFallbackTemplate>) in place of a portrait that failed, and logs it. */
function showFallback(img: HTMLImageElement) {
  const template = img.ownerDocument.querySelector<HTMLTemplateElement>("template[data-photo-fallback]");
  const picture = img.closest("picture") ?? img;
  if (!template || !picture.isConnected) return;
  picture.replaceWith(template.content.cloneNode(true));
  // A warning, not an error: the page copes.
  console.warn(
    `Photo Coming Soon: the photo of ${img.dataset.memberPhoto} did not load (${img.currentSrc || img.src})`,
  );
}

/** A portrait that fails gives way to "Photo Coming Soon" (SPEC §8), also one that failed before this ran. */
export function watchPhotoFailures(root: Document = document): void {
  onImageFailure(PORTRAIT, showFallback, root);
}
