import { getCollection } from "astro:content";
import { rosterOf, toRosterIndustry, type RosterIndustry } from "~/content/clients.schema";

/** The client roster in SPEC order, from the clients collection (content/clients/*.yaml). */
export async function getRoster(): Promise<RosterIndustry[]> {
  const entries = await getCollection("clients");
  return rosterOf(entries.map((entry) => toRosterIndustry(entry.data)));
}
