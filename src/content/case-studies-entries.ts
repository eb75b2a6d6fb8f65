import { getCollection } from "astro:content";
import { byEntryId } from "~/content/content-files";
import { caseStudyImage, caseStudySections, toCaseStudy, type CaseStudy } from "~/content/case-studies.schema";
import { uploadedImage } from "~/content/uploaded-image";
import { renditionWidths } from "~/lib/images";

/** The case studies in file order, from the caseStudies collection (content/case-studies/*.md). */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection("caseStudies");
  return Promise.all(
    entries
      .sort((a, b) => byEntryId(a.id, b.id))
      .map(async ({ id, data, body }) => {
        const sections = caseStudySections(id, body ?? "");
        // The build's content check (src/content/validate.ts) has reported a study without its sections already.
        if ("problems" in sections) throw new Error(`${id}: ${sections.problems[0]?.message ?? ""}`);
        // An uploaded photo is resized to the art's widths.
        const { photo } = data;
        const image = await caseStudyImage(
          data,
          (crop) => photo && uploadedImage(photo, { ...crop, widths: renditionWidths(crop) }),
        );
        return toCaseStudy(data, sections, image);
      }),
  );
}
