import { getEntry } from "astro:content";
import { toNavigation, type Navigation } from "~/content/navigation";

/** The header's and footer's links, from the navigation collection (content/navigation.yaml), for the layout. */
export async function getNavigation(): Promise<Navigation> {
  const entry = await getEntry("navigation", "navigation");
  // The build's content check has already stopped a build without the file (src/content/validate.ts).
  if (!entry) throw new Error("content/navigation.yaml is missing or cannot be read: see the content check's list");
  return toNavigation(entry.data);
}
