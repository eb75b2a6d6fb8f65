import { getCollection } from "astro:content";
import { industryOfFile } from "~/content/choices";
import { rosterOf, toRosterIndustry, type RosterIndustry } from "~/content/clients";

/**
 * The client roster in SPEC order, from the clients collection (content/clients/*.yaml): each file's name says
 * its industry. A file named for no industry has already stopped the build's content check.
 */
export async function getRoster(): Promise<RosterIndustry[]> {
  const entries = await getCollection("clients");
  return rosterOf(
    entries.flatMap((entry) => {
      const industry = industryOfFile(entry.id);
      return industry ? [toRosterIndustry(industry, entry.data)] : [];
    }),
  );
}
