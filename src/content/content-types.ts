import {
  BAND_FIELDS,
  CASE_STUDY_FIELDS,
  CLIENT_FIELDS,
  CONTACT_PAGE_FIELDS,
  NAVIGATION_FIELDS,
  PAGE_FIELDS,
  POLICY_PAGE_FIELDS,
  SITE_FIELDS,
  TEAM_FIELDS,
  TESTIMONIAL_FIELDS,
} from "~/content/field-labels";
import { CONTACT_PAGE } from "~/content/page-ids";
import { notFoundPath } from "~/content/routing";

// Without zod or Keystatic: the editor's bundle, Astro's collections and the Node reader all import this list.

/** A field's words by its key in the file, as the editor labels it and the content check names it. */
export type Labels = Readonly<Record<string, string>>;

/**
 * Where a type's files are and how they are written: a folder of files (Markdown with details on top and a text
 * below them, or YAML), or one YAML file holding one entry or a list of them.
 */
export type Place =
  | { kind: "markdown"; folder: string; body: string }
  | { kind: "yaml"; folder: string }
  | { kind: "file"; file: string; entry: string }
  | { kind: "list"; file: string; list: string };

/**
 * The type's forms in the editor (keystatic.config.ts): one collection of its files, keyed by the type's name, or a
 * form of its own for each file, keyed by the file's name after `prefix`.
 */
export type Forms = { collection: true } | { perFile: true; prefix?: string };

export type ContentType = {
  place: Place;
  /** What one entry is, in the editor's words: the staff area names drafts and versions by it. */
  kind: string;
  forms: Forms;
  /** The page an entry is best seen on, by its name (a collection's `{slug}` for the editor's preview). */
  shownAt?: (entry: string) => string;
  /** The fields' words; by the file's name where files of one folder differ (the contact page). */
  labels: Labels | ((name: string) => Labels);
  /** The words of a file's own top lines where a deeper field has the same key (a page's title). */
  head?: Labels;
};

/** The page a page's file is shown on: a page's file is named as its address; the shared copy where it shows. */
function pageOfFile(name: string): string {
  const shown: Record<string, string> = {
    home: "/",
    "team-member": "/team",
    "case-study": "/impact",
    "not-found": notFoundPath,
  };
  return shown[name] ?? `/${name}`;
}

/**
 * The kinds of file the firm edits in content/, by the name of their collection (getCollection("team")), in the
 * order the content check lists their problems. The collections (src/content.config.ts), the content check
 * (content-files.ts), the editor (keystatic.config.ts) and the staff area's list of saved edits
 * (server/releases/entries.ts) map over this list; the first three key each type's schema, checks and forms by its
 * name, so a new type here fails the typecheck until it has them.
 */
export const CONTENT_TYPES = {
  site: {
    place: { kind: "file", file: "site.yaml", entry: "site" },
    kind: "Contact details",
    forms: { perFile: true },
    shownAt: () => "/contact",
    labels: SITE_FIELDS,
  },
  navigation: {
    place: { kind: "file", file: "navigation.yaml", entry: "navigation" },
    kind: "Menus and footer",
    forms: { perFile: true },
    shownAt: () => "/",
    labels: NAVIGATION_FIELDS,
  },
  team: {
    place: { kind: "markdown", folder: "team", body: "bio" },
    kind: "Team member",
    forms: { collection: true },
    shownAt: (slug: string) => `/team/member/${slug}`,
    labels: TEAM_FIELDS,
  },
  clients: {
    place: { kind: "yaml", folder: "clients" },
    kind: "Client roster",
    forms: { perFile: true },
    shownAt: () => "/client-roster",
    labels: CLIENT_FIELDS,
  },
  caseStudies: {
    place: { kind: "markdown", folder: "case-studies", body: "story" },
    kind: "Case study",
    forms: { collection: true },
    shownAt: (slug: string) => `/impact/${slug}`,
    labels: CASE_STUDY_FIELDS,
  },
  testimonials: {
    place: { kind: "list", file: "testimonials.yaml", list: "testimonials" },
    kind: "Testimonials",
    forms: { perFile: true },
    labels: TESTIMONIAL_FIELDS,
  },
  pages: {
    place: { kind: "yaml", folder: "pages" },
    kind: "Page",
    forms: { perFile: true, prefix: "page-" },
    shownAt: pageOfFile,
    labels: (name: string) => (name === CONTACT_PAGE ? CONTACT_PAGE_FIELDS : BAND_FIELDS),
    head: PAGE_FIELDS,
  },
  policyPages: {
    place: { kind: "markdown", folder: "pages", body: "text" },
    kind: "Page",
    forms: { perFile: true, prefix: "page-" },
    shownAt: (id: string) => `/${id}`,
    labels: POLICY_PAGE_FIELDS,
  },
} as const satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;

