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
import { isProblem, lineOfField, parseYaml, readFrontMatter } from "~/lib/front-matter";
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
import { serverTimeZone } from "~/lib/time-zone";
import {
  BELOW_THE_DETAILS,
  CONTENT_TYPES,
  contentTypeNames,
  entryName,
  isOfPlace,
  type ContentTypeName,
} from "~/content/content-types";
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

/** A file of a type's place (content-types.ts): as the owner sees its path, its entry's name, where it is. */
type Found = { file: string; name: string; full: string };

/** A file as read: its details (a YAML file's data), and a Markdown file's text below them and whole source. */
type Read = { data: unknown; body: string; source: string };

/** The files of a type, in the collections' order (by entry name); for a one-file type, that file. */
function filesOf(root: string, type: ContentTypeName): Found[] {
  const { place } = CONTENT_TYPES[type];
  if (place.kind === "file" || place.kind === "list") {
    const full = path.join(root, place.file);
    return [{ file: shown(root, full), name: entryName(place.file), full }];
  }
  const dir = path.join(root, place.folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((fileName) => isOfPlace(place, fileName))
    .sort((a, b) => byEntryId(entryName(a), entryName(b)))
    .map((fileName) => {
      const full = path.join(dir, fileName);
      return { file: shown(root, full), name: entryName(fileName), full };
    });
}

/** A file's details and text, or what keeps it from being read. */
function readFound(type: ContentTypeName, { file, full }: Found): Read | Problem {
  if (!existsSync(full)) return { file, message: "is missing; restore it from git" };
  const source = readFileSync(full, "utf8");
  if (CONTENT_TYPES[type].place.kind !== "markdown") {
    const read = parseYaml(file, source);
    return isProblem(read) ? read : { data: read.data, body: "", source };
  }
  const read = readFrontMatter(file, source);
  return isProblem(read) ? read : { ...read, source };
}

/**
 * Every file of a type, each checked by `check` (its schema and its own rules) once it reads, or the problem that
 * keeps it from being read; `misnamed` says what is wrong with a file's name before it is read.
 */
function checkEach<Entry>(
  root: string,
  type: ContentTypeName,
  check: (found: Found, read: Read) => { problems: Problem[]; entry?: Entry },
  misnamed?: (name: string) => string | undefined,
): { entries: { file: string; name: string; entry: Entry }[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const entries: { file: string; name: string; entry: Entry }[] = [];
  for (const found of filesOf(root, type)) {
    const wrongName = misnamed?.(found.name);
    if (wrongName) {
      problems.push({ file: found.file, message: wrongName });
      continue;
    }
    const read = readFound(type, found);
    if (isProblem(read)) {
      problems.push(read);
      continue;
    }
    const checked = check(found, read);
    problems.push(...checked.problems);
    if (checked.entry !== undefined && checked.problems.length === 0) {
      entries.push({ file: found.file, name: found.name, entry: checked.entry });
    }
  }
  return { entries, problems };
}

/** A file's details checked by a schema: the value it gives, or the problems naming each field. */
function parsed<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  data: unknown,
): { value?: z.output<Schema>; problems: Problem[] } {
  const result = schema.safeParse(data);
  if (!result.success) return { problems: problemsFromIssues(file, result.error.issues) };
  return { value: result.data, problems: [] };
}

/** content/team/*.md: each member, or what is wrong with each file. */
export function loadTeam(root: string = CONTENT_DIR): Loaded<TeamMember> {
  const { entries, problems } = checkEach(root, "team", ({ file }, read) => {
    const { value, problems: fileProblems } = parsed(file, memberFrontMatterSchema, read.data);
    // Checked also when other fields are wrong, so that every problem shows at once.
    fileProblems.push(...bioProblems(file, read.body), ...uploadProblems(root, file, "portrait", read.data));
    if (!value) return { problems: fileProblems };
    // As the build resolves it (team-entries.ts), without the renditions tests do not need.
    const photo = value.portrait ? portraitCrop(value.name) : teamArt(slugify(value.name));
    return { problems: fileProblems, entry: toTeamMember(value, read.body, photo) };
  });
  problems.push(...teamProblems(entries.map(({ file, entry }) => ({ file, name: entry.name }))));
  return { entries: entries.map(({ entry }) => entry), problems };
}

/** The team, for tests and scripts; throws listing every mistake. */
export function readTeam(root: string = CONTENT_DIR): TeamMember[] {
  const { entries, problems } = loadTeam(root);
  assertNoProblems(problems);
  return entries;
}

const INDUSTRY_FILES = ROSTER_INDUSTRY_NAMES.map((name) => `${industryFileName(name)}.yaml`).join(", ");

/** content/clients/*.yaml: each roster industry's clients, or what is wrong with each file. */
export function loadRoster(root: string = CONTENT_DIR): Loaded<RosterIndustry> {
  const { entries, problems } = checkEach(
    root,
    "clients",
    ({ file, name }, read) => {
      const industry = industryOfFile(name);
      const { value, problems: fileProblems } = parsed(file, industryFileSchema, read.data);
      if (!value || !industry) return { problems: fileProblems };
      const wrong = industryFileProblems(file, industry, value);
      return { problems: wrong, entry: toRosterIndustry(industry, value) };
    },
    (name) =>
      industryOfFile(name) ? undefined : `names no industry of the roster; rename it to one of ${INDUSTRY_FILES}`,
  );
  problems.push(...rosterProblems(entries.map(({ file, entry }) => ({ file, industry: entry }))));
  return { entries: rosterOf(entries.map(({ entry }) => entry)), problems };
}

/** The client roster in SPEC order, for tests and scripts; throws listing every mistake. */
export function readRoster(root: string = CONTENT_DIR): RosterIndustry[] {
  const { entries, problems } = loadRoster(root);
  assertNoProblems(problems);
  return entries;
}

/** A type kept in one YAML file (content/site.yaml), checked by its schema and shaped for its readers. */
function loadOneFile<Schema extends z.ZodType, Value>(
  root: string,
  type: ContentTypeName,
  schema: Schema,
  shape: (data: z.output<Schema>) => Value,
): { value?: Value; problems: Problem[] } {
  const { entries, problems } = checkEach(root, type, ({ file }, read) => {
    const { value, problems: fileProblems } = parsed(file, schema, read.data);
    return value === undefined ? { problems: fileProblems } : { problems: fileProblems, entry: { value: shape(value) } };
  });
  return { value: entries[0]?.entry.value, problems };
}

/** content/site.yaml: the firm's contact details, or what is wrong with the file. */
export function loadSiteFacts(root: string = CONTENT_DIR): { facts?: SiteFacts; problems: Problem[] } {
  const { value, problems } = loadOneFile(root, "site", siteFactsFileSchema, toSiteFacts);
  return { facts: value, problems };
}

/** The firm's contact details; throws listing every mistake. */
export function readSiteFacts(root: string = CONTENT_DIR): SiteFacts {
  const { facts, problems } = loadSiteFacts(root);
  assertNoProblems(problems);
  if (!facts) throw new Error("unreachable: no site facts and no problems");
  return facts;
}

/**
 * The zone the firm reads times in (content/site.yaml's timeZone), read at each use: the staff area, the lead email
 * and the CSV follow a change saved in the editor at once. The server's zone when the file names none, or one the
 * content check refuses (which it names; the times always say their zone).
 */
export function readTimeZone(root: string = CONTENT_DIR): string {
  const file = path.join(root, CONTENT_TYPES.site.place.file);
  const read = existsSync(file) ? parseYaml(file, readFileSync(file, "utf8")) : null;
  const named = read && !isProblem(read) ? (read.data as { timeZone?: unknown } | null)?.timeZone : undefined;
  const checked = siteFactsFileSchema.shape.timeZone.safeParse(named);
  return (checked.success && checked.data) || serverTimeZone();
}

/** content/navigation.yaml: the words of the header's and footer's links, or what is wrong with the file. */
export function loadNavigation(root: string = CONTENT_DIR): { navigation?: Navigation; problems: Problem[] } {
  const { value, problems } = loadOneFile(root, "navigation", navigationFileSchema, toNavigation);
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
  const { entries, problems } = checkEach(root, "caseStudies", ({ file }, read) => {
    const { value, problems: fileProblems } = parsed(file, caseStudyFrontMatterSchema, read.data);
    const sections = caseStudySections(file, read.body);
    if ("problems" in sections) fileProblems.push(...sections.problems);
    const art = value ? value.image : (read.data as { image?: unknown } | null)?.image;
    if (typeof art === "string" && art.startsWith("case-") && !hasImage(art)) {
      fileProblems.push({
        file,
        field: "image",
        message: `there is no art "${art}" (src/content/people-images.ts); correct it or leave it out`,
      });
    }
    fileProblems.push(...uploadProblems(root, file, "photo", read.data));
    if (!value || "problems" in sections) return { problems: fileProblems };
    // As the build resolves it (case-studies-entries.ts), without the renditions tests do not need.
    const image = caseStudyImage(value, (crop) => crop);
    return { problems: fileProblems, entry: toCaseStudy(value, sections, image) };
  });
  problems.push(...caseStudiesProblems(entries.map(({ file, entry }) => ({ file, study: entry }))));
  return { entries: entries.map(({ entry }) => entry), problems };
}

/** The case studies in file order, for tests and scripts; throws listing every mistake. */
export function readCaseStudies(root: string = CONTENT_DIR): CaseStudy[] {
  const { entries, problems } = loadCaseStudies(root);
  assertNoProblems(problems);
  return entries;
}

/** content/testimonials.yaml: what clients say, or what is wrong with the file. */
export function loadTestimonials(root: string = CONTENT_DIR): Loaded<Testimonial> {
  const { value, problems } = loadOneFile(root, "testimonials", testimonialsFileSchema, (file) => file.testimonials);
  return { entries: value ?? [], problems };
}

/** content/pages/*.yaml: each page's file by its name, or what is wrong with each file. */
export function loadPages(root: string = CONTENT_DIR): { pages?: Pages; problems: Problem[] } {
  const { entries, problems } = checkEach(root, "pages", ({ file, name }, read) => {
    // The contact page's file also holds its form's words and side cards, which only that page reads.
    const { value, problems: fileProblems } = parsed(
      file,
      name === CONTACT_PAGE ? contactPageSchema : pageFileSchema,
      read.data,
    );
    return value ? { problems: fileProblems, entry: value } : { problems: fileProblems };
  });
  if (problems.length > 0) return { problems };
  // A page is named by its file: the route that shows it asks for that name (pages-entries.ts).
  return { pages: Object.fromEntries(entries.map(({ name, entry }) => [name, entry])), problems };
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
  const full = path.join(root, "pages", `${CONTACT_PAGE}.yaml`);
  const found = { file: shown(root, full), name: CONTACT_PAGE, full };
  const read = readFound("pages", found);
  const { value, problems } = isProblem(read)
    ? { value: undefined, problems: [read] }
    : parsed(found.file, contactPageSchema, read.data);
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
  const { entries, problems } = checkEach(
    root,
    "policyPages",
    ({ file }, read) => {
      const { value, problems: fileProblems } = parsed(file, policyPageSchema, read.data);
      // The text's first line in the file, for the line numbers of its problems.
      const firstLine = read.source.split(/\r?\n/).length - read.body.split(/\r?\n/).length + 1;
      fileProblems.push(...policyTextProblems(file, read.body, firstLine));
      return value ? { problems: fileProblems, entry: { ...value, text: read.body } } : { problems: fileProblems };
    },
    (name) =>
      policyPageOfFile(name) ? undefined : `names no page with a text of its own; rename it to one of ${POLICY_FILES}`,
  );
  const found = new Map(entries.map(({ name, entry }) => [name, entry]));
  for (const id of policyPageIds) {
    const file = shown(root, path.join(root, "pages", `${id}.md`));
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

/** Each type's check (content-types.ts): a new type adds its line here, or the typecheck names it. */
const LOADERS = {
  site: loadSiteFacts,
  navigation: loadNavigation,
  team: loadTeam,
  clients: loadRoster,
  caseStudies: loadCaseStudies,
  testimonials: loadTestimonials,
  pages: loadPages,
  policyPages: loadPolicyPages,
} satisfies Record<ContentTypeName, (root: string) => { problems: Problem[] }>;

/** Every type's files as the content check reads them, type by type, with their problems. */
export function loadEveryType(root: string = CONTENT_DIR) {
  return Object.fromEntries(contentTypeNames.map((type) => [type, LOADERS[type](root)])) as {
    [Type in ContentTypeName]: ReturnType<(typeof LOADERS)[Type]>;
  };
}

/** A problem's field as the keys of its file ("testimonials, number 2, author": testimonials, 1, author). */
function keysOfField(field: string): (string | number)[] {
  return field.split(", ").map((part) => {
    const number = /^number (\d+)$/.exec(part)?.[1];
    return number === undefined ? part : Number(number) - 1;
  });
}

/** The line a field below a Markdown file's details starts at: its "## Challenge" heading, else the text's first. */
function lineBelowDetails(source: string, field: string): number {
  const lines = source.split(/\r?\n/);
  const heading = lines.findIndex((line) => /^##\s/.test(line) && line.slice(2).trim().toLowerCase() === field);
  if (heading >= 0) return heading + 1;
  const end = lines.findIndex((line, index) => index > 0 && /^---[ \t]*$/.test(line));
  const first = lines.findIndex((line, index) => index > end && line.trim() !== "");
  return first >= 0 ? first + 1 : Math.min(end + 2, lines.length);
}

/**
 * Each problem with the line of its file it is on, where it names a field the file has (or lacks: the entry that
 * lacks it): the staff area lists and marks the lines (docs/staff.md). The messages stay as they are.
 */
export function withLines(root: string, problems: readonly Problem[]): Problem[] {
  const sources = new Map<string, string | undefined>();
  const sourceOf = (file: string) => {
    if (!sources.has(file)) {
      const full = path.join(path.dirname(root), file);
      sources.set(file, existsSync(full) ? readFileSync(full, "utf8") : undefined);
    }
    return sources.get(file);
  };
  return problems.map((problem) => {
    const source = problem.line === undefined && problem.field ? sourceOf(problem.file) : undefined;
    if (source === undefined || !problem.field) return problem;
    const markdown = problem.file.endsWith(".md");
    const line =
      markdown && problem.field in BELOW_THE_DETAILS
        ? lineBelowDetails(source, problem.field)
        : lineOfField(source, problem.keys ?? keysOfField(problem.field), markdown);
    return { ...problem, line };
  });
}
