import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CONTENT_DIR, unreadableFiles } from "~/content/content-files";
import { caseStudyFields, caseStudyRules } from "~/content/case-studies.schema";
import { industryFileSchema } from "~/content/clients.schema";
import { siteFactsFileSchema } from "~/content/site-facts.schema";
import { navigationFileSchema } from "~/content/navigation.schema";
import { memberFrontMatterSchema } from "~/content/team.schema";
import { pageFileSchema, policyPageSchema } from "~/content/pages.schema";
import { testimonialEntrySchema } from "~/content/testimonials.schema";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/**
 * The content the firm edits, one file per thing, in the top-level content/ folder (docs/editing.md).
 * The schemas live beside their content types in src/content/*.schema.ts, where the build's content check
 * (src/content/validate.ts) uses them too and reports every mistake at once in plain words before Astro runs.
 */
const inEditor = process.env.NORTHBRIDGE_EDITOR === "1";

/**
 * In `npm run edit` (astro.edit.config.ts) a file with a mistake must not stop the editor from starting: its
 * entry passes as written, the content check has printed what to fix, and only the pages using it fail.
 */
function editable<Schema extends z.ZodType>(schema: Schema): Schema {
  if (!inEditor) return schema;
  return schema.catch((context) => context.input as z.output<Schema>) as unknown as Schema;
}

/**
 * The files of a folder the collection reads. In `npm run edit`, a file that cannot be read at all is left out:
 * Astro's loader would stop the server at its first unreadable line, and the content check has named that line.
 */
function filesIn(folder: string, pattern: string): string | string[] {
  if (!inEditor) return pattern;
  return [pattern, ...unreadableFiles(path.join(CONTENT_DIR, folder)).map((name) => `!${name}`)];
}

/** A single YAML file's data; in `npm run edit`, nothing when it cannot be read (the content check names the line). */
function yamlOf(text: string): unknown {
  if (!inEditor) return parseYaml(text);
  try {
    return parseYaml(text);
  } catch {
    return undefined;
  }
}

const team = defineCollection({
  loader: glob({ pattern: filesIn("team", "*.md"), base: pathToFileURL(path.join(CONTENT_DIR, "team")) }),
  // A portrait is a photo in content/team/portraits/ (uploads.ts), resized by astro:assets.
  schema: ({ image }) => editable(memberFrontMatterSchema.extend({ portrait: image().optional() })),
});

const clients = defineCollection({
  loader: glob({ pattern: filesIn("clients", "*.{yaml,yml}"), base: pathToFileURL(path.join(CONTENT_DIR, "clients")) }),
  schema: editable(industryFileSchema),
});

const caseStudies = defineCollection({
  loader: glob({
    pattern: filesIn("case-studies", "*.md"),
    base: pathToFileURL(path.join(CONTENT_DIR, "case-studies")),
  }),
  // A photo is a file in content/case-studies/photos/ (uploads.ts), resized by astro:assets.
  schema: ({ image }) => editable(caseStudyFields.extend({ photo: image().optional() }).superRefine(caseStudyRules)),
});

/** content/site.yaml, the contact details: one entry, "site". */
const site = defineCollection({
  loader: file(path.join(CONTENT_DIR, "site.yaml"), {
    parser: (text): Record<string, Record<string, unknown>> => {
      const data = yamlOf(text) as Record<string, unknown> | undefined;
      return data ? { site: data } : {};
    },
  }),
  schema: editable(siteFactsFileSchema),
});

/** content/navigation.yaml, the words of the header's and footer's links: one entry, "navigation". */
const navigation = defineCollection({
  loader: file(path.join(CONTENT_DIR, "navigation.yaml"), {
    parser: (text): Record<string, Record<string, unknown>> => {
      const data = yamlOf(text) as Record<string, unknown> | undefined;
      return data ? { navigation: data } : {};
    },
  }),
  schema: editable(navigationFileSchema),
});

/** content/testimonials.yaml: an entry per testimonial, by its id. */
const testimonials = defineCollection({
  loader: file(path.join(CONTENT_DIR, "testimonials.yaml"), {
    parser: (text) => (yamlOf(text) as { testimonials?: Record<string, unknown>[] } | null)?.testimonials ?? [],
  }),
  schema: editable(testimonialEntrySchema),
});

/**
 * content/pages/<page>.yaml: each page's head and opening (its title, description, heading and intro) and, for a
 * page built from bands, its opening's art or slideshow, its bands and its closing; for the contact page, its form's
 * words and side cards. A route reads its file by name.
 */
const pages = defineCollection({
  loader: glob({ pattern: filesIn("pages", "*.{yaml,yml}"), base: pathToFileURL(path.join(CONTENT_DIR, "pages")) }),
  schema: editable(pageFileSchema),
});

/**
 * content/pages/<page>.md: the pages with a long text of their own (the privacy notice, the accessibility
 * statement). Their details are a page's head and opening; the text below them is Markdown, rendered at build.
 */
const policyPages = defineCollection({
  loader: glob({ pattern: filesIn("pages", "*.md"), base: pathToFileURL(path.join(CONTENT_DIR, "pages")) }),
  schema: editable(policyPageSchema),
});

export const collections = { team, clients, caseStudies, site, navigation, testimonials, pages, policyPages };
