import { checkImage, type ImageCheck } from "~/lib/check-image";

/*
 * The browser half of <ImageChecks>, run by the diagnostic page's one small script: plain DOM code, not an island,
 * as it has nothing to render that the HTML does not already hold.
 */

function showResult(check: HTMLElement, result: ImageCheck) {
  const state = result.reachable ? "reachable" : "unreachable";
  for (const line of check.querySelectorAll<HTMLElement>("[data-check-state]")) {
    line.hidden = line.dataset.checkState !== state;
  }
  const text = check.querySelector<HTMLElement>(`[data-check-state="${state}"] [data-check-text]`);
  const detail = result.reachable ? `HTTP ${result.status}` : result.reason;
  if (text) text.textContent = `${text.dataset.checkText} · ${detail}`;
}

function showPreviewFailed(img: HTMLImageElement) {
  const fallback = img.nextElementSibling;
  if (!(fallback instanceof HTMLElement) || !fallback.matches("[data-image-preview-failed]")) return;
  img.hidden = true;
  fallback.hidden = false;
}

/**
 * Checks each image with a HEAD request (SPEC §7) and shows and logs the answer; a preview the browser could not
 * show gives way to a note, whether it failed before this ran (a module script runs after parsing) or after.
 */
export async function runImageChecks(root: Document = document, fetcher: typeof fetch = fetch): Promise<void> {
  for (const img of root.querySelectorAll<HTMLImageElement>("img[data-image-preview]")) {
    if (img.complete && img.naturalWidth === 0) showPreviewFailed(img);
    else img.addEventListener("error", () => showPreviewFailed(img), { once: true });
  }
  const checks = [...root.querySelectorAll<HTMLElement>("[data-image-check]")].map(async (check) => {
    const url = check.dataset.imageCheck ?? "";
    const result = await checkImage(url, fetcher);
    console.info(`Image check: ${url}`, result);
    showResult(check, result);
  });
  await Promise.all(checks);
}
