import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CONTENT_DIR } from "~/content/content-files";
import { caseStudyFrontMatterSchema } from "~/content/case-studies.schema";
import { industryFileSchema } from "~/content/clients.schema";
import { memberFrontMatterSchema } from "~/content/team.schema";

/**
 * The content the firm edits, one file per thing, in the top-level content/ folder (README "Edit the site").
 * The schemas live beside their content types in src/content/*.schema.ts, where the build's content check
 * (src/content/validate.ts) uses them too and reports every mistake at once in plain words before Astro runs.
 */
const team = defineCollection({
  loader: glob({ pattern: "*.md", base: pathToFileURL(path.join(CONTENT_DIR, "team")) }),
  // A portrait is a photo next to the member's file, resized by astro:assets.
  schema: ({ image }) => memberFrontMatterSchema.extend({ portrait: image().optional() }),
});

const clients = defineCollection({
  loader: glob({ pattern: "*.{yaml,yml}", base: pathToFileURL(path.join(CONTENT_DIR, "clients")) }),
  schema: industryFileSchema,
});

const caseStudies = defineCollection({
  loader: glob({ pattern: "*.md", base: pathToFileURL(path.join(CONTENT_DIR, "case-studies")) }),
  schema: caseStudyFrontMatterSchema,
});

export const collections = { team, clients, caseStudies };
