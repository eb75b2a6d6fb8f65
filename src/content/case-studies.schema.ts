import { z } from "zod";
import { CASE_STUDY_ICONS, MAX_AT_A_GLANCE } from "~/content/choices";
import { requiredText, type Problem } from "~/lib/content-problems";
import { imageById } from "~/content/images";
import type { ImageAsset } from "~/lib/images";
import { splitLeadingFigure, type ResultParts } from "~/lib/leading-figure";
import { slugify } from "~/lib/slug";

/** The editor writes an empty text field as ""; the file may leave it out: both mean "none". */
function blankIsNone<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), schema);
}

const LIST_HINT = 'one per line, each starting with "- "';

/**
 * The details at the top of a case study's file (content/case-studies/<name>.md); the text below holds its
 * "## Challenge" and "## Solution" sections.
 */
export const caseStudyFields = z.object({
  title: requiredText("the study's title"),
  /** Short label; Project Snapshots orders and first selects by it. */
  shortName: requiredText("a short label for the Project Snapshots list, e.g. UN Women"),
  /** The study's own page, /impact/<page>; without it the study shows on Project Snapshots only. */
  page: blankIsNone(
    z
      .string({ error: "must be the page address: lowercase words joined by hyphens, e.g. un-women" })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens, e.g. un-women")
      .optional(),
  ),
  client: requiredText("the client's name"),
  /** Short category label shown above the title. */
  sector: requiredText("a short category, e.g. Global Health"),
  /** One long sentence for the snapshot view. */
  headline: requiredText("one sentence on what the work achieved"),
  description: requiredText("two or three sentences introducing the study"),
  results: z
    .array(requiredText("a result"), {
      error: (issue) =>
        issue.input == null ? `is missing; list the results, ${LIST_HINT}` : `must be a list, ${LIST_HINT}`,
    })
    .min(1, `is empty; list at least one result, ${LIST_HINT}`),
  /**
   * How many of the first results its page shows at a glance under its title, each led by its figure; the first is
   * also the outcome on its Our Impact card. Left out: none.
   */
  atAGlance: blankIsNone(
    z
      .number({ error: `must be a whole number from 0 to ${MAX_AT_A_GLANCE}` })
      .int(`must be a whole number from 0 to ${MAX_AT_A_GLANCE}`)
      .min(0, `must be a whole number from 0 to ${MAX_AT_A_GLANCE}`)
      .max(MAX_AT_A_GLANCE, `is more than ${MAX_AT_A_GLANCE}; the strip under the title holds ${MAX_AT_A_GLANCE} figures at most`)
      .optional(),
  ),
  /** Leave out for a study without a quote. */
  quote: z.string({ error: "must be text, in double quotes if it contains a colon" }).trim().optional(),
  quoteAuthor: z.string({ error: "must be text" }).trim().optional(),
  icon: z.enum(CASE_STUDY_ICONS, {
    error: (issue) => `"${String(issue.input)}" is not one of the icons; choose one of ${CASE_STUDY_ICONS.join(", ")}`,
  }),
  /**
   * A photo in content/case-studies/photos/, e.g. ./photos/un-women/photo.jpg, cropped to 16:10; it takes the place of the art. The
   * build (src/content.config.ts) swaps it for an image checked by astro:assets.
   */
  photo: blankIsNone(
    z
      .string({ error: "must be the path of a photo in content/case-studies/photos/, e.g. ./photos/un-women/photo.jpg" })
      .optional(),
  ),
  /** What the photo shows, for visitors who cannot see it. */
  photoAlt: blankIsNone(z.string({ error: "must be text" }).trim().optional()),
  /** Generated art (src/content/people-images.ts); without it (or a photo) the study shows "Coming Soon". */
  image: blankIsNone(
    z
      .string({ error: 'must be an art id like "case-un-women", or left out' })
      .regex(/^case-[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be an art id like "case-un-women", or left out' })
      .optional(),
  ),
});

/** The rules between a study's fields, for both the content check's schema and the build's (content.config.ts). */
export function caseStudyRules(
  study: {
    photo?: unknown;
    photoAlt?: string;
    quote?: string;
    quoteAuthor?: string;
    results?: string[];
    atAGlance?: number;
  },
  ctx: z.RefinementCtx,
): void {
  const results = study.results ?? [];
  const shown = study.atAGlance ?? 0;
  if (shown > results.length) {
    ctx.addIssue({
      code: "custom",
      message: `is ${shown}, but the study lists ${results.length} result${results.length === 1 ? "" : "s"}; show at most that many at a glance`,
      path: ["atAGlance"],
    });
  } else {
    const withoutFigure = results.slice(0, shown).findIndex((result) => !splitLeadingFigure(result).figure);
    if (withoutFigure >= 0) {
      ctx.addIssue({
        code: "custom",
        message: `takes the first ${shown} results, but result ${withoutFigure + 1} ("${results[withoutFigure]}") does not start with a figure such as "153 ideas"; list the results that start with a number first, or show fewer at a glance`,
        path: ["atAGlance"],
      });
    }
  }
  if (study.photo && !study.photoAlt) {
    ctx.addIssue({
      code: "custom",
      message: "is missing; describe the photo in a sentence for visitors who cannot see it",
      path: ["photoAlt"],
    });
  }
  if (study.quote && !study.quoteAuthor) {
    ctx.addIssue({
      code: "custom",
      message: "is missing; a quote needs the name of who said it",
      path: ["quoteAuthor"],
    });
  }
  if (!study.quote && study.quoteAuthor) {
    ctx.addIssue({ code: "custom", message: "is missing; add the quote, or remove the quote's author (quoteAuthor)", path: ["quote"] });
  }
}

export const caseStudyFrontMatterSchema = caseStudyFields.superRefine(caseStudyRules);

export type CaseStudyFrontMatter = z.output<typeof caseStudyFrontMatterSchema>;

/** A case study as the pages and components get it. */
export type CaseStudy = {
  /** Present only on the studies with their own page, /impact/<slug>. */
  slug?: string;
  title: string;
  shortName: string;
  client: string;
  sector: string;
  headline: string;
  description: string;
  /** Paragraphs separated by a blank line. */
  challenge: string;
  solution: string;
  results: string[];
  /** The first results, split into figure and words, that the study's page shows at a glance; may be none. */
  atAGlance: (ResultParts & { figure: string })[];
  /** Empty when the study shows no quote, and then so is the author. */
  quote: string;
  quoteAuthor: string;
  icon: (typeof CASE_STUDY_ICONS)[number];
  /** The uploaded photo or else the generated art; without either the study shows "Coming Soon". */
  image?: ImageAsset;
};

export type CaseStudyPage = CaseStudy & { slug: string };

const SECTIONS = ["Challenge", "Solution"] as const;

/** The "## Challenge" and "## Solution" sections of a study's text, or what is missing. */
export function caseStudySections(
  file: string,
  body: string,
): { challenge: string; solution: string } | { problems: Problem[] } {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of body.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      current = [];
      found.set(heading[1] ?? "", current);
    } else current?.push(line);
  }
  const text = (name: string) => (found.get(name) ?? []).join("\n").trim();
  const problems: Problem[] = SECTIONS.filter((name) => !text(name)).map((name) => ({
    file,
    field: name.toLowerCase(),
    message: `is missing; below the details, write a line "## ${name}" and the text under it`,
  }));
  return problems.length > 0 ? { problems } : { challenge: text("Challenge"), solution: text("Solution") };
}

