import { getCollection } from "astro:content";
import { byEntryId } from "~/content/content-files";
import { caseStudySections, toCaseStudy, type CaseStudy } from "~/content/case-studies.schema";

/** The case studies in file order, from the caseStudies collection (content/case-studies/*.md). */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection("caseStudies");
  return entries
    .sort((a, b) => byEntryId(a.id, b.id))
    .map((entry) => {
      const sections = caseStudySections(entry.id, entry.body ?? "");
      // The build's content check (src/content/validate.ts) has reported a study without its sections already.
      if ("problems" in sections) throw new Error(`${entry.id}: ${sections.problems[0]?.message ?? ""}`);
      return toCaseStudy(entry.data, sections);
    });
}
