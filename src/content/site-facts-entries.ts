import { getEntry } from "astro:content";
import { toSiteFacts, type SiteFacts } from "~/content/site-facts.schema";

/** The firm's contact details, from the site collection (content/site.yaml), for the layout and the contact page. */
export async function getSiteFacts(): Promise<SiteFacts> {
  const entry = await getEntry("site", "site");
  // The build's content check has already stopped a build without the file (src/content/validate.ts); in
  // `npm run edit` the file may be unreadable, and the check has named its line.
  if (!entry) throw new Error("content/site.yaml is missing or cannot be read: see the content check's list");
  return toSiteFacts(entry.data);
}