export const contentTypeNames = Object.keys(CONTENT_TYPES) as ContentTypeName[];

/** The glob of a folder's files, as Astro's loader takes it. */
export function patternOf(place: Place & { folder: string }): string {
  return place.kind === "markdown" ? "*.md" : "*.{yaml,yml}";
}

/** Whether a file's name (without its folder) is of the place's kind. */
export function isOfPlace(place: Place, fileName: string): boolean {
  if (place.kind === "markdown") return fileName.endsWith(".md");
  if (place.kind === "yaml") return /\.ya?ml$/.test(fileName);
  return fileName === place.file;
}

/** An entry's name from its file's (nadia-brooks.md: nadia-brooks). */
export const entryName = (fileName: string) => fileName.replace(/\.(md|ya?ml)$/, "");

/**
 * The type of a file of content/ (as the content check shows it: content/team/nadia-brooks.md), and its entry's
 * name; none for a file of no type.
 */
export function typeOfFile(file: string): { typeName: ContentTypeName; type: ContentType; name: string } | undefined {
  const parts = file.split("/");
  const fileName = parts.at(-1) ?? "";
  const folder = parts.at(-2) ?? "";
  for (const name of contentTypeNames) {
    const type: ContentType = CONTENT_TYPES[name];
    const { place } = type;
    const here = "folder" in place ? folder === place.folder : file.endsWith(`/${place.file}`);
    if (here && isOfPlace(place, fileName)) return { typeName: name, type, name: entryName(fileName) };
  }
  return undefined;
}

/** The words of a file's fields. */
export function labelsOfFile(file: string): { labels: Labels; head: Labels } {
  const found = typeOfFile(file);
  if (!found) return { labels: {}, head: {} };
  const { type, name } = found;
  return { labels: typeof type.labels === "function" ? type.labels(name) : type.labels, head: type.head ?? {} };
}

/** Fields that are the text below a Markdown file's details rather than a line of them: no key to name. */
export const BELOW_THE_DETAILS: Readonly<Record<string, string>> = {
  bio: "the text below the details",
  text: "the text below the details",
  challenge: 'the "## Challenge" section below the details',
  solution: 'the "## Solution" section below the details',
};

/**
 * A field as an owner reads it: the editor's label with the key the file writes in brackets ("Photo description
 * (photoAlt)"), the text below the details by where it is; inside a list, "Testimonials, number 2, Author (author)".
 */
export function fieldWords(file: string, field: string): string {
  const { labels, head } = labelsOfFile(file);
  const parts = field.split(", ").filter((part) => labels[part] !== "");
  return parts
    .map((part, index) => {
      // A page file's own lines are its head's (title: the name in browser tabs); the same key deeper is a part's.
      const label = (index === 0 ? head[part] : undefined) ?? labels[part] ?? head[part];
      if (label === undefined) return part;
      if (index < parts.length - 1) return label;
      const below = BELOW_THE_DETAILS[part];
      return below ? `${label} (${below})` : `${label} (${part})`;
    })
    .join(", ");
}

type Stored<Path extends string> = { path: Path; format: "yaml" | { contentField: string } };

/**
 * Where the editor (Keystatic) reads and writes a type's files under `root`, and how: a collection's every file
 * (`*`), or one entry's file by its name; a Markdown file's text below the details as its `body` field.
 */
export function storedAt(root: string, name: ContentTypeName): Stored<`${string}/*`>;
export function storedAt(root: string, name: ContentTypeName, entry: string): Stored<string>;
export function storedAt(root: string, name: ContentTypeName, entry = "*"): Stored<string> {
  const place: Place = CONTENT_TYPES[name].place;
  if (place.kind === "file" || place.kind === "list") return { path: `${root}/${entryName(place.file)}`, format: "yaml" };
  const path = `${root}/${place.folder}/${entry}`;
  return place.kind === "markdown" ? { path, format: { contentField: place.body } } : { path, format: "yaml" };
}

/** The key of an entry's form in the editor: its collection's (the type's name), or its own form's. */
export function formKey(name: ContentTypeName, entry: string): string {
  const forms: Forms = CONTENT_TYPES[name].forms;
  return "collection" in forms ? name : `${forms.prefix ?? ""}${entry}`;
}

/** The page an entry is best seen on, if any. */
export function shownAt(name: ContentTypeName, entry: string): string | undefined {
  const type: ContentType = CONTENT_TYPES[name];
  return type.shownAt?.(entry);
}

/** Where the editor opens an entry. */
export function editorPath(name: ContentTypeName, entry: string): string {
  return "collection" in CONTENT_TYPES[name].forms
    ? `/keystatic/collection/${name}/item/${entry}`
    : `/keystatic/singleton/${formKey(name, entry)}`;
}
