import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { hasImage, teamArt } from "~/content/images";
import {
  caseStudiesProblems,
  caseStudyFrontMatterSchema,
  caseStudyImage,
  caseStudySections,
  toCaseStudy,
  type CaseStudy,
} from "~/content/case-studies.schema";
import {
  bioProblems,
  memberFrontMatterSchema,
  portraitCrop,
  teamProblems,
  toTeamMember,
  type TeamMember,
} from "~/content/team.schema";
import type { Problem } from "~/lib/content-problems";
import { UPLOADS, uploadPrefix, type UploadField } from "~/content/uploads";
import { assertNoProblems, problemsFromIssues } from "~/lib/content-problems";
import { isProblem, parseYaml, readFrontMatter } from "~/lib/front-matter";
import { testimonialsFileSchema } from "~/content/testimonials.schema";
import type { Testimonial } from "~/content/testimonials.schema";
import { siteFactsFileSchema, toSiteFacts, type SiteFacts } from "~/content/site-facts.schema";
import { navigationFileSchema } from "~/content/navigation.schema";
import { toNavigation, type Navigation } from "~/content/navigation";
import { industryFileName, industryOfFile, ROSTER_INDUSTRY_NAMES } from "~/content/choices";
import { rosterOf, rosterProblems, toRosterIndustry } from "~/content/clients";
import {
  industryFileProblems,
  industryFileSchema,
  type RosterIndustry,
} from "~/content/clients.schema";
import { slugify } from "~/lib/slug";
import {
  CONTACT_PAGE,
  contactPageSchema,
  pageFileSchema,
  policyPageIds,
  policyPageOfFile,
  policyPageSchema,
  policyTextProblems,
  type ContactPage,
  type PageFile,
  type Pages,
  type PolicyPageFile,
  type PolicyPageId,
} from "~/content/pages.schema";

/**
 * The files the firm edits (docs/editing.md), read in Node: by the build's content check, which reports
 * every mistake at once before Astro starts, and by the tests, which take their counts and names from here. The
 * pages read the same files through Astro's content collections (src/content.config.ts).
 */
// The project's content/ (npm scripts and the tests run at the project root); CONTENT_DIR points a test elsewhere.
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? "content");

/** A path as the owner sees it: relative to the project, with forward slashes. */
function shown(root: string, file: string): string {
  return path.relative(path.dirname(root), file).split(path.sep).join("/");
}

/** The order of entries where it shows (the case studies on /impact): by file name, as the collection's ids. */
export function byEntryId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export type Loaded<T> = { entries: T[]; problems: Problem[] };

/**
 * What is wrong with the photo an entry's file names (`field`): it must be in the entry's own folder of uploads,
 * where the editor reads it (uploads.ts), and be there.
 */
function uploadProblems(root: string, file: string, field: UploadField, data: unknown): Problem[] {
  const value = (data as Record<string, unknown> | null)?.[field];
  if (typeof value !== "string" || value === "") return [];
  const { collection, folder } = UPLOADS[field];
  const entry = path.basename(file).replace(/\.md$/, "");
  const prefix = uploadPrefix(field, entry);
  const home = `${shown(root, path.join(root, collection, folder, entry))}/`;
  if (!value.startsWith(prefix) || value.slice(prefix.length).includes("/")) {
    return [
      {
        file,
        field,
        message:
          `"${value}" is not in ${home}, where the editor keeps this ${field}: move the ${field} there and write ` +
          `${prefix}<its file name>, or choose it again in the editor`,
      },
    ];
  }
  if (existsSync(path.join(root, collection, value))) return [];
  return [
    {
      file,
      field,
      message: `there is no ${field} ${home}${value.slice(prefix.length)}: put the ${field} in ${home} under that name, or choose it again in the editor`,
    },
  ];
}

/**
 * The files of a content folder (Markdown or YAML) that cannot be read at all: a line of their details is not
 * YAML. `npm run edit` leaves them out of the preview so that it starts; the content check names each line.
 */
export function unreadableFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .filter((name) => {
      const text = readFileSync(path.join(dir, name), "utf8");
      return isProblem(name.endsWith(".md") ? readFrontMatter(name, text) : parseYaml(name, text));
    })
    .sort();
}

