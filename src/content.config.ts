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
import { CONTENT_TYPES, contentTypeNames, patternOf, type ContentTypeName, type Place } from "~/content/content-types";
import { testimonialEntrySchema } from "~/content/testimonials.schema";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { SchemaContext } from "astro:content";
import type { Loader } from "astro/loaders";

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

/** How Astro reads a type's files (content-types.ts): a folder's files by their names, or one YAML file's entries. */
function loaderOf(place: Place) {
  switch (place.kind) {
    case "markdown":
    case "yaml":
      return glob({
        pattern: filesIn(place.folder, patternOf(place)),
        base: pathToFileURL(path.join(CONTENT_DIR, place.folder)),
      });
    case "file":
      // One entry, named for the file (content/site.yaml: "site").
      return file(path.join(CONTENT_DIR, place.file), {
        parser: (text): Record<string, Record<string, unknown>> => {
          const data = yamlOf(text) as Record<string, unknown> | undefined;
          return data ? { [place.entry]: data } : {};
        },
      });
    case "list":
      // An entry per item of the file's list, by its id.
      return file(path.join(CONTENT_DIR, place.file), {
        parser: (text) => (yamlOf(text) as Record<string, Record<string, unknown>[]> | null)?.[place.list] ?? [],
      });
  }
}

/** Each type's schema as the pages read it: photos become images that astro:assets resizes (uploads.ts). */
const schemas = {
  team: ({ image }: SchemaContext) => memberFrontMatterSchema.extend({ portrait: image().optional() }),
  clients: industryFileSchema,
  caseStudies: ({ image }: SchemaContext) =>
    caseStudyFields.extend({ photo: image().optional() }).superRefine(caseStudyRules),
  site: siteFactsFileSchema,
  navigation: navigationFileSchema,
  testimonials: testimonialEntrySchema,
  // A page's file by its name; the contact page's file also holds its form's words and side cards.
  pages: pageFileSchema,
  // The pages with a long text of their own (privacy, accessibility): their details; the text is Markdown.
  policyPages: policyPageSchema,
} satisfies Record<ContentTypeName, z.ZodType | ((context: SchemaContext) => z.ZodType)>;

/** In `npm run edit`, a schema that lets a wrong entry through (see editable). */
function editableSchema(schema: z.ZodType | ((context: SchemaContext) => z.ZodType)) {
  return typeof schema === "function" ? (context: SchemaContext) => editable(schema(context)) : editable(schema);
}

/** A collection per type of content-types.ts, typed by its schema for getCollection(). */
export const collections = Object.fromEntries(
  contentTypeNames.map((name) => [
    name,
    defineCollection({ loader: loaderOf(CONTENT_TYPES[name].place), schema: editableSchema(schemas[name]) }),
  ]),
) as { [Name in ContentTypeName]: { loader: Loader; schema: (typeof schemas)[Name] } };
