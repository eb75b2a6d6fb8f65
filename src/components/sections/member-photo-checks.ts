import { checkImage, type ImageCheck } from "~/lib/check-image";

/*
 * The availability checks of the team and member pages' portraits (SPEC §7), run by the photo checks script
 * (photo-checks.ts), apart from the fallback (member-photo-script.ts) so that pages without portraits never carry
 * them.
 */

// Also in member-photo-script.ts: a module both scripts imported would become a shared file, and neither would be
// inlined any more (image-script.ts).
export const PORTRAIT = "img[data-member-photo]";

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

/** Checks the page's portraits and logs what it finds. */
export function checkMemberPhotos(root: Document = document): Promise<void> {
  return logPhotoAvailability(portraitUrls(root));
}
