import { checkImage } from "~/lib/check-image";
import { whenIdle } from "~/lib/when-idle";

const checked = new Set<string>();

type Check = { url: string; fetcher?: typeof fetch; logged: () => void };
type Answer = { check: Check; result: Awaited<ReturnType<typeof checkImage>> };

/** Checks not yet sent, and the answers still to come for the next log line. */
const waiting: Check[] = [];
let sent: Promise<Answer>[] = [];

/**
 * Main-thread time one idle slice may spend sending checks. Starting a request
 * costs about a millisecond here, several on a phone: sent all at once, 21 of
 * them made a long task. At 6 ms a slice overran to 12–24 ms of wall time on the
 * bench's 4× slowed CPU, each a long task; 3 ms keeps a slice well short of one.
 */
const SLICE_MS = 3;

/** Sends what fits in this idle slice (at least one check); the rest wait for the next slice. */
function sendSome(deadline?: IdleDeadline) {
  const started = performance.now();
  do {
    const check = waiting.shift();
    if (!check) break;
    sent.push(checkImage(check.url, check.fetcher).then((result) => ({ check, result })));
  } while (
    waiting.length > 0 &&
    performance.now() - started < SLICE_MS &&
    (deadline === undefined || deadline.timeRemaining() > 1)
  );
  if (waiting.length > 0) {
    whenIdle(sendSome);
    return;
  }
  const batch = sent;
  sent = [];
  void logAnswers(batch);
}

async function logAnswers(batch: Promise<Answer>[]) {
  const answers = await Promise.all(batch);
  const available = answers.filter(({ result }) => result.reachable).map(({ check }) => check.url);
  if (available.length > 0) console.info(`Team photos available (${available.length}): ${available.join(", ")}`);
  for (const { check, result } of answers)
    if (!result.reachable) console.warn(`Team photo unavailable (${result.reason}): ${check.url}`);
  for (const { check } of answers) check.logged();
}

/**
 * SPEC §7: each team photo's availability is checked with a HEAD request whose
 * result is only logged. Each URL is checked once per page session. A page's
 * checks go out when the browser is idle, a few per idle slice, not in the task
 * that hydrates the page, and the available photos are logged in one line (a
 * request and a log line per photo in one task cost a phone a long task). Each
 * unavailable photo gets a warning of its own. Resolves once the URL's answer is logged.
 */
export function logPhotoAvailability(url: string, fetcher?: typeof fetch): Promise<void> | undefined {
  if (checked.has(url)) return undefined;
  checked.add(url);
  return new Promise((logged) => {
    if (waiting.length === 0) whenIdle(sendSome);
    waiting.push({ url, fetcher, logged });
  });
}

/** SPEC §8: a team photo that fails to load is logged. A warning, not an error: the page copes. */
export function logPhotoFailure(name: string, url: string): void {
  console.warn(`Photo Coming Soon: the photo of ${name} did not load (${url})`);
}
