import { checkImage } from "~/lib/check-image";

const checked = new Set<string>();

/**
 * SPEC §7: each team photo's availability is checked with a HEAD request whose
 * result is only logged. Each URL is checked once per page session.
 */
export function logPhotoAvailability(url: string, fetcher?: typeof fetch): Promise<void> | undefined {
  if (checked.has(url)) return undefined;
  checked.add(url);
  return checkImage(url, fetcher).then((result) => {
    if (result.reachable) console.info(`Team photo available: ${url}`);
    else console.warn(`Team photo unavailable (${result.reason}): ${url}`);
  });
}

/** SPEC §8: a team photo that fails to load is logged. A warning, not an error: the page copes. */
export function logPhotoFailure(name: string, url: string): void {
  console.warn(`Photo Coming Soon: the photo of ${name} did not load (${url})`);
}
