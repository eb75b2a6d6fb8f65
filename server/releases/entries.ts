import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { industryOfFile } from "~/content/choices";
import {
  CONTENT_TYPES,
  contentTypeNames,
  editorPath,
  entryName,
  isOfPlace,
  type ContentType,
  type ContentTypeName,
  type Place,
} from "~/content/content-types";
import { UPLOADS } from "~/content/uploads";

/*
 * The files of content/ as the editor shows them: entries (a team member, a case study, a page, the contact
 * details), each with its name in the editor's words and its address in the editor (keystatic.config.ts), and the
 * files that make it up (a member's file and their portrait's folder). Drafts waiting, a release's changes and an
 * entry's history are told in these words, not as file paths.
 */

export type Entry = {
  /** Stable across versions: the entry's first file (team/amara-okafor.md). */
  key: string;
  /** What kind of entry, as the editor's sidebar names it. */
  kind: string;
  /** Its own name where its file gives one (the member's name, the page's title), else its file's. */
  name: string;
  /** Its form in the editor. */
  editor: string;
  /** Where it shows on the site, when it has a page of its own or one it is best seen on. */
  page?: string;
  /** Whether `file` (relative to content/) belongs to it. */
  holds(file: string): boolean;
};

/** A file's own name for what it holds: its `name` or `title`, read from YAML or a Markdown file's front matter. */
function ownName(contentDir: string, file: string): string | undefined {
  const full = path.join(contentDir, file);
  if (!existsSync(full)) return undefined;
  let yaml = "";
  try {
    const text = readFileSync(full, "utf8");
    yaml = file.endsWith(".md") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text;
    const data = parseYaml(yaml) as { name?: unknown; title?: unknown } | null;
    const name = data?.name ?? data?.title;
    return typeof name === "string" && name.trim() ? name.trim() : undefined;
  } catch {
    // A file another line of which cannot be read (listed to be fixed) is still named by its own line.
    const line = /^(?:name|title):[ \t]*([^"'\s].*?)[ \t]*$/m.exec(yaml)?.[1];
    return line && !line.includes(": ") ? line : undefined;
  }
}

const words = (slug: string) => {
  const text = slug.replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The upload folders beside a folder's files (content/team/portraits/), from src/content/uploads.ts. */
const uploadFolders = (folder: string) =>
  Object.values(UPLOADS)
    .filter((upload) => upload.collection === folder)
    .map((upload) => upload.folder as string);

/**
 * The type of a file of content/, and its entry: the entry's name and first file. A file is its entry's own
 * (team/amara-okafor.md, site.yaml) or in the upload folder named after it (team/portraits/amara-okafor/portrait.jpg).
 */
function typeOf(file: string): { typeName: ContentTypeName; entry: string; key: string } | null {
  const parts = file.split("/");
  const [top, second = "", third = ""] = parts;
  for (const typeName of contentTypeNames) {
    const place: Place = CONTENT_TYPES[typeName].place;
    if (!("folder" in place)) {
      if (file === place.file) return { typeName, entry: entryName(file), key: file };
    } else if (top === place.folder) {
      if (parts.length === 2 && isOfPlace(place, second)) return { typeName, entry: entryName(second), key: file };
      if (parts.length >= 4 && place.kind === "markdown" && uploadFolders(place.folder).includes(second))
        return { typeName, entry: third, key: `${place.folder}/${third}.md` };
    }
  }
  return null;
}

/**
 * The entry `file` (a path relative to content/, with forward slashes) belongs to, named as it reads in `contentDir`
 * (the drafts, or a release's snapshot); null for a file the editor does not show.
 */
export function entryOf(file: string, contentDir: string): Entry | null {
  const found = typeOf(file);
  if (!found) return null;
  const { typeName, entry, key } = found;
  const { place, kind, shownAt }: ContentType = CONTENT_TYPES[typeName];
  let name: string;
  if (!("folder" in place)) name = kind;
  else if (typeName === "clients") {
    const industry = industryOfFile(entry);
    if (!industry) return null;
    name = industry;
  } else name = ownName(contentDir, key) ?? words(entry);
  const uploads =
    "folder" in place ? uploadFolders(place.folder).map((folder) => `${place.folder}/${folder}/${entry}/`) : [];
  const page = shownAt?.(entry);
  return {
    key,
    kind,
    name,
    editor: editorPath(typeName, entry),
    ...(page ? { page } : {}),
    holds: (other: string) => other === key || uploads.some((prefix) => other.startsWith(prefix)),
  };
}

/** The entries the files (as `content/…` paths) belong to, each once, in the order first named; other files as they are. */
export function entriesOf(files: readonly string[], contentDir: string): { entries: Entry[]; others: string[] } {
  const entries = new Map<string, Entry>();
  const others: string[] = [];
  for (const file of files) {
    const relative = file.replace(/^content\//, "");
    const entry = entryOf(relative, contentDir);
    if (!entry) others.push(file);
    else if (!entries.has(entry.key)) entries.set(entry.key, entry);
  }
  return { entries: [...entries.values()], others };
}
