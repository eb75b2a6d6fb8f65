import { checkImage, type ImageCheck } from "~/lib/check-image";
import { onImageFailure } from "~/lib/image-fallback";

/*
 * The browser half of <MemberPhoto>, run by the team and member pages' one small script (SPEC §7, §8). It is
 * plain DOM code, not an island: it must handle portraits that fail while the page is still loading, and it
 * ships no React.
 */

const PORTRAIT = "img[data-member-photo]";

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

/** The page's portraits, each once (a member in several groups shows in several panels). */
export function portraitUrls(root: Document = document): string[] {
  const urls = [...root.querySelectorAll<HTMLImageElement>(PORTRAIT)].map((img) => img.getAttribute("src") ?? "");
  return [...new Set(urls.filter(Boolean))];
}

/**
 * Main-thread time one idle slice may spend starting checks. Starting a request costs a phone a few
 * milliseconds: 21 at once made a long task; 3 ms keeps a slice well short of one.
 */
const SLICE_MS = 3;

function whenIdle(callback: (deadline?: IdleDeadline) => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(callback);
  else setTimeout(callback, 1);
}

function logAnswers(answers: [string, ImageCheck][]) {
  const available = answers.filter(([, check]) => check.reachable).map(([url]) => url);
  if (available.length > 0) console.info(`Team photos available (${available.length}): ${available.join(", ")}`);
  for (const [url, check] of answers) {
    if (!check.reachable) console.warn(`Team photo unavailable (${check.reason}): ${url}`);
  }
}

/**
 * SPEC §7: each portrait's availability is checked with a HEAD request whose answer is only logged. The checks
 * start when the browser is idle, a few per idle slice, and the available ones are logged on one line.
 * Resolves once everything is logged.
 */
export function logPhotoAvailability(urls: readonly string[], fetcher: typeof fetch = fetch): Promise<void> {
  const waiting = [...urls];
  const sent: Promise<[string, ImageCheck]>[] = [];
  return new Promise((logged) => {
    const sendSome = (deadline?: IdleDeadline) => {
      const started = performance.now();
      do {
        const url = waiting.shift();
        if (url === undefined) break;
        sent.push(checkImage(url, fetcher).then((check) => [url, check]));
      } while (
        waiting.length > 0 &&
        performance.now() - started < SLICE_MS &&
        (deadline === undefined || deadline.timeRemaining() > 1)
      );
      if (waiting.length > 0) whenIdle(sendSome);
      else void Promise.all(sent).then(logAnswers).then(logged);
    };
    if (waiting.length > 0) whenIdle(sendSome);
    else logged();
  });
}

/** Everything the team pages' script does for their portraits. */
export function handleMemberPhotos(root: Document = document): void {
  const urls = portraitUrls(root);
  watchPhotoFailures(root);
  void logPhotoAvailability(urls);
}
