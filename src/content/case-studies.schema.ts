import { z } from "zod";
import { CASE_STUDY_ICONS, CASE_STUDY_PAGE_SLUGS, type CaseStudyPageSlug } from "~/content/case-studies";
import { parseContent } from "~/lib/content";
import { paragraphs } from "~/lib/paragraphs";

const text = z.string().trim().min(1);

function paragraphText(min: number, max: number) {
  return text.refine(
    (value) => {
      const count = paragraphs(value).length;
      return count >= min && count <= max;
    },
    { error: `must have ${min}–${max} paragraphs separated by a blank line` },
  );
}

export const caseStudySchema = z
  .object({
    /** Present only on the studies with their own page. */
    slug: z.enum(CASE_STUDY_PAGE_SLUGS).optional(),
    title: text,
    /** Short label; Project Snapshots orders and first selects by it. */
    shortName: text,
    client: text,
    /** Short category label shown above the title. */
    sector: text,
    /** One long sentence for the snapshot view. */
    headline: text,
    description: text,
    challenge: paragraphText(1, 2),
    solution: paragraphText(2, 3),
    results: z.array(text).min(3).max(5),
    /** Empty when the study shows no quote. */
    quote: z.string().trim(),
    /** Empty exactly when the quote is. */
    quoteAuthor: z.string().trim(),
    icon: z.enum(CASE_STUDY_ICONS),
    /** Image id; without one the study shows a "Coming Soon" placeholder. */
    image: z
      .string()
      .regex(/^case-[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must look like "case-<key>"' })
      .optional(),
  })
  .superRefine((study, ctx) => {
    if (study.quote && !study.quoteAuthor) {
      ctx.addIssue({ code: "custom", message: "a quote needs its author", path: ["quoteAuthor"] });
    }
    if (!study.quote && study.quoteAuthor) {
      ctx.addIssue({ code: "custom", message: "an author without a quote", path: ["quote"] });
    }
  });

export type CaseStudy = z.infer<typeof caseStudySchema>;
export type CaseStudyPage = CaseStudy & { slug: CaseStudyPageSlug };

export const caseStudiesSchema = z.array(caseStudySchema).superRefine((studies, ctx) => {
  const unique = (field: "title" | "shortName" | "slug" | "image") => {
    const seen = new Set<string>();
    studies.forEach((study, index) => {
      const value = study[field];
      if (value === undefined) return;
      if (seen.has(value)) {
        ctx.addIssue({ code: "custom", message: `${field} "${value}" is used twice`, path: [index, field] });
      }
      seen.add(value);
    });
  };
  unique("title");
  unique("shortName");
  unique("slug");
  unique("image");
  const slugs = new Set(studies.map((study) => study.slug));
  const missing = CASE_STUDY_PAGE_SLUGS.filter((slug) => !slugs.has(slug));
  if (missing.length) {
    ctx.addIssue({
      code: "custom",
      message: `no case study has the page slug${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`,
      path: [],
    });
  }
});

/** Validates case-study data; throws a ContentError naming "case-studies.ts", the entry and the field. */
export function validateCaseStudies(data: z.input<typeof caseStudiesSchema>): CaseStudy[] {
  return parseContent("case-studies.ts", caseStudiesSchema, data);
}