/** How an uploaded photo shows: cropped to the art's 16:10 at its size, described by the study's `photoAlt`. */
export type PhotoCrop = Omit<ImageAsset, "sources">;

/**
 * A study's image: its uploaded photo, which `photo` makes from the crop (the build resizes the file; tests need
 * only the description), or else its generated art.
 */
export function caseStudyImage<Photo>(
  data: Pick<CaseStudyFrontMatter, "page" | "shortName" | "photoAlt" | "image"> & { photo?: unknown },
  photo: (crop: PhotoCrop) => Photo,
): Photo | ImageAsset | undefined {
  if (data.photo) {
    const id = `case-photo-${data.page ?? slugify(data.shortName)}`;
    return photo({ id, alt: data.photoAlt ?? "", width: 1600, height: 1000 });
  }
  return data.image === undefined ? undefined : imageById(data.image);
}

export function toCaseStudy(
  data: Omit<CaseStudyFrontMatter, "photo">,
  sections: { challenge: string; solution: string },
  image: ImageAsset | undefined,
): CaseStudy {
  const { title, shortName, client, sector, headline, description, results, icon } = data;
  return {
    ...(data.page === undefined ? {} : { slug: data.page }),
    ...{ title, shortName, client, sector, headline, description },
    ...sections,
    results,
    atAGlance: results
      .slice(0, data.atAGlance ?? 0)
      .map(splitLeadingFigure)
      .filter((parts): parts is ResultParts & { figure: string } => parts.figure !== undefined),
    quote: data.quote ?? "",
    quoteAuthor: data.quoteAuthor ?? "",
    icon,
    ...(image === undefined ? {} : { image }),
  };
}

/** Rules across the studies' files: titles, short labels, pages and art each used once. */
export function caseStudiesProblems(entries: readonly { file: string; study: CaseStudy }[]): Problem[] {
  const problems: Problem[] = [];
  const fields: [string, (study: CaseStudy) => string | undefined][] = [
    ["title", (study) => study.title],
    ["shortName", (study) => study.shortName],
    ["page", (study) => study.slug],
    ["image", (study) => study.image?.id],
  ];
  for (const [field, valueOf] of fields) {
    const seen = new Map<string, string>();
    for (const { file, study } of entries) {
      const value = valueOf(study);
      if (value === undefined) continue;
      const other = seen.get(value);
      if (other === undefined) seen.set(value, file);
      else problems.push({ file, field, message: `"${value}" is already used by ${other}; choose another` });
    }
  }
  return problems;
}
