export type ImageCheck = { reachable: true; status: number } | { reachable: false; status?: number; reason: string };

/** Asks the image host whether an image exists (SPEC §7: a HEAD request), without downloading it. Never throws. */
export async function checkImage(url: string, fetcher: typeof fetch = fetch): Promise<ImageCheck> {
  try {
    const response = await fetcher(url, { method: "HEAD", cache: "no-store" });
    if (response.ok) return { reachable: true, status: response.status };
    return { reachable: false, status: response.status, reason: `HTTP ${response.status}` };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error ? error.message : "network error" };
  }
}