/** content/team/*.md: each member, or what is wrong with each file. */
export function loadTeam(root: string = CONTENT_DIR): Loaded<TeamMember> {
  const dir = path.join(root, "team");
  const problems: Problem[] = [];
  const valid: { file: string; member: TeamMember }[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  for (const name of files) {
    const full = path.join(dir, name);
    const file = shown(root, full);
    const read = readFrontMatter(file, readFileSync(full, "utf8"));
    if (isProblem(read)) {
      problems.push(read);
      continue;
    }
    const parsed = memberFrontMatterSchema.safeParse(read.data);
    const fileProblems = [
      ...(parsed.success ? [] : problemsFromIssues(file, parsed.error.issues)),
      ...bioProblems(file, read.body),
    ];
    // Checked also when other fields are wrong, so that every problem shows at once.
    fileProblems.push(...uploadProblems(root, file, "portrait", read.data));
    problems.push(...fileProblems);
    if (!parsed.success || fileProblems.length > 0) continue;
    // As the build resolves it (team-entries.ts), without the renditions tests do not need.
    const { data } = parsed;
    const photo = data.portrait ? portraitCrop(data.name) : teamArt(slugify(data.name));
    valid.push({ file, member: toTeamMember(data, read.body, photo) });
  }
  problems.push(...teamProblems(valid.map(({ file, member }) => ({ file, name: member.name }))));
  return { entries: valid.map(({ member }) => member), problems };
}

/** The team, for tests and scripts; throws listing every mistake. */
export function readTeam(root: string = CONTENT_DIR): TeamMember[] {
  const { entries, problems } = loadTeam(root);
  assertNoProblems(problems);
  return entries;
}

/**
 * The YAML files of a content folder whose names say what each holds (an industry of the roster, a page), each
 * read with `schema`; a file named for nothing of the kind, or unreadable, is a problem naming it.
 */
function readNamedFiles<Name, Data>(
  root: string,
  folder: string,
  {
    nameOf,
    what,
    names,
    schema,
  }: {
    nameOf: (fileName: string) => Name | undefined;
    what: string;
    names: string;
    /** The schema of every file, or of each by its name. */
    schema: z.ZodType<Data> | ((name: Name) => z.ZodType<Data>);
  },
): { files: { file: string; name: Name; data: Data }[]; problems: Problem[] } {
  const dir = path.join(root, folder);
  const problems: Problem[] = [];
  const files: { file: string; name: Name; data: Data }[] = [];
  const yamlFiles = existsSync(dir) ? readdirSync(dir).filter((entry) => /\.ya?ml$/.test(entry)) : [];
  for (const entry of yamlFiles.sort()) {
    const file = shown(root, path.join(dir, entry));
    const name = nameOf(entry.replace(/\.ya?ml$/, ""));
    if (name === undefined) {
      problems.push({ file, message: `names no ${what}; rename it to one of ${names}` });
      continue;
    }
    const read = parseYaml(file, readFileSync(path.join(dir, entry), "utf8"));
    if (isProblem(read)) {
      problems.push(read);
      continue;
    }
    const parsed = (typeof schema === "function" ? schema(name) : schema).safeParse(read.data ?? {});
    if (parsed.success) files.push({ file, name, data: parsed.data });
    else problems.push(...problemsFromIssues(file, parsed.error.issues));
  }
  return { files, problems };
}

const INDUSTRY_FILES = ROSTER_INDUSTRY_NAMES.map((name) => `${industryFileName(name)}.yaml`).join(", ");

/** content/clients/*.yaml: each roster industry's clients, or what is wrong with each file. */
export function loadRoster(root: string = CONTENT_DIR): Loaded<RosterIndustry> {
  const { files, problems } = readNamedFiles(root, "clients", {
    nameOf: industryOfFile,
    what: "industry of the roster",
    names: INDUSTRY_FILES,
    schema: industryFileSchema,
  });
  const valid: { file: string; industry: RosterIndustry }[] = [];
  for (const { file, name, data } of files) {
    const wrong = industryFileProblems(file, name, data);
    problems.push(...wrong);
    if (wrong.length === 0) valid.push({ file, industry: toRosterIndustry(name, data) });
  }
  problems.push(...rosterProblems(valid));
  return { entries: rosterOf(valid.map(({ industry }) => industry)), problems };
}

/** The client roster in SPEC order, for tests and scripts; throws listing every mistake. */
export function readRoster(root: string = CONTENT_DIR): RosterIndustry[] {
  const { entries, problems } = loadRoster(root);
  assertNoProblems(problems);
  return entries;
}

/** content/site.yaml: the firm's contact details, or what is wrong with the file. */
export function loadSiteFacts(root: string = CONTENT_DIR): { facts?: SiteFacts; problems: Problem[] } {
  const { value, problems } = loadSingleFile(root, "site.yaml", siteFactsFileSchema, toSiteFacts);
  return { facts: value, problems };
}

/**
 * One YAML file of content/ (`name`: its path there), checked by its schema and shaped for its readers, or what is
 * wrong with it.
 */
function loadSingleFile<Schema extends z.ZodType, Value>(
  root: string,
  name: string,
  schema: Schema,
  shape: (data: z.output<Schema>) => Value,
): { value?: Value; problems: Problem[] } {
  const full = path.join(root, name);
  const file = shown(root, full);
  if (!existsSync(full)) return { problems: [{ file, message: "is missing; restore it from git" }] };
  const read = parseYaml(file, readFileSync(full, "utf8"));
  if (isProblem(read)) return { problems: [read] };
  const parsed = schema.safeParse(read.data);
  if (!parsed.success) return { problems: problemsFromIssues(file, parsed.error.issues) };
  return { value: shape(parsed.data), problems: [] };
}

/** The firm's contact details; throws listing every mistake. */
export function readSiteFacts(root: string = CONTENT_DIR): SiteFacts {
  const { facts, problems } = loadSiteFacts(root);
  assertNoProblems(problems);
  if (!facts) throw new Error("unreachable: no site facts and no problems");
  return facts;
}

/** content/navigation.yaml: the words of the header's and footer's links, or what is wrong with the file. */
export function loadNavigation(root: string = CONTENT_DIR): { navigation?: Navigation; problems: Problem[] } {
  const { value, problems } = loadSingleFile(root, "navigation.yaml", navigationFileSchema, toNavigation);
  return { navigation: value, problems };
}

/** The header's and footer's links; throws listing every mistake. */
export function readNavigation(root: string = CONTENT_DIR): Navigation {
  const { navigation, problems } = loadNavigation(root);
  assertNoProblems(problems);
  if (!navigation) throw new Error("unreachable: no navigation and no problems");
  return navigation;
}

/** content/case-studies/*.md: each case study, or what is wrong with each file. */
export function loadCaseStudies(root: string = CONTENT_DIR): Loaded<CaseStudy> {
  const dir = path.join(root, "case-studies");
  const problems: Problem[] = [];
  const valid: { file: string; study: CaseStudy }[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort((a, b) => byEntryId(a.slice(0, -3), b.slice(0, -3)));
  for (const name of files) {
    const file = shown(root, path.join(dir, name));
    const read = readFrontMatter(file, readFileSync(path.join(dir, name), "utf8"));
    if (isProblem(read)) {
      problems.push(read);
      continue;
    }
    const parsed = caseStudyFrontMatterSchema.safeParse(read.data);
    const sections = caseStudySections(file, read.body);
    const fileProblems = [
      ...(parsed.success ? [] : problemsFromIssues(file, parsed.error.issues)),
      ...("problems" in sections ? sections.problems : []),
    ];
    const art = parsed.success ? parsed.data.image : (read.data as { image?: unknown } | null)?.image;
    if (typeof art === "string" && art.startsWith("case-") && !hasImage(art)) {
      fileProblems.push({
        file,
        field: "image",
        message: `there is no art "${art}" (src/content/people-images.ts); correct it or leave it out`,
      });
    }
    fileProblems.push(...uploadProblems(root, file, "photo", read.data));
    problems.push(...fileProblems);
    if (!parsed.success || "problems" in sections || fileProblems.length > 0) continue;
    // As the build resolves it (case-studies-entries.ts), without the renditions tests do not need.
    const image = caseStudyImage(parsed.data, (crop) => crop);
    valid.push({ file, study: toCaseStudy(parsed.data, sections, image) });
  }
  problems.push(...caseStudiesProblems(valid));
  return { entries: valid.map(({ study }) => study), problems };
}

/** The case studies in file order, for tests and scripts; throws listing every mistake. */
export function readCaseStudies(root: string = CONTENT_DIR): CaseStudy[] {
  const { entries, problems } = loadCaseStudies(root);
  assertNoProblems(problems);
  return entries;
}

/** content/testimonials.yaml: what clients say, or what is wrong with the file. */
export function loadTestimonials(root: string = CONTENT_DIR): Loaded<Testimonial> {
  const full = path.join(root, "testimonials.yaml");
  const file = shown(root, full);
  if (!existsSync(full)) return { entries: [], problems: [{ file, message: "is missing; restore it from git" }] };
  const read = parseYaml(file, readFileSync(full, "utf8"));
  if (isProblem(read)) return { entries: [], problems: [read] };
  const parsed = testimonialsFileSchema.safeParse(read.data);
  if (!parsed.success) return { entries: [], problems: problemsFromIssues(file, parsed.error.issues) };
  return { entries: parsed.data.testimonials, problems: [] };
}

/** content/pages/*.yaml: each page's file by its name, or what is wrong with each file. */
export function loadPages(root: string = CONTENT_DIR): { pages?: Pages; problems: Problem[] } {
  const { files, problems } = readNamedFiles(root, "pages", {
    // A page is named by its file: the route that shows it asks for that name (pages-entries.ts).
    nameOf: (name) => name,
    what: "page of the site",
    names: "",
    // The contact page's file also holds its form's words and side cards, which only that page reads.
    schema: (name) => (name === CONTACT_PAGE ? contactPageSchema : pageFileSchema),
  });
  if (problems.length > 0) return { problems };
  return { pages: Object.fromEntries(files.map(({ name, data }) => [name, data])), problems };
}

/** Every page's file, for tests and scripts; throws listing every mistake. */
export function readPages(root: string = CONTENT_DIR): Pages {
  const { pages, problems } = loadPages(root);
  assertNoProblems(problems);
  if (!pages) throw new Error("unreachable: no pages and no problems");
  return pages;
}

/** One page's file by its name (content/pages/<name>.yaml), for tests; throws when it is missing or wrong. */
export function readPage(name: string, root: string = CONTENT_DIR): PageFile {
  const page = readPages(root)[name];
  if (!page) throw new Error(`content/pages/${name}.yaml is missing`);
  return page;
}

/**
 * The contact page's file alone (content/pages/contact.yaml): for the tests, and for the server's email to the firm,
 * which names each field as the form does; throws naming the file and field of any mistake.
 */
export function readContactPage(root: string = CONTENT_DIR): ContactPage {
  const { value, problems } = loadSingleFile(
    root,
    path.join("pages", `${CONTACT_PAGE}.yaml`),
    contactPageSchema,
    (page) => page,
  );
  assertNoProblems(problems);
  if (!value) throw new Error("unreachable: no contact page and no problems");
  return value;
}

const POLICY_FILES = policyPageIds.map((id) => `${id}.md`).join(", ");

/** content/pages/*.md: the pages with a long text of their own (privacy, accessibility), or what is wrong with each. */
export function loadPolicyPages(root: string = CONTENT_DIR): {
  pages?: Record<PolicyPageId, PolicyPageFile>;
  problems: Problem[];
} {
  const dir = path.join(root, "pages");
  const problems: Problem[] = [];
  const found = new Map<PolicyPageId, PolicyPageFile>();
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".md")) : [];
  for (const name of files.sort()) {
    const file = shown(root, path.join(dir, name));
    const id = policyPageOfFile(name.slice(0, -".md".length));
    if (id === undefined) {
      problems.push({ file, message: `names no page with a text of its own; rename it to one of ${POLICY_FILES}` });
      continue;
    }
    const source = readFileSync(path.join(dir, name), "utf8");
    const read = readFrontMatter(file, source);
    if (isProblem(read)) {
      problems.push(read);
      continue;
    }
    const parsed = policyPageSchema.safeParse(read.data);
    // The text's first line in the file, for the line numbers of its problems.
    const firstLine = source.split(/\r?\n/).length - read.body.split(/\r?\n/).length + 1;
    const fileProblems = [
      ...(parsed.success ? [] : problemsFromIssues(file, parsed.error.issues)),
      ...policyTextProblems(file, read.body, firstLine),
    ];
    problems.push(...fileProblems);
    if (parsed.success && fileProblems.length === 0) found.set(id, { ...parsed.data, text: read.body });
  }
  for (const id of policyPageIds) {
    const file = shown(root, path.join(dir, `${id}.md`));
    if (!found.has(id) && !problems.some((problem) => problem.file === file)) {
      problems.push({ file, message: "is missing; restore it from git" });
    }
  }
  if (problems.length > 0) return { problems };
  return { pages: Object.fromEntries(found) as Record<PolicyPageId, PolicyPageFile>, problems };
}

/** The policy pages' details and texts, for tests and scripts; throws listing every mistake. */
export function readPolicyPages(root: string = CONTENT_DIR): Record<PolicyPageId, PolicyPageFile> {
  const { pages, problems } = loadPolicyPages(root);
  assertNoProblems(problems);
  if (!pages) throw new Error("unreachable: no policy pages and no problems");
  return pages;
}
