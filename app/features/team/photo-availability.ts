import { checkImage } from "~/lib/check-image";

const checked = new Set<string>();
let queue: { url: string; fetcher?: typeof fetch; logged: () => void }[] = [];

/** Runs `work` once the browser has nothing more urgent to do. */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work);
  else setTimeout(work, 200);
}

async function checkQueued() {
  const batch = queue;
  queue = [];
  const results = await Promise.all(
    batch.map(async ({ url, fetcher }) => ({ url, result: await checkImage(url, fetcher) })),
  );
  const available = results.filter(({ result }) => result.reachable).map(({ url }) => url);
  if (available.length > 0) console.info(`Team photos available (${available.length}): ${available.join(", ")}`);
  for (const { url, result } of results)
    if (!result.reachable) console.warn(`Team photo unavailable (${result.reason}): ${url}`);
  for (const { logged } of batch) logged();
}

/**
 * SPEC §7: each team photo's availability is checked with a HEAD request whose
 * result is only logged. Each URL is checked once per page session. A page's
 * checks go out together when the browser is idle, not in the task that
 * hydrates the page, and the available photos are logged in one line (a
 * request and a log line per photo in that task cost a phone a long task). Each
 * unavailable photo gets a warning of its own. Resolves once the URL's answer is logged.
 */
export function logPhotoAvailability(url: string, fetcher?: typeof fetch): Promise<void> | undefined {
  if (checked.has(url)) return undefined;
  checked.add(url);
  return new Promise((logged) => {
    if (queue.length === 0) whenIdle(() => void checkQueued());
    queue.push({ url, fetcher, logged });
  });
}

/** SPEC §8: a team photo that fails to load is logged. A warning, not an error: the page copes. */
export function logPhotoFailure(name: string, url: string): void {
  console.warn(`Photo Coming Soon: the photo of ${name} did not load (${url})`);
}
