import { getCollection } from "astro:content";
import { pageIds, pageOfFile, type PageCopy, type Pages } from "~/content/pages.schema";

/**
 * Every page's head and opening (title, description, heading, intro), from the pages collection
 * (content/pages/<page>.yaml). The build's content check has already stopped a build missing one.
 */
export async function getPages(): Promise<Pages> {
  const byId = new Map<string, PageCopy>();
  for (const entry of await getCollection("pages")) {
    const id = pageOfFile(entry.id);
    if (id) byId.set(id, entry.data);
  }
  return Object.fromEntries(
    pageIds.map((id) => {
      const page = byId.get(id);
      if (!page) throw new Error(`content/pages has no file for the page "${id}"`);
      return [id, page];
    }),
  ) as Pages;
}
