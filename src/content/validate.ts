import { partnerLogos } from "~/content/clients";
import { partnerLogosSchema } from "~/content/clients.schema";
import { catalog } from "~/content/images";
import { catalogSchema } from "~/content/images.schema";
import { site } from "~/content/site";
import { siteSchema } from "~/content/site.schema";
import { contentModuleProblems } from "~/lib/content";
import { ContentProblemsError, formatProblem, type Problem } from "~/lib/content-problems";
import type { Pages } from "~/content/pages.schema";
import type { Testimonial } from "~/content/testimonials.schema";
import { CONTENT_DIR, loadEveryType, loadPages, withLines } from "~/content/content-files";
import { contentTypeNames } from "~/content/content-types";

/** The testimonials the pages quote, by id: those of each quote and testimonials band of a page's file. */
export function quotedTestimonialIds(pages: Partial<Pages> = loadPages().pages ?? {}): string[] {
  return Object.values(pages).flatMap((page) =>
    (page?.sections ?? []).flatMap((section) =>
      section.discriminant === "quote"
        ? [section.value.testimonial]
        : section.discriminant === "testimonials"
          ? section.value.testimonials
          : [],
    ),
  );
}

/** A quoted testimonial the file no longer has would fail a page: say so, naming the file. */
export function unquotable(testimonials: readonly Testimonial[], quoted: readonly string[]): Problem[] {
  const ids = new Set(testimonials.map((testimonial) => testimonial.id));
  return quoted
    .filter((id) => !ids.has(id))
    .map((id) => ({
      file: "content/testimonials.yaml",
      message: `has no testimonial "${id}", which a page quotes; restore it (or ask a developer to quote another)`,
    }));
}

/**
 * Every mistake in the files of content/, each naming its file, its field and the line it is on (content-files.ts
 * reads them): what a publish refuses, and what the staff area lists for fixing in the browser.
 */
export function contentFileProblems(root: string = CONTENT_DIR): Problem[] {
  const loaded = loadEveryType(root);
  const { testimonials, pages } = loaded;
  return withLines(root, [
    ...contentTypeNames.flatMap((type) => loaded[type].problems),
    ...(testimonials.problems.length > 0 ? [] : unquotable(testimonials.entries, quotedTestimonialIds(pages.pages))),
  ]);
}

/** The copy a developer keeps in TypeScript (src/content/*.ts), each module checked by its schema. */
export function moduleProblems(): string[] {
  return [
    contentModuleProblems("site.ts", siteSchema, site),
    contentModuleProblems("images.ts", catalogSchema, catalog),
    contentModuleProblems("clients.ts", partnerLogosSchema, partnerLogos),
  ].flatMap((problems) => problems.map((problem) => `src/content/${problem}`));
}

/**
 * Every problem in the content, in plain words, one a line ("content/team/nadia-brooks.md: Groups (groups):
 * "Leadershp" is not a group; choose one of ..."), or none. Never throws for a mistake in content: the build
 * (scripts/build-site.ts) prints the list before starting Astro, and the server asks before it builds.
 */
export function contentProblems(root: string = CONTENT_DIR): string[] {
  return [...contentFileProblems(root).map(formatProblem), ...moduleProblems()];
}

/**
 * Checks every content file the firm edits (content/) and every content module with its zod schema, and throws
 * listing every problem. Runs in the unit tests and in Astro's config hook (site-integration.ts), before Astro
 * reads anything; the schemas stay out of the browser bundle.
 */
export function validateContent(root: string = CONTENT_DIR): void {
  const problems = contentProblems(root);
  if (problems.length > 0) throw new ContentProblemsError(problems);
}
